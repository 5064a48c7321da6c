import { render, screen, waitFor } from '@testing-library/react';
import { session } from 'shared-kit';
import { seedRouteTable } from 'shared-kit/testing';
import { ShellApp } from '../ShellApp';
import { authConfig, fakeAreas } from '../test-support';
import { PENDING_SIGN_IN_KEYS } from './authorize';
import { atHashOf, fakeJwt } from './jwt-fixtures';

const idToken = fakeJwt({
  iss: authConfig.issuer,
  aud: authConfig.clientId,
  nonce: 'nonce-1',
  at_hash: atHashOf('access-1'),
  exp: Math.floor(Date.now() / 1000) + 600,
});

function openCallback(state: string) {
  const fragment = new URLSearchParams({
    id_token: idToken,
    access_token: 'access-1',
    token_type: 'Bearer',
    state,
  });
  window.history.replaceState(null, '', `/auth-callback#${fragment.toString()}`);
  render(<ShellApp authConfig={authConfig} areas={fakeAreas()} routeTable={seedRouteTable()} />);
}

describe('/auth-callback (SHELL-03…06)', () => {
  let fetchSpy: jest.SpyInstance | null = null;
  beforeEach(() => {
    session.signOut();
    localStorage.clear();
    sessionStorage.setItem(PENDING_SIGN_IN_KEYS.state, 'state-1');
    sessionStorage.setItem(PENDING_SIGN_IN_KEYS.nonce, 'nonce-1');
    // GET /user after sign-in: never answers here, the page under test is the callback.
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    fetchSpy = null;
  });
  afterEach(() => fetchSpy?.mockRestore());

  it("shows 'Redirecting...', stores both tokens, clears the fragment and returns to the saved path", async () => {
    localStorage.setItem('route', '/foreman/timesheets?state=APPROVED');
    openCallback('state-1');
    expect(screen.getByText('Redirecting...')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/foreman/timesheets'));
    expect(window.location.search).toBe('?state=APPROVED');
    expect(window.location.hash).toBe('');
    expect(localStorage.getItem('id_token')).toBe(idToken);
    expect(localStorage.getItem('access_token')).toBe('access-1');
    expect(localStorage.getItem('route')).toBeNull();
    expect(session.getState().isAuthenticated).toBe(true);
  });

  it("goes to '/' when no path was saved", async () => {
    openCallback('state-1');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('rejects a state mismatch with a clear error and a link back to /login, storing nothing', async () => {
    openCallback('forged-state');
    expect(await screen.findByRole('heading', { name: 'Sign-in failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('state mismatch');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(window.location.hash).toBe('');
  });
});
