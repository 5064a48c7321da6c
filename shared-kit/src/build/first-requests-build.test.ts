/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type webpack from 'webpack';
import { compile } from './compile.ts';

// The webpack config is CommonJS run by webpack-cli; the test reads it as the build does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const federation = require('../../federation/index.cjs') as {
  FIRST_REQUESTS_FILE: string;
  createWebpackConfig(options: {
    dir: string;
    kind: 'host' | 'remote';
    devPort: number;
  }): (env: unknown, argv: { mode: string }) => webpack.Configuration | webpack.Configuration[];
};

const MASTERDATA = path.join(__dirname, '../../../mf-masterdata');
const FOREMAN = path.join(__dirname, '../../../mf-foreman');

const configsOf = (dir: string, mode = 'production') =>
  [federation.createWebpackConfig({ dir, kind: 'remote', devPort: 0 })({}, { mode })].flat();

describe("a remote's first-requests script, as its production build makes it", () => {
  let out: string;
  let script: string;
  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'crewtime-first-requests-'));
    const [, firstRequests] = configsOf(MASTERDATA);
    await compile({ ...firstRequests, mode: 'production', output: { ...firstRequests?.output, path: out } });
    const named = JSON.parse(fs.readFileSync(path.join(out, federation.FIRST_REQUESTS_FILE), 'utf8')) as {
      js: string[];
    };
    expect(named.js).toEqual([expect.stringMatching(/^first-requests\.[0-9a-f]{8}\.js$/)]);
    script = fs.readFileSync(path.join(out, named.js[0] as string), 'utf8');
  }, 120_000);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('is built after the area (which empties dist/), only by a production build of a remote that has one', () => {
    const [area, firstRequests] = configsOf(MASTERDATA);
    expect(firstRequests?.dependencies).toEqual([area?.name]);
    expect(firstRequests?.output?.path).toBe(area?.output?.path);
    expect(firstRequests?.output?.clean).toBe(false);
    expect(configsOf(MASTERDATA, 'development')).toHaveLength(1);
    expect(configsOf(FOREMAN)).toHaveLength(1);
  });

  it('is a small plain script: no federation runtime, no React, no zod, only the pure modules it uses', () => {
    expect(script).not.toMatch(/federation|__FEDERATION__|react|zod/i);
    expect(Buffer.byteLength(script)).toBeLessThan(8 * 1024);
  });

  /** Runs the built script on a page at `url`, signed in (with the remembered user's permissions) or not. */
  const run = (url: string, token: string | null, permissions = ['Projects_View']) => {
    const sent: Array<{ url: string; headers: Record<string, string> }> = [];
    const page = new URL(url);
    const stored: Record<string, string | null> = {
      id_token: token,
      // The session's copy of GET /user for this sign-in (shared-kit/src/auth/session.ts).
      'crewtime.user': JSON.stringify({ mark: token?.slice(-24), user: { roles: [{ permissions }] } }),
    };
    const window = {
      location: { pathname: page.pathname, search: page.search },
      localStorage: { getItem: (key: string) => stored[key] ?? null },
    };
    vm.runInNewContext(script, {
      window,
      URLSearchParams,
      Map,
      Date,
      fetch: (requested: string, init: { headers: Record<string, string> }) => {
        sent.push({ url: requested, headers: init.headers });
        return Promise.resolve({ ok: true });
      },
    });
    return sent;
  };

  it("sends the project list's page the URL describes, with the stored token", () => {
    expect(run('http://portal/approver/projects?search=hou&sort=-city&page=2', 'the-id-token')).toEqual([
      {
        url: '/api/projects?search=hou&status=Active&sort=-city&page=2&pageSize=20',
        headers: { Accept: 'application/json', Authorization: 'Bearer the-id-token' },
      },
    ]);
  });

  it("sends nothing signed out, to a user who may not see the list, nor on the area's other pages", () => {
    expect(run('http://portal/approver/projects', null)).toEqual([]);
    expect(run('http://portal/approver/projects', 'the-id-token', ['ForemanDashboard_View'])).toEqual([]);
    expect(run('http://portal/approver/projects/12', 'the-id-token')).toEqual([]);
    expect(run('http://portal/approver', 'the-id-token')).toEqual([]);
  });
});
