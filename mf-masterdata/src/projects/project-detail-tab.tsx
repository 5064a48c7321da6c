import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { MAX_PAGE_SIZE, formatProjectNumber, usePermission } from 'shared-kit';
import type { ProjectDetail } from 'shared-kit/master-data';
import { DetailPage, ReadEditField, useRecordDetail } from 'shared-kit/form';
import { customerPageQueryOptions } from 'shared-kit/resources/customers';
import { employeePageQueryOptions } from 'shared-kit/resources/employees';
import { PROJECT } from './project-resource';
import { PREVAILING_WAGE_OPTIONS, STATUS_OPTIONS, projectManagerOptions } from './project-values';

const PROJECT_NUMBER_HINT = 'e.g. P-13ABC01; spaces and hyphens are removed when saved';

/** The customer choices; the project's own customer is kept when it lies beyond the first page of names. */
function useCustomerOptions(project: ProjectDetail | undefined) {
  const customers = useQuery(customerPageQueryOptions({ sort: 'customerName', pageSize: MAX_PAGE_SIZE }));
  const options = (customers.data?.items ?? []).map((customer) => ({
    value: String(customer.customerId),
    label: customer.customerName,
  }));
  if (project && !options.some((option) => option.value === String(project.customerId))) {
    options.unshift({ value: String(project.customerId), label: project.customerName });
  }
  return options;
}

/** The project manager choices follow the status being edited (PROJECTS-26/27). */
function ProjectManagerField({ project }: { project: ProjectDetail | undefined }) {
  const status = useWatch({ name: 'status' }) as string;
  const pmEmployeeId = useWatch({ name: 'pmEmployeeId' }) as string;
  const candidates = useQuery(
    employeePageQueryOptions({ projectManagerCandidates: true, sort: 'lastName', pageSize: MAX_PAGE_SIZE }),
  );
  const options = projectManagerOptions(candidates.data?.items ?? [], status, pmEmployeeId);
  const saved = project?.pmEmployeeId;
  return (
    <ReadEditField
      name="pmEmployeeId"
      label="Project Manager"
      kind="select"
      emptyOption="Select a project manager"
      options={options}
      format={(value) =>
        options.find((option) => option.value === value)?.label ??
        (project && String(saved) === value
          ? `${project.pmLastName ?? ''}, ${project.pmFirstName ?? ''}`
          : String(value ?? ''))
      }
    />
  );
}

/**
 * The Project Detail tab (PROJECTS-16…32): every field of seed 001 §3 with §5's rules (projectFormSchema, also the
 * api's); a new project starts in edit mode, Active, with no prevailing wage.
 */
export function ProjectDetailTab({ project }: { project: ProjectDetail | undefined }) {
  const customers = useCustomerOptions(project);
  return (
    <DetailPage
      {...useRecordDetail(PROJECT, project)}
      formLabel="Project Detail"
      canEdit={usePermission('Projects_Create')}
    >
      <ReadEditField
        name="projectNumber"
        label="Project Number"
        hint={PROJECT_NUMBER_HINT}
        format={(value) => formatProjectNumber(String(value ?? ''))}
        required
      />
      <ReadEditField name="status" label="Status" kind="select" options={STATUS_OPTIONS} required />
      <ReadEditField
        name="customerId"
        label="Customer"
        kind="select"
        emptyOption="Select a customer"
        options={customers}
        required
      />
      <ReadEditField name="description" label="Description" kind="textarea" required />
      <ReadEditField name="address" label="Address" required />
      <ReadEditField name="city" label="City" required />
      <ReadEditField name="stateCode" label="State" required />
      <ReadEditField name="zipCode" label="Zip Code" required />
      <ProjectManagerField project={project} />
      <ReadEditField
        name="prevailingWage"
        label="Prevailing Wage"
        kind="select"
        options={PREVAILING_WAGE_OPTIONS}
      />
    </DetailPage>
  );
}
