import { queryOptions } from '@tanstack/react-query';
import { api } from 'shared-kit';
import type { Permission } from 'shared-kit';
import { ifMatch, roleKeys } from 'shared-kit/resources/keys';
import type { RoleForm } from 'shared-kit/master-data';
import type { RoleView } from 'shared-kit/payroll';

/** Roles (api/docs/payroll.md, ROLES-*): the list (also the employee form's checkboxes), one role, its writes. */

/** An entry of GET /home-pages: the role form offers Default ("/") plus one option per entry. */
export interface HomePage {
  name: string;
  path: string;
}

/** Configuration, read often, changed rarely. */
const CONFIG_STALE_TIME = 10 * 60_000;

const rolePath = (roleId: number) => `/roles/${roleId}`;

/** GET /roles: every role by name (not paged). */
export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: roleKeys.lists(),
    queryFn: ({ signal }) => api.get<RoleView[]>('/roles', { signal }),
  });

export const roleQueryOptions = (roleId: number) =>
  queryOptions({
    queryKey: roleKeys.detail(roleId),
    queryFn: ({ signal }) => api.get<RoleView>(rolePath(roleId), { signal }),
  });

/** GET /permissions: the 31 names in the seeds' order. */
export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: roleKeys.scope('permissions'),
    queryFn: ({ signal }) => api.get<Permission[]>('/permissions', { signal }),
    staleTime: CONFIG_STALE_TIME,
  });

/** GET /home-pages, in display order. */
export const homePagesQueryOptions = () =>
  queryOptions({
    queryKey: roleKeys.scope('home-pages'),
    queryFn: ({ signal }) => api.get<HomePage[]>('/home-pages', { signal }),
    staleTime: CONFIG_STALE_TIME,
  });

/** POST /roles: 409 'Role already exists' (ROLES-07). */
export const createRole = (form: RoleForm) => api.post<RoleView>('/roles', form);

export const updateRole = (roleId: number, form: RoleForm) =>
  api.put<RoleView>(rolePath(roleId), form, ifMatch(form.version));
