import styled from 'styled-components';
import { addMonths, endOfMonth, isAfter, isBefore, startOfMonth } from 'date-fns';
import { Button, Row, formatDate, parseApiDate, toApiDate } from 'shared-kit';
import { Select } from 'shared-kit/ui';

const MONTH = 'yyyy-MM';
/** How far the year dropdown reaches on a side the picker sets no limit on. */
const OPEN_YEARS = 10;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

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
 * Picks a month and year (PAYROLL-02): month and year dropdowns between 'Previous month' and 'Next month', in the
 * look of the DatePicker's month caption. Months before `min` or after `max` cannot be chosen; a choice outside them
 * lands on the nearest month inside. It shows no day grid, so it needs none of react-day-picker (19 KiB gzip and a
 * calendar render kept off the payroll dashboard's first paint).
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
  const first = startOfMonth(min ?? new Date(month.getFullYear() - OPEN_YEARS, 0, 1));
  const last = startOfMonth(max ?? new Date(month.getFullYear() + OPEN_YEARS, 11, 1));
  const outside = (candidate: Date) => isBefore(candidate, first) || isAfter(candidate, last);
  const choose = (candidate: Date) => {
    const inside = isBefore(candidate, first) ? first : isAfter(candidate, last) ? last : candidate;
    onChange(formatDate(inside, MONTH));
  };
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  const years = Array.from(
    { length: last.getFullYear() - first.getFullYear() + 1 },
    (_, index) => first.getFullYear() + index,
  );
  return (
    <Fieldset>
      <legend>{label}</legend>
      <Row>
        <Button variant="secondary" disabled={outside(previous)} onClick={() => choose(previous)}>
          Previous month
        </Button>
        <Select
          aria-label="Month"
          value={month.getMonth()}
          onChange={(event) => choose(new Date(month.getFullYear(), Number(event.target.value), 1))}
        >
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={index} disabled={outside(new Date(month.getFullYear(), index, 1))}>
              {name}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Year"
          value={month.getFullYear()}
          onChange={(event) => choose(new Date(Number(event.target.value), month.getMonth(), 1))}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Select>
        <Button variant="secondary" disabled={outside(next)} onClick={() => choose(next)}>
          Next month
        </Button>
      </Row>
    </Fieldset>
  );
}
