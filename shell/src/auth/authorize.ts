import type { AuthConfig } from '../registry/config';
import { browser } from '../browser';
import { randomToken } from './jwt';

/** sessionStorage keys of the pending sign-in (the IdP returns to the same tab). */
export const PENDING_SIGN_IN_KEYS = { state: 'auth_state', nonce: 'auth_nonce' } as const;

export const callbackUrlOf = (config: AuthConfig, origin: string = window.location.origin): string =>
  config.redirectUri || `${origin}/auth-callback`;

/** The provider's authorize URL for the implicit flow (SHELL-02): response type from the settings, state and nonce. */
export function buildAuthorizeUrl(
  config: AuthConfig,
  request: { state: string; nonce: string; origin?: string },
): string {
  const url = new URL(config.authorizationEndpoint);
  url.searchParams.set('response_type', config.responseType);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', callbackUrlOf(config, request.origin));
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('state', request.state);
  url.searchParams.set('nonce', request.nonce);
  if (config.prompt) url.searchParams.set('prompt', config.prompt);
  return url.toString();
}

/** Remembers a fresh state and nonce for the callback and sends the browser to the provider's sign-in page. */
export function startSignIn(config: AuthConfig, redirect: (url: string) => void = browser.redirect): void {
  const state = randomToken();
  const nonce = randomToken();
  sessionStorage.setItem(PENDING_SIGN_IN_KEYS.state, state);
  sessionStorage.setItem(PENDING_SIGN_IN_KEYS.nonce, nonce);
  redirect(buildAuthorizeUrl(config, { state, nonce }));
}
