import type { AreaDeclaration } from 'shared-kit';

/**
 * The pages of mf-masterdata: projects, customers and employees.
 * Declared next to its screens (DESIGN §2): the build emits them in mf-area.json, and the bff checks them against the
 * registry's prefixes for mf-masterdata and composes them into the table the shell's guards, navigation and titles read. A
 * new page is a row here and a screen in routes.tsx. Plain data with type-only imports: the webpack config reads
 * this file with Node (shared-kit/federation).
 */
export const AREA: AreaDeclaration = {
  name: 'mf-masterdata',
  routes: [
    {
      path: '/approver/projects',
      permission: 'Projects_View',
      title: 'Projects',
      nav: { label: 'Projects', order: 60 },
    },
    { path: '/approver/projects/new', permission: 'Projects_Create', title: 'New Project' },
    { path: '/approver/projects/:projectId', permission: 'Projects_View', title: 'Project Detail' },
    {
      path: '/approver/customers',
      permission: 'Customers_View',
      title: 'Customers',
      nav: { label: 'Customers', order: 70 },
    },
    { path: '/approver/customers/new', permission: 'Customers_Create', title: 'New Customer' },
    { path: '/approver/customers/:customerId', permission: 'Customers_View', title: 'Customer Detail' },
    {
      path: '/approver/employees',
      permission: 'Employees_View',
      title: 'Employees',
      nav: { label: 'Employees', order: 80 },
    },
    { path: '/approver/employees/new', permission: 'Employees_Create', title: 'New Employee' },
    { path: '/approver/employees/:employeeId', permission: 'Employees_View', title: 'Employee Detail' },
  ],
};
