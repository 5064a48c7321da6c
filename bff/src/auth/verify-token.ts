import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { idTokenClaimProblem, idTokenVerifyOptions } from 'shared-kit/id-token';

/** The token is missing, malformed, forged, expired or not for us → 401. */
export class TokenRejected extends Error {}
/** The IdP's keys cannot be fetched, so no token can be checked right now → 503 (not a reason to sign out). */
export class KeysUnavailable extends Error {}

export interface TokenVerifierOptions {
  issuer: string;
  /** The portal's client id: the only audience accepted. */
  audience: string;
  /** Where the IdP publishes its keys (explicit setting or the discovery document's jwks_uri). */
  jwksUri: () => Promise<string>;
}

export interface TokenVerifier {
  verify(token: string): Promise<JWTPayload>;
}

/** Errors from the key set that are about the token (its kid/alg), not about reaching the IdP. */
function isTokenProblem(error: unknown): boolean {
  return (
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys ||
    error instanceof errors.JOSEAlgNotAllowed ||
    error instanceof errors.JOSENotSupported
  );
}

/**
 * Verifies bearer tokens the way the contract says: signature by a key of the IdP's JWKS (only by `kid` from the
 * configured key set: `jku`, `x5u` and embedded `jwk` headers are never followed), RS256 only, issuer, audience =
 * client id (an `aud` array naming anyone else is refused), `exp` required, `nbf` and `iat` not in the future: the
 * policy of shared-kit/id-token, which the api applies too.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  let keySet: ReturnType<typeof createRemoteJWKSet> | null = null;

  const getKey: JWTVerifyGetKey = async (header, token) => {
    try {
      keySet ??= createRemoteJWKSet(new URL(await options.jwksUri()), {
        timeoutDuration: 5000,
        cooldownDuration: 30_000,
      });
      return await keySet(header, token);
    } catch (error) {
      if (isTokenProblem(error)) throw error;
      throw new KeysUnavailable(
        `The identity provider's keys cannot be fetched: ${(error as Error).message}`,
        { cause: error },
      );
    }
  };

  return {
    async verify(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(
          token,
          getKey,
          idTokenVerifyOptions(options.issuer, options.audience),
        ));
      } catch (error) {
        if (error instanceof KeysUnavailable) throw error;
        throw new TokenRejected(error instanceof errors.JOSEError ? error.code : 'invalid token', {
          cause: error,
        });
      }
      const problem = idTokenClaimProblem(payload, options.audience);
      if (problem) throw new TokenRejected(problem);
      return payload;
    },
  };
}
