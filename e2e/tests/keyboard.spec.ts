import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';
import { calendarDay, openBlankTimesheet, thisWeekSoFar, toast } from '../support/timesheets.ts';

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails if it is not reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 120, back = false): Promise<void> {
  const handle = await target.elementHandle();
  for (let press = 0; press < limit; press += 1) {
    if (await page.evaluate((element) => document.activeElement === element, handle)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} was not reached with the keyboard in ${limit} presses`);
}

test('a foreman fills and saves a timesheet with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  await openBlankTimesheet(page, [calendarDay(-6), calendarDay(-7), calendarDay(-8), ...thisWeekSoFar()]);

  // From the top of the page: every field and the Save button are reached and used with Tab, typing and Enter.
  await page.getByRole('heading', { level: 1 }).first().focus();
  const hours = page.getByRole('spinbutton', { name: /^Work hours, / });
  await tabTo(page, hours.first());
  await page.keyboard.type('7.5');
  const journal = page.getByRole('textbox', { name: 'Daily journal text' });
  await tabTo(page, journal);
  await page.keyboard.type('Keyboard only: set forms on grid D.');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await tabTo(page, save, 120, true);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Timesheet successfully saved')).toBeVisible();
  await expect(page).toHaveURL(/\/timesheets\/\d+$/);
  await expect(journal).toHaveValue('Keyboard only: set forms on grid D.');
  await expect(hours.first()).toHaveValue('7.5');
});

test('an approver creates a customer with the keyboard alone', async ({ page }) => {
  await signIn(page, DEMO.approver, '/approver/customers/new');
  const externalId = `KB${Date.now().toString().slice(-6)}`;
  await page.getByRole('heading', { level: 1 }).first().focus();
  await tabTo(page, page.getByRole('textbox', { name: 'Acumatica ID' }));
  await page.keyboard.type(externalId);
  await tabTo(page, page.getByRole('textbox', { name: 'Customer Name' }));
  await page.keyboard.type('Keyboard Paving Co');
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('New customer successfully saved')).toBeVisible();
  await expect(page).toHaveURL(/\/approver\/customers\/\d+$/);
});

test('an approver narrows the board by status and moves a week with the keyboard alone', async ({ page }) => {
  await signIn(page, DEMO.approver, '/approver');
  await page.getByRole('heading', { level: 1 }).first().focus();
  const status = page.getByLabel('Status');
  await tabTo(page, status);
  // A select takes the first option starting with the typed letters.
  await page.keyboard.type('Approved');
  await expect(page).toHaveURL(/state=APPROVED/);
  const previous = page.getByRole('button', { name: 'Previous week' });
  await tabTo(page, previous);
  const week = new URL(page.url()).searchParams.get('week');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(new RegExp(`week=${week}(&|$)`));
});

test('payroll switches the period tabs with the arrow keys', async ({ page }) => {
  await signIn(page, DEMO.payroll, '/payroll/1/nopayroster');
  const roster = page.getByRole('tab', { name: 'No-Pay Roster' });
  await page.getByRole('heading', { level: 1 }).first().focus();
  await tabTo(page, roster);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Corrections' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payroll\/1\/corrections$/);
  await expect(page.getByRole('tab', { name: 'Corrections' })).toHaveAttribute('aria-selected', 'true');
});

test('an admin creates a role with the keyboard alone', async ({ page }) => {
  await signIn(page, DEMO.admin, '/payroll/roles/new');
  const name = `Keyboard Role ${Date.now().toString().slice(-6)}`;
  await page.getByRole('heading', { level: 1 }).first().focus();
  await tabTo(page, page.getByRole('textbox', { name: 'Role Name' }));
  await page.keyboard.type(name);
  await tabTo(page, page.getByRole('checkbox', { name: 'Report_View' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Report_View' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Save' }), 200, true);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'New role successfully saved')).toBeVisible();
  await expect(page).toHaveURL(/\/payroll\/roles$/);
});
