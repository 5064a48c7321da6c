import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';
import { fillForSubmit, openBlankTimesheet, thisWeekSoFar, toast } from '../support/timesheets.ts';

// A save takes seconds on a job site's connection, and the foreman goes on typing (issue 8): nothing typed while it
// runs may be lost, and a second tap on Save or Submit Time must not write twice.

const SLOW_MS = 4000;
// Each test waits out slowed writes (up to three in a row) on top of signing in and opening a sheet.
test.describe.configure({ timeout: 90_000 });

const isCreate = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/timesheets';
const isUpdate = (request: Request) =>
  request.method() === 'PUT' && /^\/api\/timesheets\/\d+\/update\//.test(new URL(request.url()).pathname);
const isSubmit = (request: Request) =>
  request.method() === 'PUT' && /^\/api\/timesheets\/\d+\/submit$/.test(new URL(request.url()).pathname);

/** Every write the page sends to the api from now on. */
function recordWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && request.method() !== 'GET') writes.push(request);
  });
  return writes;
}

/** Holds the writes that `matches` for SLOW_MS before they leave the browser, as a slow connection would. */
async function slowDown(page: Page, matches: (request: Request) => boolean): Promise<void> {
  await page.route('**/api/timesheets**', async (route) => {
    if (!matches(route.request())) return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    return route.continue();
  });
}

/** Types at the end of a text box, key by key, as a person does. */
async function typeAtEnd(page: Page, name: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name }).focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text, { delay: 15 });
}

const journal = (page: Page) => page.getByRole('textbox', { name: 'Daily journal text' });
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

test('what is typed in the Daily journal during the first save of a new timesheet stays, and is saved next', async ({
  page,
}) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  await openBlankTimesheet(page, thisWeekSoFar());
  await journal(page).fill('Poured footings.');
  await slowDown(page, isCreate);

  const created = page.waitForRequest(isCreate);
  await save(page).click();
  await created;
  await typeAtEnd(page, 'Daily journal text', ' Crane left at 3.');
  await expect(page).toHaveURL(/\/foreman\/projects\/\d+\/timesheets\/\d+$/);
  await typeAtEnd(page, 'Daily journal text', ' Home by 5.');
  const typed = 'Poured footings. Crane left at 3. Home by 5.';
  await expect(journal(page)).toHaveValue(typed);
  // The old page reverted the text within about 200 ms of the move: still there well after.
  await page.waitForTimeout(1000);
  await expect(journal(page)).toHaveValue(typed);

  await page.unrouteAll();
  const updated = page.waitForResponse((response) => isUpdate(response.request()));
  await save(page).click();
  expect((await updated).ok()).toBe(true);
  await page.reload();
  await expect(journal(page)).toHaveValue(typed);
});

test('a saved timesheet keeps what is typed, and a contract labor row added, while its save is under way', async ({
  page,
}) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  await openBlankTimesheet(page, thisWeekSoFar());
  await save(page).click();
  await expect(page).toHaveURL(/\/timesheets\/\d+$/);

  await page.getByRole('button', { name: 'Add Contract Labor' }).click();
  await page.getByRole('combobox', { name: 'Contractor name, contract labor row 1' }).fill('Dale Whitaker');
  await page.getByRole('spinbutton', { name: 'Work hours, contract labor row 1' }).fill('6');
  await journal(page).fill('Set forms.');
  await slowDown(page, isUpdate);
  const sent = page.waitForRequest(isUpdate);
  const answered = page.waitForResponse((response) => isUpdate(response.request()));
  await save(page).click();
  await sent;

  await typeAtEnd(page, 'Daily journal text', ' Poured at 2.');
  await page.getByRole('button', { name: 'Add Contract Labor' }).click();
  await page.getByRole('combobox', { name: 'Contractor name, contract labor row 2' }).fill('Ann Lee');
  await page
    .getByRole('textbox', { name: 'Contractor company name, contract labor row 2' })
    .fill('Lee Crews');
  await page.getByRole('spinbutton', { name: 'Work hours, contract labor row 2' }).fill('4');
  expect((await answered).ok()).toBe(true);
  await page.waitForTimeout(500);
  await expect(journal(page)).toHaveValue('Set forms. Poured at 2.');
  await expect(page.getByRole('combobox', { name: 'Contractor name, contract labor row 2' })).toHaveValue(
    'Ann Lee',
  );

  await page.unrouteAll();
  const updated = page.waitForResponse((response) => isUpdate(response.request()));
  await save(page).click();
  expect((await updated).ok()).toBe(true);
  await page.reload();
  await expect(journal(page)).toHaveValue('Set forms. Poured at 2.');
  // Row 1 was saved once, under the id the first save gave it; row 2 is the one added during that save.
  const contractors = page.getByRole('combobox', { name: /^Contractor name, contract labor row \d+$/ });
  await expect(contractors).toHaveCount(2);
  await expect(contractors.nth(0)).toHaveValue('Dale Whitaker');
  await expect(contractors.nth(1)).toHaveValue('Ann Lee');
  await expect(page.getByRole('spinbutton', { name: 'Work hours, contract labor row 1' })).toHaveValue('6');
});

test('a double click on Save creates one timesheet, and on Submit Time saves and submits once', async ({
  page,
}) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  await openBlankTimesheet(page, thisWeekSoFar());
  const writes = recordWrites(page);
  await slowDown(page, (request) => isCreate(request) || isUpdate(request) || isSubmit(request));

  await save(page).dblclick();
  await expect(page).toHaveURL(/\/timesheets\/\d+$/, { timeout: 15_000 });
  await expect(toast(page, 'Timesheet successfully saved')).toBeVisible();
  expect(writes.filter(isCreate)).toHaveLength(1);

  await fillForSubmit(page, 'Crew on site; formwork on grid C.');
  await page.getByRole('button', { name: 'Submit Time' }).dblclick();
  await expect(toast(page, 'Timesheet successfully submitted')).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(SLOW_MS);
  expect(writes.filter(isUpdate)).toHaveLength(1);
  expect(writes.filter(isSubmit)).toHaveLength(1);
  expect(writes.filter(isCreate)).toHaveLength(1);
});

test('a Save with nothing changed sends nothing, and says the timesheet is saved', async ({ page }) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  await openBlankTimesheet(page, thisWeekSoFar());
  await journal(page).fill('Stripped forms.');
  await save(page).click();
  await expect(page).toHaveURL(/\/timesheets\/\d+$/);
  await page.reload();
  await expect(journal(page)).toHaveValue('Stripped forms.');

  const writes = recordWrites(page);
  await save(page).click();
  await expect(toast(page, 'Timesheet successfully saved')).toBeVisible();
  await page.waitForTimeout(500);
  expect(writes).toHaveLength(0);
});
