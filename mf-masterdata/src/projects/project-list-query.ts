import type { ScreenPrefetch } from 'shared-kit';
import { PROJECT_SORT_FIELDS } from 'shared-kit';
import { listParam, readListParams, sortQuery, type ListParams } from 'shared-kit/list';
import { projectPageQueryOptions, projectPageRequest } from 'shared-kit/resources/projects';

export const PAGE_SIZE = 20; // PROJECTS-06

/** The project list's state in the URL: search, 'Show inactive projects', sort and page. */
export const PROJECT_LIST = {
  search: listParam.text(),
  showInactive: listParam.flag(),
  sort: listParam.sort(PROJECT_SORT_FIELDS, { field: 'projectNumber', direction: 'asc' }),
};

/** What the api is asked for: Active only unless inactive ones are shown (U-16); a CSV takes every page of it. */
export const projectListFilter = ({ search, showInactive, sort }: ListParams<typeof PROJECT_LIST>) => ({
  search: search || null,
  status: showInactive ? null : 'Active',
  sort: sort && sortQuery(sort),
});

/** What the api is asked for one page of the list as the URL describes it. */
const projectListPage = (params: ListParams<typeof PROJECT_LIST>) => ({
  ...projectListFilter(params),
  page: params.page,
  pageSize: PAGE_SIZE,
});

/** One page of the list as the URL describes it. */
export const projectListQueryOptions = (params: ListParams<typeof PROJECT_LIST>) =>
  projectPageQueryOptions(projectListPage(params));

/** The same page as a request the page sends before the area's code has arrived (src/first-requests.ts). */
export const projectListRequest = (search: URLSearchParams) =>
  projectPageRequest(projectListPage(readListParams(PROJECT_LIST, search)));

/** The page of projects the URL asks for, requested while the list's code still downloads (lazyScreen). */
export const prefetchProjectList: ScreenPrefetch = ({ queryClient, search }) => {
  void queryClient.prefetchQuery(projectListQueryOptions(readListParams(PROJECT_LIST, search)));
};
