import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  isAfter,
  isSameMonth,
  startOfMonth,
  startOfWeek,
  subMonths,
} from 'date-fns';
import {
  Button,
  DATE_DEFAULT,
  MASTER_DATA_MSG,
  Row,
  Stack,
  formatDate,
  parseApiDate,
  toApiDate,
  Field,
  FieldError,
  Label,
  TextInput,
} from 'shared-kit';

const MONTH_CAPTION = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const DAY_NAME = new Intl.DateTimeFormat('en-US', { weekday: 'long' });
const WEEKDAY_HEADINGS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/** A typed MM/dd/yyyy date (leading zeros optional) as yyyy-MM-dd; null when it is not a calendar date. */
export const parseTypedDate = (text: string): string | null => {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, month = '', day = '', year = ''] = match;
  const apiDate = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return parseApiDate(apiDate) ? apiDate : null;
};

/** The Monday-first weeks of the month of `month`, each day as a Date (days of the neighbour months included). */
const monthWeeks = (month: Date): Date[][] => {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: 1 });
  const last = endOfMonth(month);
  const weeks: Date[][] = [];
  for (let start = first; !isAfter(start, last); start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(start, index)));
  }
  return weeks;
};

/** Where an arrow, Home/End or PageUp/PageDown key moves the focused day (the grid keys of the WAI-ARIA date picker). */
const KEY_MOVES: Record<string, (day: Date) => Date> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => startOfWeek(day, { weekStartsOn: 1 }),
  End: (day) => endOfWeek(day, { weekStartsOn: 1 }),
  PageUp: (day) => subMonths(day, 1),
  PageDown: (day) => addMonths(day, 1),
};

const Grid = styled.table`
  border-collapse: collapse;
  th {
    padding: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td {
    padding: ${({ theme }) => theme.space(0.5)};
    text-align: center;
  }
`;

const DayButton = styled.button<{ $outside: boolean }>`
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $outside }) => ($outside ? theme.colors.textMuted : theme.colors.text)};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.4;
    text-decoration: line-through;
  }
`;

/**
 * Picks one day: a typed MM/dd/yyyy field ('Date input not valid.' when it is not a date, CONST-23) and a month grid.
 * Days after `latest` are disabled in the grid and refused when typed (U-30: no future dates).
 */
export function DatePicker({
  label,
  value,
  latest,
  onChange,
}: {
  label: string;
  /** yyyy-MM-dd or null */
  value: string | null;
  latest: Date;
  onChange: (date: string | null) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const captionId = useId();
  const selected = value ? parseApiDate(value) : null;
  const [shownMonth, setShownMonth] = useState(() => startOfMonth(selected ?? latest));
  const [text, setText] = useState(() => (selected ? formatDate(selected, DATE_DEFAULT) : ''));
  const [invalid, setInvalid] = useState(false);
  const latestDay = toApiDate(latest);
  const gridRef = useRef<HTMLTableElement>(null);
  // The one day button in the Tab order (roving tabindex); arrow keys move it.
  const [activeDay, setActiveDay] = useState(() => value ?? latestDay);
  const [keyboardMoved, setKeyboardMoved] = useState(false);
  const activeInMonth = parseApiDate(activeDay);
  const tabbableDay =
    activeInMonth && isSameMonth(activeInMonth, shownMonth)
      ? activeDay
      : (() => {
          const first = toApiDate(startOfMonth(shownMonth));
          return first > latestDay ? latestDay : first;
        })();

  useEffect(() => {
    if (!keyboardMoved) return;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${activeDay}"]`)?.focus();
    setKeyboardMoved(false);
  }, [activeDay, keyboardMoved]);

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = KEY_MOVES[event.key];
    const from = parseApiDate(tabbableDay);
    if (!move || !from) return;
    event.preventDefault();
    const moved = move(from);
    // Never onto a disabled (future) day.
    const target = isAfter(moved, latest) ? latest : moved;
    setShownMonth(startOfMonth(target));
    setActiveDay(toApiDate(target));
    setKeyboardMoved(true);
  };

  const acceptTyped = (typed: string): string | null => {
    const date = parseTypedDate(typed);
    return date && date <= latestDay ? date : null;
  };

  const onTextChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    const date = acceptTyped(event.target.value);
    // Validated on blur first, then on every change once the message shows.
    if (invalid) setInvalid(date === null);
    if (date) {
      setShownMonth(startOfMonth(parseApiDate(date) ?? latest));
      setActiveDay(date);
      if (date !== value) onChange(date);
    } else if (value !== null) {
      onChange(null);
    }
  };

  const onTextBlur = () => setInvalid(text.trim() !== '' && acceptTyped(text) === null);

  const pick = (day: Date) => {
    setText(formatDate(day, DATE_DEFAULT));
    setInvalid(false);
    setActiveDay(toApiDate(day));
    onChange(toApiDate(day));
  };

  const canGoNext = !isSameMonth(shownMonth, latest) && !isAfter(shownMonth, latest);

  return (
    <Stack gap={3}>
      <Field>
        <Label htmlFor={inputId}>{`${label} (MM/dd/yyyy)`}</Label>
        <TextInput
          id={inputId}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={onTextChange}
          onBlur={onTextBlur}
        />
        {invalid && <FieldError id={errorId}>{MASTER_DATA_MSG.dateInputInvalid}</FieldError>}
      </Field>
      <div>
        <Row>
          <Button variant="secondary" onClick={() => setShownMonth((month) => subMonths(month, 1))}>
            Previous month
          </Button>
          <strong id={captionId} aria-live="polite">
            {MONTH_CAPTION.format(shownMonth)}
          </strong>
          <Button
            variant="secondary"
            disabled={!canGoNext}
            onClick={() => setShownMonth((month) => addMonths(month, 1))}
          >
            Next month
          </Button>
        </Row>
        <Grid ref={gridRef} aria-labelledby={captionId} onKeyDown={onGridKeyDown}>
          <thead>
            <tr>
              {WEEKDAY_HEADINGS.map((weekday) => (
                <th key={weekday} scope="col">
                  {weekday}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(shownMonth).map((week) => (
              <tr key={toApiDate(week[0] ?? shownMonth)}>
                {week.map((day) => {
                  const apiDay = toApiDate(day);
                  return (
                    <td key={apiDay}>
                      <DayButton
                        type="button"
                        $outside={!isSameMonth(day, shownMonth)}
                        aria-label={`${DAY_NAME.format(day)}, ${formatDate(day, DATE_DEFAULT)}`}
                        data-day={apiDay}
                        tabIndex={apiDay === tabbableDay ? 0 : -1}
                        aria-pressed={apiDay === value}
                        disabled={apiDay > latestDay}
                        onClick={() => pick(day)}
                      >
                        {day.getDate()}
                      </DayButton>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Grid>
      </div>
    </Stack>
  );
}
