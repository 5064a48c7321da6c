import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { DayPicker } from 'react-day-picker';
import type { Matcher, Modifiers } from 'react-day-picker';
import {
  addDays,
  addMonths,
  endOfWeek,
  isAfter,
  isBefore,
  startOfDay,
  startOfMonth,
  startOfWeek,
  subMonths,
} from 'date-fns';
import {
  DATE_DEFAULT,
  DATE_INPUT_INVALID,
  Stack,
  formatDate,
  parseApiDate,
  toApiDate,
  weekdayName,
} from 'shared-kit';
import { Field, FieldError, Label, TextInput } from 'shared-kit/ui';
import { useKitIntl } from 'shared-kit/i18n';
import { CalendarFrame, MonthBounds, MonthNav } from './calendar.tsx';
import { usePickerLocale } from './picker-locale.ts';

const COMPONENTS = { MonthCaption: MonthNav };
const MARKED_CLASS = { marked: 'rdp-marked' };

/** Days the grid marks (e.g. 'has a timesheet'): a dot under the number, and `label` added to the day's name. */
export interface MarkedDays {
  /** yyyy-MM-dd */
  dates: readonly string[];
  /** Said after the day's name by screen readers: 'Tuesday, 03/03/2026, has a timesheet'. */
  label: string;
}

/** A typed MM/dd/yyyy date (leading zeros optional) as yyyy-MM-dd; null when it is not a calendar date. */
export const parseTypedDate = (text: string): string | null => {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, month = '', day = '', year = ''] = match;
  const apiDate = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return parseApiDate(apiDate) ? apiDate : null;
};

/** Where the grid keys move the focused day (as react-day-picker moves it), to stop at `min`/`max` instead of nowhere. */
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

/**
 * Picks one day: a typed MM/dd/yyyy field ('Date input not valid.' when it is not a date, CONST-23) and a month grid
 * (react-day-picker: the WAI-ARIA date grid, Monday first). Days before `min` or after `max` are disabled in the grid
 * and refused when typed (`max={today}`: no future dates, U-30).
 */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  max,
  today = new Date(),
  marked,
  onMonthShown,
}: {
  label: string;
  /** yyyy-MM-dd or null */
  value: string | null;
  onChange: (date: string | null) => void;
  /** The first day that may be picked. */
  min?: Date;
  /** The last day that may be picked. */
  max?: Date;
  /** The day the grid starts on when nothing is picked (marked as today). */
  today?: Date;
  /** Days to mark in the grid. */
  marked?: MarkedDays;
  /** Told the first day of the month the grid shows, at first and on every change of month. */
  onMonthShown?: (month: Date) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const selected = value ? parseApiDate(value) : null;
  const first = min ? startOfDay(min) : null;
  const last = max ? startOfDay(max) : null;
  /** The bound `day` lies beyond (`min` or `max`), or null when it may be picked. */
  const boundPassed = (day: Date): Date | null =>
    last && isAfter(day, last) ? last : first && isBefore(day, first) ? first : null;
  const [month, setMonth] = useState(() => {
    const start = startOfDay(today);
    return startOfMonth(selected ?? boundPassed(start) ?? start);
  });
  const [text, setText] = useState(() => (selected ? formatDate(selected, DATE_DEFAULT) : ''));
  const [invalid, setInvalid] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  // A grid key pressed towards a disabled day: focus stops on the first/last day that may be picked.
  const [stopAt, setStopAt] = useState<string | null>(null);
  const disabled: Matcher[] = [...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])];

  useEffect(() => {
    onMonthShown?.(month);
  }, [month, onMonthShown]);

  const intl = useKitIntl();
  // Month and weekday names in the page's language (react-day-picker's locale, fetched only for Spanish); the dates
  // typed and said keep the seeds' MM/dd/yyyy.
  const picker = usePickerLocale(intl.locale);
  const markedDates = marked?.dates;
  const markedLabel = marked?.label;
  const modifiers = useMemo(
    () => ({ marked: (markedDates ?? []).flatMap((date) => parseApiDate(date) ?? []) }),
    [markedDates],
  );
  const labels = useMemo(() => {
    const dayLabel = (day: Date) =>
      `${intl.formatMessage({ id: `kit.weekday.${weekdayName(day)}` })}, ${formatDate(day, DATE_DEFAULT)}`;
    return {
      labelDayButton: (day: Date, dayModifiers: Modifiers) =>
        dayModifiers.marked && markedLabel ? `${dayLabel(day)}, ${markedLabel}` : dayLabel(day),
    };
  }, [markedLabel, intl]);

  useEffect(() => {
    if (!stopAt) return;
    frameRef.current?.querySelector<HTMLElement>(`[data-day="${stopAt}"] > button`)?.focus();
    setStopAt(null);
  }, [stopAt]);

  const onDayKeyDown = (day: Date, _modifiers: Modifiers, event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move || event.shiftKey) return;
    const bound = boundPassed(move(day));
    if (!bound) return;
    setMonth(startOfMonth(bound));
    setStopAt(toApiDate(bound));
  };

  const acceptTyped = (typed: string): string | null => {
    const date = parseTypedDate(typed);
    const day = date ? parseApiDate(date) : null;
    return date && day && !boundPassed(day) ? date : null;
  };

  const onTextChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    const date = acceptTyped(event.target.value);
    // Validated on blur first, then on every change once the message shows.
    if (invalid) setInvalid(date === null);
    if (date) {
      setMonth(startOfMonth(parseApiDate(date) ?? month));
      if (date !== value) onChange(date);
    } else if (value !== null) {
      onChange(null);
    }
  };

  const onTextBlur = () => setInvalid(text.trim() !== '' && acceptTyped(text) === null);

  const pick = (day: Date) => {
    setText(formatDate(day, DATE_DEFAULT));
    setInvalid(false);
    onChange(toApiDate(day));
  };

  return (
    <Stack gap={3}>
      <Field>
        <Label htmlFor={inputId}>{intl.formatMessage({ id: 'kit.picker.dateLabel' }, { label })}</Label>
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
        {invalid && <FieldError id={errorId}>{DATE_INPUT_INVALID}</FieldError>}
      </Field>
      <CalendarFrame ref={frameRef} aria-busy={!picker.ready || undefined}>
        <MonthBounds value={{ first, last }}>
          {picker.ready && (
            <DayPicker
              locale={picker.locale}
              mode="single"
              required
              selected={selected ?? undefined}
              onSelect={pick}
              month={month}
              onMonthChange={setMonth}
              disabled={disabled}
              today={today}
              weekStartsOn={1}
              showOutsideDays
              hideNavigation
              components={COMPONENTS}
              labels={labels}
              modifiers={modifiers}
              modifiersClassNames={MARKED_CLASS}
              onDayKeyDown={onDayKeyDown}
            />
          )}
        </MonthBounds>
      </CalendarFrame>
    </Stack>
  );
}
