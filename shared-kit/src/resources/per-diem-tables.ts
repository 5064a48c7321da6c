import { queryOptions } from '@tanstack/react-query';
import { api } from 'shared-kit';
import type { PerDiemType } from 'shared-kit';
import { ifMatch, perDiemTableKeys } from 'shared-kit/resources/keys';
import type {
  PER_DIEM_TABLE_SLUGS,
  PerDiemRate,
  PerDiemRateTable,
  ProjectDetail,
  ProjectPerDiemTableInput,
} from 'shared-kit/master-data';

/** Per diem rate tables: the shared ones (API-46…52), a project's table and the rate it gives a crew row (API-21). */

/** URL name of a shared table: 'default', 'region-hawaii', … */
export type SharedPerDiemTable = keyof typeof PER_DIEM_TABLE_SLUGS;

/** GET /projects/{id}/per-diem-rate (TS-CALC-08). */
export interface PerDiemRateLookup {
  projectId: number;
  jobClass: string;
  perDiemType: PerDiemType;
  driveMiles: number;
  flyMiles: number;
  workHours: number;
}

/** Reference data: changes with a release or a project edit, not while a timesheet is typed. */
const RATE_STALE_TIME = 5 * 60_000;

export const sharedPerDiemTableQueryOptions = (table: SharedPerDiemTable) =>
  queryOptions({
    queryKey: perDiemTableKeys.detail(table),
    queryFn: ({ signal }) => api.get<PerDiemRateTable>(`/per-diem-rate-tables/${table}`, { signal }),
    staleTime: RATE_STALE_TIME,
  });

export function getPerDiemRate(lookup: PerDiemRateLookup, signal?: AbortSignal): Promise<PerDiemRate> {
  const { projectId, ...query } = lookup;
  return api.get<PerDiemRate>(`/projects/${projectId}/per-diem-rate`, { query, signal });
}

export const perDiemRateQueryOptions = (lookup: PerDiemRateLookup) =>
  queryOptions({
    queryKey: perDiemTableKeys.rate(lookup),
    queryFn: ({ signal }) => getPerDiemRate(lookup, signal),
    staleTime: RATE_STALE_TIME,
  });

/** PUT /projects/{id}/per-diem-rate-table: switch to a shared table, or set a custom one's amounts (U-51). */
export const saveProjectPerDiemTable = (projectId: number, table: ProjectPerDiemTableInput) =>
  api.put<ProjectDetail>(`/projects/${projectId}/per-diem-rate-table`, table, ifMatch(table.version));
