import { useId } from 'react';
import styled from 'styled-components';
import { Stack } from 'shared-kit';
import { FieldError } from './form-controls.tsx';

export interface CheckboxOption<V extends string | number = string> {
  value: V;
  /** The checkbox's name. */
  label: string;
  /** What the option means, read as the checkbox's description: beside its name, or in a tooltip. */
  description?: string;
  disabled?: boolean;
}

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

/** A description shown only while its option is hovered or focused (still read as the checkbox's description). */
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

const OptionLine = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space(3)};
  &:hover > ${Tooltip}, &:focus-within > ${Tooltip} {
    width: max-content;
    height: auto;
    overflow: visible;
    clip-path: none;
    white-space: normal;
  }
`;

const OptionLabel = styled.label`
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

/** The options, measured as a container: how wide the group is, not the window, decides where descriptions go. */
const Options = styled(Stack)`
  container-type: inline-size;
`;

/**
 * Beside its name where every option's name and description fit on one line; where the group is too narrow for the
 * longest of them, below every name, so a short description does not sit beside its name while its neighbours wrap.
 */
const Description = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
  @container (max-width: 44rem) {
    flex-basis: 100%;
  }
`;

/**
 * A group of checkboxes as a fieldset named by its legend. `value` is the checked options' values, and `onChange`
 * gets the new list in the options' order, so a form can bind it as one field (react-hook-form's Controller).
 */
export function CheckboxGroup<V extends string | number>({
  legend,
  options,
  value,
  onChange,
  onBlur,
  name,
  disabled = false,
  error,
  descriptions = 'beside',
  order = 'options',
}: {
  legend: string;
  options: ReadonlyArray<CheckboxOption<V>>;
  value: ReadonlyArray<V>;
  onChange: (value: V[]) => void;
  onBlur?: () => void;
  /** The checkboxes' name in a submitted form. */
  name?: string;
  disabled?: boolean;
  /** A validation message for the whole group. */
  error?: string;
  /** Where the options' descriptions show: beside their names, or in a tooltip on hover and focus. */
  descriptions?: 'beside' | 'tooltip';
  /**
   * The order `onChange` gives: the options' ('options'), or the order they were checked in, a newly checked value
   * last ('checking': where the order means something, e.g. an employee's roles, whose first home page wins).
   */
  order?: 'options' | 'checking';
}) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const checked = new Set(value);

  const toggle = (option: V, isChecked: boolean) => {
    if (order === 'checking') {
      onChange(isChecked ? [...value, option] : value.filter((candidate) => candidate !== option));
      return;
    }
    const next = new Set(checked);
    if (isChecked) next.add(option);
    else next.delete(option);
    onChange(options.map((candidate) => candidate.value).filter((candidate) => next.has(candidate)));
  };

  return (
    <Fieldset disabled={disabled} aria-describedby={error ? errorId : undefined} onBlur={onBlur}>
      <Legend>{legend}</Legend>
      <Options gap={2}>
        {options.map((option, index) => {
          const descriptionId = `${baseId}-description-${index}`;
          return (
            <OptionLine key={option.value}>
              <OptionLabel>
                <input
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={checked.has(option.value)}
                  disabled={option.disabled}
                  aria-describedby={option.description ? descriptionId : undefined}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                {option.label}
              </OptionLabel>
              {option.description &&
                (descriptions === 'tooltip' ? (
                  <Tooltip role="tooltip" id={descriptionId}>
                    {option.description}
                  </Tooltip>
                ) : (
                  <Description id={descriptionId}>{option.description}</Description>
                ))}
            </OptionLine>
          );
        })}
      </Options>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}
