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
import { useIntl, useTranslateMessage } from 'shared-kit/i18n';
import { useRouteTitle } from '../common/route-title';
import { keptWhenUnreachable } from '../common/kept-read';
import { timesheetDetailPath } from '../common/paths';
import { timesheetColumns, totalHoursColumn } from '../common/timesheet-columns';
import { TIMESHEET_LIST_PAGE_SIZE, creatorFilterFor, useFilterProjects, useTimesheetPage } from './api';
import { CreateTimesheetDialog } from './create-timesheet-dialog';
import { isCurrentWeekOrLater, shiftWeek, timesheetListParams, weekRangeLabel } from './list-params';

/** Timesheet list (TS-LIST-01…19): one week of timesheets, filtered by project and state, 7 per page. */
export default function TimesheetsPage() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const title = useRouteTitle('/foreman/timesheets');
  const user = useCurrentUser();
  const ownOnly = user !== null && creatorFilterFor(user) !== null;
  const columns = useMemo(
    () => [...timesheetColumns({ ownOnly, intl }), totalHoursColumn(intl)],
    [ownOnly, intl],
  );
  // "Today" is fixed when the page opens (local time, U-54), like the dashboard.
  const [today] = useState(() => new Date());
  const list = useListParams(useMemo(() => timesheetListParams(today), [today]));
  const { params, set: show } = list;
  const [creating, setCreating] = useState(false);
  const projectFilterId = useId();
  const stateFilterId = useId();

  // No connection behind a "connected" browser: what the device kept, not the error.
  const projects = keptWhenUnreachable(useFilterProjects());
  const timesheets = keptWhenUnreachable(
    useTimesheetPage(
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
    ),
  );

  const onProjectChange = (event: ChangeEvent<HTMLSelectElement>) =>
    show({ projectId: event.target.value === '' ? null : Number(event.target.value) });
  const onStateChange = (event: ChangeEvent<HTMLSelectElement>) =>
    show({
      state: TIMESHEET_LIST_FILTER_STATES.find((state) => state === event.target.value) ?? null,
    });

  const weekRange = weekRangeLabel(params.week);
  const stateLabels = Object.fromEntries(
    Object.entries(TIMESHEET_STATE_LABEL).map(([state, label]) => [
      state,
      intl.formatMessage({ id: `kit.state.${state}`, defaultMessage: label }),
    ]),
  ) as typeof TIMESHEET_STATE_LABEL;
  const atCurrentWeek = isCurrentWeekOrLater(params.week, today);

  return (
    <Stack>
      <Row justify="space-between">
        <PageHeading>{title}</PageHeading>
        <Button onClick={() => setCreating(true)}>{text('foreman.timesheets.create')}</Button>
      </Row>
      <section aria-label={text('foreman.timesheets.filters')}>
        <Stack gap={3}>
          <Row role="group" aria-label={text('foreman.timesheets.week')}>
            <Button variant="secondary" onClick={() => show({ week: shiftWeek(params.week, -1) })}>
              <span aria-hidden="true">‹</span> {text('foreman.timesheets.previousWeek')}
            </Button>
            <strong aria-live="polite">{weekRange}</strong>
            <Button
              variant="secondary"
              disabled={atCurrentWeek}
              onClick={() => show({ week: shiftWeek(params.week, 1) })}
            >
              {text('foreman.timesheets.nextWeek')} <span aria-hidden="true">›</span>
            </Button>
          </Row>
          <Row align="flex-end">
            <Field>
              <Label htmlFor={projectFilterId}>{text('foreman.timesheets.project')}</Label>
              <Select
                id={projectFilterId}
                value={params.projectId === null ? '' : String(params.projectId)}
                onChange={onProjectChange}
              >
                <option value="">{text('foreman.timesheets.allProjects')}</option>
                {params.projectId !== null &&
                  !projects.data?.some((project) => project.projectId === params.projectId) && (
                    // A project from the URL keeps its place while the options load (or if it is not among them).
                    <option value={String(params.projectId)}>
                      {text('foreman.timesheets.projectById', { projectId: params.projectId })}
                    </option>
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
              <Label htmlFor={stateFilterId}>{text('foreman.timesheets.state')}</Label>
              <Select id={stateFilterId} value={params.state ?? ''} onChange={onStateChange}>
                <option value="">{text('foreman.timesheets.allStates')}</option>
                <EnumOptions items={TIMESHEET_LIST_FILTER_STATES} labels={stateLabels} />
              </Select>
            </Field>
            {/* TS-LIST-03: current week, no project, no state. */}
            <Button variant="secondary" onClick={list.reset}>
              {text('foreman.timesheets.clearFilters')}
            </Button>
          </Row>
          {projects.isError && (
            <Callout tone="error">
              {text('foreman.timesheets.projectsFailed', { message: translate(projects.error.message) })}
            </Callout>
          )}
        </Stack>
      </section>
      <DataTable
        caption={text('foreman.timesheets.caption', { weekRange })}
        columns={columns}
        query={timesheets}
        rowPath={timesheetDetailPath}
        loadingLabel={text('foreman.timesheets.loading')}
        errorText={text('foreman.timesheets.loadFailed')}
        emptyText={text('foreman.timesheets.empty')}
        {...list.table}
        pageSize={TIMESHEET_LIST_PAGE_SIZE}
        pagerLabel={text('foreman.timesheets.pages')}
      />
      {creating && <CreateTimesheetDialog today={today} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
