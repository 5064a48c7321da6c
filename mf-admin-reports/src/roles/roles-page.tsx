import { useQuery } from '@tanstack/react-query';
import { Link, PageHeading, Row, Stack, usePermission, type RoleSummary } from 'shared-kit';
import { DataTable, type Column } from 'shared-kit/list';
import { rolesQueryOptions } from 'shared-kit/resources/roles';
import { rolePath } from './role-paths';
import { useRouteTitle } from '../common/route-title';

const COLUMNS: ReadonlyArray<
  Column<Pick<RoleSummary, 'roleId' | 'name' | 'homePage' | 'permissions'>, never>
> = [
  { header: 'Role Name', value: (role) => role.name },
  { header: 'Home Page', value: (role) => role.homePage ?? 'Default ("/")' },
  { header: 'Permissions', value: (role) => String(role.permissions.length) },
];

/** Roles (ROLES-01…03): every role with its home page and how many permissions it grants; a row opens the role. */
export default function RolesPage() {
  const roles = useQuery({
    ...rolesQueryOptions(),
    select: (items) => ({ items, total: items.length }),
  });
  const canCreate = usePermission('Roles_Create');
  const title = useRouteTitle() || 'Roles';
  return (
    <Stack>
      <Row justify="space-between">
        <PageHeading>{title}</PageHeading>
        {canCreate && <Link to={rolePath('new')}>+ Create New Role +</Link>}
      </Row>
      <DataTable caption="Roles" columns={COLUMNS} query={roles} rowPath={rolePath} />
    </Stack>
  );
}
