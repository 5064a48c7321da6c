import styled from 'styled-components';
import { DayPicker } from 'react-day-picker';
import { endOfMonth, startOfMonth } from 'date-fns';
import { formatDate, parseApiDate, toApiDate } from 'shared-kit';
import { CalendarFrame, CalendarSelect, MonthNav } from './calendar.tsx';

const MONTH = 'yyyy-MM';
/** A month picker shows no days (react-day-picker's components must render an element). */
const NoDays = () => <></>;
const COMPONENTS = { MonthCaption: MonthNav, Dropdown: CalendarSelect, MonthGrid: NoDays };
const LABELS = { labelMonthDropdown: () => 'Month', labelYearDropdown: () => 'Year' };

/** A yyyy-MM month as a Date on its first day; null when it is not one. */
const monthStart = (month: string): Date | null => parseApiDate(`${month}-01`);

/** The first and last day (yyyy-MM-dd) of a yyyy-MM month: the range a month picker's screen asks the api for. */
export const monthRange = (month: string): { startDate: string; endDate: string } | null => {
  const start = monthStart(month);
  return start ? { startDate: toApiDate(start), endDate: toApiDate(endOfMonth(start)) } : null;
};

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.small};
    font-weight: 600;
  }
`;

/**
 * Picks a month and year (PAYROLL-02): month and year dropdowns between 'Previous month' and 'Next month', on the
 * same react-day-picker base as the DatePicker. Months before `min` or after `max` cannot be chosen.
 */
export function MonthPicker({
  label,
  value,
  onChange,
  min,
  max,
}: {
  /** Names the group (a legend). */
  label: string;
  /** The chosen month, yyyy-MM. */
  value: string;
  onChange: (month: string) => void;
  /** A day of the first month that may be chosen. */
  min?: Date;
  /** A day of the last month that may be chosen. */
  max?: Date;
}) {
  const month = monthStart(value) ?? startOfMonth(new Date());
  return (
    <Fieldset>
      <legend>{label}</legend>
      <CalendarFrame>
        <DayPicker
          month={month}
          onMonthChange={(shown) => onChange(formatDate(shown, MONTH))}
          startMonth={min}
          endMonth={max}
          captionLayout="dropdown"
          hideNavigation
          hideWeekdays
          components={COMPONENTS}
          labels={LABELS}
        />
      </CalendarFrame>
    </Fieldset>
  );
}
