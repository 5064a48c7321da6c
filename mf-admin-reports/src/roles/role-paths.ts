/** The roles list: a role's Back and a row's link start from it. */
export const ROLES_PATH = '/payroll/roles';

/** One role's page; 'new' is the create form. */
export const rolePath = (role: { roleId: number } | 'new'): string =>
  `${ROLES_PATH}/${role === 'new' ? 'new' : role.roleId}`;
