import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { HOME_PAGES, watchContent } from './home-pages.ts';
import { longestChain, recordRequests, requestsInSeriesByLatency } from './request-chain.ts';

/**
 * Budget: shell + shared + the area's JavaScript on the critical path of each area's home page ≤ 200 KiB gzip
 * (issues 2 and 13), and no manifest fetch: the page registers each area by the remoteEntry.js the bff read from its
 * manifest, so the shell's federation runtime carries no manifest code and the browser fetches none. Measured on the production builds: every .js the
 * page asks for before its content (the rows of its list or board, home-pages.ts) shows, gzip -9 of each body (the
 * bytes the browser receives as brotli are fewer still). Code asked for after that (the service worker's
 * registration, the offline queue's header line, the Sign Out warning) is listed, not counted: nobody waits for it.
 * Also the requests that stand one after another before the page's code has all arrived (issue 13: at most 4, the
 * HTML included).
 */
const BUDGET_KIB = 200;
const MAX_SEQUENTIAL_REQUESTS = 4;
/** In the page: the urls of the scripts asked for before its content showed (window.contentAt, watchContent). */
const askedBeforeContent = () => {
  const { contentAt } = window as unknown as { contentAt?: number };
  return performance
    .getEntriesByType('resource')
    .filter(
      ({ name, startTime }) => name.endsWith('.js') && contentAt !== undefined && startTime <= contentAt,
    )
    .map(({ name }) => name);
};

for (const { path, account, content } of HOME_PAGES) {
  test(`critical-path JavaScript for ${path}`, async ({ page }) => {
    await page.addInitScript(watchContent, content);
    await signIn(page, account, path);
    // The sign-in's own page load must be over before counting, or its late fetches are counted too.
    await expect(page.locator(content).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = new Map<string, number>();
    const manifests: string[] = [];
    page.on('response', async (response) => {
      const url = response.url();
      if (url.endsWith('mf-manifest.json')) manifests.push(url);
      if (!url.endsWith('.js')) return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(url, gzipSync(body, { level: 9 }).length);
    });
    const cdp = await page.context().newCDPSession(page);
    const sent = await recordRequests(cdp);
    await page.route('**/*', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'cache-control': 'no-cache' } }),
    );
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator(content).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const beforeContent = new Set(await page.evaluate(askedBeforeContent));
    expect(beforeContent.size, 'scripts asked for before the content showed').toBeGreaterThan(0);

    const bySize = [...scripts.entries()].sort((left, right) => right[1] - left[1]);
    const rows = bySize.filter(([url]) => beforeContent.has(url));
    const later = bySize.filter(([url]) => !beforeContent.has(url));
    const totalKiB = rows.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
    const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
    console.log(`\n  ${path}\n  gzip KiB  script`);
    for (const [url, bytes] of rows) console.log(`  ${kib(bytes)}  ${new URL(url).pathname}`);
    console.log(
      `  ${totalKiB.toFixed(1).padStart(8)}  TOTAL (budget ${BUDGET_KIB} KiB); manifest fetches: ${manifests.length}`,
    );
    for (const [url, bytes] of later)
      console.log(
        `  ${kib(bytes)}  ${new URL(url).pathname} (asked for after the content showed; not counted)`,
      );
    test.info().annotations.push({ type: `critical-path-kib ${path}`, description: totalKiB.toFixed(1) });
    expect
      .soft(totalKiB, `critical path of ${path}: ${totalKiB.toFixed(1)} KiB`)
      .toBeLessThanOrEqual(BUDGET_KIB);
    expect.soft(manifests, 'manifests the browser fetched').toEqual([]);
    const isCode = (url: string) => beforeContent.has(url) || url.endsWith('mf-manifest.json');
    const chain = longestChain(sent, isCode).map((url) => new URL(url).pathname);
    console.log(`  sequential requests before the code has arrived: ${chain.length} (${chain.join(' → ')})`);
    const byLatency = await requestsInSeriesByLatency(
      cdp,
      async () => {
        await page.goto(path, { waitUntil: 'load' });
        await expect(page.locator(content).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
      },
      () =>
        page.evaluate(() => {
          const { contentAt = Infinity } = window as unknown as { contentAt?: number };
          return Math.max(
            ...performance
              .getEntriesByType('resource')
              .filter(
                ({ name, startTime }) =>
                  /\.js$|mf-manifest\.json$/.test(new URL(name).pathname) && startTime <= contentAt,
              )
              .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
          );
        }),
    );
    // Above the chain by the requests that waited for one of HTTP/1.1's six connections per host.
    console.log(`  the same measured with 400 ms added to every request: ${byLatency.toFixed(1)} in series`);
    expect.soft(chain.length, `sequential requests on ${path}`).toBeLessThanOrEqual(MAX_SEQUENTIAL_REQUESTS);
  });
}
