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
}
