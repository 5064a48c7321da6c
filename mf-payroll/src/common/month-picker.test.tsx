import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kit/testing';
import { MonthPicker, monthRange } from './month-picker';

// The range of the open payroll periods (PAYROLL-03): 11-17-2025 to 03-15-2026.
const FIRST = new Date(2025, 10, 17);
const LAST = new Date(2026, 2, 15);

function Harness({ initial = '2026-01' }: { initial?: string }) {
  const [month, setMonth] = useState(initial);
  return (
    <>
      <MonthPicker label="Payroll month" value={month} min={FIRST} max={LAST} onChange={setMonth} />
      <output aria-label="Chosen">{month}</output>
    </>
  );
}

describe('MonthPicker', () => {
  it.each([
    ['2026-02', { startDate: '2026-02-01', endDate: '2026-02-28' }],
    ['2024-02', { startDate: '2024-02-01', endDate: '2024-02-29' }],
    ['2025-12', { startDate: '2025-12-01', endDate: '2025-12-31' }],
    ['2025-13', null],
    ['December', null],
  ])('gives the first and last day of %p for the api query (PAYROLL-02)', (month, range) => {
    expect(monthRange(month)).toEqual(range);
  });

  it('shows the chosen month and year in a group named by its label', () => {
    renderWithProviders(<Harness />);
    const group = screen.getByRole('group', { name: 'Payroll month' });
    expect(group).toContainElement(screen.getByRole('combobox', { name: 'Month' }));
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('January');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('2026');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('chooses a month and a year from the dropdowns', async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'March');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('2026-03');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2025');
    // March 2025 is before the first month: the picker stops at November 2025.
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('2025-11');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('November');
  });

  it('offers only the months and years of its range', () => {
    renderWithProviders(<Harness initial="2025-12" />);
    expect(screen.getByRole('option', { name: 'October' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'November' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'December' })).toBeEnabled();
    expect(
      screen.getAllByRole('option').filter((option) => /^\d{4}$/.test(option.textContent ?? '')),
    ).toHaveLength(2);
  });

  it('steps month by month and stops at the ends of its range', async () => {
    renderWithProviders(<Harness initial="2026-02" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('2026-03');
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    for (let step = 0; step < 4; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Previous month' }));
    }
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('2025-11');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('2025');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('reaches ten years either side when it has no range', () => {
    renderWithProviders(<MonthPicker label="Month" value="2026-05" onChange={() => undefined} />);
    const years = screen
      .getAllByRole('option')
      .map((option) => option.textContent ?? '')
      .filter((text) => /^\d{4}$/.test(text));
    expect(years[0]).toBe('2016');
    expect(years.at(-1)).toBe('2036');
    expect(screen.getByRole('option', { name: 'January' })).toBeEnabled();
  });
});
