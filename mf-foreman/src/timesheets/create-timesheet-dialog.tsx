import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  useNavigate,
  Button,
  Callout,
  DATE_DEFAULT,
  EmptyState,
  Loading,
  Row,
  Stack,
  formatApiDate,
  formatProjectNumber,
  useDebouncedValue,
} from 'shared-kit';
import type { ProjectOption } from 'shared-kit';
import { DatePicker } from 'shared-kit/pickers';
import { Dialog, Pager, pageCountOf, Field, Label, TextInput } from 'shared-kit/ui';
import { newTimesheetPath } from '../common/paths';
import { PROJECT_PICKER_PAGE_SIZE, useActiveProjectPage, useTimesheetExists } from './api';

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

/** Step 2 (TS-LIST-15…17): the calendar, the existing-timesheet caution (U-06) and the way on to the new timesheet. */
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
  const existing = useTimesheetExists({ projectId: project.projectId, date });
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
      <DatePicker label="Timesheet date" value={date} max={today} today={today} onChange={setDate} />
      <div aria-live="polite">
        {existing.isFetching && <Loading label="Checking for an existing timesheet" />}
        {existing.data === true && <Callout tone="warning">{EXISTING_TIMESHEET_CAUTION}</Callout>}
        {existing.isError && (
          <Callout tone="error">Existing timesheets could not be checked: {existing.error.message}</Callout>
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
