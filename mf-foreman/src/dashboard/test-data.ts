import type { TimesheetSummary } from 'shared-kit';

/** A dashboard row as GET /timesheets returns it; the overrides say what a test cares about. */
export const summary = (overrides: Partial<TimesheetSummary>): TimesheetSummary => ({
  timesheetId: 1,
  projectId: 10,
  projectNumber: 'P13ABC01',
  date: '2026-03-02',
  dayOfWeek: 'Monday',
  state: 'OPEN',
  creatorEmployeeId: 42,
  creatorEmployeeFirstName: 'Frank',
  creatorEmployeeLastName: 'Foreman',
  totalHours: 8,
  version: 1,
  ...overrides,
});
