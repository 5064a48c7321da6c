import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { DEMO, signIn } from '../support/auth.ts';
import { layoutShiftOf, trackLayoutShift } from '../support/layout-shift.ts';
import { chooseProjects, filtersWithNothingIn } from '../support/board.ts';
import { toast } from '../support/timesheets.ts';
import { slowLine } from '../support/network.ts';

const column = (page: Page, heading: string) => page.getByRole('region', { name: new RegExp(`^${heading}`) });
const REVIEW = 'In Review / Pending Approval';
const DONE = 'Approved / Corrections / Rejected';

test('the board shows the week in three columns; filters live in the URL and Back restores them', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/approver');
  await expect(page.getByRole('heading', { level: 1, name: 'Approver Dashboard' })).toBeVisible();
  for (const heading of ['Open', REVIEW, DONE]) await expect(column(page, heading)).toBeVisible();
  await expect(page.getByText(/^WE \d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();

  // Status Approved: only approved timesheets (the word, not only the colour), in the third column.
  await page.getByLabel('Status').selectOption('APPROVED');
  await expect(page).toHaveURL(/state=APPROVED/);
  const done = column(page, DONE);
  await expect(done.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(column(page, 'Open').getByText('Nothing here this week')).toBeVisible();
  await expect(column(page, REVIEW).getByText('Nothing here this week')).toBeVisible();

  // The previous week, then Back twice: the week, then the status filter, come back.
  const thisWeek = new URL(page.url()).searchParams.get('week');
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).not.toHaveURL(new RegExp(`week=${thisWeek}`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`week=${thisWeek}`));
  await expect(page.getByLabel('Status')).toHaveValue('APPROVED');
  await page.goBack();
  await expect(page.getByLabel('Status')).toHaveValue('');

  // A row opens its timesheet; Back returns to the board as it was.
  await page.getByLabel('Status').selectOption('APPROVED');
  const row = done.getByRole('link').first();
  await row.click();
  await expect(page).toHaveURL(/\/foreman\/projects\/\d+\/timesheets\/\d+$/);
  await page.goBack();
  await expect(page.getByLabel('Status')).toHaveValue('APPROVED');

  // Clear Filters: every filter back to its default.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByLabel('Status')).toHaveValue('');
});

test('opening a Pending Approval timesheet from the board puts it into review, and the board shows it so on return', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/approver');
  const review = column(page, REVIEW);
  const pending = review.getByRole('link').filter({ hasText: 'Pending Approval' }).first();
  await expect(pending).toBeVisible();
  const href = (await pending.getAttribute('href')) ?? '';
  const put = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/api\/timesheets\/\d+\/review$/.test(response.url()),
  );
  await pending.click();
  expect((await put).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('[data-state="IN_REVIEW"]').first()).toBeVisible();

  await page.goBack();
  await expect(review.locator(`a[href="${href}"]`)).toContainText('In Review');
});

test('a slow board says it is loading, and an approver sees the project manager preset to themselves', async ({
  page,
}) => {
  await signIn(page, DEMO.approver, '/foreman/timesheets');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/timesheets?**hydrate=true**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/approver');
  await expect(page.getByText("Loading the week's timesheets")).toBeVisible();
  // The columns stand while the week loads; their counts come with it.
  await expect(page.getByRole('region', { name: 'Open', exact: true })).toBeVisible();
  release();
  await expect(page.getByRole('region', { name: /^Open \(\d+\)$/ })).toBeVisible();
  // APPROVER-20: without PayrollDashboard_Export the Project Manager filter starts at the user.
  await expect(page).toHaveURL(/pm=\d+/);
  await expect(page.getByLabel('Project Manager')).not.toHaveValue('');
});

test('the board keeps still when the employee lists answer last (a slow line)', async ({ page }) => {
  await trackLayoutShift(page);
  await signIn(page, DEMO.admin, '/approver');
  await expect(page.getByRole('heading', { level: 1, name: 'Approver Dashboard' })).toBeVisible();
  // The Foreman and Project Manager lists come a second after the week's timesheets.
  await slowLine(page, '**/api/employees?*', 1_000);
  await page.reload();
  await expect(page.getByText(/^WE \d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Foreman' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Foreman' }).getByRole('option')).not.toHaveCount(1);
  expect(await layoutShiftOf(page)).toBeLessThan(0.05);
});

test('the board narrows by project, prevailing wage and foreman, and a correction row opens the correction', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.admin, '/approver');
  const groups = page.locator('section[aria-label*=", "]');
  await expect(groups.first()).toBeVisible();

  // Projects, chosen by typing and a click: the board shows only their groups.
  const [first, second] = await groups.evaluateAll((all) =>
    [...new Set(all.map((group) => group.getAttribute('aria-label')?.split(',')[0] ?? ''))].slice(0, 2),
  );
  await chooseProjects(page, [first!, second!]);
  await expect(page).toHaveURL(/projects=\d+%2C\d+|projects=\d+,\d+/);
  await expect(groups.first()).toBeVisible();
  const shown = await groups.evaluateAll((all) =>
    all.map((group) => group.getAttribute('aria-label')?.split(',')[0]),
  );
  expect(new Set(shown)).toEqual(new Set([first, second]));
  // Its chip removes one: the other's groups stay.
  await page.getByRole('button', { name: new RegExp(`^Remove ${first} `) }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^Remove ${first} `) })).toHaveCount(0);
  await expect(groups.filter({ hasText: first! })).toHaveCount(0);
  await expect(groups.first()).toHaveAttribute('aria-label', new RegExp(`^${second},`));
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  // Prevailing Only: every group carries the PW marker.
  await page.getByLabel('Prevailing Wage').selectOption('true');
  await expect(page).toHaveURL(/prevailing=true/);
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  await expect(groups.getByText('PW', { exact: true })).toHaveCount(count);
  await page.getByRole('button', { name: 'Clear Filters' }).click();

  // One foreman: only their timesheets (their name on every row), and no corrections.
  await page.getByLabel('Foreman').selectOption({ label: 'Morales, Frank' });
  await expect(page).toHaveURL(/foreman=\d+/);
  const rows = page.locator('section[aria-label*=", "] a');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Frank Morales' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear Filters' }).click();

  // A standalone correction row (a week that has one) opens /payroll/{period}/corrections/{id}.
  for (let weeksBack = 0; weeksBack < 8; weeksBack += 1) {
    const correction = page.getByRole('link').filter({ hasText: 'Standalone correction:' }).first();
    if (await correction.isVisible().catch(() => false)) {
      await correction.click();
      await expect(page).toHaveURL(/\/payroll\/\d+\/corrections\/\d+$/);
      return;
    }
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(page.getByText("Loading the week's timesheets")).toHaveCount(0);
    await page.waitForLoadState('networkidle');
  }
  throw new Error('no standalone correction on the board in the last eight weeks');
});

test('a foreman is denied the board, and the timesheets the portal gives them are their own only (U-20)', async ({
  page,
}) => {
  await signIn(page, DEMO.foreman, '/approver');
  const denied = page.getByText("Access Denied: You don't have permission to view this page.", {
    exact: true,
  });
  await expect(denied).toBeVisible();
  await page.goto('/approver/queue');
  await expect(denied).toBeVisible();

  // What the board would ask for, asked with the foreman's session through the bff: the server keeps them to their
  // own timesheets even when the query names another creator.
  const api = await apiAs(page);
  const me = await api.get<{ employeeId: number }>('/user');
  const year = 'startDate=2000-01-01&endDate=2100-12-31&hydrate=true&pageSize=500';
  const own = await api.get<Array<{ creatorEmployeeId: number }>>(`/timesheets?${year}`);
  expect(own.length).toBeGreaterThan(0);
  expect(new Set(own.map((timesheet) => timesheet.creatorEmployeeId))).toEqual(new Set([me.employeeId]));
  const asked = await api.get<Array<{ creatorEmployeeId: number }>>(
    `/timesheets?${year}&creatorEmployeeId=${me.employeeId + 1}`,
  );
  expect(asked.every((timesheet) => timesheet.creatorEmployeeId === me.employeeId)).toBe(true);
});

// The week's Previous / date / Next stood on one unbreakable line, wider than a phone: 'Next week' lay off screen and
// the whole page scrolled sideways.
test('the board fits a phone: the week controls wrap, the page never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.approver, '/approver');
  await expect(column(page, 'Open')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next week' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

// Chrome makes the parts of a page's first date field when the element is made: ~30 ms of main thread inside the
// board's first render (issue 13). The Week field is a plain text field until the user reaches for it.
test('the Week field becomes a date field when reached, by keyboard or pointer, and jumps to the chosen week', async ({
  page,
}) => {
  await signIn(page, DEMO.approver, '/approver?week=2026-11-23');
  await expect(column(page, 'Open')).toBeVisible();
  const week = page.getByLabel('Week', { exact: true });
  await expect(week).toHaveValue('11/23/2026');
  await expect(page.locator('input[type="date"]')).toHaveCount(0);

  // Keyboard: from Previous week, Tab reaches the field, which takes the digits of a date.
  await page.getByRole('button', { name: 'Previous week' }).focus();
  await page.keyboard.press('Tab');
  await expect(week).toBeFocused();
  await expect(week).toHaveAttribute('type', 'date');
  await page.keyboard.type('11112026');
  await expect(page).toHaveURL(/week=2026-11-09(&|$)/);
  await expect(page.getByText('Monday to Sunday: 11/09/2026 – 11/15/2026')).toBeVisible();
  // The dates on the way (01/23, 11/01, years 0002 to 0202) made one history entry at most: Back is the week before.
  await page.goBack();
  await expect(page).toHaveURL(/week=2026-11-23(&|$)/);

  // Pointer, on a fresh load: the press turns it into the date field before it lands.
  await page.goto('/approver?week=2026-11-23');
  await expect(week).toHaveAttribute('type', 'text');
  await week.click();
  await expect(week).toHaveAttribute('type', 'date');
  await week.fill('2026-12-02');
  await expect(page).toHaveURL(/week=2026-11-30(&|$)/);
});

test("Generate No Pay Roster regenerates the week's roster and opens it in payroll; a double click on a slow answer sends one", async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/approver');
  await expect(page.getByRole('heading', { level: 1, name: 'Approver Dashboard' })).toBeVisible();
  const posts: string[] = [];
  await page.route(/\/api\/payroll-periods\/\d+\/roster$/, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 800));
    return route.fallback();
  });
  const button = page.getByRole('button', { name: 'Generate No Pay Roster' });
  await button.dblclick();
  await expect(button).toBeDisabled();

  await expect(toast(page, 'Successfully regenerated No Pay Roster')).toBeVisible();
  await expect(page).toHaveURL(/\/payroll\/\d+\/nopayroster$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /^\d{2}\/\d{2}\/\d{4} No-Pay Roster$/ }),
  ).toBeVisible();
  expect(posts).toHaveLength(1);
});

// APPROVER-08: the button regenerated the week's roster and opened it even with 'There are no timesheets or corrections
// for this week with these filters.' on the board.
test("Generate No Pay Roster on a board with no results says 'Unable to generate no pay roster' and stays", async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/approver');
  // The week the board opens on, as its Week field shows it (MM/dd/yyyy).
  const shown = await page.getByLabel('Week', { exact: true }).inputValue();
  const [month, day, year] = shown.split('/');
  const week = `${year}-${month}-${day}`;
  const empty = await filtersWithNothingIn(page, week);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/payroll-periods\/\d+\/roster$/.test(request.url()))
      posts.push(request.url());
  });

  await page.goto(`/approver?week=${week}&${empty}`);
  await expect(
    page.getByText('There are no timesheets or corrections for this week with these filters.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Generate No Pay Roster' }).click();
  await expect(
    page.getByRole('alert').getByText('Unable to generate no pay roster', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/approver\\?.*${empty}`));
  await expect(page.getByRole('button', { name: 'Generate No Pay Roster' })).toBeEnabled();
  expect(posts).toEqual([]);
});
