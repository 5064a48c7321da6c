import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-kit';
import { renderWithProviders } from 'shared-kit/testing';
import { DatePicker, parseTypedDate } from './date-picker.tsx';

const TODAY = new Date(2026, 2, 4, 10, 30);

function Harness({
  onChange,
  min,
  initial = null,
}: {
  onChange: (date: string | null) => void;
  min?: Date;
  initial?: string | null;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DatePicker
        label="Date"
        value={value}
        min={min}
        max={TODAY}
        today={TODAY}
        onChange={(date) => {
          setValue(date);
          onChange(date);
        }}
      />
      <output aria-label="Chosen">{value ?? 'none'}</output>
    </>
  );
}

describe('DatePicker', () => {
  it.each([
    ['03/04/2026', '2026-03-04'],
    ['3/4/2026', '2026-03-04'],
    [' 12/31/2025 ', '2025-12-31'],
    ['02/29/2026', null],
    ['13/01/2026', null],
    ['2026-03-04', null],
    ['03-04-2026', null],
    ['', null],
  ])('reads the typed date %p as %p', (typed, expected) => {
    expect(parseTypedDate(typed)).toBe(expected);
  });

  it('says "Date input not valid." after leaving a field with a non-date, and clears it once the date is valid', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Date (MM/dd/yyyy)' });
    await user.type(input, '02/30/2026');
    expect(screen.queryByText('Date input not valid.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Date input not valid.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Date input not valid.');
    await user.clear(input);
    await user.type(input, '02/27/2026');
    expect(screen.queryByText('Date input not valid.')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('2026-02-27');
  });

  it('refuses a typed date after today (U-30)', async () => {
    renderWithProviders(<Harness onChange={jest.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Date (MM/dd/yyyy)' }), '03/05/2026');
    await user.tab();
    expect(screen.getByText('Date input not valid.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('none');
  });

  it('picks a day of the month grid, fills the field, and disables the days after today', async () => {
    renderWithProviders(<Harness onChange={jest.fn()} />);
    const user = userEvent.setup();
    expect(screen.getByText('March 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sunday, 03/08/2026' })).toBeDisabled();
    // The last week runs into April: those days show too, disabled.
    expect(screen.getByRole('button', { name: 'Sunday, 04/05/2026' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Monday, 03/02/2026' }));
    expect(screen.getByRole('textbox', { name: 'Date (MM/dd/yyyy)' })).toHaveValue('03/02/2026');
    expect(
      within(screen.getByRole('gridcell', { selected: true })).getByRole('button', {
        name: 'Monday, 03/02/2026',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('2026-03-02');
  });

  it('moves to the previous month and back, never past the month of today', async () => {
    renderWithProviders(<Harness onChange={jest.fn()} />);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('February 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saturday, 02/28/2026' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('March 2026')).toBeInTheDocument();
  });

  it('opens on the month of the picked date, and picking it again keeps it', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} initial="2026-01-15" />);
    const user = userEvent.setup();
    expect(screen.getByText('January 2026')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Date (MM/dd/yyyy)' })).toHaveValue('01/15/2026');
    await user.click(screen.getByRole('button', { name: 'Thursday, 01/15/2026' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-01-15');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('2026-01-15');
  });

  it('refuses days before the first day it may pick, typed or in the grid, and stops going back at its month', async () => {
    renderWithProviders(<Harness onChange={jest.fn()} min={new Date(2026, 1, 10)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('February 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Monday, 01/26/2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Monday, 02/09/2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tuesday, 02/10/2026' })).toBeEnabled();
    const input = screen.getByRole('textbox', { name: 'Date (MM/dd/yyyy)' });
    await user.type(input, '02/09/2026');
    await user.tab();
    expect(screen.getByText('Date input not valid.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '02/10/2026');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('2026-02-10');
  });
});

describe('DatePicker from the keyboard', () => {
  it('puts one day in the Tab order and moves it with the arrow keys, never past today', async () => {
    renderWithProviders(<Harness onChange={jest.fn()} />);
    const user = userEvent.setup();
    const today = screen.getByRole('button', { name: 'Wednesday, 03/04/2026' });
    expect(today).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Tuesday, 03/03/2026' })).toHaveAttribute('tabindex', '-1');
    act(() => today.focus());
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Tuesday, 03/03/2026' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Tuesday, 02/24/2026' })).toHaveFocus();
    expect(screen.getByText('February 2026')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // 03/10 is in the future: focus stops at today.
    expect(screen.getByRole('button', { name: 'Wednesday, 03/04/2026' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('2026-03-03');
  });

  it('stops at today when PageDown from the month before would land after it', async () => {
    renderWithProviders(<Harness onChange={jest.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    act(() => screen.getByRole('button', { name: 'Tuesday, 02/24/2026' }).focus());
    await user.keyboard('{PageDown}');
    expect(screen.getByText('March 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wednesday, 03/04/2026' })).toHaveFocus();
  });

  it('marks the given days with a dot and names them, and tells each month it shows', async () => {
    const shown: string[] = [];
    renderWithProviders(
      <DatePicker
        label="Date"
        value={null}
        max={TODAY}
        today={TODAY}
        onChange={() => undefined}
        marked={{ dates: ['2026-03-03', '2026-02-27'], label: 'has a timesheet' }}
        onMonthShown={(month) => shown.push(month.toDateString())}
      />,
    );
    const marked = screen.getByRole('button', { name: 'Tuesday, 03/03/2026, has a timesheet' });
    expect(marked.closest('td')).toHaveClass('rdp-marked');
    expect(screen.getByRole('button', { name: 'Monday, 03/02/2026' }).closest('td')).not.toHaveClass(
      'rdp-marked',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('button', { name: 'Friday, 02/27/2026, has a timesheet' })).toBeInTheDocument();
    expect(shown).toEqual([new Date(2026, 2, 1).toDateString(), new Date(2026, 1, 1).toDateString()]);
  });

  describe('in Spanish', () => {
    afterEach(() => act(() => setLanguage('en')));

    it("names months, weekdays, days and its buttons in Spanish, and keeps the seeds' MM/dd/yyyy", async () => {
      act(() => setLanguage('es'));
      renderWithProviders(<Harness onChange={jest.fn()} />);
      const user = userEvent.setup();
      // react-day-picker's Spanish locale arrives in its own chunk: the grid waits for it, never English first.
      expect(await screen.findByText('marzo 2026')).toBeInTheDocument();
      expect(screen.queryByText('March 2026')).not.toBeInTheDocument();
      expect(screen.getByRole('grid', { name: 'marzo 2026' })).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'lunes', hidden: true })).toHaveTextContent('lu');
      expect(screen.getByRole('columnheader', { name: 'lunes', hidden: true })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Lunes, 03/02/2026' }));
      expect(screen.getByRole('textbox', { name: 'Date (mm/dd/aaaa)' })).toHaveValue('03/02/2026');
      await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
      expect(screen.getByText('febrero 2026')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sábado, 02/28/2026' })).toBeEnabled();

      const input = screen.getByRole('textbox', { name: 'Date (mm/dd/aaaa)' });
      await user.clear(input);
      await user.type(input, '31/12/2025');
      await user.tab();
      expect(input).toHaveAccessibleDescription('La fecha no es válida.');
    });

    it('renders at once in English, whose names need no extra chunk', () => {
      renderWithProviders(<Harness onChange={jest.fn()} />);
      expect(screen.getByText('March 2026')).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Monday', hidden: true })).toBeInTheDocument();
    });
  });
});
