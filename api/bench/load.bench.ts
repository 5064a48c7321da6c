import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, importSPKI } from 'jose';
import { pino } from 'pino';
import { toApiDate, weekOf } from 'shared-kit/domain';
import { createTokenVerifier } from '../src/auth/token-verifier.ts';
import { appSettingsOf, loadConfig } from '../src/config.ts';
import { createApp } from '../src/http/app.ts';
import { createTestDatabase } from '../src/testing/test-database.ts';
import { createTestTokens, TEST_AUDIENCE } from '../src/testing/test-tokens.ts';
import { countLostUpdates, runForemen, seedForemen, stepRow } from './foremen.ts';

/**
 * `npm run bench:load -w api` (bounded, loopback only): FOREMEN (default 200) foremen at once, each creating, saving
 * and submitting a timesheet of their own project through a real bff (child process) in front of the api, on
 * PostgreSQL when DATABASE_URL is set (a throwaway database), else PGlite. Reports errors, lost updates (every saved
 * journal read back) and p50/p99 per step; then the throughput of one DB-backed list straight to the api and
 * through the bff, and their ratio.
 */
const FOREMEN = Number(process.env.FOREMEN ?? 200);
const LIST_REQUESTS = Number(process.env.LIST_REQUESTS ?? 400);
const LIST_CONCURRENCY = 20;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const database = await createTestDatabase();
const { db } = database;
const tokens = await createTestTokens();

// A stand-in identity provider the bff can reach: discovery and the test key set.
const jwk = {
  ...(await exportJWK(await importSPKI(tokens.signer.publicPem, 'RS256'))),
  kid: tokens.signer.kid,
};
const idp = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  if (req.url?.endsWith('/.well-known/openid-configuration'))
    res.end(JSON.stringify({ issuer, authorization_endpoint: `${issuer}/auth`, jwks_uri: `${issuer}/jwks` }));
  else if (req.url?.endsWith('/jwks'))
    res.end(JSON.stringify({ keys: [{ ...jwk, alg: 'RS256', use: 'sig' }] }));
  else res.writeHead(404).end('{}');
});
await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}/oidc`;

const verifier = createTokenVerifier({ issuer, audience: TEST_AUDIENCE, keySet: tokens.keySet });
const app = createApp({
  db,
  verifier,
  logger: pino({ level: 'silent' }),
  settings: appSettingsOf(loadConfig({})),
});
const api = app.listen(0, '127.0.0.1');
await new Promise((resolve) => api.once('listening', resolve));
const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

const bffPort = 18_090 + Math.floor(Math.random() * 500);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crewtime-load-'));
const bff = spawn(process.execPath, [path.join(root, 'bff/src/main.ts')], {
  env: {
    ...process.env,
    PORT: String(bffPort),
    API_URL: apiUrl,
    OIDC_ISSUER: issuer,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const bffUrl = `http://127.0.0.1:${bffPort}`;

try {
  for (let attempt = 0; ; attempt += 1) {
    if ((await fetch(`${bffUrl}/healthz`).catch(() => null))?.ok) break;
    if (attempt > 100) throw new Error('the bff did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const foremen = await seedForemen(db, FOREMEN);
  const run = await runForemen({
    foremen,
    bffUrls: [bffUrl],
    date: toApiDate(new Date()),
    sign: (email) => tokens.sign(email, { issuer }),
  });
  const { errors } = run;
  const lost = await countLostUpdates(db, run);

  // Throughput of one DB-backed list (the approver's week) straight to the api and through the bff.
  const week = weekOf(new Date());
  const listPath = `/timesheets?startDate=${week.startOfWeek}&endDate=${week.endOfWeek}&pageSize=100`;
  const approver = { Authorization: `Bearer ${await tokens.sign('approver@example.com', { issuer })}` };
  const throughput = async (url: string): Promise<number> => {
    let next = 0;
    const began = performance.now();
    await Promise.all(
      Array.from({ length: LIST_CONCURRENCY }, async () => {
        while (next < LIST_REQUESTS) {
          next += 1;
          const response = await fetch(url, { headers: approver });
          await response.arrayBuffer();
          if (!response.ok) errors.push(`list: ${response.status}`);
        }
      }),
    );
    return LIST_REQUESTS / ((performance.now() - began) / 1000);
  };
  await throughput(`${apiUrl}${listPath}`); // warm-up
  const direct = await throughput(`${apiUrl}${listPath}`);
  const viaBff = await throughput(`${bffUrl}/api${listPath}`);

  console.log(
    [
      `\nLoad: ${FOREMEN} foremen at once through the bff on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (load average ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')})`,
      stepRow(run, 'create'),
      stepRow(run, 'save'),
      stepRow(run, 'submit'),
      `  all ${FOREMEN} done in ${run.seconds.toFixed(1)} s; errors ${errors.length}; lost updates ${lost}`,
      `List ${listPath.split('?')[0]} (${LIST_REQUESTS} requests, ${LIST_CONCURRENCY} at a time): api ${direct.toFixed(0)} req/s, via bff ${viaBff.toFixed(0)} req/s, ratio ${(viaBff / direct).toFixed(2)}`,
      ...errors.slice(0, 5).map((error) => `  ${error}`),
    ].join('\n'),
  );
  if (errors.length > 0 || lost > 0) process.exitCode = 1;
} finally {
  bff.kill();
  api.close();
  idp.close();
  await database.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
