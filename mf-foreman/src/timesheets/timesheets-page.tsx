import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import {
  useSearchParams,
  Button,
  Callout,
  EmptyState,
  Loading,
  PageHeading,
  Row,
  Stack,
  Table,
  Th,
  Tr,
  TIMESHEET_LIST_FILTER_STATES,
  TIMESHEET_STATE_LABEL,
  VisuallyHidden,
  formatProjectNumber,
  useCurrentUser,
  weekOf,
  Field,
  Label,
  Select,
  TableScroll,
} from 'shared-kit';
import { Pager, pageCountOf } from 'shared-kit/ui';
import { routeTitle } from '../common/route-title';
import { TIMESHEET_LIST_PAGE_SIZE, creatorFilterFor, useFilterProjects, useTimesheetPage } from './api';
import { CreateTimesheetDialog } from './create-timesheet-dialog';
import {
  isCurrentWeekOrLater,
  readListParams,
  shiftWeek,
  weekRangeLabel,
  writeListParams,
} from './list-params';
import type { ListParams } from './list-params';
import { TimesheetRow } from '../common/timesheet-row';

/** Timesheet list (TS-LIST-01…19): one week of timesheets, filtered by project and state, 7 per page. */
export default function TimesheetsPage() {
  const user = useCurrentUser();
  // "Today" is fixed when the page opens (local time, U-54), like the dashboard.
  const [today] = useState(() => new Date());
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams, today);
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

  // Every change is a new history entry, so Back returns to the previous view.
  const show = (changes: Partial<ListParams>) =>
    setSearchParams(writeListParams({ ...params, page: 1, ...changes }));

  const onProjectChange = (event: ChangeEvent<HTMLSelectElement>) =>
    show({ projectId: event.target.value === '' ? null : Number(event.target.value) });
  const onStateChange = (event: ChangeEvent<HTMLSelectElement>) =>
    show({
      state: TIMESHEET_LIST_FILTER_STATES.find((state) => state === event.target.value) ?? null,
    });
  // TS-LIST-03: current week, no project, no state.
  const clearFilters = () => show({ week: weekOf(today), projectId: null, state: null });

  const weekRange = weekRangeLabel(params.week);
  const atCurrentWeek = isCurrentWeekOrLater(params.week, today);

  let content;
  if (timesheets.isError) {
    content = (
      <Callout tone="error">
        <p>Timesheets could not be loaded: {timesheets.error.message}</p>
        <Button variant="secondary" onClick={() => void timesheets.refetch()}>
          Retry
        </Button>
      </Callout>
    );
  } else if (timesheets.isPending) {
    content = <Loading label="Loading timesheets" />;
  } else if (timesheets.data.items.length === 0) {
    content = <EmptyState>No timesheets match these filters</EmptyState>;
  } else {
    content = (
      <>
        <TableScroll aria-label={`Timesheets, week of ${weekRange}`}>
          <Table aria-busy={timesheets.isPlaceholderData}>
            <caption>
              <VisuallyHidden>Timesheets, week of {weekRange}</VisuallyHidden>
            </caption>
            <thead>
              <Tr>
                <Th scope="col">Weekday</Th>
                <Th scope="col">Date</Th>
                <Th scope="col">Project Number</Th>
                <Th scope="col">Creator</Th>
                <Th scope="col">State</Th>
                <Th scope="col">Total Hours</Th>
              </Tr>
            </thead>
            <tbody>
              {timesheets.data.items.map((timesheet) => (
                <TimesheetRow key={timesheet.timesheetId} timesheet={timesheet} showTotalHours />
              ))}
            </tbody>
          </Table>
        </TableScroll>
        <Pager
          label="Timesheet pages"
          page={params.page}
          pageCount={pageCountOf(timesheets.data.total, TIMESHEET_LIST_PAGE_SIZE)}
          onPageChange={(page) => show({ page })}
        />
      </>
    );
  }

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
                {projects.data?.map((project) => (
                  <option key={project.projectId} value={String(project.projectId)}>
                    {`${formatProjectNumber(project.projectNumber)} – ${project.description}`}
                  </option>
                ))}
              </Select>
            </Field>
            <Field>
              <Label htmlFor={stateFilterId}>State</Label>
              <Select id={stateFilterId} value={params.state ?? ''} onChange={onStateChange}>
                <option value="">All states</option>
                {TIMESHEET_LIST_FILTER_STATES.map((state) => (
                  <option key={state} value={state}>
                    {TIMESHEET_STATE_LABEL[state]}
                  </option>
                ))}
              </Select>
            </Field>
            <Button variant="secondary" onClick={clearFilters}>
              Clear Filters
            </Button>
          </Row>
          {projects.isError && (
            <Callout tone="error">Projects could not be loaded: {projects.error.message}</Callout>
          )}
        </Stack>
      </section>
      {content}
      {creating && <CreateTimesheetDialog today={today} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
