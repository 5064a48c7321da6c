import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Field, FieldError, Hint, Label, TextInput } from 'shared-kit/ui';

/** The root entry's text box, rendered as a textarea: one look for every control. */
const Area = styled(TextInput)`
  min-height: 6rem;
  resize: vertical;
  line-height: 1.5;
`;

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  /** The visible label, tied to the textarea. */
  label: string;
  /** Help text under the control (described by it). */
  hint?: string;
  /** A validation message: shown under the control, marks it invalid and describes it. */
  error?: string;
}

/**
 * A labelled multi-line text field. Native props and `ref` reach the textarea, so a form library can bind it
 * (`<TextArea label="Daily journal" {...register('journal')} />`).
 */
export function TextArea({
  label,
  hint,
  error,
  id,
  rows = 4,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const description = [describedBy, hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={controlId}>{label}</Label>
      <Area
        as="textarea"
        id={controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={description || undefined}
        {...textareaProps}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
