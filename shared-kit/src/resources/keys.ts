import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The query keys of every api resource, in one small entry ('shared-kit/resources/keys') that every resource file
 * and any screen can import: a write in one area invalidates what another area shows. Keys are hierarchical —
 * [resource], [resource, 'list'], [resource, 'list', params], [resource, 'detail'], [resource, 'detail', id] — so
 * invalidating a prefix covers everything under it.
 */
const keysOf = <const Resource extends string>(resource: Resource) => ({
  all: [resource] as const,
  /** Every key of the resource whose second part is `name` ('list', 'detail', 'exists', …). */
  scope: <const Name extends string>(name: Name) => [resource, name] as const,
  lists: () => [resource, 'list'] as const,
  /** `params` is the query the request sends, so two screens asking the same thing share one cache entry. */
  list: <Params extends object>(params: Params) => [resource, 'list', params] as const,
  details: () => [resource, 'detail'] as const,
  detail: (id: number | string) => [resource, 'detail', id] as const,
});

export const timesheetKeys = {
  ...keysOf('timesheets'),
  /** U-06: which days of a project have a timesheet (GET /timesheets/exists: one date, or a range). */
  exists: (query: object) => ['timesheets', 'exists', query] as const,
  /** A report composed of several lists and details (U-12); `kind` names the composition. */
  report: (kind: string, params: object) => ['timesheets', 'report', kind, params] as const,
};
export const projectKeys = keysOf('projects');
export const customerKeys = keysOf('customers');
export const employeeKeys = keysOf('employees');
/** Catalogs: the whole catalog is `lists()`. */
export const jobClassKeys = keysOf('job-classes');
export const laborItemKeys = keysOf('labor-items');
export const equipmentKeys = keysOf('equipment');
export const perDiemTableKeys = {
  /** detail(slug): a shared table (API-46…52). */
  ...keysOf('per-diem-tables'),
  /** The rate a project's table gives a row (API-21). */
  rate: (lookup: object) => ['per-diem-tables', 'rate', lookup] as const,
};
export const payrollPeriodKeys = {
  ...keysOf('payroll-periods'),
  active: () => ['payroll-periods', 'active'] as const,
  /** Under the period's detail: invalidating the period covers its contractors. */
  contractors: (payrollPeriodId: number) =>
    ['payroll-periods', 'detail', payrollPeriodId, 'contractors'] as const,
  /** What is not ready before Close or Complete; under the period's detail, so any write to it makes this stale. */
  completeness: (payrollPeriodId: number) =>
    ['payroll-periods', 'detail', payrollPeriodId, 'completeness'] as const,
};
/** detail(payrollPeriodId): the period's no-pay roster. */
export const rosterKeys = keysOf('roster');
export const timesheetCorrectionKeys = keysOf('timesheet-corrections');
export const projectCorrectionKeys = keysOf('project-corrections');
export const roleKeys = keysOf('roles');
/** all: the company's configuration (GET /company). */
export const companyKeys = keysOf('company');

/**
 * What each write makes stale, across resources. A write that answers the record (every timesheet write answers the
 * whole timesheet) also puts the answer in the cache with setQueryData: the written timesheet's detail is not in
 * `timesheetWritten`, because a refetch racing the next save would bring the old version back into the form.
 */
const timesheetWritten = (): QueryKey[] => [
  timesheetKeys.lists(),
  timesheetKeys.scope('exists'),
  timesheetKeys.scope('report'),
  payrollPeriodKeys.lists(),
  payrollPeriodKeys.details(),
];

export const invalidateAfter = {
  /** Created, saved, submitted … revoked or deleted: every list, existence check and report showing timesheets,
   * and the payroll periods' counts and contractors (the active period itself does not change). */
  timesheetWritten,
  /** PUT /timesheets/{id}/corrections: the timesheet, the correction lists of its payroll period, the boards. */
  timesheetCorrectionsSaved: (timesheetId: number): QueryKey[] => [
    timesheetKeys.detail(timesheetId),
    ...timesheetWritten(),
    timesheetCorrectionKeys.all,
  ],
  /** A standalone correction added, changed or deleted: its lists, the period counts, the approver board, reports. */
  projectCorrectionSaved: (): QueryKey[] => [
    projectCorrectionKeys.all,
    payrollPeriodKeys.all,
    timesheetKeys.scope('report'),
  ],
  /** Close, reopen, complete: every timesheet of the period carries the period's state. */
  payrollPeriodMoved: (): QueryKey[] => [payrollPeriodKeys.all, timesheetKeys.all],
  /** Regenerated, or no-pay statuses saved: the roster, and the period (version, counts, generated time). */
  rosterSaved: (payrollPeriodId: number): QueryKey[] => [
    rosterKeys.detail(payrollPeriodId),
    payrollPeriodKeys.all,
  ],
  /** Details, roster, equipment or per diem table: pickers, lists, rate lookups and the timesheets showing it. */
  projectSaved: (): QueryKey[] => [projectKeys.all, perDiemTableKeys.all, timesheetKeys.all],
  /** Created, updated or deleted: the customer lists, and projects (they show its name). The written customer's
   * detail is the write's answer (setQueryData), not refetched: a refetch racing the next save, or the 404 of a
   * deleted one, would reach the form. */
  customerSaved: (): QueryKey[] => [customerKeys.lists(), projectKeys.all],
  /** Names and job classes show on rosters, project managers, crews and the no-pay roster. */
  employeeSaved: (): QueryKey[] => [employeeKeys.all, projectKeys.all, timesheetKeys.all, rosterKeys.all],
  roleSaved: (): QueryKey[] => [roleKeys.all],
} satisfies Record<string, (...args: never[]) => QueryKey[]>;

/** Marks every query under `keys` stale and refetches the ones on screen. */
export const invalidate = (queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);

/** The version read, as `If-Match: "3"` (api/API.md); none when the caller has none (a create). */
export const ifMatch = (version: number | null | undefined): { headers?: Record<string, string> } =>
  version === null || version === undefined ? {} : { headers: { 'If-Match': `"${version}"` } };

/** `sort=field` or `sort=-field` (descending). */
export type SortParam<Field extends string> = Field | `-${Field}`;

/**
 * A query as the browser sends it, from the shared schema's parsed shape: every field optional, null = not sent,
 * `'true' | 'false'` fields as booleans.
 */
export type QueryOf<Parsed> = {
  [Key in keyof Parsed]?:
    (NonNullable<Parsed[Key]> extends 'true' | 'false' ? boolean : NonNullable<Parsed[Key]>) | null;
};
