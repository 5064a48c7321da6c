import { screen, within } from '@testing-library/react';
import { makeUser, mockApi, renderWithProviders } from 'shared-kit/testing';
import type { MockHandler } from 'shared-kit/testing';
import type { Permission, SignedInUser } from 'shared-kit';
import { AreaRoutes } from '../routes';
import { JOB_CLASSES, employee } from './test-data';
import type { TimesheetDetail } from './api';

// The Daily Timesheet's tests render the area's routes, as the shell does, against a mocked api.

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
export const foreman = makeUser(FOREMAN, { employeeId: 42 });
export const reviewer = makeUser(REVIEWER, { employeeId: 3 });
export const payroll = makeUser(['Timesheets_View', 'Timesheets_AddCorrection', 'PayrollDashboard_View'], {
  employeeId: 5,
});

export const NEW_ROUTE = '/foreman/projects/10/timesheets/new/2026-03-02';
export const SAVED_ROUTE = '/foreman/projects/10/timesheets/77';

let api: ReturnType<typeof mockApi> | null = null;

/** The area at `route`; the api also answers the job classes, the employees and a per diem rate of $65. */
export const render = (
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

/** A saved timesheet: GET /timesheets/77 answers `timesheet`. */
export const renderSaved = (
  timesheet: TimesheetDetail,
  user: SignedInUser = foreman,
  handlers: Record<string, MockHandler> = {},
) => render(SAVED_ROUTE, { 'GET /timesheets/:id': () => timesheet, ...handlers }, user);

/** Every call the screen made to the api; `callsTo` those of one method and path. */
export const apiCalls = () => api?.calls ?? [];
export const callsTo = (method: string, path: string) =>
  apiCalls().filter((call) => call.method === method && call.path === path);

/** For afterEach: the real api client back, and no draft left on this device. */
export const restoreApi = () => {
  api?.restore();
  api = null;
  window.localStorage.clear();
};

/** The names in the Crew Timecard, top to bottom. */
export const crewNames = () =>
  within(screen.getByRole('region', { name: 'Crew Timecard table' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
