import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';
import { E2E } from '../support/env.ts';
import { keptForOffline, keptQueryKeys } from '../support/offline.ts';
import {
  buildRelease,
  listRemotes,
  repointRemote,
  serveFolder,
  type RemoteEntry,
} from '../support/registry.ts';

// Issue 43: the portal's service worker and the foreman's reads kept on the device (docs/offline.md). The worker
// answers requests page.route() never sees, so only these specs let it run.
test.use({ serviceWorkers: 'allow' });

/** What a page shows of its content: the text of the area and the values of its fields. */
const contentOf = (page: Page) =>
  page.locator('main').evaluate((main) => ({
    text: (main as HTMLElement).innerText,
    values: [...main.querySelectorAll('input, textarea, select')].map(
      (field) => (field as HTMLInputElement).value,
    ),
  }));

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
    // The same timesheet: the same hours and fields, the same words on the page.
    expect(await contentOf(page)).toEqual(timesheet);

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
