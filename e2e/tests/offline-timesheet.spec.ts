import { expect, test, type Dialog, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { DEMO, signIn, signedInPage } from '../support/auth.ts';
import { keptForOffline } from '../support/offline.ts';
import {
  calendarDay,
  fillForSubmit,
  openBlankTimesheet,
  thisWeekSoFar,
  toast,
} from '../support/timesheets.ts';

// Issue 43, "Offline": a Save or Submit made where the signal drops waits on the tablet, is shown as kept, and sends
// itself when the connection returns, once, with the timesheet's version.

const SAVED_ON_DEVICE = 'Saved on this device — sends when online';

/** Yesterday first (the picker offers no future dates), then this week's days. */
const recentDays = () => [calendarDay(-1), ...thisWeekSoFar()];

interface StoredTimesheet {
  timesheetId: number;
  projectId: number;
  date: string;
  state: string;
  version: number;
  dailyJournal: string | null;
  timesheetRecords: Array<{ workHours: number }>;
  auditLogs: Array<{ log: Array<{ fieldName: string | null; newValue: string | null }> }>;
}

const journalOf = (page: Page) => page.getByRole('textbox', { name: 'Daily journal text' });
const firstHoursOf = (page: Page) => page.getByRole('spinbutton', { name: /^Work hours, / }).first();
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

/** The timesheet's id from the page's address (…/timesheets/{id}), once it has one. */
async function savedId(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/foreman\/projects\/\d+\/timesheets\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** How many audit entries set `fieldName` to `value`. */
const auditEntries = (stored: StoredTimesheet, fieldName: string, value: string) =>
  stored.auditLogs
    .flatMap((event) => event.log)
    .filter((entry) => entry.fieldName === fieldName && entry.newValue === value).length;

/**
 * Whether the api honours Idempotency-Key (helper A's branch, api/API.md): it refuses a malformed key with its own
 * message before it reads the body. An api without it answers the empty body's validation instead.
 */
async function apiHonoursIdempotencyKey(page: Page): Promise<boolean> {
  const token = await page.evaluate(() => window.localStorage.getItem('id_token'));
  const response = await page.request.post('/api/timesheets', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': 'not a key' },
    data: {},
  });
  return (await response.text()).includes('Idempotency-Key');
}

test('a Save made offline shows "Saved on this device — sends when online" and is sent once when back online', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  await openBlankTimesheet(page, recentDays());
  await firstHoursOf(page).fill('8');
  await save(page);
  const timesheetId = await savedId(page);
  await expect(toast(page, 'Timesheet successfully saved')).toBeVisible();

  await context.setOffline(true);
  const journal = `Level B2, no signal. Poured footings ${Date.now()}.`;
  await firstHoursOf(page).fill('9.5');
  await journalOf(page).fill(journal);
  await save(page);
  await expect(page.getByRole('main').getByText(SAVED_ON_DEVICE)).toBeVisible();
  await expect(page.getByRole('banner').getByText(SAVED_ON_DEVICE)).toBeVisible();
  await expect(journalOf(page)).toHaveValue(journal);
  // Kept, not unsaved: leaving inside the portal does not ask.
  let asked = false;
  const leaving = (dialog: Dialog) => {
    asked = true;
    void dialog.dismiss();
  };
  page.once('dialog', leaving);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Timesheets' })
    .click();
  await expect(page).toHaveURL(/\/foreman\/timesheets/);
  expect(asked).toBe(false);
  page.off('dialog', leaving);
  await expect(page.getByRole('banner').getByText(SAVED_ON_DEVICE)).toBeVisible();
  // Signing out would delete it from the tablet: asked first, and Cancel keeps it. The kit's dialog loads once a
  // change waits; offline without the service worker that keeps the shell's files, the browser asks the same.
  const question = '1 change saved on this device is not yet sent. Signing out deletes it from this device.';
  const browserAsked: string[] = [];
  page.once('dialog', (dialog) => {
    browserAsked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const warning = page.getByRole('dialog', { name: 'Sign out with changes not yet sent?' });
  await expect.poll(async () => browserAsked.length > 0 || (await warning.isVisible())).toBe(true);
  if (browserAsked.length > 0) {
    expect(browserAsked).toEqual([question]);
  } else {
    await expect(warning).toContainText(question);
    await warning.getByRole('button', { name: 'Cancel' }).click();
  }
  await expect(warning).toHaveCount(0);
  await expect(page).toHaveURL(/\/foreman\/timesheets/);
  await expect(page.getByRole('banner').getByText(SAVED_ON_DEVICE)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('banner').getByText(SAVED_ON_DEVICE)).toHaveCount(0);
  const api = await apiAs(page);
  const stored = await api.get<StoredTimesheet>(`/timesheets/${timesheetId}`);
  expect(stored.dailyJournal).toBe(journal);
  expect(stored.timesheetRecords[0]?.workHours).toBe(9.5);
  expect(auditEntries(stored, 'dailyJournal', journal)).toBe(1);
});

test('a conflicting edit made meanwhile by the approver opens the stale-write notice with the typed values kept', async ({
  page,
  context,
  browser,
}) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  await openBlankTimesheet(page, recentDays());
  await fillForSubmit(page, 'Crew of four, formwork.');
  await page.getByRole('button', { name: 'Submit Time' }).click();
  await expect(toast(page, 'Timesheet successfully submitted')).toBeVisible();
  const timesheetId = await savedId(page);

  await context.setOffline(true);
  const typed = 'Foreman, typed in the tunnel: pump delivered at 2 pm.';
  await journalOf(page).fill(typed);
  await save(page);
  await expect(page.getByRole('main').getByText(SAVED_ON_DEVICE)).toBeVisible();

  // Meanwhile the approver corrects the journal of the submitted timesheet.
  const approver = await signedInPage(browser, DEMO.approver, '/approver');
  try {
    const api = await apiAs(approver);
    const stored = await api.get<StoredTimesheet>(`/timesheets/${timesheetId}`);
    await api.put(`/timesheets/${timesheetId}/update/crew-timecard`, {
      ...stored,
      dailyJournal: 'Approver: crew of four confirmed.',
    });
  } finally {
    await approver.context().close();
  }

  await context.setOffline(false);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Keep editing' })).toBeVisible();
  await expect(main.getByText(/changed by someone else/)).toBeVisible();
  await expect(journalOf(page)).toHaveValue(typed);
  await expect(main.getByText(SAVED_ON_DEVICE)).toHaveCount(0);
  const stored = await (await apiAs(page)).get<StoredTimesheet>(`/timesheets/${timesheetId}`);
  expect(stored.dailyJournal).toBe('Approver: crew of four confirmed.');

  // Resolved as today: Reload shows the stored timesheet.
  await main.getByRole('button', { name: 'Reload' }).click();
  await expect(journalOf(page)).toHaveValue('Approver: crew of four confirmed.');
});

test('a create whose first answer is lost on the way back is resent with its key and creates one timesheet', async ({
  page,
}) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  expect(
    await apiHonoursIdempotencyKey(page),
    'the api honours Idempotency-Key: without it a resent create is a second timesheet',
  ).toBe(true);
  const date = await openBlankTimesheet(page, recentDays());
  const projectId = Number(new URL(page.url()).pathname.split('/')[3]);
  await firstHoursOf(page).fill('8');
  await journalOf(page).fill('Answer lost in the basement.');

  // The api writes the first POST; its answer never reaches the tablet. The key goes with both.
  const keys: string[] = [];
  let lost = false;
  await page.route('**/api/timesheets', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (lost) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await save(page);
  const timesheetId = await savedId(page);
  await expect(page.getByRole('main').getByText(SAVED_ON_DEVICE)).toHaveCount(0);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);

  const api = await apiAs(page);
  const mine = await api.get<StoredTimesheet[]>(
    `/timesheets?projectId=${projectId}&startDate=${date}&endDate=${date}`,
  );
  expect(mine.map((timesheet) => timesheet.timesheetId)).toEqual([timesheetId]);
});

test('going online twice quickly sends the queued Save once', async ({ page, context }) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  await openBlankTimesheet(page, recentDays());
  await firstHoursOf(page).fill('8');
  await save(page);
  const timesheetId = await savedId(page);

  await context.setOffline(true);
  const journal = `Online, offline, online ${Date.now()}.`;
  await journalOf(page).fill(journal);
  await save(page);
  await expect(page.getByRole('main').getByText(SAVED_ON_DEVICE)).toBeVisible();

  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes(`/api/timesheets/${timesheetId}/update/`))
      puts.push(request.headers()['idempotency-key'] ?? '');
  });
  await context.setOffline(false);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('main').getByText(SAVED_ON_DEVICE)).toHaveCount(0);
  // A try cut off by the second drop may be repeated: always with the one key, and written once.
  expect(puts.length).toBeGreaterThan(0);
  expect(new Set(puts).size).toBe(1);
  const stored = await (await apiAs(page)).get<StoredTimesheet>(`/timesheets/${timesheetId}`);
  expect(auditEntries(stored, 'dailyJournal', journal)).toBe(1);
});

test('a new timesheet created offline gets its server id on resend without the foreman leaving the page', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  const date = await openBlankTimesheet(page, recentDays());
  const newSheet = page.url();

  await context.setOffline(true);
  await firstHoursOf(page).fill('7');
  await journalOf(page).fill('Created with no signal.');
  await save(page);
  await expect(page.getByRole('main').getByText(SAVED_ON_DEVICE)).toBeVisible();
  await expect(page).toHaveURL(newSheet);

  await context.setOffline(false);
  const timesheetId = await savedId(page);
  await expect(page.getByRole('main').getByText(SAVED_ON_DEVICE)).toHaveCount(0);
  await expect(journalOf(page)).toHaveValue('Created with no signal.');
  await expect(firstHoursOf(page)).toHaveValue('7');
  const stored = await (await apiAs(page)).get<StoredTimesheet>(`/timesheets/${timesheetId}`);
  expect(stored).toMatchObject({ date, dailyJournal: 'Created with no signal.', state: 'OPEN' });
});

test.describe('with the service worker (helper C1)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a reload offline shows the queued values, which are sent once back online', async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO.foreman, '/foreman/timesheets');
    const worker = await page.request.get('/sw.js');
    expect(worker.ok(), 'the service worker that makes the portal load offline is served at /sw.js').toBe(
      true,
    );
    await openBlankTimesheet(page, recentDays());
    await firstHoursOf(page).fill('8');
    await save(page);
    const timesheetId = await savedId(page);
    // The worker keeps the page, the area and the timesheet's reads (helper C1's spec waits the same way).
    await keptForOffline(page, { reads: [`["timesheets","detail",${timesheetId}]`, '["job-classes"'] });

    await context.setOffline(true);
    const journal = `Reloaded in the tunnel ${Date.now()}.`;
    await journalOf(page).fill(journal);
    await save(page);
    await expect(page.getByRole('main').getByText(SAVED_ON_DEVICE)).toBeVisible();
    await page.reload();
    await expect(journalOf(page)).toHaveValue(journal);
    await expect(page.getByRole('main').getByText(SAVED_ON_DEVICE)).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('main').getByText(SAVED_ON_DEVICE)).toHaveCount(0);
    const stored = await (await apiAs(page)).get<StoredTimesheet>(`/timesheets/${timesheetId}`);
    expect(stored.dailyJournal).toBe(journal);
    expect(auditEntries(stored, 'dailyJournal', journal)).toBe(1);
  });
});
