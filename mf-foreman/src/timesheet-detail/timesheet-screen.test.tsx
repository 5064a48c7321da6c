import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, mockResponse, renderWithProviders } from 'shared-kit/testing';
import type { MockHandler } from 'shared-kit/testing';
import { hasPermission, timesheetActions } from 'shared-kit';
import type { Permission, SignedInUser, TimesheetState } from 'shared-kit';
import { AreaRoutes } from '../routes';
import { JOB_CLASSES, crewRecord, employee, projectDetail, rosterMember, timesheetDetail } from './test-data';
import type { TimesheetDetail } from './api';

const FOREMAN: Permission[] = [
  'ForemanDashboard_View',
  'Timesheets_View',
  'Timesheets_UpdateOpen',
  'Timesheets_Delete',
];
const REVIEWER: Permission[] = [
  'ApproverDashboard_View',
  'Timesheets_View',
  'Timesheets_Review',
  'Timesheets_UpdatePendingApproval',
  'Timesheets_UpdateInReview',
  'Timesheets_RevokeApproval',
];
const foreman = makeUser(FOREMAN, { employeeId: 42 });
const reviewer = makeUser(REVIEWER, { employeeId: 3 });
const payroll = makeUser(['Timesheets_View', 'Timesheets_AddCorrection', 'PayrollDashboard_View'], {
  employeeId: 5,
});

const NEW_ROUTE = '/foreman/projects/10/timesheets/new/2026-03-02';
const SAVED_ROUTE = '/foreman/projects/10/timesheets/77';

const LABEL: Record<string, string> = {
  save: 'Save',
  submit: 'Submit Time',
  startReview: 'Start Review',
  cancelReview: 'Cancel Review',
  approve: 'Approve',
  reject: 'Reject',
  reopen: 'Reopen',
  revokeApproval: 'Revoke Approval',
  addCorrections: 'Add/Edit Corrections',
  delete: 'Delete Timesheet',
  print: 'Print',
  viewAuditLog: 'View Audit log',
};

describe('Daily timesheet', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    api.restore();
    window.localStorage.clear();
  });

  const render = (
    route: string,
    handlers: Record<string, MockHandler> = {},
    user: SignedInUser = foreman,
  ) => {
    api = mockApi({
      'GET /job-classes': () => JOB_CLASSES,
      'GET /employees': () => [employee()],
      'GET /projects/:id/per-diem-rate': () => ({ rate: 65 }),
      ...handlers,
    });
    return renderWithProviders(<AreaRoutes />, { route, user });
  };
  const renderSaved = (
    timesheet: TimesheetDetail,
    user: SignedInUser = foreman,
    handlers: Record<string, MockHandler> = {},
  ) => render(SAVED_ROUTE, { 'GET /timesheets/:id': () => timesheet, ...handlers }, user);

  const crewNames = () =>
    within(screen.getByRole('region', { name: 'Crew Timecard table' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

  const callsTo = (method: string, path: string) =>
    api.calls.filter((call) => call.method === method && call.path === path);

  describe('loading', () => {
    it('prefills a new timesheet from the roster, sorted by job class order then last name (TS-CALC-09/10)', async () => {
      render(NEW_ROUTE, {
        'GET /projects/10': () =>
          projectDetail({
            projectEmployees: [
              rosterMember({ employeeId: 1, employeeFirstName: 'Zed', employeeLastName: 'Adams' }),
              rosterMember({
                employeeId: 2,
                employeeFirstName: 'Bo',
                employeeLastName: 'Young',
                jobClass: 'FOREMAN',
              }),
              rosterMember({ employeeId: 3, employeeFirstName: 'Al', employeeLastName: 'Brown' }),
              rosterMember({ employeeId: 4, employeeLastName: 'Gone', employeeStatus: 'Inactive' }),
            ],
          }),
      });
      await screen.findByRole('heading', { name: 'Crew Timecard' });
      expect(crewNames()).toEqual(['Bo Young', 'Zed Adams', 'Al Brown']);
    });

    it('shows the project number formatted, description, city and state, the date MM-dd-yyyy (TS-DETAIL-05)', async () => {
      renderSaved(timesheetDetail());
      const project = await screen.findByRole('region', { name: 'Project' });
      expect(within(project).getByText('P-13 ABC 01')).toBeInTheDocument();
      expect(within(project).getByText('Pump Station Retrofit')).toBeInTheDocument();
      expect(within(project).getByText('Houston, TX')).toBeInTheDocument();
      expect(within(project).getByText('03-02-2026')).toBeInTheDocument();
      expect(within(project).getByText('Open')).toBeInTheDocument();
      expect(within(project).getByText('Payroll status: Open')).toBeInTheDocument();
    });

    it('shows the sections in the seed order (TS-DETAIL-04)', async () => {
      renderSaved(timesheetDetail());
      await screen.findByRole('heading', { name: 'Crew Timecard' });
      const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      expect(headings).toEqual([
        'Approval Actions',
        'Crew Timecard',
        'Contract Labor',
        'Out Of Scope Hours',
        'Daily Journal',
        'On-Site Signature / Approval',
      ]);
    });

    it("shows 'Cannot find timesheet' and goes to the not-found page when the timesheet is missing (TS-DETAIL-23)", async () => {
      render(SAVED_ROUTE, {
        'GET /timesheets/:id': () => mockResponse(404, { message: 'Timesheet not found' }),
      });
      expect(await screen.findByText(/^Cannot find timesheet/)).toBeInTheDocument();
      await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
    });

    it("shows 'Cannot find project' and goes to the not-found page when the project is missing (TS-DETAIL-22)", async () => {
      render(NEW_ROUTE, { 'GET /projects/10': () => mockResponse(404, { message: 'Project not found' }) });
      expect(await screen.findByText(/^Cannot find project/)).toBeInTheDocument();
      await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
    });

    it("sends an address whose date is no calendar date to not-found with 'Date input not valid.'", async () => {
      render('/foreman/projects/10/timesheets/new/2026-02-30');
      expect(await screen.findByText(/^Date input not valid\./)).toBeInTheDocument();
      await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
      expect(api.calls).toHaveLength(0);
    });

    it('refuses a future date in the address before any form is shown (U-30)', async () => {
      render('/foreman/projects/10/timesheets/new/2999-01-04');
      expect(await screen.findByText('A timesheet cannot be created for a future date')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Timesheets' })).toHaveAttribute(
        'href',
        '/foreman/timesheets',
      );
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    });
  });

  describe('action bar by state × permission (TS-DETAIL-07, 32…50)', () => {
    const cases: Array<[string, SignedInUser, TimesheetState, 'OPEN' | 'COMPLETED']> = [
      ['a foreman', foreman, 'OPEN', 'OPEN'],
      ['a foreman', foreman, 'PENDING_APPROVAL', 'OPEN'],
      ['a foreman', foreman, 'REJECTED', 'OPEN'],
      ['a reviewer', reviewer, 'PENDING_APPROVAL', 'OPEN'],
      ['a reviewer', reviewer, 'IN_REVIEW', 'OPEN'],
      ['a reviewer', reviewer, 'APPROVED', 'OPEN'],
      ['a reviewer', reviewer, 'APPROVED', 'COMPLETED'],
      ['a payroll clerk', payroll, 'APPROVED', 'COMPLETED'],
    ];
    it.each(cases)(
      'offers %s on %s (payroll %s) exactly the actions of timesheetActions',
      async (_, user, state, payroll) => {
        renderSaved(
          timesheetDetail({
            state,
            payrollPeriod: {
              payrollPeriodId: 5,
              startDate: '2026-03-02',
              endDate: '2026-03-08',
              payrollPeriodState: payroll,
            },
          }),
          user,
        );
        const heading = payroll === 'COMPLETED' ? 'Payroll Actions' : 'Approval Actions';
        const bar = await screen.findByRole('region', { name: heading });
        const expected = timesheetActions({
          state,
          payrollPeriodState: payroll,
          has: (permission) => hasPermission(user, permission),
        }).map((action) => LABEL[action]);
        expect(
          within(bar)
            .getAllByRole('button')
            .map((button) => button.textContent),
        ).toEqual(expected);
      },
    );

    it('makes every input read-only for a foreman on a Pending Approval timesheet (TS-DETAIL-47/50)', async () => {
      renderSaved(timesheetDetail({ state: 'PENDING_APPROVAL' }));
      const workHours = await screen.findByRole('spinbutton', { name: 'Work hours, Ana Reyes' });
      expect(workHours).toHaveAttribute('readonly');
      expect(screen.getByRole('textbox', { name: 'Daily journal text' })).toHaveAttribute('readonly');
      expect(screen.queryByRole('button', { name: 'Add Employee' })).not.toBeInTheDocument();
    });

    it('shows the 4-row Approver Notes box to a reviewer once the timesheet is not Open (TS-DETAIL-16)', async () => {
      renderSaved(timesheetDetail({ state: 'PENDING_APPROVAL' }), reviewer);
      expect(await screen.findByRole('textbox', { name: 'Approver Notes' })).toHaveAttribute('rows', '4');
    });

    it('shows a foreman the approver notes of a Rejected timesheet, read-only (U-28)', async () => {
      renderSaved(timesheetDetail({ state: 'REJECTED', approverNotes: 'Hours missing.' }));
      const notes = await screen.findByRole('textbox', { name: 'Approver Notes' });
      expect(notes).toHaveValue('Hours missing.');
      expect(notes).toHaveAttribute('readonly');
    });

    it('hides the Approver Notes box from a foreman', async () => {
      renderSaved(timesheetDetail({ state: 'PENDING_APPROVAL' }));
      await screen.findByRole('heading', { name: 'Crew Timecard' });
      expect(screen.queryByRole('textbox', { name: 'Approver Notes' })).not.toBeInTheDocument();
    });
  });

  describe('crew rows', () => {
    it('shows travel hours live: drive edited = drive/50 + fly/250, fly edited = fly/50 + drive/250 (TS-CALC-02/03)', async () => {
      renderSaved(timesheetDetail());
      const user = userEvent.setup();
      const travel = await screen.findByRole('status', { name: 'Travel hours, Ana Reyes' });
      expect(travel).toHaveTextContent('0');
      await user.type(screen.getByRole('spinbutton', { name: 'Fly miles, Ana Reyes' }), '250');
      expect(travel).toHaveTextContent('5');
      await user.clear(screen.getByRole('spinbutton', { name: 'Drive miles, Ana Reyes' }));
      await user.type(screen.getByRole('spinbutton', { name: 'Drive miles, Ana Reyes' }), '100');
      expect(travel).toHaveTextContent('3');
    });

    it('flags drive miles of 700 or more and fly miles with no work hours and a per diem type live (TS-CALC-05/06)', async () => {
      renderSaved(timesheetDetail({ timesheetRecords: [crewRecord({ perDiemType: 'STANDARD' })] }));
      const user = userEvent.setup();
      const flags = await screen.findByRole('status', { name: 'Mileage per diem, Ana Reyes' });
      expect(flags).toHaveTextContent('None');
      const drive = screen.getByRole('spinbutton', { name: 'Drive miles, Ana Reyes' });
      await user.clear(drive);
      await user.type(drive, '699');
      expect(flags).toHaveTextContent('None');
      await user.clear(drive);
      await user.type(drive, '700');
      expect(flags).toHaveTextContent('Drive');
      const work = screen.getByRole('spinbutton', { name: 'Work hours, Ana Reyes' });
      await user.clear(work);
      await user.type(screen.getByRole('spinbutton', { name: 'Fly miles, Ana Reyes' }), '1');
      expect(flags).toHaveTextContent('Drive, Fly');
    });

    it('shows the per diem rate with a $ from GET /projects/{id}/per-diem-rate (TS-CALC-08)', async () => {
      renderSaved(timesheetDetail({ timesheetRecords: [crewRecord({ perDiemType: 'STANDARD' })] }));
      const rate = await screen.findByRole('status', { name: 'Per diem rate, Ana Reyes' });
      await waitFor(() => expect(rate).toHaveTextContent('$65'));
      const lookup = callsTo('GET', '/projects/10/per-diem-rate')[0];
      expect(Object.fromEntries(lookup?.query ?? [])).toEqual({
        jobClass: 'LABORER',
        perDiemType: 'STANDARD',
        driveMiles: '0',
        flyMiles: '0',
        workHours: '8',
      });
    });

    it('enables only None, Standard and Travel, and disables the per diem type of a non-eligible employee (TS-VALID-12/14)', async () => {
      render(NEW_ROUTE, {
        'GET /projects/10': () =>
          projectDetail({
            projectEmployees: [
              rosterMember({ employeeId: 1, employeeLastName: 'Able' }),
              rosterMember({ employeeId: 2, employeeLastName: 'Baker', employeePerDiemEligible: false }),
            ],
          }),
      });
      const select = await screen.findByRole('combobox', { name: 'Per diem type, Ana Able' });
      expect(select).toBeEnabled();
      const enabled = within(select)
        .getAllByRole('option')
        .filter((option) => !(option as HTMLOptionElement).disabled)
        .map((option) => option.textContent);
      expect(enabled).toEqual(['None', 'Standard', 'Travel']);
      expect(screen.getByRole('combobox', { name: 'Per diem type, Ana Baker' })).toBeDisabled();
    });

    it('locks the employee of a roster row and offers only Active employees with a job class not on the sheet (TS-VALID-15/16)', async () => {
      render(NEW_ROUTE, {
        'GET /projects/10': () => projectDetail({ projectEmployees: [rosterMember()] }),
        'GET /employees': () => [
          employee({ employeeId: 17, firstName: 'Ana', lastName: 'Reyes' }),
          employee({ employeeId: 30, firstName: 'Cody', lastName: 'Nguyen' }),
          employee({ employeeId: 31, lastName: 'Inactive', employeeStatus: 'Inactive' }),
          employee({ employeeId: 32, lastName: 'Classless', primaryJobClass: null }),
        ],
      });
      const user = userEvent.setup();
      await screen.findByRole('heading', { name: 'Crew Timecard' });
      expect(screen.queryByRole('combobox', { name: 'Employee, row 1' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Add Employee' }));
      const picker = screen.getByRole('combobox', { name: 'Employee, row 2' });
      await waitFor(() =>
        expect(
          within(picker)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual(['Select employee', 'Nguyen, Cody']),
      );
    });
  });

  describe('crew rows removal', () => {
    it('removes a roster employee who did not work from the day and saves without them', async () => {
      render(NEW_ROUTE, {
        'GET /projects/10': () =>
          projectDetail({
            projectEmployees: [
              rosterMember({ employeeId: 1, employeeLastName: 'Able' }),
              rosterMember({ employeeId: 2, employeeLastName: 'Baker' }),
            ],
          }),
        'POST /timesheets': () => timesheetDetail(),
        'GET /timesheets/:id': () => timesheetDetail(),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Remove Ana Baker' }));
      expect(crewNames()).toEqual(['Ana Able']);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Timesheet successfully saved')).toBeInTheDocument();
      const body = callsTo('POST', '/timesheets')[0]?.body as { timesheetRecords: { employeeId: number }[] };
      expect(body.timesheetRecords.map((record) => record.employeeId)).toEqual([1]);
    });
  });

  describe('validation', () => {
    it('shows the Submit messages at their fields and in the Data Errors box with section links (TS-VALID-22/23/24, TS-DETAIL-25/26)', async () => {
      renderSaved(timesheetDetail({ dailyJournal: null, foremanSignerName: null, foremanSignature: null }));
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Submit Time' }));
      const box = await screen.findByRole('alert');
      expect(within(box).getByText('Data Errors')).toBeInTheDocument();
      expect(
        within(box).getByText('Please fix the following errors before submitting again'),
      ).toBeInTheDocument();
      expect(within(box).getByRole('link', { name: 'Daily Journal' })).toHaveAttribute(
        'href',
        '#daily-journal',
      );
      expect(within(box).getByRole('link', { name: 'Supervisor Typed Signature' })).toHaveAttribute(
        'href',
        '#on-site-signature',
      );
      expect(within(box).getByText('Daily Journal cannot be empty')).toBeInTheDocument();
      expect(within(box).getByText('Supervisor Name cannot be Empty')).toBeInTheDocument();
      expect(within(box).getByText('Signature required and typed name required')).toBeInTheDocument();
      // …and at the field itself.
      expect(screen.getAllByText('Daily Journal cannot be empty')).toHaveLength(2);
      expect(callsTo('PUT', '/timesheets/77/update/crew-timecard')).toHaveLength(0);
    });

    it('rejects a negative drive mileage with "Drive mileage cannot be negative" on Save (U-32)', async () => {
      renderSaved(timesheetDetail());
      const user = userEvent.setup();
      const drive = await screen.findByRole('spinbutton', { name: 'Drive miles, Ana Reyes' });
      await user.clear(drive);
      await user.type(drive, '-5');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Drive mileage cannot be negative')).toHaveAttribute(
        'id',
        'crew-0-driveMiles-error',
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Row 1: Drive mileage cannot be negative');
      expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    });

    it('clears a message when another field of its rule is fixed (drive miles of 0 once work hours are typed)', async () => {
      renderSaved(
        timesheetDetail({ timesheetRecords: [crewRecord({ workHours: 0, driveMiles: 0, flyMiles: 0 })] }),
      );
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Submit Time' }));
      expect(
        await screen.findByText('Drive mileage cannot be 0 if fly miles and work hours are blank', {
          selector: '#crew-0-driveMiles-error',
        }),
      ).toBeInTheDocument();
      const hours = screen.getByRole('spinbutton', { name: 'Work hours, Ana Reyes' });
      await user.clear(hours);
      await user.type(hours, '8');
      await waitFor(() =>
        expect(
          screen.queryByText('Drive mileage cannot be 0 if fly miles and work hours are blank'),
        ).not.toBeInTheDocument(),
      );
      expect(
        screen.queryByText('Fly mileage cannot be 0 if drive miles and work hours are blank'),
      ).not.toBeInTheDocument();
    });

    it('moves the focus to the first invalid field in page order (the crew table before the journals)', async () => {
      renderSaved(
        timesheetDetail({
          dailyJournal: null,
          timesheetRecords: [crewRecord({ workHours: 0, driveMiles: 0, flyMiles: 0 })],
        }),
      );
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Submit Time' }));
      await waitFor(() =>
        expect(screen.getByRole('spinbutton', { name: 'Work hours, Ana Reyes' })).toHaveFocus(),
      );
    });

    it('saves an incomplete timesheet: Save checks only types and signs (U-32)', async () => {
      renderSaved(timesheetDetail({ dailyJournal: null }), foreman, {
        'PUT /timesheets/:id/update/:section': () => timesheetDetail({ dailyJournal: null, version: 4 }),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Timesheet successfully saved')).toBeInTheDocument();
      expect(screen.queryByText('Daily Journal cannot be empty')).not.toBeInTheDocument();
    });
  });

  describe('on-site signature (TS-DETAIL-13…15)', () => {
    it('draws on a 300x150 canvas per signer, each with a Clear button', async () => {
      renderSaved(timesheetDetail());
      const foremanPad = await screen.findByRole('img', { name: 'Foreman Signature' });
      expect(foremanPad).toHaveAttribute('width', '300');
      expect(foremanPad).toHaveAttribute('height', '150');
      expect(screen.getByRole('img', { name: 'Customer Signature' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Clear Foreman Signature' })).toHaveTextContent('Clear');
      expect(screen.getByRole('button', { name: 'Clear Customer Signature' })).toHaveTextContent('Clear');
    });

    it('clearing the foreman signature saves none and Submit asks for it (TS-VALID-24)', async () => {
      renderSaved(timesheetDetail(), foreman, {
        'PUT /timesheets/:id/update/:section': () => timesheetDetail({ foremanSignature: null, version: 4 }),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Clear Foreman Signature' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Timesheet successfully saved')).toBeInTheDocument();
      expect(callsTo('PUT', '/timesheets/77/update/crew-timecard')[0]?.body).toMatchObject({
        foremanSignature: null,
        foremanSignerName: 'Frank Foreman',
      });
      await user.click(screen.getByRole('button', { name: 'Submit Time' }));
      expect(await screen.findAllByText('Signature required and typed name required')).toHaveLength(2);
    });

    it('shows no Clear button when the timesheet is read-only', async () => {
      renderSaved(timesheetDetail({ state: 'PENDING_APPROVAL' }));
      await screen.findByRole('img', { name: 'Foreman Signature' });
      expect(screen.queryByRole('button', { name: 'Clear Foreman Signature' })).not.toBeInTheDocument();
    });
  });

  describe('actions', () => {
    it('creates a new timesheet with POST, then replaces the history entry with its route (TS-DETAIL-21/29)', async () => {
      render(NEW_ROUTE, {
        'GET /projects/10': () => projectDetail({ projectEmployees: [rosterMember()] }),
        'POST /timesheets': () => timesheetDetail(),
        'GET /timesheets/:id': () => timesheetDetail(),
      });
      const user = userEvent.setup();
      const historyLength = window.history.length;
      await user.type(await screen.findByRole('spinbutton', { name: 'Work hours, Ana Reyes' }), '8');
      await user.type(screen.getByRole('textbox', { name: 'Daily journal text' }), '  Poured footings.  ');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Timesheet successfully saved')).toBeInTheDocument();
      await waitFor(() => expect(window.location.pathname).toBe(SAVED_ROUTE));
      expect(window.history.length).toBe(historyLength);
      expect(callsTo('POST', '/timesheets')[0]?.body).toEqual({
        projectId: 10,
        date: '2026-03-02',
        outOfScopeHoursDescription: '',
        dailyJournal: 'Poured footings.',
        foremanSignature: null,
        foremanSignerName: '',
        customerSignature: null,
        customerSignerName: '',
        timesheetRecords: [
          {
            timesheetRecordId: null,
            employeeId: 17,
            jobClassOverride: '',
            workHours: 8,
            outOfScopeHours: 0,
            driveMiles: 0,
            flyMiles: 0,
            originAndDestination: '',
            perDiemType: 'NONE',
            truckAllowance: false,
            isFromProject: true,
          },
        ],
        contractLaborRecords: [],
      });
    });

    it('keeps every typed value and says why when a save fails (TS-DETAIL-31)', async () => {
      renderSaved(timesheetDetail(), foreman, {
        'PUT /timesheets/:id/update/:section': () =>
          mockResponse(409, { message: 'Changed by someone else' }),
      });
      const user = userEvent.setup();
      const journal = await screen.findByRole('textbox', { name: 'Daily journal text' });
      await user.clear(journal);
      await user.type(journal, 'New words');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Problem saving timesheet - Changed by someone else'),
      ).toBeInTheDocument();
      expect(journal).toHaveValue('New words');
    });

    it('says the service is unavailable and that nothing is lost when the save meets a 502, until a save succeeds', async () => {
      let down = true;
      renderSaved(timesheetDetail(), foreman, {
        'PUT /timesheets/:id/update/:section': () =>
          down
            ? mockResponse(502, { message: 'The timesheet service is unavailable. Try again in a moment.' })
            : timesheetDetail({ version: 4, dailyJournal: 'New words' }),
      });
      const user = userEvent.setup();
      const journal = await screen.findByRole('textbox', { name: 'Daily journal text' });
      await user.clear(journal);
      await user.type(journal, 'New words');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      // The toast stays the seed's (NOTIFY-08: nothing appended for a 5xx); the page says why.
      expect(await screen.findByText('Problem saving timesheet')).toBeInTheDocument();
      expect(
        screen.getByText(
          'The timesheet service is unavailable. Try again in a moment. Nothing you typed is lost: it is kept on this device until it is saved.',
        ),
      ).toBeInTheDocument();
      expect(journal).toHaveValue('New words');
      down = false;
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Timesheet successfully saved')).toBeInTheDocument();
      expect(screen.queryByText(/Nothing you typed is lost/)).not.toBeInTheDocument();
    });

    it('saves with PUT …/update/crew-timecard and the version, then submits (TS-DETAIL-30/33)', async () => {
      renderSaved(timesheetDetail(), foreman, {
        'PUT /timesheets/:id/update/:section': () => timesheetDetail({ version: 4 }),
        'PUT /timesheets/:id/submit': () => timesheetDetail({ state: 'PENDING_APPROVAL', version: 5 }),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Submit Time' }));
      expect(await screen.findByText('Timesheet successfully submitted')).toBeInTheDocument();
      expect(callsTo('PUT', '/timesheets/77/update/crew-timecard')[0]?.body).toMatchObject({ version: 3 });
      expect(callsTo('PUT', '/timesheets/77/submit')[0]?.body).toEqual({ version: 4 });
      expect(await screen.findByText('Pending Approval')).toBeInTheDocument();
    });

    it("shows 'Problem submitting timesheet' when the submit call fails (U-09)", async () => {
      renderSaved(timesheetDetail(), foreman, {
        'PUT /timesheets/:id/update/:section': () => timesheetDetail({ version: 4 }),
        'PUT /timesheets/:id/submit': () => mockResponse(500),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Submit Time' }));
      expect(await screen.findByText('Problem submitting timesheet')).toBeInTheDocument();
    });

    it("shows the api's field messages at their fields when Submit is refused (400)", async () => {
      renderSaved(timesheetDetail(), foreman, {
        'PUT /timesheets/:id/update/:section': () => timesheetDetail({ version: 4 }),
        'PUT /timesheets/:id/submit': () =>
          mockResponse(400, {
            message:
              'timesheetRecords.0.originAndDestination: Must have an origin and destination since mileage is claimed',
            errors: [
              {
                path: 'timesheetRecords.0.originAndDestination',
                message: 'Must have an origin and destination since mileage is claimed',
              },
            ],
          }),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Submit Time' }));
      expect(await screen.findByText(/^Problem submitting timesheet - /)).toBeInTheDocument();
      expect(
        await screen.findByRole('textbox', { name: 'Origin and destination, Ana Reyes' }),
      ).toHaveAttribute('aria-invalid', 'true');
      const box = screen.getAllByRole('alert').find((alert) => alert.textContent?.startsWith('Data Errors'));
      expect(box).toHaveTextContent('Row 1: Must have an origin and destination since mileage is claimed');
    });

    const pending = () => timesheetDetail({ state: 'PENDING_APPROVAL' });

    it('requires approver notes to reject: "Must enter approver notes when rejecting timesheet" (TS-VALID-26)', async () => {
      renderSaved(pending(), reviewer);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Reject' }));
      expect(
        await screen.findAllByText('Must enter approver notes when rejecting timesheet'),
      ).not.toHaveLength(0);
      expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    });

    it('saves first, then rejects with the notes, even when the timesheet is incomplete (TS-DETAIL-37, U-32)', async () => {
      renderSaved(timesheetDetail({ state: 'PENDING_APPROVAL', dailyJournal: null }), reviewer, {
        'PUT /timesheets/:id/update/:section': () =>
          timesheetDetail({ state: 'PENDING_APPROVAL', version: 4 }),
        'PUT /timesheets/:id/reject': () => timesheetDetail({ state: 'REJECTED', version: 5 }),
      });
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: 'Approver Notes' }), 'Hours missing');
      await user.click(screen.getByRole('button', { name: 'Reject' }));
      expect(await screen.findByText('Timesheet successfully rejected')).toBeInTheDocument();
      expect(callsTo('PUT', '/timesheets/77/update/crew-timecard')[0]?.body).toMatchObject({
        approverNotes: 'Hours missing',
      });
      expect(callsTo('PUT', '/timesheets/77/reject')[0]?.body).toEqual({
        version: 4,
        approverNotes: 'Hours missing',
      });
    });

    it("shows 'Problem saving timesheet prior to rejection' and does not reject when that save fails (TS-DETAIL-38)", async () => {
      renderSaved(pending(), reviewer, {
        'PUT /timesheets/:id/update/:section': () => mockResponse(500),
      });
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: 'Approver Notes' }), 'Hours missing');
      await user.click(screen.getByRole('button', { name: 'Reject' }));
      expect(await screen.findByText('Problem saving timesheet prior to rejection')).toBeInTheDocument();
      expect(callsTo('PUT', '/timesheets/77/reject')).toHaveLength(0);
    });

    it.each([
      ['Start Review', 'review', 'PENDING_APPROVAL', 'Timesheet successfully put into review'],
      ['Cancel Review', 'cancel-review', 'IN_REVIEW', 'Timesheet successfully removed from Review'],
      ['Approve', 'approve', 'IN_REVIEW', 'Timesheet successfully approved'],
      ['Revoke Approval', 'revoke-approval', 'APPROVED', 'Timesheet successfully revoked'],
    ] as const)(
      '%s sends PUT /timesheets/{id}/%s with the version and says so',
      async (label, path, state, toast) => {
        renderSaved(timesheetDetail({ state }), reviewer, {
          [`PUT /timesheets/:id/${path}`]: () => timesheetDetail({ state: 'APPROVED', version: 4 }),
        });
        const user = userEvent.setup();
        await user.click(await screen.findByRole('button', { name: label }));
        expect(await screen.findByText(toast)).toBeInTheDocument();
        expect(callsTo('PUT', `/timesheets/77/${path}`)[0]?.body).toEqual({ version: 3 });
      },
    );

    it.each([
      ['Start Review', 'review', 'PENDING_APPROVAL', 'Problem setting timesheet into review'],
      ['Cancel Review', 'cancel-review', 'IN_REVIEW', 'Problem removing timesheet from review'],
      ['Approve', 'approve', 'IN_REVIEW', 'Problem approving timesheet'],
      ['Reopen', 'reopen', 'PENDING_APPROVAL', 'Problem reopening timesheet'],
      ['Revoke Approval', 'revoke-approval', 'APPROVED', 'Problem revoking timesheet'],
    ] as const)('%s failing shows the seed toast', async (label, path, state, toast) => {
      renderSaved(timesheetDetail({ state }), reviewer, {
        [`PUT /timesheets/:id/${path}`]: () => mockResponse(500),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: label }));
      expect(await screen.findByText(toast)).toBeInTheDocument();
    });

    it('asks before a transition would drop unsaved edits; cancelling keeps them', async () => {
      const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
      renderSaved(timesheetDetail({ state: 'IN_REVIEW' }), reviewer);
      const user = userEvent.setup();
      const journal = await screen.findByRole('textbox', { name: 'Daily journal text' });
      await user.type(journal, ' Checked.');
      await user.click(screen.getByRole('button', { name: 'Approve' }));
      expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Are you sure you want to leave?');
      expect(callsTo('PUT', '/timesheets/77/approve')).toHaveLength(0);
      expect(journal).toHaveValue('Set forms. Checked.');
      confirm.mockRestore();
    });

    it('ties a journal message to its field (aria-describedby)', async () => {
      renderSaved(timesheetDetail({ dailyJournal: null }));
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Submit Time' }));
      expect(await screen.findByRole('textbox', { name: 'Daily journal text' })).toHaveAccessibleDescription(
        'Daily Journal cannot be empty',
      );
    });

    it('reopens a Pending Approval timesheet for its foreman (TS-DETAIL-40)', async () => {
      renderSaved(pending(), foreman, {
        'PUT /timesheets/:id/reopen': () => timesheetDetail({ state: 'OPEN', version: 4 }),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Reopen' }));
      expect(await screen.findByText('Timesheet successfully reopened')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Submit Time' })).toBeInTheDocument();
    });

    it('deletes with If-Match and goes to the Timesheets list (TS-DETAIL-41)', async () => {
      renderSaved(timesheetDetail(), foreman, { 'DELETE /timesheets/:id': () => undefined });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Delete Timesheet' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Timesheet successfully deleted')).toBeInTheDocument();
      expect(callsTo('DELETE', '/timesheets/77')[0]?.headers['If-Match']).toBe('"3"');
      await waitFor(() => expect(window.location.pathname).toBe('/foreman/timesheets'));
    });

    it("shows 'Problem deleting timesheet' when the delete fails", async () => {
      renderSaved(timesheetDetail(), foreman, {
        'DELETE /timesheets/:id': () =>
          mockResponse(409, { message: 'Only an Open timesheet can be deleted' }),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Delete Timesheet' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(
        await screen.findByText('Problem deleting timesheet - Only an Open timesheet can be deleted'),
      ).toBeInTheDocument();
      expect(window.location.pathname).toBe(SAVED_ROUTE);
    });

    it('prints in a new tab without an opener (TS-DETAIL-28)', async () => {
      const open = jest.spyOn(window, 'open').mockReturnValue(null);
      renderSaved(timesheetDetail());
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Print' }));
      expect(open).toHaveBeenCalledWith(
        '/reports/timesheets/report?timesheetId=77',
        '_blank',
        'noopener,noreferrer',
      );
      open.mockRestore();
    });

    it('opens the audit log view and comes back (TS-DETAIL-27, AUDIT-*)', async () => {
      renderSaved(
        timesheetDetail({
          auditLogs: [
            {
              auditLogId: 2,
              action: 'Update',
              date: new Date(2026, 2, 2, 15, 20).toISOString(),
              employeeId: 42,
              employeeFirstName: 'Frank',
              employeeLastName: 'Foreman',
              fromState: 'OPEN',
              toState: 'OPEN',
              log: [
                {
                  action: 'add',
                  parent: 'Crew Timecard',
                  fieldName: null,
                  newValue: 'Ana Reyes',
                  oldValue: null,
                },
                {
                  action: 'update',
                  parent: 'timesheet',
                  fieldName: 'dailyJournal',
                  oldValue: 'a',
                  newValue: 'b',
                },
              ],
            },
          ],
        }),
      );
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'View Audit log' }));
      expect(screen.getByRole('heading', { name: 'Timesheet Audit Logs' })).toBeInTheDocument();
      const table = screen.getByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Action', 'Date', 'Time', 'Employee', 'From state', 'To state', 'Full log']);
      const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
      expect(cells.slice(0, 6).map((cell) => cell.textContent)).toEqual([
        'Update',
        '03/02/2026',
        '03:20 PM',
        'Frank Foreman',
        'Open',
        'Open',
      ]);
      expect(cells[6]).toHaveTextContent('1 record(s) added');
      expect(cells[6]).toHaveTextContent('dailyJournal: a → b');
      await user.click(screen.getByRole('button', { name: 'Back to timesheet' }));
      expect(await screen.findByRole('heading', { name: 'Crew Timecard' })).toBeInTheDocument();
    });
  });
});
