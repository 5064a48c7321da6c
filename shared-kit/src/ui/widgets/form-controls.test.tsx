import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kit/testing';
import { Options, Select } from './form-controls.tsx';

describe('Options', () => {
  it('lists one option per item with its value and label, disabling the ones it is told to', () => {
    const STATES = ['OPEN', 'CLOSED', 'COMPLETED'] as const;
    renderWithProviders(
      <Select aria-label="State" defaultValue="CLOSED">
        <Options
          items={STATES}
          value={(state) => state}
          label={(state) => state.charAt(0) + state.slice(1).toLowerCase()}
          disabled={(state) => state === 'COMPLETED'}
        />
      </Select>,
    );
    const options = screen.getAllByRole('option');
    expect(options.map((option) => [option.textContent, (option as HTMLOptionElement).value])).toEqual([
      ['Open', 'OPEN'],
      ['Closed', 'CLOSED'],
      ['Completed', 'COMPLETED'],
    ]);
    expect(screen.getByRole('option', { name: 'Completed' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Closed');
  });
});
