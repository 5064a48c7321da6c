import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import type { RoleView } from 'shared-kit/payroll';
import { useDetailMode } from 'shared-kit/form';
import { FieldError } from 'shared-kit/ui';
import type { EmployeeValues } from './employee-resource';

/** What a role's tooltip says: the permissions it gives. */
export const permissionsText = (role: Pick<RoleView, 'permissions'>): string =>
  role.permissions.length > 0 ? `Permissions: ${role.permissions.join(', ')}` : 'Permissions: none';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

/** Hidden until its role is hovered or focused; always read as the checkbox's description. */
const Tooltip = styled.span`
  position: absolute;
  left: 0;
  top: 100%;
  z-index: 1;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  max-width: min(32rem, 90vw);
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.small};
  box-shadow: ${({ theme }) => theme.shadows.toast};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const RoleLine = styled.div`
  position: relative;
  &:hover > ${Tooltip}, &:focus-within > ${Tooltip} {
    width: max-content;
    height: auto;
    overflow: visible;
    clip-path: none;
    white-space: normal;
  }
`;

const RoleLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2rem;
  cursor: pointer;
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The employee's roles as checkboxes by roleId (EMPLOYEES-10), each with a tooltip listing the role's permissions
 * (EMPLOYEES-11); read-only (disabled) outside edit mode.
 */
export function RoleCheckboxes({ roles }: { roles: readonly RoleView[] }) {
  const { control } = useFormContext<EmployeeValues>();
  const disabled = useDetailMode() === 'read';
  const baseId = useId();
  return (
    <Controller
      control={control}
      name="roleIds"
      render={({ field, fieldState }) => (
        <Fieldset disabled={disabled} onBlur={field.onBlur}>
          <Legend>Roles</Legend>
          {roles.map((role) => {
            const tooltipId = `${baseId}-role-${role.roleId}`;
            const checked = field.value.includes(role.roleId);
            return (
              <RoleLine key={role.roleId}>
                <RoleLabel>
                  <input
                    type="checkbox"
                    value={role.roleId}
                    checked={checked}
                    aria-describedby={tooltipId}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, role.roleId]
                          : field.value.filter((roleId) => roleId !== role.roleId),
                      )
                    }
                  />
                  {role.name}
                </RoleLabel>
                <Tooltip role="tooltip" id={tooltipId}>
                  {permissionsText(role)}
                </Tooltip>
              </RoleLine>
            );
          })}
          {fieldState.error?.message && <FieldError>{fieldState.error.message}</FieldError>}
        </Fieldset>
      )}
    />
  );
}
