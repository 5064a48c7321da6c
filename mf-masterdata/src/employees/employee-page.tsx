import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Loading, PageHeading, Stack, useParams, usePermission } from 'shared-kit';
import type { EmployeeDetail } from 'shared-kit/master-data';
import type { RoleView } from 'shared-kit/payroll';
import { DetailPage, ReadEditField, useRecordDetail, useRecordQuery } from 'shared-kit/form';
import { companyQueryOptions, inCompanyDomain } from 'shared-kit/resources/company';
import { rolesQueryOptions } from 'shared-kit/resources/roles';
import { useRouteTitle } from '../common/route-title';
import { AllowanceField, LaborItemFields } from './employee-fields';
import {
  DEPARTMENT_OPTIONS,
  ELIGIBILITY_OPTIONS,
  PAY_GROUP_OPTIONS,
  STATUS_OPTIONS,
} from './employee-options';
import { employeeResource } from './employee-resource';
import { RoleCheckboxes } from './role-checkboxes';

type ShowsRoles = (email: string | null) => boolean;

/**
 * Role assignment (EMPLOYEES-10, U-36): only for a user with Roles_View (the api refuses role changes from others),
 * and only for an e-mail of the company's domain (GET /company).
 */
function useRoleAssignment(): { showsRoles: ShowsRoles; roles: readonly RoleView[] } {
  const mayAssign = usePermission('Roles_View');
  const domain = useQuery({ ...companyQueryOptions(), enabled: mayAssign }).data?.emailDomain;
  const roles = useQuery({ ...rolesQueryOptions(), enabled: mayAssign }).data;
  const showsRoles = useCallback<ShowsRoles>(
    (email) => mayAssign && domain !== undefined && inCompanyDomain(email, domain),
    [mayAssign, domain],
  );
  return { showsRoles, roles: roles ?? [] };
}

/**
 * Employee detail (EMPLOYEES-08…28): every field of seed 001 §3 with the rules of §5 (employeeFormSchema, also the
 * api's), read-only until Edit Data; Save, Cancel, Back. /approver/employees/new (the seed's NEW_EMPLOYEE) starts a new
 * employee in edit mode. An employee that fails to load: 'Problem getting employee data', then the list.
 */
export default function EmployeePage() {
  const { showsRoles, roles } = useRoleAssignment();
  const resource = useMemo(() => employeeResource(showsRoles), [showsRoles]);
  const { record, ready } = useRecordQuery(resource, useParams().employeeId);
  const title = useRouteTitle();
  if (!ready) {
    // The title from the start: the page says where it is while the employee loads.
    return (
      <Stack>
        <PageHeading>{title}</PageHeading>
        <Loading label="Loading employee" />
      </Stack>
    );
  }
  return (
    <EmployeeForm employee={record} title={title} resource={resource} roles={roles} showsRoles={showsRoles} />
  );
}

function EmployeeForm({
  employee,
  title,
  resource,
  roles,
  showsRoles,
}: {
  employee?: EmployeeDetail;
  title: string;
  resource: ReturnType<typeof employeeResource>;
  roles: readonly RoleView[];
  showsRoles: ShowsRoles;
}) {
  return (
    <DetailPage
      {...useRecordDetail(resource, employee)}
      title={title}
      canEdit={usePermission('Employees_Create')}
    >
      <ReadEditField name="accumaticaId" label="Acumatica ID" required />
      <ReadEditField name="payrollProviderId" label="Payroll Provider ID" required />
      <ReadEditField name="firstName" label="First Name" required />
      <ReadEditField name="lastName" label="Last Name" required />
      <ReadEditField name="email" label="E-mail" />
      <ReadEditField name="stateCode" label="State" required />
      <ReadEditField
        name="employeeClass"
        label="Pay Group"
        kind="select"
        options={PAY_GROUP_OPTIONS}
        required
      />
      <ReadEditField
        name="department"
        label="Department"
        kind="select"
        options={DEPARTMENT_OPTIONS}
        required
      />
      <LaborItemFields />
      <ReadEditField
        name="employeeStatus"
        label="Status"
        kind="select"
        emptyOption="Select a status"
        options={STATUS_OPTIONS}
        required
      />
      <ReadEditField
        name="perDiemEligible"
        label="Per Diem Eligibility"
        kind="select"
        emptyOption="Select Per Diem eligibility"
        options={ELIGIBILITY_OPTIONS}
        required
      />
      <AllowanceField name="truckAllowance" label="Truck Allowance (daily)" />
      <AllowanceField name="weeklyTruckAllowance" label="Weekly Truck Allowance" />
      <EmployeeRoles roles={roles} showsRoles={showsRoles} />
    </DetailPage>
  );
}

/** The role checkboxes follow the e-mail being typed: shown only while it is in the company's domain. */
function EmployeeRoles({ roles, showsRoles }: { roles: readonly RoleView[]; showsRoles: ShowsRoles }) {
  const email = useWatch({ name: 'email' }) as string;
  return showsRoles(email) ? <RoleCheckboxes roles={roles} /> : null;
}
