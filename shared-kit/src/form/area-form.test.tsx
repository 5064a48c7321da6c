import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { ApiError } from 'shared-kit';
import { MASTER_DATA_MSG, projectFormSchema, type ProjectForm } from 'shared-kit/master-data';
import { renderWithProviders } from 'shared-kit/testing';
import { AreaForm } from './area-form.tsx';
import { CheckboxField, NumberField, SelectField, TextAreaField, TextField } from './fields.tsx';
import { KEEP_EDITING, RELOAD, STALE_WRITE, VERSION_MISSING } from './server-answer.tsx';
import { useAreaForm } from './use-area-form.ts';

/** A project as its inputs hold it: text, and a box for prevailing wage. */
interface ProjectValues {
  projectNumber: string;
  status: string;
  description: string;
  address: string;
  city: string;
  stateCode: string;
  zipCode: string;
  prevailingWage: boolean;
}

const SAVED: ProjectValues = {
  projectNumber: 'P-24 HOU 01',
  status: 'Active',
  description: 'Ship Channel Pump Station Retrofit',
  address: '1200 Clinton Dr',
  city: 'Houston',
  stateCode: 'tx',
  zipCode: '77020',
  prevailingWage: false,
};

function ProjectFormUnderTest({
  initial = SAVED,
  onValid,
  onReload,
}: {
  initial?: ProjectValues;
  onValid: (values: ProjectForm) => unknown;
  onReload?: () => Promise<ProjectValues>;
}) {
  const form = useAreaForm<ProjectValues, ProjectForm>(projectFormSchema, { defaultValues: initial });
  return (
    <AreaForm form={form} onValid={onValid} onReload={onReload} aria-label="Project">
      {/* Page order differs from the schema's on purpose: focus follows the page. */}
      <TextField name="city" label="City" />
      <TextField name="projectNumber" label="Project Number" hint="For example P-24 HOU 01" />
      <SelectField name="status" label="Status">
        <option value="">Choose</option>
        <option value="Active">Active</option>
        <option value="Inactive">Inactive</option>
      </SelectField>
      <TextAreaField name="description" label="Description" />
      <TextField name="address" label="Address" />
      <TextField name="stateCode" label="State" />
      <NumberField name="zipCode" label="Zip Code" />
      <CheckboxField name="prevailingWage" label="Prevailing wage" />
      <button type="submit">Save</button>
    </AreaForm>
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('AreaForm with useAreaForm (react-hook-form + zod/mini resolver)', () => {
  it('hands the schema’s output to onValid: zod/mini transforms run (the state code is upper-cased)', async () => {
    const onValid = jest.fn();
    renderWithProviders(<ProjectFormUnderTest onValid={onValid} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Prevailing wage' }));
    await save();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0][0]).toMatchObject({
      projectNumber: 'P24HOU01',
      stateCode: 'TX',
      prevailingWage: true,
      pmEmployeeId: 3,
    });
  });

  it('shows each message at its field, tied with aria-invalid and aria-describedby, and focuses the first invalid field in page order', async () => {
    const onValid = jest.fn();
    renderWithProviders(<ProjectFormUnderTest onValid={onValid} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Project Number' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'City' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Choose');
    await save();

    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription(MASTER_DATA_MSG.cityEmpty);
    const projectNumber = screen.getByRole('textbox', { name: 'Project Number' });
    expect(projectNumber).toHaveAccessibleDescription(
      `${MASTER_DATA_MSG.projectNumberEmpty} For example P-24 HOU 01`,
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription(
      MASTER_DATA_MSG.statusRequired,
    );
    // City comes first on the page although the schema lists the project number first.
    await waitFor(() => expect(city).toHaveFocus());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('re-checks after a refused attempt: fixing a field takes its message away at once', async () => {
    renderWithProviders(<ProjectFormUnderTest onValid={jest.fn()} />);
    const zip = screen.getByRole('spinbutton', { name: 'Zip Code' });
    await userEvent.clear(zip);
    await userEvent.type(zip, '770');
    await save();
    expect(zip).toHaveAccessibleDescription(MASTER_DATA_MSG.zipLength);
    await userEvent.type(zip, '20');
    await waitFor(() => expect(zip).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(MASTER_DATA_MSG.zipLength)).not.toBeInTheDocument();
  });

  it('puts the api’s 400 field messages at their fields and keeps every typed value', async () => {
    const onValid = jest.fn().mockRejectedValue(
      new ApiError(400, {
        message: 'city: City is not served',
        errors: [
          { path: 'city', message: 'City is not served' },
          { path: 'customerId', message: 'Customer not found' },
        ],
      }),
    );
    renderWithProviders(<ProjectFormUnderTest onValid={onValid} />);
    const city = screen.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Pasadena');
    await save();
    expect(await screen.findByText('City is not served')).toBeInTheDocument();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('City is not served');
    expect(city).toHaveValue('Pasadena');
  });

  it('shows a 409 that names a field (a duplicate) at that field, with no reload offer', async () => {
    const taken = 'A project with this number already exists';
    const onValid = jest
      .fn()
      .mockRejectedValue(new ApiError(409, { message: taken, errors: [{ path: 'city', message: taken }] }));
    renderWithProviders(<ProjectFormUnderTest onValid={onValid} />);
    const city = screen.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Pasadena');
    await save();
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveValue('Pasadena');
    expect(screen.queryByRole('button', { name: RELOAD })).not.toBeInTheDocument();
  });

  it(`offers a reload after a 409 and keeps what was typed; "${KEEP_EDITING}" goes on with it, "${RELOAD}" shows the saved copy`, async () => {
    const stale =
      'This project was changed by someone else since you opened it. Reload to see the latest version, then make your change again.';
    const onValid = jest.fn().mockRejectedValue(new ApiError(409, { message: stale }));
    const onReload = jest.fn(async () => ({ ...SAVED, city: 'Baytown' }));
    renderWithProviders(<ProjectFormUnderTest onValid={onValid} onReload={onReload} />);
    const city = screen.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Pasadena');
    await save();
    expect(await screen.findByText(stale)).toBeInTheDocument();
    expect(city).toHaveValue('Pasadena');

    await userEvent.click(screen.getByRole('button', { name: KEEP_EDITING }));
    expect(screen.queryByText(stale)).not.toBeInTheDocument();
    expect(city).toHaveValue('Pasadena');

    await save();
    await userEvent.click(await screen.findByRole('button', { name: RELOAD }));
    await waitFor(() => expect(city).toHaveValue('Baytown'));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(stale)).not.toBeInTheDocument();
  });

  it('says why a 428 (no version sent) was refused, with the same choice; a 409 without a message gets one', async () => {
    const onValid = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(428, { message: 'Send the version you loaded' }))
      .mockRejectedValueOnce(new ApiError(409, null));
    renderWithProviders(<ProjectFormUnderTest onValid={onValid} onReload={async () => SAVED} />);
    await save();
    expect(await screen.findByText(VERSION_MISSING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: RELOAD })).toBeInTheDocument();
    await save();
    expect(await screen.findByText(STALE_WRITE)).toBeInTheDocument();
    expect(screen.queryByText(VERSION_MISSING)).not.toBeInTheDocument();
  });

  it('submits once for a double click while the first save is under way', async () => {
    let finish: () => void = () => undefined;
    const onValid = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<ProjectFormUnderTest onValid={onValid} />);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    fireEvent.click(button);
    finish();
    await waitFor(() => expect(screen.getByRole('form', { name: 'Project' })).toBeInTheDocument());
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('reads a schema given as a function at every attempt', async () => {
    let strict = false;
    const loose = z.object({ note: z.string() });
    const needsNote = z.object({ note: z.string().check(z.minLength(1, 'Note cannot be empty')) });
    const onValid = jest.fn();
    function NoteForm() {
      const form = useAreaForm<{ note: string }>(() => (strict ? needsNote : loose), {
        defaultValues: { note: '' },
      });
      return (
        <AreaForm form={form} onValid={onValid}>
          <TextField name="note" label="Note" />
          <button type="submit">Save</button>
        </AreaForm>
      );
    }
    renderWithProviders(<NoteForm />);
    await save();
    expect(onValid).toHaveBeenCalledTimes(1);
    strict = true;
    await save();
    expect(await screen.findByText('Note cannot be empty')).toBeInTheDocument();
    expect(onValid).toHaveBeenCalledTimes(1);
  });
});
