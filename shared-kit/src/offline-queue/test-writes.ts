import type { NewQueuedWrite } from './queue.ts';

// The queue's tests' writes: a new timesheet of project 10 on 03-02-2026, a saved one (77), and another project's (80).

export const NEW_TIMESHEET = { timesheetId: null, projectId: 10, date: '2026-03-02' };
export const SAVED_TIMESHEET = { timesheetId: 77, projectId: 10, date: '2026-03-02' };
export const OTHER_TIMESHEET = { timesheetId: 80, projectId: 11, date: '2026-03-02' };

export const createWrite = (journal = 'Poured footings.'): NewQueuedWrite => ({
  timesheet: NEW_TIMESHEET,
  kind: 'create',
  body: { projectId: 10, date: '2026-03-02', dailyJournal: journal },
  version: null,
});

export const saveWrite = (version: number, journal: string): NewQueuedWrite => ({
  timesheet: SAVED_TIMESHEET,
  kind: 'save',
  body: { projectId: 10, date: '2026-03-02', version, dailyJournal: journal },
  version,
});
