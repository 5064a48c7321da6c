import { expect, test, type Browser, type Page } from '@playwright/test';
import { oldestOpenPeriod } from '../support/api.ts';
import { DEMO, signIn, signedInPage } from '../support/auth.ts';
import { calendarDay, fillForSubmit, openBlankTimesheet, toast } from '../support/timesheets.ts';

// The actions the main flow does not take (TS-DETAIL-20/35/39/41): Cancel Review, Revoke Approval, opening a
// Pending Approval timesheet from 'Other timesheets' (which starts its review, U-21), and Delete Timesheet.

const badge = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Project' }).getByText(label, { exact: true });

/** The first five days of the oldest open payroll period, and the foreman who submits timesheets for them. */
async function foremanInOpenPeriod(browser: Browser) {
  const payroll = await signedInPage(browser, DEMO.payroll, '/payroll');
  const period = await oldestOpenPeriod(payroll);
  const days = [0, 1, 2, 3, 4].map((offset) => calendarDay(offset, period.startDate));
  const foreman = await signedInPage(browser, DEMO.foreman, '/foreman/timesheets');
  return { foreman, days };
}

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
  const { foreman, days } = await foremanInOpenPeriod(browser);
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

test('two reviewers on one timesheet: the second one is told it changed, and Reload shows it approved', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { foreman, days } = await foremanInOpenPeriod(browser);
  const { path } = await submitBlank(foreman, days);

  const first = await signedInPage(browser, DEMO.approver, path);
  await first.getByRole('button', { name: 'Start Review' }).click();
  await expect(badge(first, 'In Review')).toBeVisible();
  const second = await signedInPage(browser, DEMO.admin, path);
  await expect(badge(second, 'In Review')).toBeVisible();
  // A Daily Timesheet belongs to Timesheets in the navigation (its address lies under the Foreman Dashboard's).
  await expect(
    second.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Timesheets' }),
  ).toHaveAttribute('aria-current', 'page');

  await first.getByRole('button', { name: 'Approve' }).click();
  await expect(badge(first, 'Approved')).toBeVisible();

  // The second reviewer still sees it In Review and rejects it with a note: the api refuses the stale version.
  const notes = second.getByRole('textbox', { name: 'Approver Notes' });
  await notes.fill('Hours on Tuesday do not match the log.');
  await second.getByRole('button', { name: 'Reject' }).click();
  // On the timesheet itself (the toast says it too).
  const notice = second
    .getByRole('form', { name: 'Daily timesheet' })
    .getByText(/was changed by someone else since you opened it/);
  await expect(notice).toBeVisible();
  await expect(notes).toHaveValue('Hours on Tuesday do not match the log.');
  await expect(badge(second, 'In Review')).toBeVisible();

  await second.getByRole('button', { name: 'Reload' }).click();
  await expect(badge(second, 'Approved')).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(second.getByRole('button', { name: 'Reject' })).toBeHidden();
  await expect(second.getByRole('button', { name: 'Revoke Approval' })).toBeVisible();
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
