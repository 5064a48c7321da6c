/** The lists of the area: a detail's Back and a list row's link start from them. */
export const CUSTOMERS_PATH = '/approver/customers';
export const PROJECTS_PATH = '/approver/projects';
export const EMPLOYEES_PATH = '/approver/employees';
