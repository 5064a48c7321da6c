import { roleFormSchema } from 'shared-kit/domain';
import { anyOf } from '../../auth/access.ts';
import {
  createRole,
  getRole,
  listPermissions,
  listRoles,
  ROLE,
  updateRoleById,
} from '../../services/roles.ts';
import type { ApiRoute } from '../routes.ts';
import { pathId, versionFrom } from '../params.ts';
import type { RouteDependencies } from './dependencies.ts';

export const roleRoutes = ({ db }: RouteDependencies): ApiRoute[] => [
  {
    // The roles list, and the employee form's role checkboxes (API-26).
    method: 'get',
    path: '/roles',
    doc: { summary: 'Every role with its permissions, by name' },
    access: anyOf('Roles_View', 'Employees_View', 'Employees_Create'),
    handle: async (_request, response) => {
      const roles = await listRoles(db);
      response.set('X-Total-Count', String(roles.length)).json(roles);
    },
  },
  {
    method: 'get',
    path: '/roles/:roleId',
    doc: { summary: 'One role' },
    access: anyOf('Roles_View'),
    handle: async (request, response) => {
      response.json(await getRole(db, pathId(request, 'roleId', ROLE)));
    },
  },
  {
    method: 'post',
    path: '/roles',
    doc: {
      summary: "Create a role; 409 'Role already exists' (trimmed, case-insensitive)",
      body: roleFormSchema,
    },
    access: anyOf('Roles_Create'),
    handle: async (request, response) => {
      response.status(201).json(await createRole(db, roleFormSchema.parse(request.body)));
    },
  },
  {
    // There is no Roles_Update permission: Roles_Create maintains roles; Roles_View only reads.
    method: 'put',
    path: '/roles/:roleId',
    doc: {
      summary: 'Update a role (version required; uniqueness only when the name changed)',
      body: roleFormSchema,
    },
    access: anyOf('Roles_Create'),
    handle: async (request, response) => {
      const roleId = pathId(request, 'roleId', ROLE);
      const form = roleFormSchema.parse(request.body);
      response.json(await updateRoleById(db, roleId, form, versionFrom(request)));
    },
  },
  {
    method: 'get',
    path: '/permissions',
    doc: { summary: 'The 31 permission names' },
    access: anyOf('Roles_View', 'Roles_Create'),
    handle: (_request, response) => {
      response.json(listPermissions());
    },
  },
];
