import { anyOf } from '../../auth/access.ts';
import { hasAny, requireCurrentUser } from '../../auth/current-user.ts';
import {
  employeeFormSchema,
  employeeListItemSchema,
  employeeQuerySchema,
  employeeSchema,
} from 'shared-kit/domain';
import * as z from 'zod/mini';
import type { Request } from 'express';
import {
  createEmployee,
  getEmployee,
  listEmployees,
  updateEmployee,
  type EmployeeWriteContext,
} from '../../services/employees.ts';
import { pagedList } from '../paging.ts';
import type { ApiRoute } from '../routes.ts';
import { pathId, versionedWrite } from '../params.ts';
import type { RouteDependencies } from './dependencies.ts';

export const employeeRoutes = ({ db, settings }: RouteDependencies): ApiRoute[] => {
  const contextOf = (request: Request): EmployeeWriteContext => ({
    canAssignRoles: hasAny(requireCurrentUser(request), ['Roles_View']),
    companyEmailDomain: settings.companyEmailDomain,
    rolesSent: (request.body as { roleIds?: unknown } | undefined)?.roleIds !== undefined,
  });
  return [
    {
      // The employee list, and the pickers: project manager (project form), Manpower, timesheet crew.
      method: 'get',
      path: '/employees',
      access: anyOf('Employees_View', 'Projects_View', 'Timesheets_View'),
      doc: {
        operationId: 'listEmployees',
        summary: 'List employees (paged, X-Total-Count)',
        description:
          'search: first, last or full name, or Acumatica ID. perDiemEligible=true|false (EMPLOYEES-02), ' +
          'status=Active|Inactive, projectManagerCandidates=true (PROJMGMT, EXEC or CONSTRUCTION_MANAGER; ' +
          'PROJECTS-26), sort=field or -field (default lastName).',
        query: employeeQuerySchema,
        response: z.array(employeeListItemSchema),
      },
      handle: pagedList(employeeQuerySchema, (query) => listEmployees(db, query)),
    },
    {
      method: 'get',
      path: '/employees/:employeeId',
      access: anyOf('Employees_View'),
      doc: {
        operationId: 'getEmployee',
        summary: 'One employee with roleIds (EMPLOYEES-09)',
        response: employeeSchema,
      },
      handle: async (request, response) => {
        response.json(await getEmployee(db, pathId(request, 'employeeId', 'employee')));
      },
    },
    {
      method: 'post',
      path: '/employees',
      access: anyOf('Employees_Create'),
      doc: {
        operationId: 'createEmployee',
        status: 201,
        summary: 'Create an employee (EMPLOYEES-26)',
        description:
          'The labor item sets the primary job class (EMPLOYEES-24). roleIds only for an e-mail in ' +
          'COMPANY_EMAIL_DOMAIN (U-36) and only by a caller with Roles_View (else 403). Acumatica ID and e-mail ' +
          'unique (409). 201.',
        body: employeeFormSchema,
        response: employeeSchema,
      },
      handle: async (request, response) => {
        const form = employeeFormSchema.parse(request.body);
        response.status(201).json(await createEmployee(db, form, contextOf(request)));
      },
    },
    {
      method: 'put',
      path: '/employees/:employeeId',
      access: anyOf('Employees_Create'),
      doc: {
        operationId: 'updateEmployee',
        summary: 'Update an employee (EMPLOYEES-27)',
        description:
          'Same rules as POST; a changed labor item resets the primary job class; roleIds left out = unchanged. ' +
          'Send the version read (If-Match or body): 428 without, 409 when stale.',
        body: employeeFormSchema,
        response: employeeSchema,
      },
      handle: versionedWrite(
        'employeeId',
        'employee',
        employeeFormSchema,
        (employeeId, version, form, request) =>
          updateEmployee(db, employeeId, version, form, contextOf(request)),
      ),
    },
  ];
};
