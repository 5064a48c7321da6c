import { PROJECT_STATUSES } from 'shared-kit';
import { FALLBACK_PM_EMPLOYEE_ID } from 'shared-kit/master-data';
import type { EmployeeListItem, ProjectDetail } from 'shared-kit/master-data';

/** What the Project Detail tab's inputs hold: text, as the selects and inputs give it. */
export interface ProjectValues {
  projectNumber: string;
  status: string;
  customerId: string;
  description: string;
  address: string;
  city: string;
  stateCode: string;
  zipCode: string;
  pmEmployeeId: string;
  /** '0' No, '1' Yes (PROJECTS-29). */
  prevailingWage: string;
  /** Kept as it is on update (the Per Diem tab owns it); DEFAULT on a new project (PROJECTS-17). */
  perDiemTableType: string;
}

/** The form's values of a project; of none, a new project: Active, DEFAULT per diem table, no prevailing wage. */
export const projectValuesOf = (project: ProjectDetail | undefined): ProjectValues => ({
  projectNumber: project?.projectNumber ?? '',
  status: project?.status ?? 'Active',
  customerId: project ? String(project.customerId) : '',
  description: project?.description ?? '',
  address: project?.address ?? '',
  city: project?.city ?? '',
  stateCode: project?.stateCode ?? '',
  zipCode: project?.zipCode ?? '',
  pmEmployeeId: project?.pmEmployeeId ? String(project.pmEmployeeId) : String(FALLBACK_PM_EMPLOYEE_ID),
  prevailingWage: project?.prevailingWage ? '1' : '0',
  perDiemTableType: project?.perDiemRateTable.type ?? 'DEFAULT',
});

export const STATUS_OPTIONS = PROJECT_STATUSES.map((status) => ({ value: status, label: status }));

/** PROJECTS-29: No (0), Yes (1). */
export const PREVAILING_WAGE_OPTIONS = [
  { value: '0', label: 'No' },
  { value: '1', label: 'Yes' },
];

const PM_DEPARTMENTS = new Set(['PROJMGMT', 'EXEC']);

/** PROJECTS-26: in department PROJMGMT or EXEC, or with primary job class CONSTRUCTION_MANAGER. */
export const mayManageProjects = (
  employee: Pick<EmployeeListItem, 'department' | 'primaryJobClass'>,
): boolean => PM_DEPARTMENTS.has(employee.department) || employee.primaryJobClass === 'CONSTRUCTION_MANAGER';

type PmCandidate = Pick<
  EmployeeListItem,
  'employeeId' | 'firstName' | 'lastName' | 'department' | 'primaryJobClass' | 'employeeStatus'
>;

/**
 * The project manager choices (PROJECTS-26/27): those who may manage projects; on an Active project only Active ones.
 * The project's current manager stays listed, marked Inactive, so the form never shows another name than the saved
 * one: saving an Active project with an Inactive manager is refused by the api with its reason.
 */
export function projectManagerOptions(
  candidates: readonly PmCandidate[],
  projectStatus: string,
  currentPmId?: string,
): Array<{ value: string; label: string }> {
  return candidates
    .filter(mayManageProjects)
    .filter(
      (employee) =>
        projectStatus !== 'Active' ||
        employee.employeeStatus === 'Active' ||
        String(employee.employeeId) === currentPmId,
    )
    .map((employee) => ({
      value: String(employee.employeeId),
      label: `${employee.lastName}, ${employee.firstName}${employee.employeeStatus === 'Active' ? '' : ' (Inactive)'}`,
    }));
}
