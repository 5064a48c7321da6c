import { queryOptions } from '@tanstack/react-query';
import { api } from 'shared-kit';
import type { Page, ProjectListItem, ProjectSortField } from 'shared-kit';
import type { ApiRequest } from 'shared-kit/first-requests';
import type * as z from 'zod/mini';
import { equipmentKeys, ifMatch, projectKeys, type SortParam } from 'shared-kit/resources/keys';
import type {
  equipmentSchema,
  ProjectDetail,
  ProjectEquipmentInput,
  ProjectForm,
  ProjectRosterInput,
} from 'shared-kit/master-data';

/** Projects (api/docs/master-data.md): list, detail, and the writes of each tab, each answering the whole project. */

/** GET /projects (projectListQuerySchema): `status` is one status or a comma-separated list (U-16). */
export type ProjectListParams = {
  status?: string | null;
  search?: string | null;
  sort?: SortParam<ProjectSortField> | null;
  page?: number | null;
  pageSize?: number | null;
};

export type Equipment = z.output<typeof equipmentSchema>;

const projectPath = (projectId: number) => `/projects/${projectId}`;

/** GET /projects as a request: what getProjectPage asks, and what a page's first requests send (first-requests/). */
export const projectPageRequest = (params: ProjectListParams): ApiRequest => ({
  path: '/projects',
  query: params,
});

export const getProjectPage = (
  params: ProjectListParams,
  signal?: AbortSignal,
): Promise<Page<ProjectListItem>> => {
  const { path, query } = projectPageRequest(params);
  return api.getPage<ProjectListItem>(path, { query, signal });
};

export const projectPageQueryOptions = (params: ProjectListParams) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) => getProjectPage(params, signal),
  });

/** GET /projects/{id}: per diem table, roster and equipment (PROJECTS-16). */
export const getProject = (projectId: number, signal?: AbortSignal) =>
  api.get<ProjectDetail>(projectPath(projectId), { signal });

export const projectQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => getProject(projectId, signal),
  });

/** POST /projects (PROJECTS-30). */
export const createProject = (form: ProjectForm) => api.post<ProjectDetail>('/projects', form);

/** PUT /projects/{id}/details (PROJECTS-31); the per diem table type is left as it is. */
export const updateProjectDetails = (projectId: number, form: ProjectForm) =>
  api.put<ProjectDetail>(`${projectPath(projectId)}/details`, form, ifMatch(form.version));

/** PUT /projects/{id}/roster: the whole Manpower list (PROJECTS-37). */
export const saveProjectRoster = (projectId: number, roster: ProjectRosterInput) =>
  api.put<ProjectDetail>(`${projectPath(projectId)}/roster`, roster, ifMatch(roster.version));

/** PUT /projects/{id}/equipment: the whole list (PROJECTS-39). */
export const saveProjectEquipment = (projectId: number, equipment: ProjectEquipmentInput) =>
  api.put<ProjectDetail>(`${projectPath(projectId)}/equipment`, equipment, ifMatch(equipment.version));

/** GET /equipments: the catalog the equipment tab picks from (API-45). */
export const equipmentCatalogQueryOptions = () =>
  queryOptions({
    queryKey: equipmentKeys.lists(),
    queryFn: ({ signal }) => api.get<Equipment[]>('/equipments', { signal }),
    staleTime: 10 * 60_000,
  });
