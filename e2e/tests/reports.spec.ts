import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { DEMO, signIn } from '../support/auth.ts';
import { calendarDay } from '../support/timesheets.ts';

const NO_RESULTS = 'No results found for the specified criteria.';
const PROJECT_EMPTY = 'Project cannot be empty';
const START_AFTER_END = 'Start Date must be less than or equal to End Date';

/** Monday and Sunday of the browser's previous week (CONST-15), yyyy-MM-dd in local time like the portal's today. */
const previousWeek = () => {
  const daysSinceMonday = (new Date().getDay() + 6) % 7;
  const startDate = calendarDay(-daysSinceMonday - 7);
  return { startDate, endDate: calendarDay(6, startDate) };
};

/** A project the signed-in foreman has a timesheet on in that range (the seed fills every past week). */
async function projectWithTimesheets(page: Page, startDate: string, endDate: string): Promise<string> {
  const timesheets = await (
    await apiAs(page)
  ).get<{ projectId: number }[]>(`/timesheets?startDate=${startDate}&endDate=${endDate}&pageSize=1`);
  expect(timesheets.length, 'a seeded timesheet last week').toBeGreaterThan(0);
  return String(timesheets[0]!.projectId);
}

test('the Reports dashboard leads to the Timesheets Report, which validates and opens the report in a new tab (REPORTS-01…10)', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.foreman, '/reports');
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  // REPORTS-01/02: the foreman holds Report_Timesheet_View, so the button is enabled.
  const timesheetReport = page.getByRole('button', { name: 'Timesheet Report', exact: true });
  await expect(timesheetReport).toBeEnabled();
  await timesheetReport.click();
  await expect(page).toHaveURL(/\/reports\/timesheets\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Timesheets Report' })).toBeVisible();

  // REPORTS-04: Generate without a project.
  const project = page.getByLabel('Project', { exact: true });
  const generate = page.getByRole('button', { name: 'Generate', exact: true });
  await expect(project.locator('option').nth(1)).toBeAttached();
  await generate.click();
  await expect(page.getByText(PROJECT_EMPTY, { exact: true })).toBeVisible();
  await expect(project).toHaveAttribute('aria-invalid', 'true');

  // A project with timesheets last week.
  const { startDate, endDate } = previousWeek();
  const projectId = await projectWithTimesheets(page, startDate, endDate);
  await project.selectOption(projectId);
  await expect(page.getByText(PROJECT_EMPTY, { exact: true })).toHaveCount(0);

  // REPORTS-07: a start after the end.
  const start = page.getByLabel('Start Date', { exact: true });
  const end = page.getByLabel('End Date', { exact: true });
  await start.fill(endDate);
  await end.fill(startDate);
  await generate.click();
  await expect(page.getByText(START_AFTER_END, { exact: true })).toBeVisible();
  await expect(start).toHaveAttribute('aria-invalid', 'true');

  // Last week, Monday to Sunday.
  await start.fill(startDate);
  await end.fill(endDate);
  await expect(page.getByText(START_AFTER_END, { exact: true })).toHaveCount(0);

  // REPORTS-08: a new tab, no opener. Wait for the emptiness check to settle (the message never shows).
  await expect(page.getByText(NO_RESULTS, { exact: true })).toHaveCount(0);
  const [report] = await Promise.all([context.waitForEvent('page'), generate.click()]);
  await report.waitForLoadState();
  await expect(report).toHaveURL(
    new RegExp(
      `/reports/timesheets/report\\?projectId=${projectId}&startDate=${startDate}&endDate=${endDate}$`,
    ),
  );
  expect(await report.evaluate(() => window.opener)).toBeNull();
  await expect(report.getByRole('heading', { level: 1, name: 'Timesheet Report' })).toBeVisible();
  await expect(report.locator('[data-report-page="timesheet"]').first()).toBeVisible();
});

test('a project and dates with nothing to print say so under Generate and open no tab (REPORTS-10, U-41)', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.foreman, '/reports/timesheets/dashboard');
  const project = page.getByLabel('Project', { exact: true });
  await expect(project.locator('option').nth(1)).toBeAttached();
  await project.selectOption({ index: 1 });
  // A week years before any seeded data.
  await page.getByLabel('Start Date', { exact: true }).fill('2020-01-06');
  await page.getByLabel('End Date', { exact: true }).fill('2020-01-12');
  await expect(page.getByText(NO_RESULTS, { exact: true })).toBeVisible();
  const pagesBefore = context.pages().length;
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByText(NO_RESULTS, { exact: true })).toBeVisible();
  expect(context.pages()).toHaveLength(pagesBefore);
});
