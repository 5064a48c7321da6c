import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from 'shared-kit';
import { clearQueue, enqueueWrite, queuedWrites } from 'shared-kit/offline-queue';
import { makeUser, renderWithProviders } from 'shared-kit/testing';
import { SHELL_CATALOGUES } from '../i18n';
import { SignOutButton } from './offline-queue';

// The warning's code could not be downloaded (offline, without the service worker): the browser's own question.
jest.mock('./sign-out-warning', () => {
  throw new Error('Loading chunk sign-out-warning failed');
});

const foreman = makeUser(['ForemanDashboard_View'], { employeeId: 42 });
const TEXT = '1 change saved on this device is not yet sent. Signing out deletes it from this device.';

describe('Sign Out when the warning cannot be downloaded', () => {
  let confirm: jest.SpyInstance;
  beforeEach(async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await enqueueWrite(42, {
      timesheet: { timesheetId: 77, projectId: 10, date: '2026-03-02' },
      kind: 'save',
      body: { dailyJournal: 'Rebar tied.', version: 3 },
      version: 3,
    });
  });
  afterEach(async () => {
    confirm.mockRestore();
    await clearQueue(42);
  });

  it('asks the same with the browser; Cancel keeps the change and the session', async () => {
    confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderWithProviders(<SignOutButton />, {
      route: '/foreman',
      user: foreman,
      catalogues: SHELL_CATALOGUES,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(TEXT));
    expect(session.getState().isAuthenticated).toBe(true);
    expect(await queuedWrites(42)).toHaveLength(1);
  });

  it('signs out and deletes the change on OK', async () => {
    confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<SignOutButton />, {
      route: '/foreman',
      user: foreman,
      catalogues: SHELL_CATALOGUES,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(session.getState().isAuthenticated).toBe(false));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(await queuedWrites(42)).toEqual([]);
  });
});
