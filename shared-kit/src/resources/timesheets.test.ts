import { QueryClient } from '@tanstack/react-query';
import { type TimesheetSummary } from 'shared-kit';
import { mockApi, mockResponse, type MockApi } from 'shared-kit/testing';
import {
  allHydratedTimesheetsQueryOptions,
  countTimesheets,
  getAllHydratedTimesheets,
  createTimesheet,
  deleteTimesheet,
  getTimesheetPage,
  timesheetExists,
  timesheetPageQueryOptions,
  timesheetQueryOptions,
  transitionTimesheet,
  updateTimesheet,
} from 'shared-kit/resources/timesheets';
import { timesheetFormSchema } from 'shared-kit/timesheet-form';

const summary = (overrides: Partial<TimesheetSummary> = {}): TimesheetSummary => ({
  timesheetId: 77,
  projectId: 7,
  projectNumber: 'P13ABC01',
  date: '2026-03-03',
  dayOfWeek: 'Tuesday',
  state: 'OPEN',
  creatorEmployeeId: 42,
  creatorEmployeeFirstName: 'Frank',
  creatorEmployeeLastName: 'Morales',
  totalHours: 8,
  version: 3,
  ...overrides,
});

const form = timesheetFormSchema.parse({
  projectId: 7,
  date: '2026-03-03',
  dailyJournal: 'Set forms.',
  timesheetRecords: [],
  version: 3,
});

describe('timesheets resource', () => {
  let api: MockApi;
  afterEach(() => api.restore());
  const only = () => {
    expect(api.calls).toHaveLength(1);
    return api.calls[0];
  };

  it('lists with the query it is given, nulls left out, and reads X-Total-Count', async () => {
    api = mockApi({ 'GET /timesheets': () => mockResponse(200, [summary()], { 'X-Total-Count': '15' }) });
    const page = await getTimesheetPage({
      startDate: '2026-03-02',
      projectId: null,
      state: 'OPEN',
      calcTotalHours: true,
    });
    expect(Object.fromEntries(only().query)).toEqual({
      startDate: '2026-03-02',
      state: 'OPEN',
      calcTotalHours: 'true',
    });
    expect(page).toEqual({ items: [summary()], total: 15 });
  });

  it('reads every page of a hydrated week, keeping the project, manager and period fields', async () => {
    const hydrated = (timesheetId: number) => ({
      ...summary({ timesheetId }),
      projectDescription: 'Pump station',
      prevailingWage: true,
      pmEmployeeId: 3,
      pmFirstName: 'Paula',
      pmLastName: 'Meyer',
      payrollPeriodId: 9,
      payrollPeriodState: 'OPEN',
    });
    api = mockApi({
      'GET /timesheets': ({ query }) =>
        mockResponse(200, query.get('page') === '1' ? [hydrated(1), hydrated(2)] : [hydrated(3)], {
          'X-Total-Count': '3',
        }),
    });
    const rows = await getAllHydratedTimesheets({ startDate: '2026-03-02', endDate: '2026-03-08' });
    expect(rows.map((row) => [row.timesheetId, row.pmLastName, row.prevailingWage])).toEqual([
      [1, 'Meyer', true],
      [2, 'Meyer', true],
      [3, 'Meyer', true],
    ]);
    expect(api.calls.map((call) => Object.fromEntries(call.query))).toEqual([
      {
        startDate: '2026-03-02',
        endDate: '2026-03-08',
        hydrate: 'true',
        calcTotalHours: 'true',
        page: '1',
        pageSize: '500',
      },
      {
        startDate: '2026-03-02',
        endDate: '2026-03-08',
        hydrate: 'true',
        calcTotalHours: 'true',
        page: '2',
        pageSize: '500',
      },
    ]);
    expect(allHydratedTimesheetsQueryOptions({ startDate: '2026-03-02' }).queryKey).not.toEqual(
      timesheetPageQueryOptions({ startDate: '2026-03-02', hydrate: true }).queryKey,
    );
  });

  it('refuses a hydrated week without the hydrated fields', async () => {
    api = mockApi({ 'GET /timesheets': () => [summary()] });
    await expect(getAllHydratedTimesheets({})).rejects.toThrow();
  });

  it('rejects a list that is not timesheet summaries', async () => {
    api = mockApi({ 'GET /timesheets': () => [{ timesheetId: 'one' }] });
    await expect(getTimesheetPage({})).rejects.toThrow();
  });

  it('keys a list by its request and a timesheet by its id', async () => {
    api = mockApi({ 'GET /timesheets/:id': ({ params }) => ({ timesheetId: Number(params.id) }) });
    expect(timesheetPageQueryOptions({ projectId: 7 }).queryKey).toEqual([
      'timesheets',
      'list',
      { projectId: 7 },
    ]);
    const options = timesheetQueryOptions(77);
    expect(options.queryKey).toEqual(['timesheets', 'detail', 77]);
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual({ timesheetId: 77 });
    expect(only().path).toBe('/timesheets/77');
  });

  it('counts with a one-row page and reads only X-Total-Count', async () => {
    api = mockApi({ 'GET /timesheets': () => mockResponse(200, [{}], { 'X-Total-Count': '12' }) });
    await expect(countTimesheets({ projectId: 7 })).resolves.toBe(12);
    expect(Object.fromEntries(only().query)).toEqual({ projectId: '7', pageSize: '1' });
  });

  const answer = { exists: true, dates: ['2026-03-03'], viewable: [] };

  it('asks GET /timesheets/exists for the project and the one date, whoever created the timesheet (U-06)', async () => {
    api = mockApi({ 'GET /timesheets/exists': () => answer });
    await expect(timesheetExists({ projectId: 17, date: '2026-03-03' })).resolves.toEqual(answer);
    expect(only().path).toBe('/timesheets/exists');
    expect(Object.fromEntries(only().query)).toEqual({ projectId: '17', date: '2026-03-03' });
  });

  it('asks for a range of days with startDate and endDate (the calendar)', async () => {
    api = mockApi({ 'GET /timesheets/exists': () => answer });
    await timesheetExists({ projectId: 17, startDate: '2026-02-23', endDate: '2026-04-05' });
    expect(Object.fromEntries(only().query)).toEqual({
      projectId: '17',
      startDate: '2026-02-23',
      endDate: '2026-04-05',
    });
  });

  it('refuses an answer that is not { exists, dates, viewable }', async () => {
    api = mockApi({ 'GET /timesheets/exists': () => [summary()] });
    await expect(timesheetExists({ projectId: 17, date: '2026-03-03' })).rejects.toThrow();
  });

  it('creates with POST /timesheets and no version', async () => {
    api = mockApi({ 'POST /timesheets': () => ({ timesheetId: 77 }) });
    await createTimesheet({ ...form, version: undefined });
    expect(only()).toMatchObject({ method: 'POST', path: '/timesheets', body: { projectId: 7 } });
    expect(only().headers['If-Match']).toBeUndefined();
  });

  it('saves a section with PUT …/update/{section} and the version read as If-Match', async () => {
    api = mockApi({ 'PUT /timesheets/:id/update/:section': () => ({ timesheetId: 77 }) });
    await updateTimesheet(77, 'daily-journal', form);
    expect(only()).toMatchObject({
      method: 'PUT',
      path: '/timesheets/77/update/daily-journal',
      body: { dailyJournal: 'Set forms.', version: 3 },
    });
    expect(only().headers['If-Match']).toBe('"3"');
  });

  it('moves with PUT …/{transition}: the version in the body and as If-Match, the notes on reject', async () => {
    api = mockApi({ 'PUT /timesheets/:id/reject': () => ({ timesheetId: 77 }) });
    await transitionTimesheet(77, 'reject', { version: 4, approverNotes: 'Hours missing' });
    expect(only()).toMatchObject({
      method: 'PUT',
      path: '/timesheets/77/reject',
      body: { version: 4, approverNotes: 'Hours missing' },
    });
    expect(only().headers['If-Match']).toBe('"4"');
  });

  it('sends a queued write again with the Idempotency-Key it was queued with, beside If-Match', async () => {
    api = mockApi({
      'POST /timesheets': () => ({ timesheetId: 77 }),
      'PUT /timesheets/:id/update/:section': () => ({ timesheetId: 77 }),
      'PUT /timesheets/:id/submit': () => ({ timesheetId: 77 }),
    });
    await createTimesheet({ ...form, version: undefined }, 'key-1');
    await updateTimesheet(77, 'crew-timecard', form, 'key-2');
    await transitionTimesheet(77, 'submit', { version: 4 }, 'key-3');
    expect(api.calls.map((call) => [call.headers['Idempotency-Key'], call.headers['If-Match']])).toEqual([
      ['key-1', undefined],
      ['key-2', '"3"'],
      ['key-3', '"4"'],
    ]);
  });

  it('deletes with DELETE /timesheets/{id} and If-Match', async () => {
    api = mockApi({ 'DELETE /timesheets/:id': () => undefined });
    await deleteTimesheet(77, 3);
    expect(only()).toMatchObject({ method: 'DELETE', path: '/timesheets/77' });
    expect(only().headers['If-Match']).toBe('"3"');
  });
});
