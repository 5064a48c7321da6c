import type { AuthConfig } from '../registry/config';
import { PENDING_SIGN_IN_KEYS } from './authorize';
import { accessTokenHash, decodeJwtPayload } from './jwt';

export type SignInResult =
  { ok: true; idToken: string; accessToken: string } | { ok: false; message: string };

/** Tolerance for the browser's clock against the provider's when checking exp. */
const CLOCK_SKEW_SECONDS = 60;

const fail = (message: string): SignInResult => ({ ok: false, message });

/**
 * Reads the tokens of the implicit flow from the URL fragment (SHELL-03) and checks that they answer this browser's
 * request: state (CSRF), nonce (replay), at_hash (the access token belongs to the id token), audience and issuer.
 * Always consumes the pending state and nonce.
 */
export async function completeSignIn(
  fragment: string,
  config: AuthConfig | null,
  now: Date = new Date(),
): Promise<SignInResult> {
  const expectedState = sessionStorage.getItem(PENDING_SIGN_IN_KEYS.state);
  const expectedNonce = sessionStorage.getItem(PENDING_SIGN_IN_KEYS.nonce);
  sessionStorage.removeItem(PENDING_SIGN_IN_KEYS.state);
  sessionStorage.removeItem(PENDING_SIGN_IN_KEYS.nonce);

  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const providerError = params.get('error');
  if (providerError) return fail(`Sign-in failed: ${params.get('error_description') || providerError}.`);
  if (!expectedState || params.get('state') !== expectedState) {
    return fail('This sign-in response does not match a sign-in started here (state mismatch).');
  }

  const responseTypes = (config?.responseType ?? 'id_token token').split(/\s+/);
  const idToken = params.get('id_token') ?? '';
  const accessToken = params.get('access_token') ?? '';
  if (responseTypes.includes('id_token') && !idToken)
    return fail('The sign-in response has no identity token.');
  if (responseTypes.includes('token') && !accessToken)
    return fail('The sign-in response has no access token.');

  if (idToken) {
    let claims;
    try {
      claims = decodeJwtPayload(idToken);
    } catch {
      return fail('The identity token could not be read.');
    }
    if (!expectedNonce || claims.nonce !== expectedNonce) {
      return fail('The identity token was not issued for this sign-in (nonce mismatch).');
    }
    if (config) {
      const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!audiences.includes(config.clientId))
        return fail('The identity token was issued for another application.');
      if (config.issuer && claims.iss !== config.issuer)
        return fail('The identity token comes from an unexpected issuer.');
    }
    if (typeof claims.exp === 'number' && claims.exp + CLOCK_SKEW_SECONDS < now.getTime() / 1000) {
      return fail('The identity token has expired.');
    }
    if (claims.at_hash !== undefined && accessToken) {
      let atHash: string;
      try {
        atHash = await accessTokenHash(accessToken);
      } catch {
        // The hash code loads on demand; the fragment is already gone, so say so rather than wait forever.
        return fail(
          'The sign-in could not be checked because part of the portal did not load. Sign in again.',
        );
      }
      if (claims.at_hash !== atHash)
        return fail('The access token does not belong to the identity token (at_hash mismatch).');
    }
  }
  return { ok: true, idToken, accessToken };
}
