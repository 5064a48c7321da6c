import { QueryClient } from '@tanstack/react-query';
import { mockApi, mockResponse, type MockApi } from 'shared-kit/testing';
import {
  createEmployee,
  employeePageQueryOptions,
  employeeQueryOptions,
  getEmployeePage,
  updateEmployee,
} from 'shared-kit/resources/employees';
import type { EmployeeForm } from 'shared-kit/master-data';

const form: EmployeeForm = {
  accumaticaId: 'E-17',
  payrollProviderId: 'PP-17',
  firstName: 'Ana',
  lastName: 'Reyes',
  email: 'ana@example.com',
  stateCode: 'TX',
  employeeClass: 'BIWKLYHRLY',
  department: 'FIELD',
  laborItem: 'LABORER',
  primaryJobClass: 'LABORER',
  employeeStatus: 'Active',
  perDiemEligible: 1,
  truckAllowance: 0,
  weeklyTruckAllowance: 0,
  roleIds: [],
  version: 8,
};

describe('employees resource', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('lists with the picker filters as true/false (EMPLOYEES-02, PROJECTS-26)', async () => {
    api = mockApi({ 'GET /employees': () => mockResponse(200, [], { 'X-Total-Count': '0' }) });
    const params = {
      search: 'Reyes',
      perDiemEligible: true,
      status: 'Active',
      projectManagerCandidates: false,
      sort: '-lastName',
    } as const;
    expect(employeePageQueryOptions(params).queryKey).toEqual(['employees', 'list', params]);
    await getEmployeePage(params);
    expect(Object.fromEntries(api.calls[0].query)).toEqual({
      search: 'Reyes',
      perDiemEligible: 'true',
      status: 'Active',
      projectManagerCandidates: 'false',
      sort: '-lastName',
    });
  });

  it('reads one employee, creates, and updates with If-Match', async () => {
    api = mockApi({
      'GET /employees/:id': () => ({ employeeId: 17 }),
      'POST /employees': () => ({}),
      'PUT /employees/:id': () => ({}),
    });
    expect(employeeQueryOptions(17).queryKey).toEqual(['employees', 'detail', 17]);
    await new QueryClient().fetchQuery(employeeQueryOptions(17));
    await createEmployee({ ...form, version: undefined });
    await updateEmployee(17, form);
    expect(api.calls.map((call) => [call.method, call.path, call.headers['If-Match']])).toEqual([
      ['GET', '/employees/17', undefined],
      ['POST', '/employees', undefined],
      ['PUT', '/employees/17', '"8"'],
    ]);
  });
});
