import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifeCycles } from 'single-spa';
import { ThemeProvider } from 'styled-components';
import {
  Link,
  Route,
  Routes,
  createAreaLifecycles,
  navigateTo,
  session,
  theme,
  type RemoteName,
} from 'shared-kit';
import { AreaForm, TextField, UNSAVED_CHANGES, useAreaForm, useUnsavedChangesPrompt } from 'shared-kit/form';
import { makeUser, seedRouteTable } from 'shared-kit/testing';
import * as z from 'zod/mini';
import { SideNav } from '../chrome/SideNav';
import { RouteTableProvider } from '../guards/route-table-context';
import { createRootConfig } from './root-config';
import { I18nProvider } from 'shared-kit/i18n';
import { SHELL_CATALOGUES } from '../i18n';

// The guard of shared-kit/form against the real single-spa (DESIGN §3): a cancelled navigation never reaches the
// area, so the form stays mounted with what was typed.

const SHEET = '/foreman/projects/10/timesheets/77';

function Journal() {
  const form = useAreaForm(z.object({ dailyJournal: z.string() }), {
    defaultValues: { dailyJournal: 'Poured footings.' },
  });
  useUnsavedChangesPrompt(form.formState.isDirty);
  return (
    <AreaForm form={form} onValid={() => undefined} aria-label="Daily timesheet">
      <TextField name="dailyJournal" label="Daily journal text" />
      <Link to="/foreman/timesheets">Timesheets</Link>
    </AreaForm>
  );
}

function ForemanArea() {
  return (
    <Routes>
      <Route path="/foreman/projects/:projectId/timesheets/:timesheetId" element={<Journal />} />
      <Route path="*" element={<p>Elsewhere in the foreman area</p>} />
    </Routes>
  );
}

const payroll: LifeCycles<{ domElement: HTMLElement }> = {
  bootstrap: async () => undefined,
  mount: async ({ domElement }) => {
    domElement.textContent = 'Payroll Dashboard here';
  },
  unmount: async ({ domElement }) => {
    domElement.textContent = '';
  },
};

describe('unsaved-changes guard under single-spa', () => {
  const host = document.createElement('div');
  const routeTable = seedRouteTable();
  const lifecycles: Partial<Record<RemoteName, LifeCycles>> = {
    'mf-foreman': createAreaLifecycles({ name: 'mf-foreman', App: ForemanArea }) as LifeCycles,
    'mf-payroll': payroll as LifeCycles,
  };
  const root = createRootConfig({
    routeTable,
    loadArea: async (name) => {
      const area = lifecycles[name];
      if (!area) throw new Error(`no area ${name}`);
      return area;
    },
    reloadArea: async () => undefined,
  });
  let confirm: jest.SpyInstance;
  const journal = () => screen.getByRole('textbox', { name: 'Daily journal text' });

  beforeAll(() => {
    document.body.appendChild(host);
    root.attachHost(host);
    session.setTokens({ idToken: 'id', accessToken: 'access' });
    session.setUser(
      makeUser([
        'ForemanDashboard_View',
        'Timesheets_View',
        'Timesheets_UpdateOpen',
        'PayrollDashboard_View',
      ]),
    );
    root.start();
  });

  beforeEach(async () => {
    // Leaves the last test's page (a yes), then types on a fresh timesheet.
    confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    navigateTo('/foreman');
    expect(await screen.findByText('Elsewhere in the foreman area')).toBeInTheDocument();
    navigateTo(SHEET);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Daily journal text' }), ' Rain at 10.');
    confirm.mockReset().mockReturnValue(false);
  });
  afterEach(() => confirm.mockRestore());

  /** Lets single-spa finish whatever reroute is under way. */
  const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

  it('keeps the page and the typed value when the user stays after a navigateTo to another area', async () => {
    navigateTo('/payroll');
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES));
    await settle();
    expect(window.location.pathname).toBe(SHEET);
    expect(journal()).toHaveValue('Poured footings. Rain at 10.');
    expect(host.querySelector('[data-area="mf-payroll"]')).toBeEmptyDOMElement();
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('keeps the page when the user stays after the browser’s Back', async () => {
    act(() => window.history.back());
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES));
    await settle();
    expect(window.location.pathname).toBe(SHEET);
    expect(journal()).toHaveValue('Poured footings. Rain at 10.');
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('asks once on an area link and leaves on a yes', async () => {
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('link', { name: 'Timesheets' }));
    expect(await screen.findByText('Elsewhere in the foreman area')).toBeInTheDocument();
    await settle();
    expect(window.location.pathname).toBe('/foreman/timesheets');
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('leaves for another area on a yes, asked once', async () => {
    confirm.mockReturnValue(true);
    navigateTo('/payroll');
    await waitFor(() =>
      expect(host.querySelector('[data-area="mf-payroll"]')).toHaveTextContent('Payroll Dashboard here'),
    );
    expect(window.location.pathname).toBe('/payroll');
    expect(screen.queryByRole('textbox', { name: 'Daily journal text' })).not.toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('Sign Out stays signed in when the user stays, and signs out on a yes', async () => {
    const user = session.getState().user;
    if (!user) throw new Error('signed in above');
    render(
      <RouteTableProvider table={routeTable}>
        <ThemeProvider theme={theme}>
          <I18nProvider catalogues={SHELL_CATALOGUES}>
            <SideNav user={user} pathname={SHEET} />
          </I18nProvider>
        </ThemeProvider>
      </RouteTableProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES));
    await settle();
    expect(window.location.pathname).toBe(SHEET);
    expect(session.getState().isAuthenticated).toBe(true);
    expect(journal()).toHaveValue('Poured footings. Rain at 10.');

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(session.getState().isAuthenticated).toBe(false));
    expect(window.location.pathname).toBe('/login');
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
