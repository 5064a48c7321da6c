import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext } from 'react-hook-form';
import { Loading, Stack, useParams, usePermission, type Permission } from 'shared-kit';
import { roleFormSchema, type RoleForm } from 'shared-kit/master-data';
import type { RoleView } from 'shared-kit/payroll';
import {
  DetailPage,
  ReadEditField,
  recordResource,
  useDetailMode,
  useRecordDetail,
  useRecordQuery,
} from 'shared-kit/form';
import { invalidateAfter } from 'shared-kit/resources/keys';
import {
  createRole,
  homePagesQueryOptions,
  permissionsQueryOptions,
  roleQueryOptions,
  updateRole,
} from 'shared-kit/resources/roles';
import { CheckboxGroup } from 'shared-kit/ui';
import { groupPermissions, homePageOptions } from './permission-groups';
import { ROLES_PATH } from './role-paths';
import { useRouteTitle } from '../common/route-title';

type RoleValues = { name: string; homePage: string; permissions: string[] };

/** How the detail reads and writes a role (ROLES-03…12), with the toasts of seed 001 §8. */
const ROLE = recordResource({
  query: roleQueryOptions,
  idOf: (role: RoleView) => role.roleId,
  valuesOf: (role): RoleValues => ({
    name: role?.name ?? '',
    homePage: role?.homePage ?? '',
    permissions: role?.permissions ?? [],
  }),
  schema: roleFormSchema,
  create: (form: RoleForm) => createRole(form),
  update: (role, form) => updateRole(role.roleId, { ...form, version: role.version }),
  stale: invalidateAfter.roleSaved,
  listPath: ROLES_PATH,
  // U-48: a saved role goes back to the roles list.
  afterSave: 'list',
  toasts: {
    created: 'New role successfully saved',
    createFailed: 'Problem saving new role',
    updated: 'Role updated successfully',
    updateFailed: 'Problem updating role',
    loadFailed: 'Cannot find role data',
  },
});

/**
 * Role detail: Role Name ('Role Name cannot be empty'; 'Role already exists' from the api at the field), Home Page
 * ('Default ("/")' plus the configured pages, title-cased), the permissions grouped by area with their meaning;
 * read-only until Edit Data; Save, Cancel, Back. /payroll/roles/new starts a new role in edit mode.
 */
export default function RolePage() {
  const { record, ready } = useRecordQuery(ROLE, useParams().roleId);
  const permissions = useQuery(permissionsQueryOptions());
  const homePages = useQuery(homePagesQueryOptions());
  if (!ready || !permissions.data || !homePages.data) return <Loading label="Loading role" />;
  return <RoleDetail role={record} permissions={permissions.data} homePages={homePages.data} />;
}

function RoleDetail({
  role,
  permissions,
  homePages,
}: {
  role?: RoleView;
  permissions: Permission[];
  homePages: Array<{ name: string; path: string }>;
}) {
  const title = useRouteTitle() || 'Role Detail';
  return (
    <DetailPage {...useRecordDetail(ROLE, role)} title={title} canEdit={usePermission('Roles_Create')}>
      <ReadEditField name="name" label="Role Name" required />
      <ReadEditField name="homePage" label="Home Page" kind="select" options={homePageOptions(homePages)} />
      <PermissionGroups permissions={permissions} />
    </DetailPage>
  );
}

/** One checkbox group per area; read-only (disabled) outside edit mode. */
function PermissionGroups({ permissions }: { permissions: Permission[] }) {
  const { control } = useFormContext<RoleValues>();
  const mode = useDetailMode();
  return (
    <Controller
      control={control}
      name="permissions"
      render={({ field }) => (
        <Stack gap={4}>
          {groupPermissions(permissions).map((group) => (
            <CheckboxGroup
              key={group.area}
              legend={group.area}
              options={group.options}
              value={field.value.filter((permission) =>
                group.options.some((option) => option.value === permission),
              )}
              disabled={mode === 'read'}
              onBlur={field.onBlur}
              onChange={(checkedInGroup) => {
                const others = field.value.filter(
                  (permission) => !group.options.some((option) => option.value === permission),
                );
                field.onChange([...others, ...checkedInGroup]);
              }}
            />
          ))}
        </Stack>
      )}
    />
  );
}
