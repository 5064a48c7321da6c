import { permissionListSchema, roleFormSchema, roleViewSchema } from 'shared-kit/domain';
import * as z from 'zod/mini';
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
import { pathId, versionedWrite } from '../params.ts';
import type { RouteDependencies } from './dependencies.ts';

export const roleRoutes = ({ db }: RouteDependencies): ApiRoute[] => [
  {
    // The roles list, and the employee form's role checkboxes (API-26).
    method: 'get',
    path: '/roles',
    doc: {
      operationId: 'listRoles',
      response: z.array(roleViewSchema),
      summary: 'Every role with its permissions, by name',
    },
    access: anyOf('Roles_View', 'Employees_View', 'Employees_Create'),
    handle: async (_request, response) => {
      const roles = await listRoles(db);
      response.set('X-Total-Count', String(roles.length)).json(roles);
    },
  },
  {
    method: 'get',
    path: '/roles/:roleId',
    doc: { operationId: 'getRole', response: roleViewSchema, summary: 'One role' },
    access: anyOf('Roles_View'),
    handle: async (request, response) => {
      response.json(await getRole(db, pathId(request, 'roleId', ROLE)));
    },
  },
  {
    method: 'post',
    path: '/roles',
    doc: {
      operationId: 'createRole',
      response: roleViewSchema,
      status: 201,
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
      operationId: 'updateRole',
      response: roleViewSchema,
      summary: 'Update a role (version required; uniqueness only when the name changed)',
      body: roleFormSchema,
    },
    access: anyOf('Roles_Create'),
    handle: versionedWrite('roleId', ROLE, roleFormSchema, (roleId, version, form) =>
      updateRoleById(db, roleId, form, version),
    ),
  },
  {
    method: 'get',
    path: '/permissions',
    doc: {
      operationId: 'listPermissions',
      response: permissionListSchema,
      summary: 'The 31 permission names',
    },
    access: anyOf('Roles_View', 'Roles_Create'),
    handle: (_request, response) => {
      response.json(listPermissions());
    },
  },
];
