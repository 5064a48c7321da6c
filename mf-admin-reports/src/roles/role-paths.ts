/** The roles list: a role's Back and a row's link start from it. */
export const ROLES_PATH = '/payroll/roles';
