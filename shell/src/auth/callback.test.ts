import { authConfig } from '../test-support';
import { PENDING_SIGN_IN_KEYS } from './authorize';
import { completeSignIn } from './callback';
import { atHashOf, fakeJwt } from './jwt-fixtures';

const NOW = new Date('2026-11-18T12:00:00Z');
const claims = (overrides: Record<string, unknown> = {}) => ({
  iss: authConfig.issuer,
  aud: authConfig.clientId,
  sub: 'foreman@example.com',
  email: 'foreman@example.com',
  nonce: 'n-123',
  at_hash: atHashOf('access-abc'),
  exp: NOW.getTime() / 1000 + 600,
  ...overrides,
});
const fragment = (values: Record<string, string>) => `#${new URLSearchParams(values).toString()}`;

describe('the sign-in callback checks (SHELL-03, issue 2 part 6)', () => {
  beforeEach(() => {
    sessionStorage.setItem(PENDING_SIGN_IN_KEYS.state, 's-123');
    sessionStorage.setItem(PENDING_SIGN_IN_KEYS.nonce, 'n-123');
  });

  it('accepts tokens whose state, nonce and at_hash match, and consumes the pending state', async () => {
    const idToken = fakeJwt(claims());
    const result = await completeSignIn(
      fragment({
        id_token: idToken,
        access_token: 'access-abc',
        token_type: 'Bearer',
        expires_in: '600',
        state: 's-123',
      }),
      authConfig,
      NOW,
    );
    expect(result).toEqual({ ok: true, idToken, accessToken: 'access-abc' });
    expect(sessionStorage.getItem(PENDING_SIGN_IN_KEYS.state)).toBeNull();
    expect(sessionStorage.getItem(PENDING_SIGN_IN_KEYS.nonce)).toBeNull();
  });

  it('rejects a response whose state does not match the one sent', async () => {
    const result = await completeSignIn(
      fragment({ id_token: fakeJwt(claims()), access_token: 'access-abc', state: 'forged' }),
      authConfig,
      NOW,
    );
    expect(result).toEqual({ ok: false, message: expect.stringContaining('state mismatch') });
  });

  it('rejects a response when no sign-in was started in this tab', async () => {
    sessionStorage.clear();
    const result = await completeSignIn(
      fragment({ id_token: fakeJwt(claims()), access_token: 'access-abc', state: 's-123' }),
      authConfig,
      NOW,
    );
    expect(result.ok).toBe(false);
  });

  it('rejects an identity token with another nonce', async () => {
    const result = await completeSignIn(
      fragment({
        id_token: fakeJwt(claims({ nonce: 'replayed' })),
        access_token: 'access-abc',
        state: 's-123',
      }),
      authConfig,
      NOW,
    );
    expect(result).toEqual({ ok: false, message: expect.stringContaining('nonce mismatch') });
  });

  it('rejects an access token that does not belong to the identity token (at_hash)', async () => {
    const result = await completeSignIn(
      fragment({ id_token: fakeJwt(claims()), access_token: 'swapped-token', state: 's-123' }),
      authConfig,
      NOW,
    );
    expect(result).toEqual({ ok: false, message: expect.stringContaining('at_hash mismatch') });
  });

  it('fails with a message, instead of waiting forever, when the hash code cannot be loaded', async () => {
    jest.doMock('@noble/hashes/sha2.js', () => {
      throw new Error('Loading chunk 348 failed.');
    });
    try {
      const result = await completeSignIn(
        fragment({ id_token: fakeJwt(claims()), access_token: 'access-abc', state: 's-123' }),
        authConfig,
        NOW,
      );
      expect(result).toEqual({
        ok: false,
        message: 'The sign-in could not be checked because part of the portal did not load. Sign in again.',
      });
    } finally {
      jest.dontMock('@noble/hashes/sha2.js');
    }
  });

  it('rejects a token for another audience, from another issuer, or expired', async () => {
    const attempt = async (overrides: Record<string, unknown>) => {
      sessionStorage.setItem(PENDING_SIGN_IN_KEYS.state, 's-123');
      sessionStorage.setItem(PENDING_SIGN_IN_KEYS.nonce, 'n-123');
      return completeSignIn(
        fragment({ id_token: fakeJwt(claims(overrides)), access_token: 'access-abc', state: 's-123' }),
        authConfig,
        NOW,
      );
    };
    expect((await attempt({ aud: 'someone-else' })).ok).toBe(false);
    expect((await attempt({ iss: 'https://evil.example' })).ok).toBe(false);
    expect((await attempt({ exp: NOW.getTime() / 1000 - 3600 })).ok).toBe(false);
  });

  it('reports the provider error and a missing token', async () => {
    expect(await completeSignIn('#error=access_denied&state=s-123', authConfig, NOW)).toEqual({
      ok: false,
      message: 'Sign-in failed: access_denied.',
    });
    sessionStorage.setItem(PENDING_SIGN_IN_KEYS.state, 's-123');
    expect((await completeSignIn(fragment({ access_token: 'a', state: 's-123' }), authConfig, NOW)).ok).toBe(
      false,
    );
  });
});
