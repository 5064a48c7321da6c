import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from 'shared-kit/testing';
import { mondayOf } from './board-params';
import { WeekDateField } from './week-date-field';

function Week({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('2026-11-23');
  return (
    <>
      <label htmlFor="week">Week</label>
      <WeekDateField
        id="week"
        value={value}
        onChange={(next) => {
          onChange(next);
          // As the board does: a chosen date stands for its week, shown by its Monday.
          setValue(mondayOf(next) ?? value);
        }}
      />
    </>
  );
}

describe('WeekDateField', () => {
  it('stands as a read-only text field showing the date as MM/dd/yyyy, with no date field made yet', () => {
    renderWithProviders(<Week onChange={jest.fn()} />);
    const field = screen.getByLabelText('Week');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAttribute('inputmode', 'none');
    expect(field).toHaveValue('11/23/2026');
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it('becomes the date field when focused, keeps the focus and answers a chosen date in yyyy-MM-dd', () => {
    const onChange = jest.fn();
    renderWithProviders(<Week onChange={onChange} />);
    const field = screen.getByLabelText('Week');
    act(() => field.focus());
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('type', 'date');
    expect(field).not.toHaveAttribute('readonly');
    expect(field).not.toHaveAttribute('inputmode');
    expect(field).toHaveValue('2026-11-23');
    fireEvent.change(field, { target: { value: '2026-12-09' } });
    expect(onChange).toHaveBeenCalledWith('2026-12-09');
    expect(screen.getByLabelText('Week')).toBe(field);
    // The board took the Wednesday as its week; the field keeps the date being typed until it is left.
    expect(field).toHaveValue('2026-12-09');
    act(() => field.blur());
    expect(field).toHaveValue('2026-12-07');
    expect(field).toHaveAttribute('type', 'date');
  });

  it('becomes the date field on a press, before the press reaches it', () => {
    renderWithProviders(<Week onChange={jest.fn()} />);
    const field = screen.getByLabelText('Week');
    fireEvent.pointerDown(field);
    expect(field).toHaveAttribute('type', 'date');
    expect(field).toHaveValue('2026-11-23');
  });
});
