import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';

/**
 * U-54: "this week" on the approver board is the browser's local week, Monday to Sunday (APPROVER-04). At 17:00 on
 * Sunday 11/29/2026 in Los Angeles it is already Monday 11/30 01:00 in UTC: a board that took the week from UTC
 * (toISOString) would open on 11/30 – 12/06.
 */
test.use({ timezoneId: 'America/Los_Angeles' });

const SUNDAY_EVENING_IN_LOS_ANGELES = new Date('2026-11-29T17:00:00-08:00');

test('the board opens on the local week at a week’s edge: Sunday evening in Los Angeles is Monday in UTC', async ({
  page,
}) => {
  await page.clock.setFixedTime(SUNDAY_EVENING_IN_LOS_ANGELES);
  const weeksAsked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/timesheets' && url.searchParams.get('hydrate') === 'true')
      weeksAsked.push(`${url.searchParams.get('startDate')} – ${url.searchParams.get('endDate')}`);
  });
  await signIn(page, DEMO.admin, '/approver');
  await expect(page.getByRole('heading', { level: 1, name: 'Approver Dashboard' })).toBeVisible();

  await expect(page.getByLabel('Week', { exact: true })).toHaveValue('11/23/2026');
  await expect(page.getByText('Monday to Sunday: 11/23/2026 – 11/29/2026')).toBeVisible();
  expect(weeksAsked).toContain('2026-11-23 – 2026-11-29');
  expect(weeksAsked).not.toContain('2026-11-30 – 2026-12-06');
});

test('after local midnight on Sunday, Clear Filters brings the board to the new week', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-29T23:50:00-08:00'));
  await signIn(page, DEMO.admin, '/approver');
  await expect(page.getByLabel('Week', { exact: true })).toHaveValue('11/23/2026');

  // The tab stays open past midnight: Monday 11/30 00:10 in Los Angeles.
  await page.clock.setFixedTime(new Date('2026-11-30T00:10:00-08:00'));
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByLabel('Week', { exact: true })).toHaveValue('11/30/2026');
  await expect(page.getByText('Monday to Sunday: 11/30/2026 – 12/06/2026')).toBeVisible();
});
