import { buildPath } from 'shared-kit';

/** A saved timesheet's route (TS-DETAIL-21). */
export const detailPath = (projectId: number, timesheetId: number): string =>
  buildPath('/foreman/projects/:projectId/timesheets/:timesheetId', { projectId, timesheetId });
