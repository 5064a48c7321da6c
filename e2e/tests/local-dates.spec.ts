import { expect, test, type Page } from '@playwright/test';
import { oldestOpenPeriod } from '../support/api.ts';
import { DEMO, signIn } from '../support/auth.ts';

/**
 * U-54: "today", "this week" and "this month" are the browser's local dates. West of UTC the evening is already
 * tomorrow in UTC, so a date taken from toISOString() shows the wrong month or week exactly there.
 */
test.use({ timezoneId: 'America/Los_Angeles' });

/** 17:00 on Monday, Nov 30 in Los Angeles: Tuesday, Dec 1 in UTC. */
const MONTH_EDGE = new Date('2026-12-01T01:00:00Z');
/** 17:00 on Sunday, Nov 29 in Los Angeles: Monday, Nov 30 in UTC (weeks start on Monday). */
const WEEK_EDGE = new Date('2026-11-30T01:00:00Z');

/** Signs in on the real clock (the tokens' times are checked against it), then stops the page's clock at `moment`. */
async function signInAt(page: Page, email: string, moment: Date): Promise<void> {
  await signIn(page, email);
  await page.clock.setFixedTime(moment);
}

test('the payroll dashboard opens on the local month, and the header says the local day', async ({
  page,
}) => {
  await signInAt(page, DEMO.payroll, MONTH_EDGE);
  await page.goto('/payroll');
  await expect(page.getByTestId('today')).toHaveText('11/30/2026');
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('10'); // November (0-based)
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('2026');
});

test('a new standalone correction is dated the local day', async ({ page }) => {
  await signIn(page, DEMO.payroll);
  const period = await oldestOpenPeriod(page);
  await page.clock.setFixedTime(MONTH_EDGE);
  await page.goto(`/payroll/${period.payrollPeriodId}/corrections/new`);
  await expect(page.getByRole('group', { name: 'Date Corrected' })).toContainText('11/30/2026');
});

test("the foreman's timesheet list opens on the local week", async ({ page }) => {
  await signInAt(page, DEMO.foreman, WEEK_EDGE);
  await page.goto('/foreman/timesheets');
  await expect(page.getByRole('group', { name: 'Week' })).toContainText('11/23/2026 - 11/29/2026');
});
