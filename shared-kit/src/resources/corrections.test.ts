import { QueryClient } from '@tanstack/react-query';
import { mockApi, mockResponse, type MockApi } from 'shared-kit/testing';
import {
  countProjectCorrections,
  createProjectCorrection,
  deleteProjectCorrection,
  getProjectCorrectionPage,
  projectCorrectionPageQueryOptions,
  projectCorrectionQueryOptions,
  saveTimesheetCorrections,
  timesheetCorrectionPageQueryOptions,
  updateProjectCorrection,
} from 'shared-kit/resources/corrections';
import type { ProjectCorrectionInput } from 'shared-kit/payroll';

const standalone: ProjectCorrectionInput = {
  payrollPeriodId: 52,
  projectId: 7,
  employeeId: 17,
  correctionDate: '2026-03-03',
  correctionType: 'ADD_WORK_HOURS',
  newValue: '2',
  comments: null,
  version: 1,
};

describe('corrections resource', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it("lists a payroll period's timesheet corrections (API-18), keyed by that request", async () => {
    api = mockApi({ 'GET /timesheet-corrections': () => mockResponse(200, [], { 'X-Total-Count': '0' }) });
    const options = timesheetCorrectionPageQueryOptions({ payrollPeriodId: 52, page: 1 });
    expect(options.queryKey).toEqual(['timesheet-corrections', 'list', { payrollPeriodId: 52, page: 1 }]);
    await new QueryClient().fetchQuery(options);
    expect(Object.fromEntries(api.calls[0].query)).toEqual({ payrollPeriodId: '52', page: '1' });
  });

  it("saves a timesheet's whole correction list with the timesheet's version as If-Match (TS-CORR-13)", async () => {
    api = mockApi({ 'PUT /timesheets/:id/corrections': () => ({ timesheetId: 77 }) });
    await saveTimesheetCorrections(77, {
      timesheetId: 77,
      version: 4,
      corrections: [{ employeeId: 17, correctionType: 'ADD_DRIVE_MILES', correctionDriveMiles: 12.5 }],
    });
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/timesheets/77/corrections',
      body: { version: 4 },
    });
    expect(api.calls[0].headers['If-Match']).toBe('"4"');
  });

  it('lists and counts standalone corrections of a project and range (U-12)', async () => {
    api = mockApi({ 'GET /project-corrections': () => mockResponse(200, [], { 'X-Total-Count': '3' }) });
    const range = { projectId: 7, startDate: '2026-03-02', endDate: '2026-03-08' };
    expect(projectCorrectionPageQueryOptions(range).queryKey).toEqual(['project-corrections', 'list', range]);
    await getProjectCorrectionPage(range);
    await expect(countProjectCorrections(range)).resolves.toBe(3);
    expect(Object.fromEntries(api.calls[1].query)).toEqual({
      projectId: '7',
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      pageSize: '1',
    });
  });

  it('reads, creates, updates with If-Match and deletes a standalone correction (CORRECTIONS-*)', async () => {
    api = mockApi({
      'GET /project-corrections/:id': () => ({ projectCorrectionId: 9 }),
      'POST /project-corrections': () => ({}),
      'PUT /project-corrections/:id': () => ({}),
      'DELETE /project-corrections/:id': () => undefined,
    });
    expect(projectCorrectionQueryOptions(9).queryKey).toEqual(['project-corrections', 'detail', 9]);
    await new QueryClient().fetchQuery(projectCorrectionQueryOptions(9));
    await createProjectCorrection({ ...standalone, version: undefined });
    await updateProjectCorrection(9, standalone);
    await deleteProjectCorrection(9, 2);
    expect(api.calls.map((call) => [call.method, call.path, call.headers['If-Match']])).toEqual([
      ['GET', '/project-corrections/9', undefined],
      ['POST', '/project-corrections', undefined],
      ['PUT', '/project-corrections/9', '"1"'],
      ['DELETE', '/project-corrections/9', '"2"'],
    ]);
  });
});
