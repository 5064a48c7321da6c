import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';

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

test('opening a Pending Approval timesheet from the board puts it into review', async ({ page }) => {
  await signIn(page, DEMO.admin, '/approver?state=PENDING_APPROVAL');
  const review = column(page, REVIEW);
  const pending = review.getByRole('link').filter({ hasText: 'Pending Approval' }).first();
  await expect(pending).toBeVisible();
  const put = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/api\/timesheets\/\d+\/review$/.test(response.url()),
  );
  await pending.click();
  expect((await put).status()).toBe(200);
  await expect(page).toHaveURL(/\/foreman\/projects\/\d+\/timesheets\/\d+$/);
  await expect(page.locator('[data-state="IN_REVIEW"]').first()).toBeVisible();
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
  release();
  await expect(page.getByRole('region', { name: /^Open/ })).toBeVisible();
  // APPROVER-20: without PayrollDashboard_Export the Project Manager filter starts at the user.
  await expect(page).toHaveURL(/pm=\d+/);
  await expect(page.getByLabel('Project Manager')).not.toHaveValue('');
});
