import { screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { renderWithProviders } from 'shared-kit/testing';
import { AreaForm } from './area-form.tsx';
import { NO, ReadEditField, YES, type DetailMode } from './read-edit-field.tsx';
import { useAreaForm } from './use-area-form.ts';

const STATUSES = [
  { value: 'Active', label: 'Active' },
  { value: 'Inactive', label: 'Inactive (hidden from pickers)' },
];

function Project({ mode }: { mode: DetailMode }) {
  const form = useAreaForm(z.object({ status: z.string(), prevailingWage: z.boolean(), rate: z.string() }), {
    defaultValues: { status: 'Inactive', prevailingWage: true, rate: '42.5' },
  });
  return (
    <AreaForm form={form} onValid={jest.fn()}>
      <ReadEditField mode={mode} name="status" label="Status" kind="select" options={STATUSES} />
      <ReadEditField mode={mode} name="prevailingWage" label="Prevailing Wage" kind="checkbox" />
      <ReadEditField
        mode={mode}
        name="rate"
        label="Rate"
        kind="number"
        format={(value) => `$${String(value)}`}
      />
    </AreaForm>
  );
}

describe('ReadEditField', () => {
  it('reads a select by its option’s label, a checkbox as Yes/No, and a value through `format`', () => {
    renderWithProviders(<Project mode="read" />);
    expect(screen.getByRole('group', { name: 'Status' })).toHaveTextContent('Inactive (hidden from pickers)');
    expect(screen.getByRole('group', { name: 'Prevailing Wage' })).toHaveTextContent(YES);
    expect(screen.getByRole('group', { name: 'Prevailing Wage' })).not.toHaveTextContent(NO);
    expect(screen.getByRole('group', { name: 'Rate' })).toHaveTextContent('$42.5');
  });

  it('edits each kind with its labelled control', () => {
    renderWithProviders(<Project mode="edit" />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Inactive');
    expect(screen.getByRole('checkbox', { name: 'Prevailing Wage' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Rate' })).toHaveValue(42.5);
  });
});
