import { buildPath, previousWeekStart } from 'shared-kit';

export const TIMESHEETS_PATH = '/foreman/timesheets';

/** U-01: the Timesheets list opened on the week before the current one. */
export const previousWeekPath = (today: Date): string =>
  `${TIMESHEETS_PATH}?startOfWeek=${previousWeekStart(today)}`;

/** FOREMAN-DASH-05, TS-LIST-18: an existing timesheet. */
export const timesheetDetailPath = (timesheet: { projectId: number; timesheetId: number }): string =>
  buildPath('/foreman/projects/:projectId/timesheets/:timesheetId', {
    projectId: timesheet.projectId,
    timesheetId: timesheet.timesheetId,
  });

/** TS-LIST-16: a new timesheet of a project and a yyyy-MM-dd date. */
export const newTimesheetPath = (projectId: number, date: string): string =>
  buildPath('/foreman/projects/:projectId/timesheets/new/:date', { projectId, date });
