import fs from 'node:fs';
import path from 'node:path';
import { E2E } from './env.ts';

/** webServer waits for the bff; the IdP and api must answer too before the first sign-in. */
export default async function globalSetup(): Promise<void> {
  const urls = [`http://localhost:${E2E.ports.idp}/healthz`, `http://localhost:${E2E.ports.api}/healthz`];
  const deadline = Date.now() + 120_000;
  for (const url of urls) {
    for (;;) {
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`${url} did not become healthy`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  // The tests change data (they complete payroll periods): the stack must run on its own fresh PGlite in this run's
  // DATA_DIR, never on a database that outlives the run (a DATABASE_URL inherited from the shell once did that).
  const dataDir = process.env.E2E_DATA_DIR;
  if (process.env.E2E_REUSE_STACK !== '1' && dataDir && !fs.existsSync(path.join(dataDir, 'api', 'pglite'))) {
    throw new Error(
      `the E2E api is not on its own PGlite in ${dataDir}: is DATABASE_URL leaking into the stack?`,
    );
  }
}
