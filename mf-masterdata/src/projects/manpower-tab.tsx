import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  Button,
  PER_DIEM_TYPES,
  PER_DIEM_TYPE_LABEL,
  Row,
  VisuallyHidden,
  type PerDiemType,
} from 'shared-kit';
import { projectRosterSchema, type ProjectDetail } from 'shared-kit/master-data';
import { SelectField } from 'shared-kit/form';
import { employeePageQueryOptions } from 'shared-kit/resources/employees';
import { jobClassesQueryOptions } from 'shared-kit/resources/job-classes';
import { saveProjectRoster } from 'shared-kit/resources/projects';
import { Select, Options } from 'shared-kit/ui';
import { SearchBox } from '../common/search-box';
import { PROJECT_TOAST } from './project-resource';
import { EditableRows, type RowColumn } from './editable-rows';
import { ProjectTab } from './project-tab';

/** A roster row as the form holds it; the name and state only show (the api reads employeeId, jobClass, perDiemType). */
export interface RosterRowValues {
  employeeId: string;
  jobClass: string;
  perDiemType: string;
  name: string;
  stateCode: string;
}
interface RosterValues {
  projectEmployees: RosterRowValues[];
}

const rosterValuesOf = (project: ProjectDetail): RosterValues => ({
  projectEmployees: project.projectEmployees.map((row) => ({
    employeeId: String(row.employeeId),
    jobClass: row.jobClass,
    perDiemType: row.perDiemType,
    name: `${row.employeeLastName}, ${row.employeeFirstName}`,
    stateCode: row.employeeStateCode,
  })),
});

/** PROJECTS-35 (U-17): Standard and Travel are shown but cannot be chosen on the roster. */
export const ROSTER_PER_DIEM_OPTIONS = PER_DIEM_TYPES.map((type: PerDiemType) => ({
  value: type,
  label: PER_DIEM_TYPE_LABEL[type],
  disabled: type === 'STANDARD' || type === 'TRAVEL',
}));

const EMPLOYEE_CHOICES = 50;

/**
 * Adding an employee (PROJECTS-36): a name search over the Active employees, leaving out those on the roster; the
 * new row takes the employee's primary job class and per diem None (PROJECTS-34).
 */
function AddEmployee({ onAdd }: { onAdd: (row: RosterRowValues) => void }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState('');
  const onRoster = useWatch<RosterValues, 'projectEmployees'>({ name: 'projectEmployees' });
  const employees = useQuery(
    employeePageQueryOptions({
      status: 'Active',
      search: search || null,
      sort: 'lastName',
      pageSize: EMPLOYEE_CHOICES,
    }),
  );
  const taken = new Set(onRoster.map((row) => row.employeeId));
  const choices = (employees.data?.items ?? []).filter((employee) => !taken.has(String(employee.employeeId)));
  const add = () => {
    const employee = choices.find((candidate) => String(candidate.employeeId) === chosen);
    if (!employee) return;
    onAdd({
      employeeId: String(employee.employeeId),
      jobClass: employee.primaryJobClass ?? '',
      perDiemType: 'NONE',
      name: `${employee.lastName}, ${employee.firstName}`,
      stateCode: employee.stateCode,
    });
    setChosen('');
  };
  return (
    <Row align="flex-end">
      <SearchBox label="Find an employee by name" value={search} debounceMs={300} onSearch={setSearch} />
      <label>
        Employee to add{' '}
        <Select value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Select an employee</option>
          <Options
            items={choices}
            value={(employee) => employee.employeeId}
            label={(employee) =>
              `${employee.lastName}, ${employee.firstName} (${employee.primaryJobClass ?? 'no job class'})`
            }
          />
        </Select>
      </label>
      <Button variant="secondary" onClick={add} disabled={chosen === ''}>
        Add Employee
      </Button>
    </Row>
  );
}

const hidden = (text: string) => <VisuallyHidden>{text}</VisuallyHidden>;

function RosterRows() {
  const jobClasses = useQuery(jobClassesQueryOptions());
  const jobClassOptions = (jobClasses.data ?? []).map((jobClass) => ({
    value: jobClass.title,
    label: `${jobClass.title} (${jobClass.abbreviation})`,
  }));
  const columns: ReadonlyArray<RowColumn<RosterRowValues>> = [
    { header: 'Employee', read: (row) => row.name },
    { header: 'State', read: (row) => row.stateCode },
    {
      header: 'Job Class',
      read: (row) => jobClassOptions.find((option) => option.value === row.jobClass)?.label ?? row.jobClass,
      edit: (row, index) => (
        <SelectField name={`projectEmployees.${index}.jobClass`} label={hidden(`Job class of ${row.name}`)}>
          <option value="">Select a job class</option>
          <Options
            items={jobClassOptions}
            value={(option) => option.value}
            label={(option) => option.label}
          />
        </SelectField>
      ),
    },
    {
      header: 'Per Diem',
      read: (row) => PER_DIEM_TYPE_LABEL[row.perDiemType as PerDiemType] ?? row.perDiemType,
      edit: (row, index) => (
        <SelectField name={`projectEmployees.${index}.perDiemType`} label={hidden(`Per diem of ${row.name}`)}>
          <Options
            items={ROSTER_PER_DIEM_OPTIONS}
            value={(option) => option.value}
            label={(option) => option.label}
            disabled={(option) => option.disabled}
          />
        </SelectField>
      ),
    },
  ];
  return (
    <EditableRows<RosterValues, 'projectEmployees'>
      name="projectEmployees"
      caption="Manpower"
      columns={columns}
      rowName={(row) => row.name}
      emptyText="No employees are on this project's roster yet."
      adder={(append) => <AddEmployee onAdd={append} />}
    />
  );
}

/** The Manpower tab (PROJECTS-33…37): the roster, edited as a whole and saved with PUT …/roster. */
export function ManpowerTab({ project }: { project: ProjectDetail }) {
  return (
    <ProjectTab
      project={project}
      label="Manpower"
      schema={projectRosterSchema}
      valuesOf={rosterValuesOf}
      write={(saved, roster) => saveProjectRoster(saved.projectId, { ...roster, version: saved.version })}
      saved={PROJECT_TOAST.rosterSaved}
      failed={PROJECT_TOAST.rosterFailed}
    >
      <RosterRows />
    </ProjectTab>
  );
}
