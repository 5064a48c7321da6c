import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreateKeys } from './keys.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'idp-keys-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadOrCreateKeys', () => {
  it('generates an RS256 signing key and cookie keys once and keeps them in the data dir', async () => {
    const first = await loadOrCreateKeys(dir);
    expect(first.jwks.keys).toHaveLength(1);
    expect(first.jwks.keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: expect.any(String),
      d: expect.any(String),
    });
    expect(first.cookieKeys[0]?.length).toBeGreaterThanOrEqual(32);

    const second = await loadOrCreateKeys(dir);
    expect(second).toEqual(first);
    const saved = JSON.parse(await readFile(path.join(dir, 'jwks.json'), 'utf8')) as {
      keys: Array<{ kid: string }>;
    };
    expect(saved.keys[0]?.kid).toBe(first.jwks.keys[0]?.kid);
  });

  it('writes the key files readable by the owner only', async () => {
    await loadOrCreateKeys(dir);
    expect((await stat(path.join(dir, 'jwks.json'))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dir, 'cookie-keys.json'))).mode & 0o777).toBe(0o600);
  });

  it('generates a different key in another data dir (never a built-in development key)', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'idp-keys-'));
    try {
      const [a, b] = await Promise.all([loadOrCreateKeys(dir), loadOrCreateKeys(other)]);
      expect(a.jwks.keys[0]?.kid).not.toBe(b.jwks.keys[0]?.kid);
      expect(a.cookieKeys).not.toEqual(b.cookieKeys);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('refuses a jwks.json without private RSA keys with "Delete it to generate a new one"', async () => {
    await writeFile(
      path.join(dir, 'jwks.json'),
      JSON.stringify({ keys: [{ kty: 'RSA', n: 'x', e: 'AQAB' }] }),
    );
    await expect(loadOrCreateKeys(dir)).rejects.toThrow('Delete it to generate a new one');
  });
});
