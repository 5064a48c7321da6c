import { queryOptions } from '@tanstack/react-query';
import { api } from 'shared-kit';
import type * as z from 'zod/mini';
import { jobClassKeys, laborItemKeys } from 'shared-kit/resources/keys';
import type { JobClass, laborItemSchema } from 'shared-kit/master-data';

/** The job class catalog (API-23) and the labor items that set an employee's primary job class (API-44). */

export type { JobClass } from 'shared-kit/master-data';

export type LaborItem = z.output<typeof laborItemSchema>;

/** Reference data: changes with a release, not during a session. */
const CATALOG_STALE_TIME = 10 * 60_000;

/** GET /job-classes, in sort order. */
export const getJobClasses = (signal?: AbortSignal) => api.get<JobClass[]>('/job-classes', { signal });

export const jobClassesQueryOptions = () =>
  queryOptions({
    queryKey: jobClassKeys.lists(),
    queryFn: ({ signal }) => getJobClasses(signal),
    staleTime: CATALOG_STALE_TIME,
  });

/** GET /labor-items, in job class order. */
export const laborItemsQueryOptions = () =>
  queryOptions({
    queryKey: laborItemKeys.lists(),
    queryFn: ({ signal }) => api.get<LaborItem[]>('/labor-items', { signal }),
    staleTime: CATALOG_STALE_TIME,
  });
