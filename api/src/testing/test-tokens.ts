import type { TestSigner } from 'shared-kit/id-token/attacks';
import {
  createLocalJWKSet,
  exportJWK,
  exportSPKI,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWTVerifyGetKey,
} from 'jose';

export const TEST_ISSUER = 'http://idp.test/oidc';
export const TEST_AUDIENCE = 'crewtime-portal';
const KEY_ID = 'test-key-1';

export interface TokenOptions {
  issuer?: string;
  audience?: string | string[];
  /** Seconds since the epoch; null leaves `exp` out. Default: 5 minutes from now. */
  expiresAt?: number | null;
  /** Sign with another key (a forged token). */
  signingKey?: CryptoKey;
  claims?: Record<string, unknown>;
}

export interface TestTokens {
  /** The public keys the api under test trusts. */
  keySet: JWTVerifyGetKey;
  /** An id token like the dev IdP's: sub and email = the address. */
  sign(email: string, options?: TokenOptions): Promise<string>;
  /** A key the api does not trust. */
  strangerKey: CryptoKey;
  /** The trusted key and names, for the shared attack list (shared-kit/id-token/attacks). */
  signer: TestSigner;
}

/** A test RSA key pair standing in for the identity provider's JWKS. */
export const createTestTokens = async (): Promise<TestTokens> => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  return {
    keySet: createLocalJWKSet({ keys: [jwk] }),
    strangerKey: stranger.privateKey,
    signer: {
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      kid: KEY_ID,
      privateKey,
      publicPem: await exportSPKI(publicKey),
    },
    async sign(email, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const jwt = new SignJWT({ email, name: email, ...options.claims })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .setIssuer(options.issuer ?? TEST_ISSUER)
        .setAudience(options.audience ?? TEST_AUDIENCE)
        .setSubject(email)
        .setIssuedAt(now);
      const expiresAt = options.expiresAt === undefined ? now + 300 : options.expiresAt;
      if (expiresAt !== null) jwt.setExpirationTime(expiresAt);
      return jwt.sign(options.signingKey ?? privateKey);
    },
  };
};
