import type { EmployeeDetail, EmployeeListItem } from 'shared-kit/master-data';
import type { RoleView } from 'shared-kit/payroll';
import { makeUser, mockApi, mockResponse, renderWithProviders } from 'shared-kit/testing';
import type { MockApi, MockHandler } from 'shared-kit/testing';
import { AreaRoutes } from '../routes';

/** For the employee screens' tests: employees, labor items, roles and the company as the api answers them. */

export const DANA: EmployeeDetail = {
  employeeId: 5,
  accumaticaId: 'E10005',
  payrollProviderId: 'PP-5005',
  firstName: 'Dana',
  lastName: 'Okafor',
  email: 'dana.okafor@example.com',
  stateCode: 'TX',
  employeeClass: 'WKLYHRLY',
  department: 'PROJMGMT',
  laborItem: 'PROJECT_MANAGER_LABOR',
  primaryJobClass: 'PROJECT_MANAGER',
  employeeStatus: 'Active',
  perDiemEligible: 1,
  truckAllowance: 12.5,
  weeklyTruckAllowance: 60,
  roleIds: [2],
  version: 3,
};

const { roleIds: _roleIds, ...danaListItem } = DANA;
export const DANA_ITEM: EmployeeListItem = danaListItem;

export const LUIS_ITEM: EmployeeListItem = {
  ...DANA_ITEM,
  employeeId: 9,
  accumaticaId: 'E10009',
  firstName: 'Luis',
  lastName: 'Reyes "Junior"',
  email: null,
  department: 'FIELD',
  laborItem: 'WELDER_LABOR',
  primaryJobClass: null,
  employeeStatus: 'Inactive',
  perDiemEligible: 0,
};

export const LABOR_ITEMS = [
  { laborItem: 'FOREMAN_LABOR', jobClass: 'FOREMAN' },
  { laborItem: 'WELDER_LABOR', jobClass: 'WELDER' },
  { laborItem: 'PROJECT_MANAGER_LABOR', jobClass: 'PROJECT_MANAGER' },
];

export const ROLES: RoleView[] = [
  {
    roleId: 2,
    name: 'Approver',
    homePage: '/approver',
    permissions: ['ApproverDashboard_View', 'Projects_View'],
    version: 1,
  },
  { roleId: 1, name: 'Foreman', homePage: '/foreman', permissions: ['ForemanDashboard_View'], version: 1 },
];

export const COMPANY = { name: 'Crewtime', emailDomain: 'example.com' };

/**
 * Renders the area at `route` (an employee detail by default) over a mocked api answering the employee screens'
 * reads; `handlers` add or replace answers.
 */
export function renderEmployeeRoute(
  handlers: Record<string, MockHandler> = {},
  { route = '/approver/employees/5', user = makeUser(['Employees_View', 'Employees_Create']) } = {},
): MockApi {
  const api = mockApi({
    'GET /employees/:employeeId': ({ params }) =>
      params.employeeId === String(DANA.employeeId)
        ? DANA
        : mockResponse(404, { message: 'Employee not found' }),
    'GET /employees': () => [DANA_ITEM],
    'GET /labor-items': () => LABOR_ITEMS,
    'GET /roles': () => ROLES,
    'GET /company': () => COMPANY,
    ...handlers,
  });
  renderWithProviders(<AreaRoutes />, { route, user });
  return api;
}

/** The writes the screen sent, in order. */
export const writesOf = (api: MockApi) => api.calls.filter((call) => call.method !== 'GET');
