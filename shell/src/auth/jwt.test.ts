import { accessTokenHash, decodeJwtPayload, utf8Bytes } from './jwt';
import { atHashOf, fakeJwt } from './jwt-fixtures';

describe('token helpers', () => {
  it('computes the at_hash of the example in OpenID Connect Core (appendix A.3)', async () => {
    expect(await accessTokenHash('jHkWEdUXMU1BwAsC4vtUsZwnNvTIxEl0z9K3vx5KF0Y')).toBe(
      '77QmUPtjPfzWtF2AnpK9RQ',
    );
  });

  it('computes at_hash as the base64url left half of SHA-256 of the access token, like Node', async () => {
    for (const accessToken of ['', 'access-abc', 'a€𝄞ñ', 'x'.repeat(1000)]) {
      expect(await accessTokenHash(accessToken)).toBe(atHashOf(accessToken));
    }
  });

  it('decodes the claims of a JWT, including non-ASCII names', () => {
    expect(decodeJwtPayload(fakeJwt({ name: 'José Núñez', nonce: 'n' }))).toEqual({
      name: 'José Núñez',
      nonce: 'n',
    });
    expect(() => decodeJwtPayload('not-a-jwt')).toThrow('not a JWT');
  });

  it('encodes UTF-8 like Node', () => {
    expect(Buffer.from(utf8Bytes('a€𝄞ñ')).equals(Buffer.from('a€𝄞ñ', 'utf8'))).toBe(true);
  });
});
