import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  useNavigate,
  AppLink,
  Button,
  Callout,
  DATE_DEFAULT,
  EmptyState,
  Loading,
  Row,
  Stack,
  formatApiDate,
  formatProjectNumber,
  fullName,
  useDebouncedValue,
} from 'shared-kit';
import type { ProjectOption, TimesheetExists } from 'shared-kit';
import { useIntl, useTranslateMessage } from 'shared-kit/i18n';
import { DatePicker } from 'shared-kit/pickers';
import { Dialog, Pager, pageCountOf, Field, Label, TextInput } from 'shared-kit/ui';
import { newTimesheetPath, timesheetDetailPath } from '../common/paths';
import { PROJECT_PICKER_PAGE_SIZE, useActiveProjectPage, useTimesheetDays, useTimesheetExists } from './api';

const SEARCH_DELAY_MS = 250;

const ProjectList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const ProjectButton = styled.button`
  width: 100%;
  text-align: left;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.rowHover};
  }
`;

/** Moves focus to a step's first field when the step appears, so keyboard users are not left on a removed button. */
function useFocusFirstField<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);
  return ref;
}

const ExistingList = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

const NO_DAYS: readonly string[] = [];

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Step 1 (TS-LIST-12…14): Active projects, filtered by number on the server, 10 per page. */
function ProjectStep({ onSelect }: { onSelect: (project: ProjectOption) => void }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const projects = useActiveProjectPage({ search: settledSearch, page });
  const stepRef = useFocusFirstField<HTMLDivElement>();
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const translate = useTranslateMessage();

  let content;
  if (projects.isError) {
    content = (
      <Callout tone="error">
        <p>
          {intl.formatMessage(
            { id: 'foreman.picker.projectsFailed' },
            { message: translate(projects.error.message) },
          )}
        </p>
        <Button variant="secondary" onClick={() => void projects.refetch()}>
          {text('kit.retry')}
        </Button>
      </Callout>
    );
  } else if (projects.isPending) {
    content = <Loading label={text('foreman.picker.loadingProjects')} />;
  } else if (projects.data.items.length === 0) {
    content = <EmptyState>{text('foreman.picker.noProjects')}</EmptyState>;
  } else {
    content = (
      <>
        <ProjectList aria-label={text('foreman.picker.activeProjects')}>
          {projects.data.items.map((project) => (
            <li key={project.projectId}>
              <ProjectButton type="button" onClick={() => onSelect(project)}>
                <strong>{formatProjectNumber(project.projectNumber)}</strong> {project.description}{' '}
                <Muted>
                  ({project.city}, {project.stateCode})
                </Muted>
              </ProjectButton>
            </li>
          ))}
        </ProjectList>
        <Pager
          label={text('foreman.picker.projectPages')}
          page={page}
          pageCount={pageCountOf(projects.data.total, PROJECT_PICKER_PAGE_SIZE)}
          onPageChange={setPage}
        />
      </>
    );
  }

  return (
    <Stack gap={3} ref={stepRef}>
      <Field>
        <Label htmlFor={searchId}>{text('foreman.picker.filter')}</Label>
        <TextInput
          id={searchId}
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </Field>
      {content}
    </Stack>
  );
}

/** The English of the caution and notes (the catalogue's `foreman.picker.…`; the first is the seed's, U-06). */
export const NOT_VIEWABLE_NOTE = "It was created by another foreman, so it can't be opened from here.";

/** The caution's way to the existing timesheet(s) of the day that this user may open (TS-LIST-18, U-20). */
function ExistingTimesheetLinks({ projectId, existing }: { projectId: number; existing: TimesheetExists }) {
  const intl = useIntl();
  if (existing.viewable.length === 0)
    return <p>{intl.formatMessage({ id: 'foreman.picker.notViewable' })}</p>;
  return (
    <ExistingList>
      {existing.viewable.map((timesheet) => (
        <li key={timesheet.timesheetId}>
          <AppLink href={timesheetDetailPath({ projectId, timesheetId: timesheet.timesheetId })}>
            {intl.formatMessage(
              { id: 'foreman.picker.openExisting' },
              {
                name: fullName({
                  firstName: timesheet.creatorEmployeeFirstName,
                  lastName: timesheet.creatorEmployeeLastName,
                }),
              },
            )}
          </AppLink>
        </li>
      ))}
    </ExistingList>
  );
}

/** Step 2 (TS-LIST-15…18): the calendar with the days that have a timesheet marked, the existing-timesheet caution
 * (U-06) with links to the ones this user may open, and the way on to the new timesheet. */
function DateStep({
  project,
  today,
  onChangeProject,
}: {
  project: ProjectOption;
  today: Date;
  onChangeProject: () => void;
}) {
  const navigate = useNavigate();
  const [date, setDate] = useState<string | null>(null);
  const [month, setMonth] = useState<Date | null>(null);
  const existing = useTimesheetExists({ projectId: project.projectId, date });
  const daysWithTimesheet = useTimesheetDays({ projectId: project.projectId, month });
  const stepRef = useFocusFirstField<HTMLDivElement>();
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const translate = useTranslateMessage();

  return (
    <Stack gap={3} ref={stepRef}>
      <Row>
        <span>
          {text('foreman.picker.project')} <strong>{formatProjectNumber(project.projectNumber)}</strong>{' '}
          {project.description}
        </span>
        <Button variant="secondary" onClick={onChangeProject}>
          {text('foreman.picker.changeProject')}
        </Button>
      </Row>
      <DatePicker
        label={text('foreman.picker.date')}
        value={date}
        max={today}
        today={today}
        onChange={setDate}
        marked={{ dates: daysWithTimesheet.data ?? NO_DAYS, label: text('foreman.picker.hasTimesheet') }}
        onMonthShown={setMonth}
      />
      <Muted>{text('foreman.picker.markedDays')}</Muted>
      <div aria-live="polite">
        {existing.isFetching && <Loading label={text('foreman.picker.checking')} />}
        {existing.data?.exists === true && (
          <Callout tone="warning">
            <p>{text('foreman.picker.existingCaution')}</p>
            <ExistingTimesheetLinks projectId={project.projectId} existing={existing.data} />
          </Callout>
        )}
        {existing.isError && (
          <Callout tone="error">
            {text('foreman.picker.existingFailed', { message: translate(existing.error.message) })}
          </Callout>
        )}
        {daysWithTimesheet.isError && (
          <Callout tone="error">
            {text('foreman.picker.daysFailed', { message: translate(daysWithTimesheet.error.message) })}
          </Callout>
        )}
      </div>
      <Row justify="flex-end">
        <Button
          disabled={date === null}
          onClick={() => date && navigate(newTimesheetPath(project.projectId, date))}
        >
          {date === null
            ? text('foreman.picker.create')
            : text('foreman.picker.createFor', { date: formatApiDate(date, DATE_DEFAULT) })}
        </Button>
      </Row>
    </Stack>
  );
}

/** The 'Create Blank Timesheet' picker: choose an Active project, then a date (TS-LIST-12…17). */
export function CreateTimesheetDialog({ today, onClose }: { today: Date; onClose: () => void }) {
  const [project, setProject] = useState<ProjectOption | null>(null);
  const intl = useIntl();
  return (
    <Dialog title={intl.formatMessage({ id: 'foreman.timesheets.create' })} onClose={onClose}>
      {project === null ? (
        <ProjectStep onSelect={setProject} />
      ) : (
        <DateStep project={project} today={today} onChangeProject={() => setProject(null)} />
      )}
    </Dialog>
  );
}
