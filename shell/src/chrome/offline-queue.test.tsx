import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from 'shared-kit';
import {
  changeQueue,
  clearQueue,
  enqueueWrite,
  queuedWrites,
  SAVED_ON_DEVICE,
} from 'shared-kit/offline-queue';
import { makeUser, renderWithProviders } from 'shared-kit/testing';
import { SHELL_CATALOGUES } from '../i18n';
import { Header } from './Header';
import { SignOutButton } from './offline-queue';

// Issue 43: what the shell shows of the changes a foreman saved offline, and the question before Sign Out deletes them.

const foreman = makeUser(['ForemanDashboard_View'], { employeeId: 42 });

const queueSave = (employeeId = 42, journal = 'Rebar tied.') =>
  enqueueWrite(employeeId, {
    timesheet: { timesheetId: 77, projectId: 10, date: '2026-03-02' },
    kind: 'save',
    body: { dailyJournal: journal, version: 3 },
    version: 3,
  });

afterEach(() => Promise.all([clearQueue(42), clearQueue(7)]));

describe('the header while changes wait on this device', () => {
  const renderHeader = () =>
    renderWithProviders(
      <Header
        user={foreman}
        title="Daily Timesheet"
        dev={false}
        liveSiteUrl="https://crewtime.example.com"
      />,
      { user: foreman, catalogues: SHELL_CATALOGUES },
    );

  it(`says "${SAVED_ON_DEVICE}" while a write of this user waits, and stops saying it once it is sent`, async () => {
    await queueSave();
    renderHeader();
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeInTheDocument();
    await act(() => clearQueue(42).then(() => undefined));
    await waitFor(() => expect(screen.queryByText(SAVED_ON_DEVICE)).not.toBeInTheDocument());
  });

  it('shows a write queued after the page opened (the area queues it: another copy of the library)', async () => {
    renderHeader();
    await screen.findByTestId('offline-queue-status');
    await act(() => queueSave().then(() => undefined));
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeInTheDocument();
  });

  it('says nothing of a write the api refused (its timesheet page shows why)', async () => {
    const write = await queueSave();
    await changeQueue(42, (writes) =>
      writes.map((queued) =>
        queued.key === write.key ? { ...queued, refused: { status: 409, data: null } } : queued,
      ),
    );
    renderHeader();
    await screen.findByTestId('offline-queue-status');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(SAVED_ON_DEVICE)).not.toBeInTheDocument();
  });

  it("says nothing of another employee's writes kept on this tablet", async () => {
    await queueSave(7);
    renderHeader();
    await screen.findByTestId('offline-queue-status');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(SAVED_ON_DEVICE)).not.toBeInTheDocument();
  });
});

describe('Sign Out with changes not yet sent', () => {
  const renderButton = () =>
    renderWithProviders(<SignOutButton />, {
      route: '/foreman',
      user: foreman,
      catalogues: SHELL_CATALOGUES,
    });

  it('signs out at once when nothing waits', async () => {
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(session.getState().isAuthenticated).toBe(false));
    expect(window.location.pathname).toBe('/login');
  });

  it('asks first, saying how many changes are not yet sent; Cancel keeps them and the session', async () => {
    await queueSave();
    await queueSave(42, 'Pump delivered.');
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with changes not yet sent?' });
    expect(dialog).toHaveTextContent(
      '2 changes saved on this device are not yet sent. Signing out deletes them from this device.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(session.getState().isAuthenticated).toBe(true);
    expect(await queuedWrites(42)).toHaveLength(2);
  });

  it('deletes them from this device when the user signs out anyway', async () => {
    await queueSave();
    await queueSave(7);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      '1 change saved on this device is not yet sent. Signing out deletes it from this device.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out and delete' }));
    await waitFor(() => expect(session.getState().isAuthenticated).toBe(false));
    expect(await queuedWrites(42)).toEqual([]);
    // Another employee's writes on this tablet are theirs.
    expect(await queuedWrites(7)).toHaveLength(1);
  });
});
