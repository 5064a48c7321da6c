import type { JWTPayload, JWTVerifyOptions } from 'jose';

/**
 * The one id-token policy of the two hops that check a bearer token (the bff before it proxies, the api behind it):
 * DESIGN §4. Both verify with jose's `jwtVerify(token, theirKeySet, idTokenVerifyOptions(…))`, then
 * `checkIdTokenClaims`. Server-only: not a federated entry, no browser code imports it.
 */

/** Seconds of clock difference accepted between the IdP and us, for exp, nbf and iat alike. */
export const ID_TOKEN_CLOCK_TOLERANCE_SECONDS = 5;

/**
 * RS256 only (no `none`, no HMAC with the public key), issuer, audience = the portal's client id, `exp` and `iat` required (OIDC Core 2), and
 * the tolerance above. The key comes only from the configured JWKS by `kid`: callers pass a key set, never follow
 * `jku`, `x5u` or an embedded `jwk`. jose refuses any `crit` header it does not understand.
 */
export const idTokenVerifyOptions = (issuer: string, audience: string): JWTVerifyOptions => ({
  issuer,
  audience,
  algorithms: ['RS256'],
  requiredClaims: ['exp', 'iat'],
  clockTolerance: ID_TOKEN_CLOCK_TOLERANCE_SECONDS,
});

/**
 * What jwtVerify leaves to us: an `aud` array that also names another client (jose accepts it when ours is among
 * them), and an `iat` in the future (jose checks it only with maxTokenAge). Returns why the token is refused, or null.
 */
export function idTokenClaimProblem(payload: JWTPayload, audience: string, now = Date.now()): string | null {
  if (Array.isArray(payload.aud) && payload.aud.some((entry) => entry !== audience)) {
    return 'token names other audiences';
  }
  if (typeof payload.iat === 'number' && payload.iat > now / 1000 + ID_TOKEN_CLOCK_TOLERANCE_SECONDS)
    return 'token issued in the future';
  return null;
}
