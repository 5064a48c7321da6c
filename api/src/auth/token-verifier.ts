import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { idTokenClaimProblem, idTokenVerifyOptions } from 'shared-kit/id-token';

/**
 * Verifies the bearer id token again behind the bff (DESIGN §4) with the policy the bff applies too
 * (shared-kit/id-token): RS256 only, issuer, audience = client id and no one else, `exp` required, `nbf` and `iat`
 * not in the future, 5 s clock tolerance.
 */

export interface VerifiedIdentity {
  subject: string | null;
  /** The `email` claim; the employee is looked up by it. */
  email: string | null;
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedIdentity>;
}

/** The token is missing, malformed, forged, expired or for someone else: 401. */
export class TokenRejectedError extends Error {}

/** The key set cannot be fetched (identity provider down or misconfigured): 503, not the caller's fault. */
export class KeySetUnavailableError extends Error {}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** A ready key set (tests inject a local one). */
  keySet?: JWTVerifyGetKey;
  /** JWKS URL (OIDC_JWKS_URI); without it, `jwks_uri` from the issuer's discovery document. */
  jwksUri?: string;
  fetchTimeoutMs?: number;
}

const discoveryUrlOf = (issuer: string): string =>
  `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;

const discoverJwksUri = async (issuer: string, timeoutMs: number): Promise<string> => {
  let response: Response;
  try {
    response = await fetch(discoveryUrlOf(issuer), { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new KeySetUnavailableError(`cannot reach ${discoveryUrlOf(issuer)}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new KeySetUnavailableError(`${discoveryUrlOf(issuer)} answered ${response.status}`);
  const document = (await response.json()) as { jwks_uri?: unknown };
  if (typeof document.jwks_uri !== 'string')
    throw new KeySetUnavailableError('discovery document has no jwks_uri');
  return document.jwks_uri;
};

/** Errors about fetching keys, as opposed to errors about the token. */
const isKeySetFailure = (error: unknown): boolean =>
  !(error instanceof errors.JOSEError) ||
  error instanceof errors.JWKSTimeout ||
  error instanceof errors.JWKSInvalid ||
  error.code === 'ERR_JOSE_GENERIC';

export const createTokenVerifier = (options: TokenVerifierOptions): TokenVerifier => {
  const timeoutMs = options.fetchTimeoutMs ?? 5000;
  let keySet: Promise<JWTVerifyGetKey> | null = options.keySet ? Promise.resolve(options.keySet) : null;

  // Resolved on first use, not at start: the api may start before the identity provider does.
  const getKeySet = (): Promise<JWTVerifyGetKey> => {
    keySet ??= (async () => {
      const jwksUri = options.jwksUri ?? (await discoverJwksUri(options.issuer, timeoutMs));
      return createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: timeoutMs });
    })();
    // A failed discovery is retried by the next request rather than cached for the life of the process.
    keySet.catch(() => {
      keySet = null;
    });
    return keySet;
  };

  // jose checks the token's shape before asking for a key, so a malformed token is 401 even while keys are down.
  const keyFor: JWTVerifyGetKey = async (header, token) => (await getKeySet())(header, token);

  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(
          token,
          keyFor,
          idTokenVerifyOptions(options.issuer, options.audience),
        );
        const problem = idTokenClaimProblem(payload, options.audience);
        if (problem) throw new TokenRejectedError(problem);
        const email = typeof payload.email === 'string' && payload.email.trim() ? payload.email.trim() : null;
        return { subject: payload.sub ?? null, email };
      } catch (error) {
        if (error instanceof TokenRejectedError || error instanceof KeySetUnavailableError) throw error;
        if (isKeySetFailure(error)) throw new KeySetUnavailableError((error as Error).message);
        throw new TokenRejectedError((error as Error).message);
      }
    },
  };
};
