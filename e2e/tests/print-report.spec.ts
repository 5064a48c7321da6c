import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';

/** MM-dd-yyyy (the list's and the report's date) → yyyy-MM-dd. */
const toApi = (uiDate: string) => {
  const [month, day, year] = uiDate.split('-');
  return `${year}-${month}-${day}`;
};

/** Monday to Sunday of the week holding a yyyy-MM-dd date (CONST-15), as yyyy-MM-dd. */
const weekOf = (apiDate: string) => {
  const date = new Date(`${apiDate}T00:00:00Z`);
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { startDate: monday.toISOString().slice(0, 10), endDate: sunday.toISOString().slice(0, 10) };
};

/** Opens the first of the foreman's timesheets in the list; its project number, date and ids. */
async function openFirstTimesheet(page: Page) {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  const rows = page.getByRole('row').filter({ hasText: 'Frank Morales' });
  await expect(rows.first()).toBeVisible();
  const cells = await rows.first().locator('td').allInnerTexts();
  const uiDate = cells[1]!.trim().slice(0, 10);
  const projectNumber = cells[2]!.trim();
  await rows.first().click();
  await expect(page).toHaveURL(/\/foreman\/projects\/\d+\/timesheets\/\d+$/);
  const [, projectId, timesheetId] = /\/foreman\/projects\/(\d+)\/timesheets\/(\d+)$/.exec(page.url())!;
  return { uiDate, projectNumber, projectId: projectId!, timesheetId: timesheetId! };
}

test('Print on a saved timesheet opens its report in a new tab without opener (TS-DETAIL-28, PRINT-05/09)', async ({
  page,
  context,
}) => {
  const { uiDate, projectNumber, timesheetId } = await openFirstTimesheet(page);

  const [report] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Print', exact: true }).click(),
  ]);
  await report.waitForLoadState();
  await expect(report).toHaveURL(new RegExp(`/reports/timesheets/report\\?timesheetId=${timesheetId}$`));
  expect(await report.evaluate(() => window.opener)).toBeNull();

  const sheet = report.getByRole('article', { name: `Daily Timesheet, ${projectNumber}, ${uiDate}` });
  await expect(sheet).toBeVisible();
  // A print view: no side navigation, the report's own toolbar with Print.
  await expect(report.getByRole('navigation')).toHaveCount(0);
  await expect(report.getByRole('heading', { level: 1, name: 'Timesheet Report' })).toBeVisible();
  await expect(report.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  await expect(sheet).toHaveAttribute('data-report-page', 'timesheet');
  await expect(sheet).toHaveAttribute('data-timesheet-id', timesheetId);
  await expect(sheet.getByText(projectNumber, { exact: true })).toBeVisible();
  await expect(sheet.getByText(new RegExp(`^${uiDate} \\(\\w+day\\)$`))).toBeVisible();

  // Crew rows: Work Hours and Out Of Scope Hours with 2 decimals, miles whole, truck allowance Y or N.
  const crewRows = sheet.getByRole('region', { name: 'Crew Timecard' }).getByRole('row');
  await expect(crewRows.nth(1)).toBeVisible();
  const firstRow = crewRows.nth(1).getByRole('cell');
  await expect(firstRow.nth(2)).toHaveText(/^\d+\.\d{2}$/);
  await expect(firstRow.nth(3)).toHaveText(/^\d+\.\d{2}$/);
  await expect(firstRow.nth(4)).toHaveText(/^\d+$/);
  await expect(firstRow.nth(5)).toHaveText(/^\d+$/);
  await expect(firstRow.nth(8)).toHaveText(/^[YN]$/);
});

test('a project-week report prints one page per timesheet, with a page break between them (PRINT-01/02)', async ({
  page,
}) => {
  const { uiDate, projectId } = await openFirstTimesheet(page);
  const { startDate, endDate } = weekOf(toApi(uiDate));

  // What the api lists for this user, project and week: the number of timesheet pages to expect.
  const expected = await page.evaluate(
    async ({ projectId, startDate, endDate }) => {
      const response = await fetch(
        `/api/timesheets?projectId=${projectId}&startDate=${startDate}&endDate=${endDate}&pageSize=1`,
        { headers: { Authorization: `Bearer ${localStorage.getItem('id_token') ?? ''}` } },
      );
      return Number(response.headers.get('X-Total-Count'));
    },
    { projectId, startDate, endDate },
  );
  expect(expected).toBeGreaterThan(0);

  await page.goto(
    `/reports/timesheets/report?projectId=${projectId}&startDate=${startDate}&endDate=${endDate}`,
  );
  const timesheetPages = page.locator('[data-report-page="timesheet"]');
  await expect(timesheetPages.first()).toBeVisible();
  await expect(timesheetPages).toHaveCount(expected);

  await page.emulateMedia({ media: 'print' });
  // The toolbar is for the screen only.
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await expect(timesheetPages).toHaveCount(expected);

  // Every printed page (timesheets and standalone-correction days) but the last is followed by a page break.
  const breaks = await page
    .locator('[data-report-page]')
    .evaluateAll((sheets) =>
      sheets.map((sheet) => [getComputedStyle(sheet).breakAfter, getComputedStyle(sheet).pageBreakAfter]),
    );
  expect(breaks.length).toBeGreaterThanOrEqual(expected);
  for (const [breakAfter, pageBreakAfter] of breaks.slice(0, -1)) {
    expect(breakAfter).toBe('page');
    expect(pageBreakAfter).toBe('always');
  }
  expect(breaks.at(-1)?.[0]).toBe('auto');
});
