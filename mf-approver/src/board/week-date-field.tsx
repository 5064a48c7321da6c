import { useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import { flushSync } from 'react-dom';
import { DATE_DEFAULT, formatApiDate } from 'shared-kit';
import { TextInput } from 'shared-kit/ui';

type InputProps = ComponentProps<typeof TextInput>;

/** A calendar like the one Chrome draws at the end of a date field, for the text field that stands in for it. */
const calendarIcon = (color: string): string =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 16 16' fill='none' stroke='${color}' stroke-width='1.5'><rect x='2' y='3' width='12' height='11' rx='1.5'/><path d='M2 7h12M5.5 1.5v3M10.5 1.5v3'/></svg>`,
  )}")`;

const Input = styled(TextInput)`
  /* One width in both forms (a text field is wider by default): nothing after the field moves when it wakes. */
  width: 11rem;
  &[type='text'] {
    background-image: ${({ theme }) => calendarIcon(theme.colors.text)};
    background-repeat: no-repeat;
    background-position: right ${({ theme }) => theme.space(3)} center;
  }
`;

export interface WeekDateFieldProps extends Omit<
  InputProps,
  'type' | 'value' | 'onChange' | 'readOnly' | 'inputMode' | 'ref'
> {
  /** The date shown (yyyy-MM-dd). */
  value: string;
  /** The date the user chose (yyyy-MM-dd), or '' while the field is cleared. */
  onChange(value: string): void;
}

/**
 * The board's Week field: a native date input from the moment the user reaches for it. Chrome builds the parts of a
 * page's first `<input type="date">` (its segments, the locale's patterns) when the element is made: on /approver
 * about 30 ms of the main thread per load at full speed here, four times that on a slow tablet, inside the board's
 * first render, for a field most visits never touch (Previous week and Next week move the week; issue 13, TBT).
 * Until it is focused or pressed it is a read-only text field showing the date as the date field does (MM/dd/yyyy,
 * no on-screen keyboard); then the same element becomes the date field and keeps the focus, so typing, the picker and
 * a screen reader work as they did. Worth about 0.2 s of time to content on a first visit of /approver, measured with
 * and without it (docs/performance.md, "The start-up mechanisms that stay").
 */
export function WeekDateField({
  value,
  onChange,
  onFocus,
  onPointerDown,
  onBlur,
  ...props
}: WeekDateFieldProps) {
  const [native, setNative] = useState(false);
  // What the user is typing or picking stays in the field until it loses the focus, though the board answers each
  // date with its week's Monday: held to `value`, the field jumped to the Monday between two typed digits.
  const [draft, setDraft] = useState<string | null>(null);
  // Synchronously: the press that wakes the field must land on the date field (its segment, its calendar button).
  const wake = () => {
    if (!native) flushSync(() => setNative(true));
  };
  return (
    <Input
      {...props}
      type={native ? 'date' : 'text'}
      readOnly={!native}
      inputMode={native ? undefined : 'none'}
      value={native ? (draft ?? value) : formatApiDate(value, DATE_DEFAULT)}
      onFocus={(event) => {
        wake();
        onFocus?.(event);
      }}
      onPointerDown={(event) => {
        wake();
        onPointerDown?.(event);
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(event.target.value);
      }}
    />
  );
}
