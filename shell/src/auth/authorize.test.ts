import { authConfig } from '../test-support';
import { PENDING_SIGN_IN_KEYS, buildAuthorizeUrl, startSignIn } from './authorize';

describe('sign-in request (SHELL-02)', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends response_type, client_id, redirect_uri, scope, state, nonce and prompt to the authorize endpoint', () => {
    const url = new URL(buildAuthorizeUrl(authConfig, { state: 'the-state', nonce: 'the-nonce' }));
    expect(url.origin + url.pathname).toBe('http://localhost:4100/oidc/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'id_token token',
      client_id: 'crewtime-portal',
      redirect_uri: 'http://localhost:8080/auth-callback',
      scope: 'openid email profile',
      state: 'the-state',
      nonce: 'the-nonce',
      prompt: 'login',
    });
  });

  it('uses the configured response type (e.g. token for Cognito) and this origin when no redirect URI is set', () => {
    const url = new URL(
      buildAuthorizeUrl(
        { ...authConfig, responseType: 'token', redirectUri: null, prompt: null },
        { state: 's', nonce: 'n', origin: 'https://dev.crewtime.example' },
      ),
    );
    expect(url.searchParams.get('response_type')).toBe('token');
    expect(url.searchParams.get('redirect_uri')).toBe('https://dev.crewtime.example/auth-callback');
    expect(url.searchParams.has('prompt')).toBe(false);
  });

  it('keeps a fresh random state and nonce in sessionStorage and redirects with them', () => {
    const redirect = jest.fn();
    startSignIn(authConfig, redirect);
    startSignIn(authConfig, redirect);
    const [first, second] = redirect.mock.calls.map(([href]: [string]) => new URL(href).searchParams);
    expect(first?.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first?.get('state')).not.toBe(second?.get('state'));
    expect(first?.get('nonce')).not.toBe(first?.get('state'));
    expect(sessionStorage.getItem(PENDING_SIGN_IN_KEYS.state)).toBe(second?.get('state'));
    expect(sessionStorage.getItem(PENDING_SIGN_IN_KEYS.nonce)).toBe(second?.get('nonce'));
  });
});
