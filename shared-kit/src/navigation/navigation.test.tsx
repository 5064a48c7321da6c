import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateTo, openPrintView } from './index.ts';
import { BrowserRouter } from './router.ts';
import { useStillHere } from './still-here.ts';
import { AppLink } from './AppLink.tsx';

describe('navigation across areas', () => {
  it('pushes the path and fires popstate so every router follows', () => {
    const heard: string[] = [];
    const listener = () => heard.push(window.location.pathname);
    window.addEventListener('popstate', listener);
    const length = window.history.length;
    navigateTo('/approver/projects?page=2');
    window.removeEventListener('popstate', listener);
    expect(window.location.pathname + window.location.search).toBe('/approver/projects?page=2');
    expect(window.history.length).toBe(length + 1);
    expect(heard).toEqual(['/approver/projects']);
  });

  it('replaces the entry when asked', () => {
    navigateTo('/foreman');
    const length = window.history.length;
    navigateTo('/foreman/timesheets', { replace: true });
    expect(window.location.pathname).toBe('/foreman/timesheets');
    expect(window.history.length).toBe(length);
  });

  it('opens print views in a new tab with noopener', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    openPrintView('/reports/timesheets/report?timesheetId=4');
    expect(open).toHaveBeenCalledWith(
      '/reports/timesheets/report?timesheetId=4',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('AppLink navigates in-app on a plain click and leaves ctrl-click to the browser', async () => {
    navigateTo('/');
    render(<AppLink href="/payroll">Payroll Dashboard</AppLink>);
    await userEvent.click(screen.getByRole('link', { name: 'Payroll Dashboard' }));
    expect(window.location.pathname).toBe('/payroll');
  });
});

describe('useStillHere', () => {
  it('is true while the page is the one the screen rendered, false once the user has moved on', () => {
    window.history.replaceState(null, '', '/approver/projects/new');
    let stillHere: () => boolean = () => false;
    function Screen() {
      stillHere = useStillHere();
      return null;
    }
    render(
      <BrowserRouter>
        <Screen />
      </BrowserRouter>,
    );
    expect(stillHere()).toBe(true);
    window.history.replaceState(null, '', '/approver/projects/new?tab=details');
    expect(stillHere()).toBe(true);
    window.history.pushState(null, '', '/approver/employees');
    expect(stillHere()).toBe(false);
  });
});
