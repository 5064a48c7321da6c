import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, api, type ProjectListItem } from 'shared-kit';
import type { CertifiedPayroll } from 'shared-kit/payroll';
import { projectKeys, timesheetKeys } from 'shared-kit/resources/keys';
import { getProjectPage } from 'shared-kit/resources/projects';
import type { CertifiedPayrollRequest } from './criteria';

/** GET /projects/{id}/certified-payroll?weekEnding (api/docs/payroll.md): the WH-347 hours block of one week. */
export const getCertifiedPayroll = (
  { projectId, weekEnding }: CertifiedPayrollRequest,
  signal?: AbortSignal,
) => api.get<CertifiedPayroll>(`/projects/${projectId}/certified-payroll`, { query: { weekEnding }, signal });

/** A report over timesheets and corrections: any timesheet or correction write makes it stale. */
export const certifiedPayrollQueryOptions = (request: CertifiedPayrollRequest) =>
  queryOptions({
    queryKey: timesheetKeys.report('certified-payroll', request),
    queryFn: ({ signal }) => getCertifiedPayroll(request, signal),
  });

export const useCertifiedPayroll = (request: CertifiedPayrollRequest | null) =>
  useQuery({
    ...certifiedPayrollQueryOptions(request ?? { projectId: 0, weekEnding: '' }),
    enabled: request !== null,
  });

/** Every project (any status: a past week may be on a completed one), in pages of the api's largest size. */
export async function getAllProjects(signal?: AbortSignal): Promise<ProjectListItem[]> {
  const projects: ProjectListItem[] = [];
  for (let page = 1; ; page += 1) {
    const result = await getProjectPage({ page, pageSize: MAX_PAGE_SIZE, sort: 'projectNumber' }, signal);
    projects.push(...result.items);
    if (result.items.length === 0 || projects.length >= result.total) return projects;
  }
}

/** The prevailing wage projects, the only ones certified payroll is kept for. */
export const prevailingWageProjectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.list({ all: true, prevailingWage: true }),
    queryFn: async ({ signal }) => (await getAllProjects(signal)).filter((project) => project.prevailingWage),
    staleTime: 60_000,
  });

export const usePrevailingWageProjects = () => useQuery(prevailingWageProjectsQueryOptions());
