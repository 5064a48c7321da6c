import { Controller, useFormContext } from 'react-hook-form';
import type { RoleView } from 'shared-kit/payroll';
import { useDetailMode } from 'shared-kit/form';
import { CheckboxGroup } from 'shared-kit/ui';
import type { EmployeeValues } from './employee-resource';

/** What a role's tooltip says: the permissions it gives. */
export const permissionsText = (role: Pick<RoleView, 'permissions'>): string =>
  role.permissions.length > 0 ? `Permissions: ${role.permissions.join(', ')}` : 'Permissions: none';

/**
 * The employee's roles as checkboxes by roleId (EMPLOYEES-10), each with a tooltip listing the role's permissions
 * (EMPLOYEES-11); read-only (disabled) outside edit mode.
 */
export function RoleCheckboxes({ roles }: { roles: readonly RoleView[] }) {
  const { control } = useFormContext<EmployeeValues>();
  const disabled = useDetailMode() === 'read';
  const options = roles.map((role) => ({
    value: role.roleId,
    label: role.name,
    description: permissionsText(role),
  }));
  return (
    <Controller
      control={control}
      name="roleIds"
      render={({ field, fieldState }) => (
        <CheckboxGroup
          legend="Roles"
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          error={fieldState.error?.message}
          descriptions="tooltip"
          order="checking"
        />
      )}
    />
  );
}
