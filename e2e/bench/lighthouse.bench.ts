import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { DEMO, signIn } from '../support/auth.ts';
import { E2E } from '../support/env.ts';
import { median } from './median.ts';

/**
 * Lighthouse (mobile profile: simulated 150 ms RTT, 1.6 Mbps, 4× CPU) on each area's home page of the production
 * build, signed in as its user: a first visit with an empty HTTP cache, then a repeat visit. Prints LCP, TBT, CLS,
 * the performance score and the bytes transferred, each the median of LIGHTHOUSE_RUNS rounds (3 unless told; every
 * round is printed too), and checks the medians softly against issue 13's targets.
 */
const TARGET = { firstLcpMs: 2500, repeatLcpMs: 1500, tbtMs: 300, cls: 0.1 };
const PAGES: Array<{ path: string; account: string }> = [
  { path: '/foreman', account: DEMO.foreman },
  { path: '/approver', account: DEMO.approver },
  { path: '/payroll', account: DEMO.payroll },
  { path: '/approver/projects', account: DEMO.approver },
];
const DEBUGGING_PORT = 9400 + Number(process.env.E2E_PORT_OFFSET ?? 0) / 10;

interface Figures {
  lcp: number;
  tbt: number;
  cls: number;
  score: number;
  kib: number;
  /** Lighthouse's measure of this machine's CPU speed at the time (higher is faster): say it with the figures. */
  cpu: number;
}

class LighthouseRunError extends Error {}

/**
 * One Lighthouse run, done again (up to twice) when Lighthouse itself could not record the page load; `prepare` runs
 * before each attempt (a first visit empties the cache again, or the attempt after a failed one would be warm).
 */
async function auditOnce(
  url: string,
  prepare: () => Promise<unknown> = async () => undefined,
): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    await prepare();
    try {
      return await audit(url);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      console.log(`  Lighthouse could not record ${url} (${error.message}); again`);
    }
  }
}

/** A file name for one round on `url`: approver-projects-1795798931566. */
const roundName = (url: string): string =>
  `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-/, '')}-${Date.now()}`;

async function audit(url: string): Promise<Figures> {
  // LIGHTHOUSE_ARTIFACTS_DIR keeps each recorded load (trace and requests) for bench/lantern-path.mjs.
  const artifacts = process.env.LIGHTHOUSE_ARTIFACTS_DIR
    ? path.join(process.env.LIGHTHOUSE_ARTIFACTS_DIR, roundName(url))
    : undefined;
  const result = await lighthouse(url, {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The session lives in localStorage: Lighthouse must not wipe it. The HTTP cache is cleared by us instead.
    disableStorageReset: true,
    ...(artifacts ? { gatherMode: artifacts, auditMode: artifacts } : {}),
  });
  const audits = result?.lhr.audits;
  if (!audits) throw new Error(`Lighthouse returned no result for ${url}`);
  // Now and then Chromium's trace of the load comes back unusable (NO_NAVSTART): that round is no measurement.
  if (result.lhr.runtimeError) throw new LighthouseRunError(result.lhr.runtimeError.code);
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    fs.writeFileSync(
      path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${roundName(url)}.json`),
      JSON.stringify(result.lhr),
    );
  }
  if (process.env.LIGHTHOUSE_DETAILS) {
    for (const id of (process.env.LIGHTHOUSE_DETAILS ?? '').split(',')) {
      console.log(id, JSON.stringify(audits[id]?.details ?? null).slice(0, 4000));
    }
  }
  return {
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
    kib: (audits['total-byte-weight']?.numericValue ?? NaN) / 1024,
    cpu: result.lhr.environment.benchmarkIndex,
  };
}

let context: BrowserContext;
let profile: string;

test.beforeAll(async () => {
  profile = fs.mkdtempSync(path.join(os.tmpdir(), 'crewtime-lighthouse-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      `--remote-debugging-port=${DEBUGGING_PORT}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    baseURL: E2E.baseUrl,
  });
});

test.afterAll(async () => {
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
});

/** Rounds per page (a first and a repeat visit each): one round moved by up to 0.9 s here, so the median counts. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const medianOf = (runs: Figures[]): Figures => ({
  lcp: median(runs.map((run) => run.lcp)),
  tbt: median(runs.map((run) => run.tbt)),
  cls: median(runs.map((run) => run.cls)),
  score: median(runs.map((run) => run.score)),
  kib: median(runs.map((run) => run.kib)),
  cpu: median(runs.map((run) => run.cpu)),
});

const row = (label: string, figures: Figures) =>
  `  ${label.padEnd(9)} LCP ${(figures.lcp / 1000).toFixed(2)} s  TBT ${figures.tbt.toFixed(0)} ms  CLS ${figures.cls.toFixed(3)}  score ${figures.score}  ${figures.kib.toFixed(1)} KiB  benchmarkIndex ${figures.cpu.toFixed(0)}`;

for (const { path: pagePath, account } of PAGES) {
  test(`Lighthouse mobile on ${pagePath}`, async () => {
    test.setTimeout(RUNS * 240_000);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    // Sign the previous page's account out: the page stands on about:blank here, so its own localStorage is not
    // the portal's.
    await cdp.send('Storage.clearDataForOrigin', { origin: E2E.baseUrl, storageTypes: 'local_storage' });
    await signIn(page, account, pagePath);
    const url = `${E2E.baseUrl}${pagePath}`;
    // Leave the page before emptying the cache: the signed-in page may still be loading its area, and whatever it
    // fetched after the clear would make the first visit warm (the remote's chunks came from the cache).
    const emptyCache = async () => {
      await page.goto('about:blank');
      await cdp.send('Network.clearBrowserCache');
    };
    const firsts: Figures[] = [];
    const repeats: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      firsts.push(await auditOnce(url, emptyCache));
      repeats.push(await auditOnce(url));
    }
    await cdp.detach();

    const first = medianOf(firsts);
    const repeat = medianOf(repeats);
    const runs = firsts.flatMap((figures, run) => [
      row(`first ${run + 1}`, figures),
      row(`repeat ${run + 1}`, repeats[run] as Figures),
    ]);
    console.log(
      `\n  ${pagePath} (${account}), median of ${RUNS}\n${row('first', first)}\n${row('repeat', repeat)}\n${runs.join('\n')}`,
    );
    test.info().annotations.push({
      type: `lighthouse ${pagePath}`,
      description: JSON.stringify({ first, repeat, firsts, repeats }),
    });
    expect.soft(first.lcp, 'first-visit LCP (median)').toBeLessThanOrEqual(TARGET.firstLcpMs);
    expect.soft(repeat.lcp, 'repeat-visit LCP (median)').toBeLessThanOrEqual(TARGET.repeatLcpMs);
    expect.soft(first.tbt, 'TBT (median)').toBeLessThanOrEqual(TARGET.tbtMs);
    expect.soft(first.cls, 'CLS (median)').toBeLessThanOrEqual(TARGET.cls);
  });
}
