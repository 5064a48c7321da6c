import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, PageHeading, Row, Stack, formatProjectNumber, usePermission } from 'shared-kit';
import type { ProjectListItem } from 'shared-kit';
import type { ProjectSortField } from 'shared-kit';
import { CsvDownloadButton, DataTable, fetchAllPages, useListParams } from 'shared-kit/list';
import type { Column } from 'shared-kit/list';
import { getProjectPage } from 'shared-kit/resources/projects';
import { SearchBox } from '../common/search-box';
import { PROJECTS_PATH } from '../common/paths';
import { useRouteTitle } from '../common/route-title';
import { PAGE_SIZE, PROJECT_LIST, projectListFilter, projectListQueryOptions } from './project-list-query';

// U-46; the same columns make the CSV (PROJECTS-07). Where the width runs short (a tablet), State and then City give
// way (the project's page shows them); a phone shows each project as a card with every column.
const COLUMNS: ReadonlyArray<Column<ProjectListItem, ProjectSortField>> = [
  {
    header: 'Project Number',
    value: (p) => formatProjectNumber(p.projectNumber),
    sortField: 'projectNumber',
  },
  { header: 'Description', value: (p) => p.description, sortField: 'description' },
  { header: 'City', value: (p) => p.city, sortField: 'city', priority: 2 },
  { header: 'State', value: (p) => p.stateCode, sortField: 'stateCode', priority: 1 },
  { header: 'Customer', value: (p) => p.customerName, sortField: 'customerName' },
  {
    header: 'Project Manager',
    value: (p) => [p.pmFirstName, p.pmLastName].filter(Boolean).join(' '),
    sortField: 'pmLastName',
  },
  { header: 'Status', value: (p) => p.status, sortField: 'status' },
];

/**
 * Project list (PROJECTS-01…09): search by project number or project manager, Active only unless 'Show inactive
 * projects' (then every status, U-16), sortable, 20 per page; its state in the URL.
 */
export default function ProjectsPage() {
  const list = useListParams(PROJECT_LIST);
  const { search, showInactive } = list.params;
  const filter = projectListFilter(list.params);
  const projects = useQuery({ ...projectListQueryOptions(list.params), placeholderData: keepPreviousData });
  const canCreate = usePermission('Projects_Create');
  return (
    <Stack>
      <Row justify="space-between">
        <PageHeading>{useRouteTitle()}</PageHeading>
        {canCreate && <Link to={`${PROJECTS_PATH}/new`}>Add New Project</Link>}
      </Row>
      <Row align="flex-end">
        <SearchBox
          label="Search by project number or project manager"
          value={search}
          debounceMs={300}
          onSearch={(text) => list.set({ search: text })}
        />
        <label>
          <input
            type="checkbox"
            checked={showInactive}
            onChange={(event) => list.set({ showInactive: event.target.checked })}
          />{' '}
          Show inactive projects
        </label>
        <CsvDownloadButton
          columns={COLUMNS}
          rows={() => fetchAllPages((all) => getProjectPage({ ...filter, page: all }))}
          filename="projects.csv"
        />
      </Row>
      <DataTable
        caption="Projects"
        columns={COLUMNS}
        query={projects}
        rowPath={(project) => `${PROJECTS_PATH}/${project.projectId}`}
        emptyText="No projects match this search"
        {...list.table}
        pageSize={PAGE_SIZE}
        pagerLabel="Project pages"
      />
    </Stack>
  );
}
