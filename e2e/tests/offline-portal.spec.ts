import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, signedInPage } from '../support/auth.ts';
import { E2E } from '../support/env.ts';
import { apiAs } from '../support/api.ts';
import { keptAt, keptForOffline, keptQueries, keptQueryKeys } from '../support/offline.ts';
import {
  buildRelease,
  listRemotes,
  repointRemote,
  serveFolder,
  type RemoteEntry,
} from '../support/registry.ts';
import {
  calendarDay,
  fillForSubmit,
  openBlankTimesheet,
  thisWeekSoFar,
  toast,
} from '../support/timesheets.ts';

// Issue 43: the portal's service worker and the foreman's reads kept on the device (docs/offline.md). The worker
// answers requests page.route() never sees, so only these specs let it run.
test.use({ serviceWorkers: 'allow' });

/** The line a timesheet opened from the device's copy shows (mf-foreman's foreman.detail.keptRead). */
const KEPT_LINE =
  /^No connection: this is the copy kept on this device from \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M\.$/;

/**
 * What a page shows of its content: the text of the area and the values of its fields; without the line that says
 * the timesheet is the device's copy (the one difference offline, checked on its own).
 */
const contentOf = (page: Page) =>
  page.locator('main').evaluate(
    (main, keptLine) => ({
      text: (main as HTMLElement).innerText
        .split('\n')
        .filter((line) => !new RegExp(keptLine).test(line))
        .join('\n'),
      values: [...main.querySelectorAll('input, textarea, select')].map(
        (field) => (field as HTMLInputElement).value,
      ),
    }),
    KEPT_LINE.source,
  );
const keptLine = (page: Page) => page.getByRole('main').getByText(KEPT_LINE);

test('after one visit online, /foreman, the timesheet list and an opened timesheet reload with no network', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.foreman, '/foreman');
  const dashboardRows = page.getByRole('row').filter({ hasText: 'Frank Morales' });
  await expect(dashboardRows.first()).toBeVisible();
  const dashboard = await dashboardRows.allInnerTexts();

  await page.getByRole('navigation').getByRole('link', { name: 'Timesheets', exact: true }).click();
  await expect(page).toHaveURL(/\/foreman\/timesheets$/);
  const listPage = page.getByText(/^Page 1 of \d+$/).first();
  const listRows = page.locator('table').first().getByRole('row').filter({ hasText: 'Frank Morales' });
  await expect(listPage).toBeVisible();
  await expect(listRows.first()).toBeVisible();
  const list = await listRows.allInnerTexts();
  expect(list.length).toBeGreaterThan(0);

  await listRows.first().click();
  await expect(page).toHaveURL(/\/foreman\/projects\/\d+\/timesheets\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Crew Timecard' })).toBeVisible();
  const timesheetUrl = page.url();
  const hours = page.getByRole('spinbutton', { name: /^Work hours, / });
  await expect(hours.first()).toBeVisible();
  const timesheet = await contentOf(page);
  const timesheetId = /\/timesheets\/(\d+)$/.exec(timesheetUrl)![1];
  await keptForOffline(page, { reads: [`["timesheets","detail",${timesheetId}]`, '["job-classes"'] });

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Crew Timecard' })).toBeVisible();
    await expect(hours.first()).toBeVisible();
    expect(page.url()).toBe(timesheetUrl);
    // The same timesheet: the same hours and fields, the same words on the page, and the line that says so.
    expect(await contentOf(page)).toEqual(timesheet);
    await expect(keptLine(page)).toBeVisible();

    await page.goto('/foreman/timesheets');
    await expect(listPage).toBeVisible();
    await expect(listRows.first()).toBeVisible();
    expect(await listRows.allInnerTexts()).toEqual(list);

    await page.goto('/foreman');
    await expect(dashboardRows.first()).toBeVisible();
    expect(await dashboardRows.allInnerTexts()).toEqual(dashboard);
    // No endless loading line where the device has the data.
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('a timesheet opened on an earlier visit, not on the last one online, still opens offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  const listRows = page.locator('table').first().getByRole('row').filter({ hasText: 'Frank Morales' });
  await listRows.first().click();
  await expect(page).toHaveURL(/\/foreman\/projects\/\d+\/timesheets\/\d+$/);
  const hours = page.getByRole('spinbutton', { name: /^Work hours, / });
  await expect(hours.first()).toBeVisible();
  const timesheetUrl = page.url();
  const timesheet = await contentOf(page);
  const detail = `["timesheets","detail",${/\/timesheets\/(\d+)$/.exec(timesheetUrl)![1]}]`;
  await keptForOffline(page, { reads: [detail, '["job-classes"'] });

  // Later, online: a page that opens the list only. It writes the device's store again, keeping what it had.
  const before = await keptAt(page);
  await page.goto('/foreman/timesheets');
  await expect(listRows.first()).toBeVisible();
  await expect.poll(() => keptAt(page), { timeout: 10_000 }).toBeGreaterThan(before);
  expect(Object.values(await keptQueries(page))[0]).toContain(detail);

  await context.setOffline(true);
  try {
    await page.goto(timesheetUrl);
    await expect(hours.first()).toBeVisible();
    expect(await contentOf(page)).toEqual(timesheet);
    await expect(keptLine(page)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test("an online reload after someone else's change shows that change, never the device's copy", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  await openBlankTimesheet(page, [calendarDay(-1), ...thisWeekSoFar()]);
  await fillForSubmit(page, 'Crew of four, formwork.');
  await page.getByRole('button', { name: 'Submit Time' }).click();
  await expect(toast(page, 'Timesheet successfully submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/foreman\/projects\/\d+\/timesheets\/\d+$/);
  const timesheetId = Number(new URL(page.url()).pathname.split('/').pop());
  await keptForOffline(page, { reads: [`["timesheets","detail",${timesheetId}]`] });
  const journal = page.getByRole('textbox', { name: 'Daily journal text' });
  await expect(journal).toHaveValue('Crew of four, formwork.');

  // The approver corrects the journal; the foreman's device still keeps the submitted one.
  const approver = await signedInPage(browser, DEMO.approver, '/approver');
  try {
    const api = await apiAs(approver);
    const stored = await api.get<{ version: number }>(`/timesheets/${timesheetId}`);
    await api.put(`/timesheets/${timesheetId}/update/crew-timecard`, {
      ...stored,
      dailyJournal: 'Approver: crew of four confirmed.',
    });
  } finally {
    await approver.context().close();
  }
  expect(Object.values(await keptQueries(page))[0]).toContain('Crew of four, formwork.');

  await page.reload();
  await expect(journal).toHaveValue('Approver: crew of four confirmed.');
  await expect(keptLine(page)).toHaveCount(0);
});

test('a "connected" page whose api requests get no answer shows the kept list, not an error', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  const listRows = page.locator('table').first().getByRole('row').filter({ hasText: 'Frank Morales' });
  await expect(listRows.first()).toBeVisible();
  const list = await listRows.allInnerTexts();
  await keptForOffline(page, { reads: ['["timesheets","list"'] });

  // The browser says it is online; nothing reaches the api.
  const unanswered: string[] = [];
  await page.route('**/api/**', async (route) => {
    unanswered.push(route.request().url());
    await route.abort('internetdisconnected');
  });
  await page.reload();
  await expect(listRows.first()).toBeVisible();
  expect(await listRows.allInnerTexts()).toEqual(list);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  // Past React Query's retries (1 s, then 2 s): still the rows, no error.
  await page.waitForTimeout(4_000);
  expect(unanswered.some((url) => new URL(url).pathname === '/api/timesheets')).toBe(true);
  expect(await listRows.allInnerTexts()).toEqual(list);
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
});

test.describe('a repoint with the worker running', () => {
  let original: RemoteEntry;

  test.beforeAll(async () => {
    original = (await listRemotes()).find((remote) => remote.name === 'mf-foreman')!;
    expect(original).toBeTruthy();
  });

  test.afterEach(async () => {
    expect((await repointRemote('mf-foreman', original.entry, original.version)).status).toBe(200);
  });

  test('the next page load online runs the new build, never the kept one', async ({ page }) => {
    test.setTimeout(180_000);
    const release = '9.9.9-offline';
    const cdn = await serveFolder(buildRelease('mf-foreman', release), E2E.ports.canary);
    try {
      await signIn(page, DEMO.foreman, '/foreman');
      await expect(page.getByRole('row').filter({ hasText: 'Frank Morales' }).first()).toBeVisible();
      await keptForOffline(page);

      expect((await repointRemote('mf-foreman', `${cdn.origin}/mf-manifest.json`, release)).status).toBe(200);
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/remoteEntry.js')) scripts.push(response.url());
      });
      const fromRelease = page.waitForResponse(
        (response) => response.url().startsWith(cdn.origin) && response.url().endsWith('/remoteEntry.js'),
      );
      await page.reload();
      expect((await fromRelease).status()).toBe(200);
      await expect(page.getByRole('row').filter({ hasText: 'Frank Morales' }).first()).toBeVisible();
      // The kept build's entry was not run: the only foreman entry of this page load is the release's.
      expect(scripts).toEqual([`${cdn.origin}/remoteEntry.js`]);
      // ...and it ran: the area's chunks came from the release too.
      expect(
        await page.evaluate(
          (origin) =>
            performance
              .getEntriesByType('resource')
              .some(
                (entry) => entry.name.startsWith(origin) && entry.name.includes('__federation_expose_app'),
              ),
          cdn.origin,
        ),
      ).toBe(true);
    } finally {
      await cdn.close();
    }
  });

  test('a build replaced in place at the same entry runs on the next page load online, not the kept copy', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const release = buildRelease('mf-foreman', '9.9.9-offline');
    const deployed = fs.mkdtempSync(path.join(os.tmpdir(), 'crewtime-foreman-in-place-'));
    const deploy = (build: string) => {
      fs.rmSync(deployed, { recursive: true, force: true });
      fs.cpSync(build, deployed, { recursive: true });
    };
    const exposedModuleOf = (build: string) =>
      (
        JSON.parse(fs.readFileSync(path.join(build, 'mf-manifest.json'), 'utf8')) as {
          exposes: Array<{ assets: { js: { sync: string[] } } }>;
        }
      ).exposes[0]!.assets.js.sync[0]!;
    deploy(path.join(import.meta.dirname, '..', '..', 'mf-foreman', 'dist'));
    const cdn = await serveFolder(deployed, E2E.ports.canary);
    try {
      expect((await repointRemote('mf-foreman', `${cdn.origin}/mf-manifest.json`, '0.1.0')).status).toBe(200);
      await signIn(page, DEMO.foreman, '/foreman');
      await expect(page.getByRole('row').filter({ hasText: 'Frank Morales' }).first()).toBeVisible();
      await keptForOffline(page, { entry: `${cdn.origin}/remoteEntry.js` });
      const loaded = () =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
        );
      expect(await loaded()).toContain(`/${exposedModuleOf(deployed)}`);

      // The team uploads its new build over the old one; the registry still names the same entry.
      deploy(release);
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: 'Frank Morales' }).first()).toBeVisible();
      expect(exposedModuleOf(release)).not.toBe(
        exposedModuleOf(path.join(import.meta.dirname, '..', '..', 'mf-foreman', 'dist')),
      );
      expect(await loaded()).toContain(`/${exposedModuleOf(release)}`);
    } finally {
      await cdn.close();
      fs.rmSync(deployed, { recursive: true, force: true });
    }
  });
});

test('signing out deletes the reads kept on the device (a shared tablet)', async ({ page }) => {
  await signIn(page, DEMO.foreman, '/foreman');
  await expect(page.getByRole('row').filter({ hasText: 'Frank Morales' }).first()).toBeVisible();
  await expect
    .poll(() => keptQueryKeys(page), { timeout: 10_000 })
    .toEqual([expect.stringMatching(/^crewtime-queries-\d+$/)]);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => keptQueryKeys(page)).toEqual([]);
  // And a reload does not bring them back.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  expect(await keptQueryKeys(page)).toEqual([]);
});

test.describe('without the persister on the page', () => {
  // page.route() must see the shell's files, which the worker would answer.
  test.use({ serviceWorkers: 'block' });

  test('signing out deletes the reads kept on the device all the same', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, DEMO.foreman, '/foreman');
    const rows = page.getByRole('row').filter({ hasText: 'Frank Morales' });
    await expect(rows.first()).toBeVisible();
    await expect
      .poll(() => keptQueryKeys(page), { timeout: 15_000 })
      .toEqual([expect.stringMatching(/^crewtime-queries-\d+$/)]);

    // The persister loads once the page has settled (shell/src/offline/kept-reads-later.ts): here its file is
    // refused, as on a page whose persister has not arrived yet.
    const persister: string[] = [];
    await page.route(/\/kept-reads\.[0-9a-f]{8}\.js$/, async (route) => {
      persister.push(route.request().url());
      await route.abort();
    });
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await expect.poll(() => persister.length, { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => keptQueryKeys(page)).toEqual([]);
  });
});
