import {
  Loading,
  PageHeading,
  Stack,
  formatProjectNumber,
  navigateTo,
  useLocation,
  useParams,
} from 'shared-kit';
import type { ProjectDetail } from 'shared-kit/master-data';
import { useRecordQuery } from 'shared-kit/form';
import { Tabs, type TabItem } from 'shared-kit/ui';
import { PROJECTS_PATH } from '../common/paths';
import { useRouteTitle } from '../common/route-title';
import { EquipmentTab } from './equipment-tab';
import { ManpowerTab } from './manpower-tab';
import { PerDiemTab } from './per-diem-tab';
import { ProjectDetailTab } from './project-detail-tab';
import { PROJECT } from './project-resource';

/** The tabs of PROJECTS-10, in the URL (`?tab=manpower`) so a link or a reload opens the same one. */
export const PROJECT_TABS = [
  { value: 'detail', label: 'Project Detail' },
  { value: 'manpower', label: 'Manpower' },
  { value: 'equipment', label: 'Equipment' },
  { value: 'perdiem', label: 'Per Diem' },
] as const;
type ProjectTab = (typeof PROJECT_TABS)[number]['value'];

const tabOf = (search: string): ProjectTab => {
  const asked = new URLSearchParams(search).get('tab');
  return PROJECT_TABS.find((tab) => tab.value === asked)?.value ?? 'detail';
};

/**
 * Project detail (PROJECTS-10…47): /approver/projects/{projectId}, and /approver/projects/new (the seed's new_project,
 * never read as an id) where Manpower, Equipment and Per Diem are disabled until the project is saved (PROJECTS-11).
 * Each tab is its own read/edit form; changing tab while one has unsaved changes asks first (a single-spa navigation).
 */
export default function ProjectPage() {
  const { record, ready } = useRecordQuery(PROJECT, useParams().projectId);
  const title = useRouteTitle();
  const asked = tabOf(useLocation().search);
  if (!ready) return <Loading label="Loading project" />;
  const tab: ProjectTab = record ? asked : 'detail';
  const tabs: Array<TabItem<ProjectTab>> = PROJECT_TABS.map((item) => ({
    ...item,
    disabled: !record && item.value !== 'detail',
  }));
  return (
    <Stack gap={4}>
      <PageHeading>{title}</PageHeading>
      {record && <ProjectSummary project={record} />}
      <Tabs
        label="Project"
        tabs={tabs}
        value={tab}
        onChange={(next) =>
          record &&
          navigateTo(`${PROJECTS_PATH}/${record.projectId}${next === 'detail' ? '' : `?tab=${next}`}`)
        }
      >
        {tab === 'detail' && <ProjectDetailTab project={record} />}
        {record && tab === 'manpower' && <ManpowerTab project={record} />}
        {record && tab === 'equipment' && <EquipmentTab project={record} />}
        {record && tab === 'perdiem' && <PerDiemTab project={record} />}
      </Tabs>
    </Stack>
  );
}

function ProjectSummary({ project }: { project: ProjectDetail }) {
  return (
    <p>
      <strong>{formatProjectNumber(project.projectNumber)}</strong>
      {` · ${project.description} · ${project.customerName} · ${project.status}`}
      {project.prevailingWage && ' · Prevailing wage'}
    </p>
  );
}
