import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCESS_DENIED_TEXT,
  createRouteTable,
  SHELL_ROUTES,
  session,
  setLanguage,
  type AppRoute,
  type SignedInUser,
} from 'shared-kit';
import {
  catalogueProblems,
  makeUser,
  mockApi,
  mockResponse,
  seedRouteTable,
  seedTextProblems,
  type MockApi,
} from 'shared-kit/testing';
import { ShellApp } from '../ShellApp';
import { SIGN_IN_UNAVAILABLE } from '../auth/LoginPage';
import { createProfileLanguageSaver } from '../chrome/language-switch';
import { authConfig, fakeAreas, foreman } from '../test-support';
import { SHELL_CATALOGUES } from './index';
import { SHELL_SEED_TEXTS } from './seed-texts';

let server: MockApi;
const signIn = (user: SignedInUser, language: 'en' | 'es' | null = null, more = {}) => {
  server = mockApi({ 'GET /user': () => ({ ...user, language }), ...more });
  session.setTokens({ idToken: 'id-token', accessToken: 'access-token' });
};
const renderShell = (path: string, routeTable = seedRouteTable(), areas = fakeAreas()) => {
  window.history.replaceState(null, '', path);
  return render(<ShellApp authConfig={authConfig} areas={areas} routeTable={routeTable} />);
};

describe("the shell's catalogues", () => {
  it('have the same keys and ICU arguments in English and Spanish, and every message parses', async () => {
    expect(await catalogueProblems(SHELL_CATALOGUES)).toEqual([]);
  });

  it('keep the seed texts in English character for character', () => {
    expect(seedTextProblems(SHELL_CATALOGUES.en, SHELL_SEED_TEXTS)).toEqual([]);
    expect(SHELL_CATALOGUES.en['shell.accessDenied']).toBe(ACCESS_DENIED_TEXT);
    expect(SHELL_CATALOGUES.en['shell.signIn.providerDown']).toBe(SIGN_IN_UNAVAILABLE);
  });

  it("name the shell's own pages as SHELL_ROUTES does in English", () => {
    const titles = Object.fromEntries(SHELL_ROUTES.map((route) => [route.path, route.title]));
    expect(SHELL_CATALOGUES.en['shell.title.signIn']).toBe(titles['/login']);
    expect(SHELL_CATALOGUES.en['shell.title.home']).toBe(titles['/']);
    expect(SHELL_CATALOGUES.en['shell.title.underConstruction']).toBe(titles['/under-construction']);
  });
});

describe('the shell in Spanish', () => {
  beforeEach(() => {
    session.signOut();
    localStorage.clear();
    act(() => setLanguage('en'));
    localStorage.clear();
    server = mockApi({});
  });
  afterEach(() => server.restore());

  it('switches at once from the header, sets lang, remembers it on the device and saves it to the profile', async () => {
    signIn(foreman, null, { 'PUT /user/language': () => ({ ...foreman, language: 'es' }) });
    renderShell('/foreman');
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Frank Foreman');
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(languages).getByRole('button', { name: 'Español' }));

    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByText('Usuario:')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
    expect(localStorage.getItem('crewtime.language')).toBe('es');
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([
        expect.objectContaining({ path: '/user/language', body: { language: 'es' } }),
      ]),
    );
  });

  it("follows the profile's language after sign-in, over the device's", async () => {
    localStorage.setItem('crewtime.language', 'en');
    signIn(foreman, 'es');
    renderShell('/foreman/timesheets');
    expect(await screen.findByText('Usuario:')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it("keeps the device's language when the profile has none chosen", async () => {
    act(() => setLanguage('es'));
    signIn(foreman, null);
    renderShell('/foreman');
    expect(await screen.findByTestId('user-name')).toBeInTheDocument();
    expect(screen.getByText('Usuario:')).toBeInTheDocument();
  });

  it('keeps the choice on the device and says so when the profile cannot be saved', async () => {
    signIn(foreman, null, {
      'PUT /user/language': () => mockResponse(400, { message: 'language must be en or es' }),
    });
    renderShell('/foreman');
    await screen.findByTestId('user-name');
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo guardar el idioma en su perfil. Se queda en este dispositivo.',
    );
    expect(localStorage.getItem('crewtime.language')).toBe('es');
  });

  it('shows the sign-in page in the language chosen last on this device, and sends nothing to a profile', async () => {
    act(() => setLanguage('es'));
    renderShell('/login');
    expect(await screen.findByRole('button', { name: 'Entrar con Google' })).toBeInTheDocument();
    expect(document.title).toBe('Iniciar sesión · Crewtime');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('shows not-found and access denied in Spanish', async () => {
    act(() => setLanguage('es'));
    signIn(makeUser([], { firstName: 'Nora', lastName: 'None', roles: [] }));
    renderShell('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(document.title).toBe('Página no encontrada · Crewtime');
  });

  it('shows the unavailable panel of a broken area in Spanish', async () => {
    act(() => setLanguage('es'));
    signIn(foreman);
    renderShell(
      '/foreman',
      seedRouteTable(),
      fakeAreas({ 'mf-foreman': { status: 'error', error: new Error('remoteEntry.js 404') } }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Capataz no está disponible ahora' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("names navigation entries and titles as the areas declare them in Spanish, English where they don't", async () => {
    const routes: AppRoute[] = [
      ...SHELL_ROUTES,
      {
        path: '/foreman',
        owner: 'mf-foreman',
        permission: 'ForemanDashboard_View',
        title: 'Foreman Dashboard',
        titles: { es: 'Panel del capataz' },
        nav: { label: 'Foreman Dashboard', labels: { es: 'Panel del capataz' }, order: 10 },
      },
      {
        path: '/foreman/timesheets',
        owner: 'mf-foreman',
        permission: 'Timesheets_View',
        title: 'Timesheets',
        nav: { label: 'Timesheets', order: 40 },
      },
    ];
    act(() => setLanguage('es'));
    signIn(foreman);
    renderShell('/foreman', createRouteTable(routes));
    const navigation = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Panel del capataz', 'Timesheets']);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Panel del capataz');
    expect(document.title).toBe('Panel del capataz · Crewtime');
  });
});

describe("the profile's language, sent one at a time", () => {
  it('ends on the last choice even when an earlier answer is slow', async () => {
    const sent: string[] = [];
    let releaseFirst: () => void = () => undefined;
    const put = jest.fn((language: string) => {
      sent.push(language);
      return sent.length === 1 ? new Promise<void>((resolve) => (releaseFirst = resolve)) : Promise.resolve();
    });
    const saver = createProfileLanguageSaver(put, jest.fn());
    const first = saver.save('es');
    void saver.save('en');
    void saver.save('es');
    void saver.save('en');
    releaseFirst();
    await first;
    expect(sent).toEqual(['es', 'en']);
  });

  it('sends a double click once', async () => {
    const put = jest.fn(() => Promise.resolve());
    const saver = createProfileLanguageSaver(put, jest.fn());
    await Promise.all([saver.save('es'), saver.save('es')]);
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('sends a language again once the earlier sending is over (the profile may have changed elsewhere)', async () => {
    const put = jest.fn(() => Promise.resolve());
    const saver = createProfileLanguageSaver(put, jest.fn());
    await saver.save('es');
    await saver.save('es');
    expect(put).toHaveBeenCalledTimes(2);
  });

  it('reports a failure once and drops what was pending', async () => {
    const onFailure = jest.fn();
    const saver = createProfileLanguageSaver(() => Promise.reject(new Error('offline')), onFailure);
    await saver.save('es');
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
