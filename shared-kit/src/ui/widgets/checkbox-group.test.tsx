import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kit/testing';
import { CheckboxGroup, type CheckboxOption } from './checkbox-group.tsx';

const PERMISSIONS: ReadonlyArray<CheckboxOption> = [
  { value: 'CreateTimesheet', label: 'CreateTimesheet', description: 'Start a blank timesheet' },
  {
    value: 'ApproveTimesheet',
    label: 'ApproveTimesheet',
    description: 'Approve or reject submitted timesheets',
  },
  { value: 'ExportPayroll', label: 'ExportPayroll' },
];

function Harness({
  initial = [] as string[],
  error,
  ...layout
}: {
  initial?: string[];
  error?: string;
  descriptions?: 'beside' | 'tooltip';
  order?: 'options' | 'checking';
}) {
  const [granted, setGranted] = useState(initial);
  return (
    <>
      <CheckboxGroup
        legend="Permissions"
        name="permissions"
        options={PERMISSIONS}
        value={granted}
        onChange={setGranted}
        error={error}
        {...layout}
      />
      <output aria-label="Granted">{granted.join(',') || 'none'}</output>
    </>
  );
}

describe('CheckboxGroup', () => {
  it('is a group named by its legend, each checkbox named by its option and described by its meaning', () => {
    renderWithProviders(<Harness initial={['ApproveTimesheet']} />);
    const group = screen.getByRole('group', { name: 'Permissions' });
    const approve = screen.getByRole('checkbox', { name: 'ApproveTimesheet' });
    expect(group).toContainElement(approve);
    expect(approve).toBeChecked();
    expect(approve).toHaveAccessibleDescription('Approve or reject submitted timesheets');
    expect(screen.getByRole('checkbox', { name: 'CreateTimesheet' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'ExportPayroll' })).not.toHaveAccessibleDescription();
  });

  it('gives the checked values in the order of the options', async () => {
    renderWithProviders(<Harness initial={['ExportPayroll']} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'CreateTimesheet' }));
    expect(screen.getByRole('status', { name: 'Granted' })).toHaveTextContent(
      'CreateTimesheet,ExportPayroll',
    );
    await user.click(screen.getByText('Approve or reject submitted timesheets'));
    // The description is not the label: clicking it toggles nothing.
    expect(screen.getByRole('status', { name: 'Granted' })).toHaveTextContent(
      'CreateTimesheet,ExportPayroll',
    );
    await user.click(screen.getByText('ApproveTimesheet'));
    await user.click(screen.getByRole('checkbox', { name: 'ExportPayroll' }));
    expect(screen.getByRole('status', { name: 'Granted' })).toHaveTextContent(
      'CreateTimesheet,ApproveTimesheet',
    );
  });

  it('describes the group by its validation message', () => {
    renderWithProviders(<Harness error="Choose at least one permission" />);
    expect(screen.getByRole('group', { name: 'Permissions' })).toHaveAccessibleDescription(
      'Choose at least one permission',
    );
  });

  it('can keep the order the values were checked in, a newly checked one last', async () => {
    renderWithProviders(<Harness initial={['ExportPayroll']} order="checking" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'CreateTimesheet' }));
    expect(screen.getByRole('status', { name: 'Granted' })).toHaveTextContent(
      'ExportPayroll,CreateTimesheet',
    );
    await user.click(screen.getByRole('checkbox', { name: 'ExportPayroll' }));
    await user.click(screen.getByRole('checkbox', { name: 'ExportPayroll' }));
    expect(screen.getByRole('status', { name: 'Granted' })).toHaveTextContent(
      'CreateTimesheet,ExportPayroll',
    );
  });

  it("can show the descriptions as tooltips, still read as each checkbox's description", () => {
    renderWithProviders(<Harness descriptions="tooltip" />);
    const tooltips = screen.getAllByRole('tooltip', { hidden: true });
    expect(tooltips.map((tooltip) => tooltip.textContent)).toEqual([
      'Start a blank timesheet',
      'Approve or reject submitted timesheets',
    ]);
    expect(screen.getByRole('checkbox', { name: 'ApproveTimesheet' })).toHaveAccessibleDescription(
      'Approve or reject submitted timesheets',
    );
  });
});
