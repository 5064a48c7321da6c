import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handleLinkClick } from 'shared-kit';
import { UNSAVED_CHANGES } from 'shared-kit/form';
import { makeUser, mockApi, renderWithProviders } from 'shared-kit/testing';
import { AreaRoutes } from '../routes';
import { JOB_CLASSES, timesheetDetail } from './test-data';

const foreman = makeUser(['Timesheets_View', 'Timesheets_UpdateOpen'], { employeeId: 42 });

describe('Unsaved changes prompt (TS-DETAIL-24)', () => {
  let api: ReturnType<typeof mockApi>;
  let confirm: jest.SpyInstance;
  beforeEach(() => {
    confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    api = mockApi({
      'GET /timesheets/:id': () => timesheetDetail(),
      'GET /job-classes': () => JOB_CLASSES,
      'GET /employees': () => [],
      'GET /timesheets': () => [],
    });
  });
  afterEach(() => {
    api.restore();
    confirm.mockRestore();
    window.localStorage.clear();
  });

  const renderPage = () =>
    renderWithProviders(
      <>
        {/* As the shell's side navigation: an in-app link through the history API. */}
        <a href="/foreman" onClick={handleLinkClick}>
          Foreman Dashboard
        </a>
        <AreaRoutes />
      </>,
      { route: '/foreman/projects/10/timesheets/77', user: foreman },
    );

  it('lets the user leave while nothing was changed', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Crew Timecard' });
    fireEvent.click(screen.getByRole('link', { name: 'Foreman Dashboard' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/foreman');
    expect(await screen.findByRole('heading', { level: 1, name: 'Foreman Dashboard' })).toBeInTheDocument();
    expect(fireEvent(window, new Event('beforeunload', { cancelable: true }))).toBe(true);
  });

  it(`asks "${UNSAVED_CHANGES}" on a link click once something changed; cancelling stays`, async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Daily journal text' }), ' More.');
    const link = screen.getByRole('link', { name: 'Foreman Dashboard' });
    // fireEvent returns false when the click was cancelled.
    expect(fireEvent.click(link)).toBe(false);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES);
    expect(window.location.pathname).toBe('/foreman/projects/10/timesheets/77');
    confirm.mockReturnValue(true);
    fireEvent.click(link);
    expect(window.location.pathname).toBe('/foreman');
    expect(await screen.findByRole('heading', { level: 1, name: 'Foreman Dashboard' })).toBeInTheDocument();
  });

  it('asks the browser before the tab is closed once something changed', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Daily journal text' }), ' More.');
    expect(fireEvent(window, new Event('beforeunload', { cancelable: true }))).toBe(false);
  });
});
