import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kit/testing';
import { EnumOptions, Options, RemoveButton, Select } from './form-controls.tsx';

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

describe('EnumOptions', () => {
  it('lists each value of a fixed set as an option read by its label', () => {
    const LABEL = { OPEN: 'Open', IN_REVIEW: 'In Review' } as const;
    renderWithProviders(
      <Select aria-label="State">
        <EnumOptions items={['IN_REVIEW', 'OPEN'] as const} labels={LABEL} />
      </Select>,
    );
    expect(
      screen
        .getAllByRole('option')
        .map((option) => [option.textContent, (option as HTMLOptionElement).value]),
    ).toEqual([
      ['In Review', 'IN_REVIEW'],
      ['Open', 'OPEN'],
    ]);
  });
});

describe('RemoveButton', () => {
  it('reads "Remove" and names its row for screen readers', async () => {
    const onClick = jest.fn();
    renderWithProviders(<RemoveButton what="Garza, Luis" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Garza, Luis' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveTextContent(/^Remove Garza, Luis$/);
  });
});
