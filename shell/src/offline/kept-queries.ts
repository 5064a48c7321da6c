import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/** How long the reads kept for offline use stay usable: a week on site without a signal. */
export const KEPT_QUERIES_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const paramsOf = (queryKey: QueryKey): Record<string, unknown> => {
  const params = queryKey[2];
  return typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
};

/**
 * Whether a read is one the foreman needs on site (shared-kit/src/resources/keys.ts names the keys), for the user
 * `employeeId`: the daily timesheet's own reads (the timesheet, the project with its roster, the job classes, the crew
 * picker's employees, per diem rates, the period a new timesheet's contract labor needs), the projects to pick from,
 * the days that already have a timesheet (the picker's 'Caution'), and the user's own timesheet lists (dashboard
 * and list). Not the approver-wide lists nor the boards: a week of every foreman's timesheets is not what a tablet
 * on site needs, and they would be written to the device on every change.
 */
export function isKeptForOffline(queryKey: QueryKey, employeeId: number): boolean {
  const [resource, scope] = queryKey;
  switch (resource) {
    case 'timesheets':
      if (scope === 'detail' || scope === 'exists') return true;
      if (scope !== 'list') return false;
      return paramsOf(queryKey).creatorEmployeeId === employeeId && paramsOf(queryKey).hydrate === undefined;
    case 'projects':
      return scope === 'list' || scope === 'detail';
    case 'employees':
      return scope === 'list';
    case 'job-classes':
      return true;
    case 'per-diem-tables':
      return scope === 'rate';
    case 'payroll-periods':
      return scope === 'active' || (scope === 'detail' && queryKey[3] === 'contractors');
    default:
      return false;
  }
}

/** The reads written to the device: kept ones, answered (not pending or failed), and younger than the max age. */
export function shouldKeepQuery(query: Query, employeeId: number, now: number = Date.now()): boolean {
  return (
    query.state.status === 'success' &&
    query.state.dataUpdatedAt > now - KEPT_QUERIES_MAX_AGE_MS &&
    isKeptForOffline(query.queryKey, employeeId)
  );
}

/** The prefixes of the kept reads, for their cache defaults (kept in memory as long as on the device). */
export const KEPT_PREFIXES: QueryKey[] = [
  ['timesheets', 'detail'],
  ['timesheets', 'exists'],
  ['timesheets', 'list'],
  ['projects', 'list'],
  ['projects', 'detail'],
  ['employees', 'list'],
  ['job-classes'],
  ['per-diem-tables', 'rate'],
  ['payroll-periods', 'active'],
  ['payroll-periods', 'detail'],
];

/**
 * The kept reads stay in memory as long as on the device: otherwise one unused for five minutes is collected, and the
 * next write drops it from the device too — gone when the foreman opens it on site an hour later. Set as the page
 * starts, before the persister arrives (kept-reads-later.ts), so the reads fetched before it are kept as long.
 */
export function keepKeptReadsInMemory(queryClient: Pick<QueryClient, 'setQueryDefaults'>): void {
  for (const queryKey of KEPT_PREFIXES)
    queryClient.setQueryDefaults(queryKey, { gcTime: KEPT_QUERIES_MAX_AGE_MS });
}
