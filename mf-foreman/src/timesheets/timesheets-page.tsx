import { useId, useMemo, useState } from 'react';
import type { ChangeEvent } from 'react';
import {
  Button,
  Callout,
  PageHeading,
  Row,
  Stack,
  TIMESHEET_LIST_FILTER_STATES,
  TIMESHEET_STATE_LABEL,
  formatProjectNumber,
  useCurrentUser,
} from 'shared-kit';
import { DataTable, useListParams } from 'shared-kit/list';
import { Field, Label, Select, Options, EnumOptions } from 'shared-kit/ui';
import { routeTitle } from '../common/route-title';
import { timesheetDetailPath } from '../common/paths';
import { TOTAL_HOURS_COLUMN, timesheetColumns } from '../common/timesheet-columns';
import { TIMESHEET_LIST_PAGE_SIZE, creatorFilterFor, useFilterProjects, useTimesheetPage } from './api';
import { CreateTimesheetDialog } from './create-timesheet-dialog';
import { isCurrentWeekOrLater, shiftWeek, timesheetListParams, weekRangeLabel } from './list-params';

/** Timesheet list (TS-LIST-01…19): one week of timesheets, filtered by project and state, 7 per page. */
export default function TimesheetsPage() {
  const user = useCurrentUser();
  const ownOnly = user !== null && creatorFilterFor(user) !== null;
  const columns = useMemo(() => [...timesheetColumns({ ownOnly }), TOTAL_HOURS_COLUMN], [ownOnly]);
  // "Today" is fixed when the page opens (local time, U-54), like the dashboard.
  const [today] = useState(() => new Date());
  const list = useListParams(useMemo(() => timesheetListParams(today), [today]));
  const { params, set: show } = list;
  const [creating, setCreating] = useState(false);
  const projectFilterId = useId();
  const stateFilterId = useId();

  const projects = useFilterProjects();
  const timesheets = useTimesheetPage(
    user
      ? {
          startDate: params.week.startOfWeek,
          endDate: params.week.endOfWeek,
          projectId: params.projectId,
          state: params.state,
          creatorEmployeeId: creatorFilterFor(user),
          page: params.page,
        }
      : null,
  );

  const onProjectChange = (event: ChangeEvent<HTMLSelectElement>) =>
    show({ projectId: event.target.value === '' ? null : Number(event.target.value) });
  const onStateChange = (event: ChangeEvent<HTMLSelectElement>) =>
    show({
      state: TIMESHEET_LIST_FILTER_STATES.find((state) => state === event.target.value) ?? null,
    });

  const weekRange = weekRangeLabel(params.week);
  const atCurrentWeek = isCurrentWeekOrLater(params.week, today);

  return (
    <Stack>
      <Row justify="space-between">
        <PageHeading>{routeTitle('/foreman/timesheets')}</PageHeading>
        <Button onClick={() => setCreating(true)}>Create Blank Timesheet</Button>
      </Row>
      <section aria-label="Filters">
        <Stack gap={3}>
          <Row role="group" aria-label="Week">
            <Button variant="secondary" onClick={() => show({ week: shiftWeek(params.week, -1) })}>
              <span aria-hidden="true">‹</span> Previous week
            </Button>
            <strong aria-live="polite">{weekRange}</strong>
            <Button
              variant="secondary"
              disabled={atCurrentWeek}
              onClick={() => show({ week: shiftWeek(params.week, 1) })}
            >
              Next week <span aria-hidden="true">›</span>
            </Button>
          </Row>
          <Row align="flex-end">
            <Field>
              <Label htmlFor={projectFilterId}>Project</Label>
              <Select
                id={projectFilterId}
                value={params.projectId === null ? '' : String(params.projectId)}
                onChange={onProjectChange}
              >
                <option value="">All projects</option>
                {params.projectId !== null &&
                  !projects.data?.some((project) => project.projectId === params.projectId) && (
                    // A project from the URL keeps its place while the options load (or if it is not among them).
                    <option value={String(params.projectId)}>Project {params.projectId}</option>
                  )}
                <Options
                  items={projects.data ?? []}
                  value={(project) => String(project.projectId)}
                  label={(project) =>
                    `${formatProjectNumber(project.projectNumber)} – ${project.description}`
                  }
                />
              </Select>
            </Field>
            <Field>
              <Label htmlFor={stateFilterId}>State</Label>
              <Select id={stateFilterId} value={params.state ?? ''} onChange={onStateChange}>
                <option value="">All states</option>
                <EnumOptions items={TIMESHEET_LIST_FILTER_STATES} labels={TIMESHEET_STATE_LABEL} />
              </Select>
            </Field>
            {/* TS-LIST-03: current week, no project, no state. */}
            <Button variant="secondary" onClick={list.reset}>
              Clear Filters
            </Button>
          </Row>
          {projects.isError && (
            <Callout tone="error">Projects could not be loaded: {projects.error.message}</Callout>
          )}
        </Stack>
      </section>
      <DataTable
        caption={`Timesheets, week of ${weekRange}`}
        columns={columns}
        query={timesheets}
        rowPath={timesheetDetailPath}
        loadingLabel="Loading timesheets"
        errorText="Timesheets could not be loaded"
        emptyText="No timesheets match these filters"
        {...list.table}
        pageSize={TIMESHEET_LIST_PAGE_SIZE}
        pagerLabel="Timesheet pages"
      />
      {creating && <CreateTimesheetDialog today={today} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
