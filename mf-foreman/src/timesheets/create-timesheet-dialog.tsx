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
import { DatePicker } from 'shared-kit/pickers';
import { Dialog, Pager, pageCountOf, Field, Label, TextInput } from 'shared-kit/ui';
import { newTimesheetPath, timesheetDetailPath } from '../common/paths';
import { PROJECT_PICKER_PAGE_SIZE, useActiveProjectPage, useTimesheetDays, useTimesheetExists } from './api';

export const EXISTING_TIMESHEET_CAUTION = 'Caution: Timesheet for selected date and project already exists';
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

  let content;
  if (projects.isError) {
    content = (
      <Callout tone="error">
        <p>Projects could not be loaded: {projects.error.message}</p>
        <Button variant="secondary" onClick={() => void projects.refetch()}>
          Retry
        </Button>
      </Callout>
    );
  } else if (projects.isPending) {
    content = <Loading label="Loading projects" />;
  } else if (projects.data.items.length === 0) {
    content = <EmptyState>No active projects match this filter</EmptyState>;
  } else {
    content = (
      <>
        <ProjectList aria-label="Active projects">
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
          label="Project pages"
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
        <Label htmlFor={searchId}>Filter by project number</Label>
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

/** How the calendar names a day that already has a timesheet of the project (TS-LIST-17). */
export const HAS_TIMESHEET_LABEL = 'has a timesheet';
export const MARKED_DAYS_NOTE = 'Days with a dot already have a timesheet for this project.';
export const NOT_VIEWABLE_NOTE = "It was created by another foreman, so it can't be opened from here.";

/** The caution's way to the existing timesheet(s) of the day that this user may open (TS-LIST-18, U-20). */
function ExistingTimesheetLinks({ projectId, existing }: { projectId: number; existing: TimesheetExists }) {
  if (existing.viewable.length === 0) return <p>{NOT_VIEWABLE_NOTE}</p>;
  return (
    <ExistingList>
      {existing.viewable.map((timesheet) => (
        <li key={timesheet.timesheetId}>
          <AppLink href={timesheetDetailPath({ projectId, timesheetId: timesheet.timesheetId })}>
            {`Open the existing timesheet by ${fullName({
              firstName: timesheet.creatorEmployeeFirstName,
              lastName: timesheet.creatorEmployeeLastName,
            })}`}
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

  return (
    <Stack gap={3} ref={stepRef}>
      <Row>
        <span>
          Project: <strong>{formatProjectNumber(project.projectNumber)}</strong> {project.description}
        </span>
        <Button variant="secondary" onClick={onChangeProject}>
          Change project
        </Button>
      </Row>
      <DatePicker
        label="Timesheet date"
        value={date}
        max={today}
        today={today}
        onChange={setDate}
        marked={{ dates: daysWithTimesheet.data ?? NO_DAYS, label: HAS_TIMESHEET_LABEL }}
        onMonthShown={setMonth}
      />
      <Muted>{MARKED_DAYS_NOTE}</Muted>
      <div aria-live="polite">
        {existing.isFetching && <Loading label="Checking for an existing timesheet" />}
        {existing.data?.exists === true && (
          <Callout tone="warning">
            <p>{EXISTING_TIMESHEET_CAUTION}</p>
            <ExistingTimesheetLinks projectId={project.projectId} existing={existing.data} />
          </Callout>
        )}
        {existing.isError && (
          <Callout tone="error">Existing timesheets could not be checked: {existing.error.message}</Callout>
        )}
        {daysWithTimesheet.isError && (
          <Callout tone="error">
            Days with a timesheet could not be marked: {daysWithTimesheet.error.message}
          </Callout>
        )}
      </div>
      <Row justify="flex-end">
        <Button
          disabled={date === null}
          onClick={() => date && navigate(newTimesheetPath(project.projectId, date))}
        >
          {date === null ? 'Create Timesheet' : `Create Timesheet for ${formatApiDate(date, DATE_DEFAULT)}`}
        </Button>
      </Row>
    </Stack>
  );
}

/** The 'Create Blank Timesheet' picker: choose an Active project, then a date (TS-LIST-12…17). */
export function CreateTimesheetDialog({ today, onClose }: { today: Date; onClose: () => void }) {
  const [project, setProject] = useState<ProjectOption | null>(null);
  return (
    <Dialog title="Create Blank Timesheet" onClose={onClose}>
      {project === null ? (
        <ProjectStep onSelect={setProject} />
      ) : (
        <DateStep project={project} today={today} onChangeProject={() => setProject(null)} />
      )}
    </Dialog>
  );
}
