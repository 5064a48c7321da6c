import { DEPARTMENTS, EMPLOYEE_STATUSES, NONE_OPTION, PAY_GROUPS } from 'shared-kit';

/** The choices of the employee screens, in the seed's words (EMPLOYEES-02, EMPLOYEES-25). */

type Option = { value: string; label: string };

const codes = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/** ' - ' first: the "none" a new employee starts with, refused on Save (EMPLOYEES-17/18/19). */
const withNone = (options: Option[]): Option[] => [{ value: NONE_OPTION, label: NONE_OPTION }, ...options];

export const PAY_GROUP_OPTIONS = withNone(codes(PAY_GROUPS));
export const DEPARTMENT_OPTIONS = withNone(codes(DEPARTMENTS));
export const laborItemOptions = (laborItems: ReadonlyArray<{ laborItem: string }>): Option[] =>
  withNone(codes(laborItems.map((item) => item.laborItem)));

export const STATUS_OPTIONS = codes(EMPLOYEE_STATUSES);

/** Not Eligible (0), Eligible (1), as perDiemEligible holds them. */
export const ELIGIBILITY_LABEL = { 0: 'Not Eligible', 1: 'Eligible' } as const;
export const ELIGIBILITY_OPTIONS: Option[] = [
  { value: '0', label: ELIGIBILITY_LABEL[0] },
  { value: '1', label: ELIGIBILITY_LABEL[1] },
];

/** The list's filter: All (no filter), Eligible (perDiemEligible=true), Not eligible (false). */
export const ELIGIBILITY_FILTERS = [
  { value: '', label: 'All' },
  { value: 'true', label: 'Eligible' },
  { value: 'false', label: 'Not eligible' },
] as const;
