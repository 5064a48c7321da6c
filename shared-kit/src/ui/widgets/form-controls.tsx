import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button, VisuallyHidden } from 'shared-kit';
import { useKitIntl, useTranslateMessage } from 'shared-kit/i18n';

/** A label above its control, the control, and its message: the form fields every area uses. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 12rem;
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const controlStyles = css`
  min-height: 2.5rem;
  font: inherit;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

export const TextInput = styled.input`
  ${controlStyles}
`;

export const Select = styled.select`
  ${controlStyles}
`;

/**
 * A select's options from a list: `value` is each option's value (and its key), `label` what it reads,
 * `disabled` the ones that cannot be chosen.
 */
export function Options<T>({
  items,
  value,
  label,
  disabled,
}: {
  items: readonly T[];
  value: (item: T) => string | number;
  label: (item: T) => ReactNode;
  disabled?: (item: T) => boolean;
}) {
  return (
    <>
      {items.map((item) => (
        <option key={value(item)} value={value(item)} disabled={disabled?.(item)}>
          {label(item)}
        </option>
      ))}
    </>
  );
}

/** The options of a fixed set of values (states, types), each read by its label: the common case of Options. */
export function EnumOptions<K extends string>({
  items,
  labels,
}: {
  items: readonly K[];
  labels: Readonly<Record<K, ReactNode>>;
}) {
  return <Options items={items} value={(item) => item} label={(item) => labels[item]} />;
}

/** A row's Remove button in a list edited as a whole; `what` names the row for screen readers ('Remove Garza, Luis'). */
export function RemoveButton({ what, onClick }: { what: string; onClick: () => void }) {
  const intl = useKitIntl();
  return (
    <Button variant="secondary" onClick={onClick}>
      {intl.formatMessage({ id: 'kit.remove' })}
      <VisuallyHidden>{` ${what}`}</VisuallyHidden>
    </Button>
  );
}

const FieldErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.error};
`;

/**
 * A field's validation message, tied to its control with aria-describedby. A message of the domain (the schemas'
 * and the api's English) shows in the page's language; any other text as it came.
 */
export function FieldError({ children, ...rest }: ComponentPropsWithoutRef<'p'>) {
  const translate = useTranslateMessage();
  return (
    <FieldErrorText {...rest}>{typeof children === 'string' ? translate(children) : children}</FieldErrorText>
  );
}

/** Help text under a control or a button (also tied with aria-describedby). */
export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;
