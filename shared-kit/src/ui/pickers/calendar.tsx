import { createContext, useContext } from 'react';
import styled from 'styled-components';
import { isAfter, isBefore, startOfMonth } from 'date-fns';
import { useDayPicker } from 'react-day-picker';
import type { DropdownProps, MonthCaptionProps } from 'react-day-picker';
import { Button, Row } from 'shared-kit';
import { Select } from 'shared-kit/ui';
import { useKitIntl } from 'shared-kit/i18n';

/**
 * The DatePicker's base: react-day-picker styled through the theme (its own stylesheet is not loaded), and a
 * month caption with 'Previous month' / 'Next month' buttons that stop at the picker's first and last month.
 */
export const CalendarFrame = styled.div`
  .rdp-caption_label {
    font-weight: 700;
  }
  .rdp-dropdowns {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
  table {
    border-collapse: collapse;
  }
  th {
    padding: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td {
    padding: ${({ theme }) => theme.space(0.5)};
    text-align: center;
  }
  td > button {
    width: 2.5rem;
    height: 2.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  td[data-outside] > button {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td[aria-selected='true'] > button {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  /* A marked day (DatePicker's marked): a dot under the number, so colour is not the only sign. */
  td.rdp-marked > button {
    position: relative;
    font-weight: 700;
  }
  td.rdp-marked > button::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: 0.25rem;
    width: 0.375rem;
    height: 0.375rem;
    margin-left: -0.1875rem;
    border-radius: 50%;
    background: currentColor;
  }
  td > button:disabled,
  td > button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.4;
    text-decoration: line-through;
  }
`;

/**
 * The first and last day the month buttons may reach, for a grid that does not give react-day-picker its
 * startMonth/endMonth: those hide the neighbour months' days in the first and last month's grid.
 */
export const MonthBounds = createContext<{ first: Date | null; last: Date | null }>({
  first: null,
  last: null,
});

/** Replaces react-day-picker's month caption: the month (or its dropdowns) between the two month buttons. */
export function MonthNav({
  calendarMonth: _month,
  displayIndex: _index,
  children,
  ...divProps
}: MonthCaptionProps) {
  const { previousMonth, nextMonth, goToMonth } = useDayPicker();
  const { first, last } = useContext(MonthBounds);
  const intl = useKitIntl();
  const back =
    previousMonth && !(first && isBefore(previousMonth, startOfMonth(first))) ? previousMonth : null;
  const forward = nextMonth && !(last && isAfter(nextMonth, last)) ? nextMonth : null;
  return (
    <Row {...divProps}>
      <Button variant="secondary" disabled={!back} onClick={() => back && goToMonth(back)}>
        {intl.formatMessage({ id: 'kit.picker.previousMonth' })}
      </Button>
      {children}
      <Button variant="secondary" disabled={!forward} onClick={() => forward && goToMonth(forward)}>
        {intl.formatMessage({ id: 'kit.picker.nextMonth' })}
      </Button>
    </Row>
  );
}

/** Replaces react-day-picker's month and year dropdowns with the theme's select (months out of range disabled). */
export function CalendarSelect({ options, className: _className, ...selectProps }: DropdownProps) {
  return (
    <Select {...selectProps}>
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
