import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError, Link, Route, Routes, queryClient, useLocation, useParams } from 'shared-kit';
import { renderWithProviders } from 'shared-kit/testing';
import { DetailPage, DETAIL_BUTTON } from './detail-page.tsx';
import { ReadEditField } from './read-edit-field.tsx';
import { RECORD_GONE, RELOAD, RELOAD_FAILED } from './server-answer.tsx';
import { recordResource, useRecordDetail, useRecordQuery } from './record-detail.ts';

/** A role as an in-memory api keeps it: each write bumps the version, as the real one does. */
interface Role {
  roleId: number;
  name: string;
  version: number;
}

const roleFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Role Name cannot be empty')),
});

const api = {
  get: jest.fn<Promise<Role>, [number]>(),
  create: jest.fn<Promise<Role>, [{ name: string }]>(),
  update: jest.fn<Promise<Role>, [Role, { name: string }]>(),
  remove: jest.fn<Promise<void>, [Role]>(),
};

const ROLE = recordResource({
  query: (roleId: number) =>
    queryOptions({ queryKey: ['roles', 'detail', roleId] as const, queryFn: () => api.get(roleId) }),
  idOf: (role) => role.roleId,
  valuesOf: (role) => ({ name: role?.name ?? '' }),
  schema: roleFormSchema,
  create: (form) => api.create(form),
  update: (role, form) => api.update(role, form),
  remove: (role) => api.remove(role),
  stale: () => [['roles', 'list']],
  listPath: '/admin/roles',
  afterSave: 'record',
  toasts: {
    created: 'New role successfully saved',
    createFailed: 'Problem saving new role',
    updated: 'Role updated successfully',
    updateFailed: 'Problem updating role',
    deleted: 'Role deleted',
    deleteFailed: 'Problem deleting role',
    loadFailed: 'Cannot find role data',
  },
});

/** The same record on a screen whose saves go back to the list (U-48: a role, a standalone correction). */
const LISTED_ROLE = recordResource({ ...ROLE, afterSave: 'list' });

function RoleDetail({ role, resource }: { role?: Role; resource: typeof ROLE }) {
  return (
    <DetailPage title="Role" {...useRecordDetail(resource, role)} deleteQuestion={`Delete ${role?.name}?`}>
      <ReadEditField name="name" label="Role Name" />
    </DetailPage>
  );
}

function RolePage({ resource }: { resource: typeof ROLE }) {
  const { record, ready } = useRecordQuery(resource, useParams().roleId);
  return ready ? <RoleDetail role={record} resource={resource} /> : <p>Loading role</p>;
}

/** The list; its row opens role 4 carrying the list as it was left, as DataTable's row links do. */
function RoleList() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p>Role list{search && ` ${search}`}</p>
      <Link to="/admin/roles/4" state={{ listUrl: `${pathname}${search}` }}>
        Approver
      </Link>
    </>
  );
}

const routes = (resource: typeof ROLE) => (
  <Routes>
    <Route path="/admin/roles" element={<RoleList />} />
    <Route path="/admin/roles/new" element={<RolePage resource={resource} />} />
    <Route path="/admin/roles/:roleId" element={<RolePage resource={resource} />} />
  </Routes>
);

const renderAt = (route: string, resource = ROLE) => renderWithProviders(routes(resource), { route });

/** Role 4 opened from a row of the list at `listUrl`. */
const openFromList = async (listUrl: string, resource = ROLE) => {
  renderWithProviders(routes(resource), { route: listUrl });
  await userEvent.click(screen.getByRole('link', { name: 'Approver' }));
};

const nameInput = () => screen.getByRole('textbox', { name: 'Role Name' });
const readName = () => screen.getByRole('group', { name: 'Role Name' });
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const stale = new ApiError(409, { message: 'This role was changed by someone else since you opened it.' });

describe('useRecordQuery and useRecordDetail', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    api.get.mockResolvedValue({ roleId: 4, name: 'Approver', version: 2 });
  });

  it('creates a new record with its toast, and the saved record replaces the new one in the history', async () => {
    api.create.mockResolvedValue({ roleId: 9, name: 'Auditor', version: 1 });
    window.history.pushState(null, '', '/admin/roles');
    renderAt('/admin/roles/new');
    const historyLength = window.history.length;
    expect(api.get).not.toHaveBeenCalled();
    await userEvent.type(nameInput(), 'Auditor');
    await click(DETAIL_BUTTON.save);
    expect(await screen.findByText('New role successfully saved')).toBeInTheDocument();
    expect(api.create).toHaveBeenCalledWith({ name: 'Auditor' });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/roles/9'));
    expect(window.history.length).toBe(historyLength);
    // The write's answer is the record: shown read-only at once, without reading it again.
    expect(readName()).toHaveTextContent('Auditor');
    expect(api.get).not.toHaveBeenCalled();
  });

  describe("afterSave 'list' (U-48: a role, a standalone correction)", () => {
    it('a new record saved goes back to the list, in place of the new form in the history', async () => {
      api.create.mockResolvedValue({ roleId: 9, name: 'Auditor', version: 1 });
      window.history.pushState(null, '', '/admin/roles');
      renderAt('/admin/roles/new', LISTED_ROLE);
      const historyLength = window.history.length;
      await userEvent.type(nameInput(), 'Auditor');
      await click(DETAIL_BUTTON.save);
      expect(await screen.findByText('New role successfully saved')).toBeInTheDocument();
      await waitFor(() => expect(window.location.pathname).toBe('/admin/roles'));
      expect(await screen.findByText('Role list')).toBeInTheDocument();
      expect(window.history.length).toBe(historyLength);
      // Cached from the write's answer: opened from the list, it shows at once.
      expect(queryClient.getQueryData(['roles', 'detail', 9])).toEqual({
        roleId: 9,
        name: 'Auditor',
        version: 1,
      });
    });

    it('an update saved goes back to the list, as the list was left (its search, sort and page)', async () => {
      api.update.mockResolvedValue({ roleId: 4, name: 'Senior Approver', version: 3 });
      await openFromList('/admin/roles?search=appr&page=2', LISTED_ROLE);
      await screen.findByRole('group', { name: 'Role Name' });
      await click(DETAIL_BUTTON.edit);
      await userEvent.type(nameInput(), '{Home}Senior ');
      await click(DETAIL_BUTTON.save);
      expect(await screen.findByText('Role updated successfully')).toBeInTheDocument();
      expect(await screen.findByText('Role list ?search=appr&page=2')).toBeInTheDocument();
      expect(window.location.pathname).toBe('/admin/roles');
    });

    it('what was typed while an update saved is not thrown away: the page stays with it unsaved', async () => {
      let answer: (role: Role) => void = () => undefined;
      api.update.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      renderAt('/admin/roles/4', LISTED_ROLE);
      await screen.findByRole('group', { name: 'Role Name' });
      await click(DETAIL_BUTTON.edit);
      await userEvent.type(nameInput(), ' 2');
      await click(DETAIL_BUTTON.save);
      await userEvent.type(nameInput(), '3');
      await act(async () => answer({ roleId: 4, name: 'Approver 2', version: 3 }));
      expect(await screen.findByText('Role updated successfully')).toBeInTheDocument();
      expect(window.location.pathname).toBe('/admin/roles/4');
      expect(nameInput()).toHaveValue('Approver 23');
    });
  });

  it('a user who left the page while a new record saved is not brought back to it', async () => {
    let answer: (role: Role) => void = () => undefined;
    api.create.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt('/admin/roles/new');
    await userEvent.type(nameInput(), 'Auditor');
    await click(DETAIL_BUTTON.save);
    // The shell's navigation moves the page on (history.pushState) before the api answers.
    window.history.pushState(null, '', '/payroll');
    answer({ roleId: 9, name: 'Auditor', version: 1 });
    expect(await screen.findByText('New role successfully saved')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/payroll');
  });

  it("afterSave 'record': updates the record as read, caches the answer, refetches what the write made stale and stays on it", async () => {
    api.update.mockResolvedValue({ roleId: 4, name: 'Senior Approver', version: 3 });
    const invalidated = jest.spyOn(queryClient, 'invalidateQueries');
    renderAt('/admin/roles/4');
    expect(await screen.findByRole('group', { name: 'Role Name' })).toHaveTextContent('Approver');
    await click(DETAIL_BUTTON.edit);
    await userEvent.type(nameInput(), '{Home}Senior ');
    await click(DETAIL_BUTTON.save);
    expect(await screen.findByText('Role updated successfully')).toBeInTheDocument();
    expect(api.update).toHaveBeenCalledWith(
      { roleId: 4, name: 'Approver', version: 2 },
      { name: 'Senior Approver' },
    );
    expect(queryClient.getQueryData(['roles', 'detail', 4])).toEqual({
      roleId: 4,
      name: 'Senior Approver',
      version: 3,
    });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['roles', 'list'] });
    expect(readName()).toHaveTextContent('Senior Approver');
    expect(window.location.pathname).toBe('/admin/roles/4');
    invalidated.mockRestore();
  });

  it.each([
    ['record', ROLE],
    ['list', LISTED_ROLE],
  ])(
    "afterSave '%s': toasts a refused write with the server's reason and stays in edit mode with what was typed",
    async (_, resource) => {
      api.update.mockRejectedValue(new ApiError(400, { message: 'Role already exists' }));
      renderAt('/admin/roles/4', resource);
      await screen.findByRole('group', { name: 'Role Name' });
      await click(DETAIL_BUTTON.edit);
      await userEvent.type(nameInput(), ' 2');
      await click(DETAIL_BUTTON.save);
      expect(await screen.findByText('Problem updating role - Role already exists')).toBeInTheDocument();
      expect(nameInput()).toHaveValue('Approver 2');
      expect(window.location.pathname).toBe('/admin/roles/4');
    },
  );

  it('after a 409, Reload reads the record again and the next save sends its new version', async () => {
    api.update.mockRejectedValueOnce(stale).mockResolvedValueOnce({ roleId: 4, name: 'Lead', version: 6 });
    renderAt('/admin/roles/4');
    await screen.findByRole('group', { name: 'Role Name' });
    await click(DETAIL_BUTTON.edit);
    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), 'Lead');
    await click(DETAIL_BUTTON.save);
    expect(await screen.findByText(stale.message)).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Lead');

    api.get.mockResolvedValue({ roleId: 4, name: 'Approver (renamed)', version: 5 });
    await click(RELOAD);
    await waitFor(() => expect(nameInput()).toHaveValue('Approver (renamed)'));
    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), 'Lead');
    await click(DETAIL_BUTTON.save);
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(2));
    expect(api.update).toHaveBeenLastCalledWith(
      { roleId: 4, name: 'Approver (renamed)', version: 5 },
      { name: 'Lead' },
    );
  });

  /** Role 4 opened for editing, renamed to `name` and saved after someone else did: the 409 notice. */
  const renameRefusedAsStale = async (name: string) => {
    api.update.mockRejectedValueOnce(stale);
    renderAt('/admin/roles/4');
    await screen.findByRole('group', { name: 'Role Name' });
    await click(DETAIL_BUTTON.edit);
    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), name);
    await click(DETAIL_BUTTON.save);
    expect(await screen.findByText(stale.message)).toBeInTheDocument();
  };

  it('a Reload the api cannot answer keeps the page, the notice and what was typed, and says so', async () => {
    await renameRefusedAsStale('Lead');

    api.get.mockRejectedValueOnce(new ApiError(0, null));
    await click(RELOAD);
    // Said where a screen reader hears it: the line it replaces was already a live region.
    expect(await screen.findByText(RELOAD_FAILED)).toHaveAttribute('aria-live', 'polite');
    // Not sent back to the list with the load error's toast: the typing and the offer stay.
    expect(screen.queryByText('Role list')).not.toBeInTheDocument();
    expect(screen.queryByText(/Cannot find role data/)).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('Lead');

    api.get.mockResolvedValue({ roleId: 4, name: 'Approver (renamed)', version: 5 });
    await click(RELOAD);
    await waitFor(() => expect(nameInput()).toHaveValue('Approver (renamed)'));
    expect(screen.queryByText(RELOAD_FAILED)).not.toBeInTheDocument();
  });

  it('a record deleted meanwhile: Reload says it is gone and offers nothing to reload', async () => {
    await renameRefusedAsStale('Approver 2');

    api.get.mockRejectedValueOnce(new ApiError(404, { message: 'Role not found' }));
    await click(RELOAD);
    expect(await screen.findByText(RECORD_GONE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RELOAD })).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('Approver 2');
    expect(screen.queryByText('Role list')).not.toBeInTheDocument();
  });

  it('a refetch that fails while the record is on screen keeps the page and what was typed', async () => {
    renderAt('/admin/roles/4');
    await screen.findByRole('group', { name: 'Role Name' });
    await click(DETAIL_BUTTON.edit);
    await userEvent.type(nameInput(), ' 2');

    api.get.mockRejectedValue(new ApiError(503, { message: 'Service unavailable' }));
    queryClient.setQueryDefaults(['roles'], { retry: false });
    try {
      await act(() => queryClient.refetchQueries({ queryKey: ['roles', 'detail', 4] }));
      // The query's observers hear of the failure on the next tick.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    } finally {
      queryClient.setQueryDefaults(['roles'], {});
    }
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/Cannot find role data/)).not.toBeInTheDocument();
    expect(screen.queryByText('Role list')).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('Approver 2');
  });

  it('deletes after the question, with its toast, and returns to the list as it was left', async () => {
    api.remove.mockResolvedValue(undefined);
    await openFromList('/admin/roles?search=appr');
    await screen.findByRole('group', { name: 'Role Name' });
    await click(DETAIL_BUTTON.delete);
    const question = screen.getByRole('dialog');
    expect(question).toHaveTextContent('Delete Approver?');
    await userEvent.click(within(question).getByRole('button', { name: DETAIL_BUTTON.delete }));
    expect(await screen.findByText('Role deleted')).toBeInTheDocument();
    expect(api.remove).toHaveBeenCalledWith({ roleId: 4, name: 'Approver', version: 2 });
    expect(await screen.findByText('Role list ?search=appr')).toBeInTheDocument();
  });

  it("a record that fails to load: the seed's toast, then the list", async () => {
    api.get.mockRejectedValue(new ApiError(404, { message: 'Role not found' }));
    renderAt('/admin/roles/404');
    expect(await screen.findByText('Cannot find role data - Role not found')).toBeInTheDocument();
    expect(await screen.findByText('Role list')).toBeInTheDocument();
  });
});
