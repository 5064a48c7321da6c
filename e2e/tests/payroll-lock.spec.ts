import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { DEMO, signIn, signedInPage } from '../support/auth.ts';
import { downloadCsv } from '../support/download.ts';
import { toast } from '../support/timesheets.ts';

interface Period {
  payrollPeriodId: number;
  startDate: string;
  endDate: string;
  payrollPeriodState: string;
  numUnapprovedTimesheets: number;
  numRejectedTimesheets: number;
  version: number;
}

const mmddyyyy = (apiDate: string) => apiDate.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');

/**
 * Checks the period's row on its month of the dashboard and runs an action; when the api's completeness check says
 * the period is not ready, the dashboard asks first, and the clerk goes on.
 */
async function runOn(page: Page, period: Period, action: string, goOn: string): Promise<void> {
  const check = await (
    await apiAs(page)
  ).get<{ ready: boolean }>(`/payroll-periods/${period.payrollPeriodId}/completeness`);
  await page.goto(`/payroll?month=${period.endDate.slice(0, 7)}`);
  await page.getByRole('checkbox', { name: `Period ending ${mmddyyyy(period.endDate)}` }).check();
  await page.getByRole('button', { name: action, exact: true }).click();
  if (!check.ready) {
    await page
      .getByRole('dialog', { name: /^Not Ready to / })
      .getByRole('button', { name: goOn })
      .click();
  }
}

test('payroll exports a period, completes and locks an old one, adds a correction to it that the approver board shows; the completed period refuses changes', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.payroll, '/payroll');
  const api = await apiAs(page);

  // Export Payroll of a completed period (nothing unapproved): the file is named after the company and end date.
  const completed = (
    await api.get<Period[]>('/payroll-periods?state=COMPLETED&calculateStats=true&pageSize=50')
  )
    .filter((period) => period.numUnapprovedTimesheets <= period.numRejectedTimesheets)
    .sort((a, b) => b.endDate.localeCompare(a.endDate))[0];
  if (!completed) throw new Error('the seed has no exportable completed period');
  await page.goto(`/payroll?month=${completed.endDate.slice(0, 7)}`);
  await page.getByRole('checkbox', { name: `Period ending ${mmddyyyy(completed.endDate)}` }).check();
  const { filename, lines } = await downloadCsv(page, 'Export Payroll');
  expect(filename).toBe(`Crewtime_${completed.endDate}_Payroll.csv`);
  expect(lines[0]).toMatch(/^"?Record Type"?,"?Accumatica ID"?,/);
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toMatch(/^"(TIMESHEET|CORRECTION|STANDALONE CORRECTION)",/);

  // An old CLOSED period (two weeks back in the seed): Complete and Permanently Lock, past the completeness check.
  // Not an OPEN one: the timesheet specs take the oldest OPEN period through its own steps.
  const oldest = (await api.get<Period[]>('/payroll-periods?state=CLOSED&pageSize=50')).sort((a, b) =>
    a.startDate.localeCompare(b.startDate),
  )[0];
  if (!oldest) throw new Error('the seed has no CLOSED payroll period');
  await runOn(page, oldest, 'Complete and Permanently Lock', 'Continue to Complete');
  const confirm = page.getByRole('dialog', { name: 'Complete and Permanently Lock' });
  await expect(confirm).toContainText(`ending ${mmddyyyy(oldest.endDate)}`);
  await expect(confirm).toContainText('This cannot be undone');
  await confirm.getByRole('button', { name: 'Complete and Permanently Lock' }).click();
  await expect(toast(page, 'Payroll period successfully closed').first()).toBeVisible();
  await expect(
    page
      .getByRole('checkbox', { name: `Period ending ${mmddyyyy(oldest.endDate)}` })
      .locator('xpath=ancestor::tr'),
  ).toContainText('COMPLETED');

  // A late correction goes to the locked period as a standalone correction.
  await page.goto(`/payroll/${oldest.payrollPeriodId}/corrections`);
  await page.getByRole('link', { name: '+ Add Standalone Correction +' }).click();
  await page.getByRole('combobox', { name: 'Project' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Employee' }).selectOption({ index: 1 });
  await page.getByLabel('Correction Date').fill(oldest.startDate);
  await expect(page.getByRole('textbox', { name: 'New Value' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Correction Type' }).selectOption('ADD_WORK_HOURS');
  await page.getByRole('textbox', { name: 'New Value' }).fill('3');
  const comment = `E2E late correction ${Date.now().toString().slice(-6)}`;
  await page.getByRole('textbox', { name: 'Comments' }).fill(comment);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Standalone Correction data saved successfully')).toBeVisible();
  // U-48: back on the period's corrections page, where the row links to the saved correction.
  await expect(page).toHaveURL(new RegExp(`/payroll/${oldest.payrollPeriodId}/corrections$`));
  const correctionPath =
    (await page
      .getByRole('region', { name: 'Standalone Corrections' })
      .getByRole('row')
      .filter({ hasText: comment })
      .getByRole('link')
      .first()
      .getAttribute('href')) ?? '';
  expect(correctionPath).toMatch(/^\/payroll\/\d+\/corrections\/\d+$/);

  // The approver's board of that week, narrowed to its project and that project's manager (the approver's own board
  // starts on their projects), shows it in the third column, linking to the correction.
  const correction = await api.get<{ projectId: number }>(
    `/project-corrections/${correctionPath.split('/').pop()}`,
  );
  const project = await api.get<{ pmEmployeeId: number | null }>(`/projects/${correction.projectId}`);
  const approver = await signedInPage(
    browser,
    DEMO.approver,
    `/approver?week=${oldest.startDate}&projects=${correction.projectId}&pm=${project.pmEmployeeId ?? ''}`,
  );
  const done = approver.getByRole('region', { name: /^Approved \/ Corrections \/ Rejected/ });
  const row = done.locator(`a[href="${correctionPath}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Update Work Hours');

  // Completed is final: re-opening, closing or changing its roster is refused by the api.
  const token = await page.evaluate(() => window.localStorage.getItem('id_token'));
  const headers = { Authorization: `Bearer ${token}` };
  const locked = await api.get<Period>(`/payroll-periods/${oldest.payrollPeriodId}`);
  for (const action of ['reopen', 'close']) {
    const refused = await page.request.put(`/api/payroll-periods/${oldest.payrollPeriodId}/${action}`, {
      headers,
      data: { version: locked.version },
    });
    expect(refused.status(), action).toBe(409);
  }
  const roster = await page.request.put(`/api/payroll-periods/${oldest.payrollPeriodId}/roster/no-pay`, {
    headers,
    data: { payrollRosters: [], version: locked.version },
  });
  expect(roster.status()).toBe(409);
});

test('a foreman is denied every payroll page', async ({ page }) => {
  await signIn(page, DEMO.foreman, '/payroll');
  const denied = page.getByText("Access Denied: You don't have permission to view this page.", {
    exact: true,
  });
  await expect(denied).toBeVisible();
  for (const path of ['/payroll/1/nopayroster', '/payroll/1/corrections', '/payroll/certified-payroll']) {
    await page.goto(path);
    await expect(denied, path).toBeVisible();
  }
});
