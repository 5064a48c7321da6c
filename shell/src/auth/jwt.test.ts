import { createHash, randomBytes } from 'node:crypto';
import { accessTokenHash, decodeJwtPayload, utf8Bytes } from './jwt';
import { atHashOf, fakeJwt } from './jwt-fixtures';
import { sha256Fallback } from './sha256';

describe('token helpers', () => {
  it('hashes like Node for empty, short, block-boundary and long inputs', () => {
    for (const length of [0, 3, 55, 56, 63, 64, 65, 1000]) {
      const input = randomBytes(length);
      expect(Buffer.from(sha256Fallback(new Uint8Array(input))).toString('hex')).toBe(
        createHash('sha256').update(input).digest('hex'),
      );
    }
  });

  it('computes at_hash as the base64url left half of SHA-256 of the access token', async () => {
    expect(await accessTokenHash('jHkWEdUXMU1BwAsC4vtUsZwnNvTIxEl0z9K3vx5KF0Y')).toBe(
      atHashOf('jHkWEdUXMU1BwAsC4vtUsZwnNvTIxEl0z9K3vx5KF0Y'),
    );
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
