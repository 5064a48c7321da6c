import { expect, test, type Page } from '@playwright/test';
import { oldestOpenPeriod } from '../support/api.ts';
import { DEMO, signIn, signedInPage } from '../support/auth.ts';
import { calendarDay, fillForSubmit, openBlankTimesheet, toast } from '../support/timesheets.ts';

// The actions the main flow does not take (TS-DETAIL-20/35/39/41): Cancel Review, Revoke Approval, opening a
// Pending Approval timesheet from 'Other timesheets' (which starts its review, U-21), and Delete Timesheet.

const badge = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Project' }).getByText(label, { exact: true });

async function submitBlank(foreman: Page, dates: readonly string[], projectNumber?: string) {
  const date = await openBlankTimesheet(foreman, dates, { projectNumber });
  await fillForSubmit(foreman, `Crew on site ${date}.`);
  await foreman.getByRole('button', { name: 'Submit Time' }).click();
  await expect(toast(foreman, 'Timesheet successfully submitted')).toBeVisible();
  await expect(badge(foreman, 'Pending Approval')).toBeVisible();
  return {
    path: new URL(foreman.url()).pathname,
    projectNumber: (
      await foreman.getByRole('region', { name: 'Project' }).locator('strong').innerText()
    ).trim(),
    date,
  };
}

test('reviewers cancel a review and revoke an approval; Other timesheets starts the review of a pending one', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const payroll = await signedInPage(browser, DEMO.payroll, '/payroll');
  const period = await oldestOpenPeriod(payroll);
  const days = [0, 1, 2, 3, 4].map((offset) => calendarDay(offset, period.startDate));

  const foreman = await signedInPage(browser, DEMO.foreman, '/foreman/timesheets');
  const first = await submitBlank(foreman, days);
  const second = await submitBlank(
    foreman,
    days.filter((day) => day !== first.date),
    first.projectNumber,
  );

  const approver = await signedInPage(browser, DEMO.approver, first.path);
  await approver.getByRole('button', { name: 'Start Review' }).click();
  await expect(badge(approver, 'In Review')).toBeVisible();
  await approver.getByRole('button', { name: 'Cancel Review' }).click();
  await expect(toast(approver, 'Timesheet successfully removed from Review')).toBeVisible();
  await expect(badge(approver, 'Pending Approval')).toBeVisible();

  // Approve straight from Pending Approval, then take it back while payroll is still open.
  await approver.getByRole('button', { name: 'Approve' }).click();
  await expect(badge(approver, 'Approved')).toBeVisible();
  await approver.getByRole('button', { name: 'Revoke Approval' }).click();
  await expect(toast(approver, 'Timesheet successfully revoked')).toBeVisible();
  await expect(badge(approver, 'Pending Approval')).toBeVisible();

  // The other sheet of the same project and period, opened from the dropdown, is put into review on the way.
  // (Counting toasts raced their expiry; the PUT itself tells that the review started, once.)
  const reviewed = approver.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/timesheets\/\d+\/review$/.test(response.url()),
  );
  await approver.getByRole('button', { name: 'Other timesheets' }).click();
  const [year, month, day] = second.date.split('-');
  await approver
    .getByRole('list', { name: 'Other timesheets' })
    .getByRole('button', { name: new RegExp(`${month}-${day}-${year} · Pending Approval · Frank Morales`) })
    .click();
  expect((await reviewed).status()).toBe(200);
  await expect(toast(approver, 'Timesheet successfully put into review').last()).toBeVisible();
  await expect(approver).toHaveURL(new RegExp(`${second.path}$`));
  await expect(badge(approver, 'In Review')).toBeVisible();
});

test('a foreman deletes an open timesheet after confirming, and lands on the Timesheets list', async ({
  page,
}) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  await openBlankTimesheet(page, calendarDay());
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Timesheet successfully saved')).toBeVisible();
  await expect(page).toHaveURL(/\/timesheets\/\d+$/);
  const saved = page.url();

  await page.getByRole('button', { name: 'Delete Timesheet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Timesheet' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(saved);

  await page.getByRole('button', { name: 'Delete Timesheet' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Timesheet successfully deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/foreman\/timesheets$/);
  await page.goto(saved);
  await expect(page).toHaveURL(/\/not-found$/);
});
