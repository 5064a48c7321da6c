import { createContext, useContext, useId } from 'react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Field, Label } from 'shared-kit/ui';
import {
  CheckboxField,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
  type BoundFieldProps,
} from './fields.tsx';

/** A detail page shows its record read-only until Edit Data (PROJECTS-12). */
export type DetailMode = 'read' | 'edit';

/** The mode of the detail page around a field; a field outside one is in edit mode. */
export const DetailModeContext = createContext<DetailMode>('edit');

export const useDetailMode = (): DetailMode => useContext(DetailModeContext);

/** What an empty value reads as in read mode. */
export const EMPTY_VALUE = '—';
export const YES = 'Yes';
export const NO = 'No';

export interface ReadEditFieldProps extends BoundFieldProps {
  kind?: 'text' | 'textarea' | 'number' | 'select' | 'checkbox';
  /** A select's choices (value as held in the form, label as shown). */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** A select's first, empty choice ('Select a project'). */
  emptyOption?: string;
  /** How the value reads in read mode; by default its text, a select's label, Yes/No for a checkbox. */
  format?: (value: unknown) => ReactNode;
  /** Overrides the detail page's mode. */
  mode?: DetailMode;
  disabled?: boolean;
  required?: boolean;
}

const ReadValue = styled.span`
  min-height: 1.5rem;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

function readText({ kind, options, format }: ReadEditFieldProps, value: unknown): ReactNode {
  if (format) return format(value);
  if (kind === 'checkbox') return value ? YES : NO;
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (kind === 'select')
    return options?.find((option) => option.value === String(value))?.label ?? String(value);
  return String(value);
}

function ReadOnlyField(props: ReadEditFieldProps) {
  const labelId = useId();
  const value: unknown = useWatch({ name: props.name });
  return (
    <Field role="group" aria-labelledby={labelId}>
      <Label as="span" id={labelId}>
        {props.label}
      </Label>
      <ReadValue>{readText(props, value)}</ReadValue>
    </Field>
  );
}

/** One field of a detail page: its value as text in read mode, the bound input in edit mode, under the same label. */
export function ReadEditField(props: ReadEditFieldProps) {
  const contextMode = useDetailMode();
  const { kind = 'text', options, emptyOption, format: _format, mode = contextMode, ...field } = props;
  if (mode === 'read') return <ReadOnlyField {...props} />;
  switch (kind) {
    case 'textarea':
      return <TextAreaField {...field} />;
    case 'number':
      return <NumberField {...field} />;
    case 'checkbox':
      return <CheckboxField {...field} />;
    case 'select':
      return (
        <SelectField {...field}>
          {emptyOption !== undefined && <option value="">{emptyOption}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    default:
      return <TextField {...field} />;
  }
}
