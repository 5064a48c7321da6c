import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, Link, Route, Routes } from 'shared-kit';
import { MASTER_DATA_MSG, customerFormSchema, type CustomerForm } from 'shared-kit/master-data';
import { renderWithProviders } from 'shared-kit/testing';
import { DetailPage, DETAIL_BUTTON } from './detail-page.tsx';
import { EMPTY_VALUE, ReadEditField } from './read-edit-field.tsx';
import { DATA_ERRORS_TITLE } from './data-errors.tsx';
import { UNSAVED_CHANGES } from 'shared-kit/unsaved-changes';
import { useAreaForm } from './use-area-form.ts';

interface CustomerValues {
  customerExternalId: string;
  customerName: string;
  note: string;
}

const SAVED: CustomerValues = { customerExternalId: 'C-1042', customerName: 'Gulf Coast Marine', note: '' };

function CustomerDetail({
  saved = SAVED,
  onSave,
  onDelete,
  isNew = false,
}: {
  saved?: CustomerValues;
  onSave: (values: CustomerForm) => Promise<unknown>;
  onDelete?: () => Promise<unknown>;
  isNew?: boolean;
}) {
  const form = useAreaForm<CustomerValues, CustomerForm>(customerFormSchema, { defaultValues: saved });
  return (
    <DetailPage
      title="Customer"
      form={form}
      savedValues={saved}
      onSave={onSave}
      backTo="/approver/customers"
      isNew={isNew}
      onDelete={onDelete}
      deleteQuestion={<p>Delete the customer {saved.customerName}?</p>}
    >
      <ReadEditField name="customerExternalId" label="Acumatica ID" />
      <ReadEditField name="customerName" label="Customer Name" />
      <ReadEditField name="note" label="Note" kind="textarea" />
    </DetailPage>
  );
}

const ROUTE = '/approver/customers/7';
const button = (name: string) => screen.getByRole('button', { name });
const nameInput = () => screen.getByRole('textbox', { name: 'Customer Name' });

describe('DetailPage with ReadEditField', () => {
  let confirm: jest.SpyInstance;
  beforeEach(() => {
    confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  });
  afterEach(() => confirm.mockRestore());

  it('opens read-only: each value as text under its label, no inputs; Edit Data switches to edit mode (PROJECTS-12)', async () => {
    renderWithProviders(<CustomerDetail onSave={jest.fn()} />, { route: ROUTE });
    expect(screen.getByRole('heading', { level: 1, name: 'Customer' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Customer Name' })).toHaveTextContent('Gulf Coast Marine');
    expect(screen.getByRole('group', { name: 'Note' })).toHaveTextContent(EMPTY_VALUE);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DETAIL_BUTTON.save })).not.toBeInTheDocument();

    await userEvent.click(button(DETAIL_BUTTON.edit));
    expect(nameInput()).toHaveValue('Gulf Coast Marine');
    expect(screen.getByRole('textbox', { name: 'Acumatica ID' })).toHaveFocus();
    expect(button(DETAIL_BUTTON.save)).toBeInTheDocument();
    expect(button(DETAIL_BUTTON.cancel)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DETAIL_BUTTON.edit })).not.toBeInTheDocument();
  });

  it('switches to edit mode with a new Save button, so the browser never submits the clicked Edit Data', async () => {
    const onSave = jest.fn();
    renderWithProviders(<CustomerDetail onSave={onSave} />, { route: ROUTE });
    const editData = button(DETAIL_BUTTON.edit);
    await userEvent.click(editData);
    expect(editData).not.toBeInTheDocument();
    expect(button(DETAIL_BUTTON.save)).toHaveAttribute('type', 'submit');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Cancel reverts what was typed and returns to read mode, without asking (PROJECTS-13)', async () => {
    const onSave = jest.fn();
    renderWithProviders(<CustomerDetail onSave={onSave} />, { route: ROUTE });
    await userEvent.click(button(DETAIL_BUTTON.edit));
    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), 'Gulf Coast Marine LLC');
    await userEvent.click(button(DETAIL_BUTTON.cancel));
    expect(screen.getByRole('group', { name: 'Customer Name' })).toHaveTextContent('Gulf Coast Marine');
    expect(screen.getByRole('group', { name: 'Customer Name' })).not.toHaveTextContent('LLC');
    await userEvent.click(button(DETAIL_BUTTON.edit));
    expect(nameInput()).toHaveValue('Gulf Coast Marine');
    expect(onSave).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('Save writes once however fast it is clicked, is disabled meanwhile, and returns to read mode with what was saved', async () => {
    let finish: () => void = () => undefined;
    const onSave = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<CustomerDetail onSave={onSave} />, { route: ROUTE });
    await userEvent.click(button(DETAIL_BUTTON.edit));
    await userEvent.type(nameInput(), ' LLC');
    fireEvent.click(button(DETAIL_BUTTON.save));
    fireEvent.click(button(DETAIL_BUTTON.save));
    await waitFor(() => expect(button(DETAIL_BUTTON.save)).toBeDisabled());
    finish();
    expect(await screen.findByRole('group', { name: 'Customer Name' })).toHaveTextContent(
      'Gulf Coast Marine LLC',
    );
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ customerExternalId: 'C-1042', customerName: 'Gulf Coast Marine LLC' }),
    );
    // Saved: leaving no longer asks.
    expect(fireEvent(window, new Event('beforeunload', { cancelable: true }))).toBe(true);
  });

  it('keeps what was typed while the save was under way: still in edit mode, unsaved, and the next Save sends it', async () => {
    let finish: () => void = () => undefined;
    const onSave = jest
      .fn()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockResolvedValue(undefined);
    renderWithProviders(<CustomerDetail onSave={onSave} />, { route: ROUTE });
    await userEvent.click(button(DETAIL_BUTTON.edit));
    await userEvent.type(nameInput(), ' LLC');
    await userEvent.click(button(DETAIL_BUTTON.save));
    await userEvent.type(nameInput(), ' of Texas');
    finish();
    await waitFor(() => expect(button(DETAIL_BUTTON.save)).toBeEnabled());
    expect(nameInput()).toHaveValue('Gulf Coast Marine LLC of Texas');
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ customerName: 'Gulf Coast Marine LLC' }),
    );
    // Not saved yet: leaving asks.
    expect(fireEvent(window, new Event('beforeunload', { cancelable: true }))).toBe(false);

    await userEvent.click(button(DETAIL_BUTTON.save));
    expect(await screen.findByRole('group', { name: 'Customer Name' })).toHaveTextContent(
      'Gulf Coast Marine LLC of Texas',
    );
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ customerName: 'Gulf Coast Marine LLC of Texas' }),
    );
  });

  it('shows a refetched record in read mode, and keeps typed values in edit mode until Cancel', async () => {
    const names = ['Gulf Coast Marine Inc', 'Gulf Coast Marine Co'];
    /** The record as the query answers it; "Refetch" answers the next version. */
    function Refetching() {
      const [saved, setSaved] = useState(SAVED);
      const refetch = () => setSaved({ ...SAVED, customerName: names.shift() ?? '' });
      return (
        <>
          <button onClick={refetch}>Refetch</button>
          <CustomerDetail saved={saved} onSave={jest.fn()} />
        </>
      );
    }
    renderWithProviders(<Refetching />, { route: ROUTE });
    await userEvent.click(button('Refetch'));
    expect(screen.getByRole('group', { name: 'Customer Name' })).toHaveTextContent('Gulf Coast Marine Inc');

    await userEvent.click(button(DETAIL_BUTTON.edit));
    await userEvent.type(nameInput(), '.');
    await userEvent.click(button('Refetch'));
    expect(nameInput()).toHaveValue('Gulf Coast Marine Inc.');
    await userEvent.click(button(DETAIL_BUTTON.cancel));
    expect(screen.getByRole('group', { name: 'Customer Name' })).toHaveTextContent('Gulf Coast Marine Co');
  });

  it('keeps edit mode, the typed values and the Data Errors summary when Save is refused', async () => {
    const onSave = jest.fn().mockRejectedValue(
      new ApiError(400, {
        message: 'customerExternalId: Acumatica ID already used',
        errors: [{ path: 'customerExternalId', message: 'Acumatica ID already used' }],
      }),
    );
    renderWithProviders(<CustomerDetail onSave={onSave} />, { route: ROUTE });
    await userEvent.click(button(DETAIL_BUTTON.edit));
    await userEvent.clear(nameInput());
    await userEvent.click(button(DETAIL_BUTTON.save));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(DATA_ERRORS_TITLE)).toBeInTheDocument();
    expect(within(summary).getByText(MASTER_DATA_MSG.customerNameBlank)).toBeInTheDocument();
    expect(nameInput()).toHaveFocus();

    await userEvent.type(nameInput(), 'Gulf Coast Marine LLC');
    await userEvent.click(button(DETAIL_BUTTON.save));
    expect(await screen.findByText('Acumatica ID already used', { selector: 'li' })).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Gulf Coast Marine LLC');
    expect(screen.getByRole('textbox', { name: 'Acumatica ID' })).toHaveAccessibleDescription(
      'Acumatica ID already used',
    );
  });

  it(`Back asks "${UNSAVED_CHANGES}" while there are unsaved changes, and goes to the list on a yes`, async () => {
    renderWithProviders(<CustomerDetail onSave={jest.fn()} />, { route: ROUTE });
    await userEvent.click(button(DETAIL_BUTTON.edit));
    await userEvent.type(nameInput(), ' LLC');
    await userEvent.click(button(DETAIL_BUTTON.back));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES);
    expect(window.location.pathname).toBe(ROUTE);
    expect(nameInput()).toHaveValue('Gulf Coast Marine LLC');

    confirm.mockReturnValue(true);
    await userEvent.click(button(DETAIL_BUTTON.back));
    expect(window.location.pathname).toBe('/approver/customers');
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('Back returns to the list as it was left when the page was opened from it (search, sort, page)', async () => {
    const LIST = '/approver/customers?search=gulf&sort=-customerExternalId&page=2';
    renderWithProviders(
      <Routes>
        <Route
          path="/approver/customers"
          element={
            <Link to={ROUTE} state={{ listUrl: LIST }}>
              Gulf Coast Marine
            </Link>
          }
        />
        <Route path={ROUTE} element={<CustomerDetail onSave={jest.fn()} />} />
      </Routes>,
      { route: LIST },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Gulf Coast Marine' }));
    await userEvent.click(button(DETAIL_BUTTON.back));
    expect(`${window.location.pathname}${window.location.search}`).toBe(LIST);
  });

  it("Back ignores a list URL that is not this page's list", async () => {
    renderWithProviders(
      <Routes>
        <Route
          path="/approver/customers"
          element={
            <Link to={ROUTE} state={{ listUrl: '/approver/projects?page=2' }}>
              Gulf Coast Marine
            </Link>
          }
        />
        <Route path={ROUTE} element={<CustomerDetail onSave={jest.fn()} />} />
      </Routes>,
      { route: '/approver/customers' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Gulf Coast Marine' }));
    await userEvent.click(button(DETAIL_BUTTON.back));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/approver/customers');
  });

  it('Back in read mode goes to the list without asking', async () => {
    renderWithProviders(<CustomerDetail onSave={jest.fn()} />, { route: ROUTE });
    await userEvent.click(button(DETAIL_BUTTON.back));
    expect(window.location.pathname).toBe('/approver/customers');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('Delete asks first, naming the record; Cancel keeps it, and a yes deletes once', async () => {
    let finish: () => void = () => undefined;
    const onDelete = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<CustomerDetail onSave={jest.fn()} onDelete={onDelete} />, { route: ROUTE });
    await userEvent.click(button(DETAIL_BUTTON.delete));
    const question = screen.getByRole('dialog', { name: DETAIL_BUTTON.delete });
    expect(question).toHaveTextContent('Delete the customer Gulf Coast Marine?');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(button(DETAIL_BUTTON.delete));
    const confirmDelete = within(screen.getByRole('dialog')).getByRole('button', {
      name: DETAIL_BUTTON.delete,
    });
    await userEvent.click(confirmDelete);
    expect(confirmDelete).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('closes the question when the delete is refused, keeping the record on screen', async () => {
    const onDelete = jest
      .fn()
      .mockRejectedValue(new ApiError(409, { message: 'This customer still has projects' }));
    renderWithProviders(<CustomerDetail onSave={jest.fn()} onDelete={onDelete} />, { route: ROUTE });
    await userEvent.click(button(DETAIL_BUTTON.delete));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: DETAIL_BUTTON.delete }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Customer Name' })).toHaveTextContent('Gulf Coast Marine');
  });

  it('offers Delete only in read mode, on a saved record, when the screen can delete', async () => {
    const deleteButton = () => screen.queryByRole('button', { name: DETAIL_BUTTON.delete });
    const page = renderWithProviders(<CustomerDetail onSave={jest.fn()} onDelete={jest.fn()} />, {
      route: ROUTE,
    });
    expect(deleteButton()).toBeInTheDocument();
    await userEvent.click(button(DETAIL_BUTTON.edit));
    expect(deleteButton()).not.toBeInTheDocument();
    page.unmount();

    const withoutDelete = renderWithProviders(<CustomerDetail onSave={jest.fn()} />, { route: ROUTE });
    expect(deleteButton()).not.toBeInTheDocument();
    withoutDelete.unmount();

    const empty = { customerExternalId: '', customerName: '', note: '' };
    renderWithProviders(<CustomerDetail saved={empty} onSave={jest.fn()} onDelete={jest.fn()} isNew />);
    expect(deleteButton()).not.toBeInTheDocument();
  });

  it('opens a new record in edit mode; its Cancel goes back to the list', async () => {
    const empty = { customerExternalId: '', customerName: '', note: '' };
    renderWithProviders(<CustomerDetail saved={empty} onSave={jest.fn()} isNew />, {
      route: '/approver/customers/new_customer',
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Acumatica ID' }), 'C-2001');
    await userEvent.click(button(DETAIL_BUTTON.cancel));
    expect(window.location.pathname).toBe('/approver/customers');
    expect(confirm).not.toHaveBeenCalled();
  });
});
