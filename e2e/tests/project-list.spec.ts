import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { DEMO, signIn } from '../support/auth.ts';
import { downloadCsv } from '../support/download.ts';
import { slowLine } from '../support/network.ts';

const HEADER = '"Project Number","Description","City","State","Customer","Project Manager","Status"';
const SEARCH = 'Search by project number or project manager';

/**
 * The demo has nine Active projects: paging at 20 needs more. Adds Active projects P-99 E2E 01…12 (those not there
 * yet, so a run on a reused stack adds none).
 */
async function enoughProjectsToPage(page: Page): Promise<void> {
  const api = await apiAs(page);
  const existing = await api.get<Array<{ projectNumber: string }>>('/projects?search=P99E2E');
  const customers = await api.get<Array<{ customerId: number }>>('/customers?pageSize=1');
  for (let index = 1; index <= 12; index += 1) {
    const projectNumber = `P99E2E${String(index).padStart(2, '0')}`;
    if (existing.some((project) => project.projectNumber === projectNumber)) continue;
    await api.post('/projects', {
      projectNumber,
      status: 'Active',
      customerId: customers[0]!.customerId,
      description: `Paging fixture ${index}`,
      address: `${index} Test Way`,
      city: 'Waco',
      stateCode: 'TX',
      zipCode: '76701',
    });
  }
}

const rowsOf = (page: Page) =>
  page
    .getByRole('table', { name: 'Projects' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
/** The texts of a column once the page asked for has arrived (the previous page shows, aria-busy, meanwhile). */
async function cellTexts(page: Page, column: number): Promise<string[]> {
  await expect(page.getByRole('table', { name: 'Projects' })).toHaveAttribute('aria-busy', 'false');
  return (await rowsOf(page).locator(`td:nth-child(${column})`).allInnerTexts()).map((text) => text.trim());
}

test('an approver searches, sorts, shows inactive projects, pages, exports projects.csv, and Back keeps the list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.approver, '/approver/projects');
  await enoughProjectsToPage(page);
  await page.reload();

  // Active projects by project number, 20 per page (PROJECTS-04/06).
  const pager = page.getByRole('navigation', { name: 'Project pages' });
  await expect(pager).toContainText('Page 1 of 2');
  await expect(rowsOf(page)).toHaveCount(20);
  expect(new Set(await cellTexts(page, 7))).toEqual(new Set(['Active']));

  // Search by project number (display spacing) and by project manager (PROJECTS-02/03).
  const search = page.getByRole('searchbox', { name: SEARCH });
  await search.fill('P-24 HOU');
  await search.press('Enter');
  await expect(page).toHaveURL(/search=P-24\+HOU/);
  await expect(rowsOf(page)).toHaveCount(1);
  await expect(rowsOf(page).first()).toContainText('P-24 HOU 01');
  await search.fill('Brennan');
  await search.press('Enter');
  await expect(rowsOf(page).first()).toContainText('Alice Brennan');
  expect(new Set(await cellTexts(page, 6))).toEqual(new Set(['Alice Brennan']));
  await page.getByRole('button', { name: `Clear ${SEARCH}` }).click();
  await expect(pager).toContainText('Page 1 of 2');

  // Sortable columns (PROJECTS-05): City ascending, then descending.
  await page.getByRole('button', { name: /^City/ }).click();
  await expect(page).toHaveURL(/sort=city/);
  await expect(page.getByRole('columnheader', { name: /^City/ })).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await cellTexts(page, 3);
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
  await page.getByRole('button', { name: /^City/ }).click();
  await expect(page).toHaveURL(/sort=-city/);
  await expect(page.getByRole('columnheader', { name: /^City/ })).toHaveAttribute('aria-sort', 'descending');

  // Show inactive: every status (U-16); the toggle lives in the URL.
  // The toggle is held in the URL: it shows checked once the list's address has changed, so click and then wait.
  const showInactive = page.getByRole('checkbox', { name: 'Show inactive projects' });
  await showInactive.click();
  await expect(showInactive).toBeChecked();
  await expect(page).toHaveURL(/showInactive=true/);
  await search.fill('Fresno');
  await search.press('Enter');
  await expect(rowsOf(page).first()).toContainText('Completed');
  await page.getByRole('button', { name: `Clear ${SEARCH}` }).click();

  // Paging on the server.
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager).toContainText('Page 2 of 2');
  const listUrl = page.url();

  // Export CSV: every project the list matches, in projects.csv, strings quoted (PROJECTS-07, CONST-24).
  const { filename, lines } = await downloadCsv(page);
  expect(filename).toBe('projects.csv');
  expect(lines[0]).toBe(HEADER);
  const everyProject = await (await apiAs(page)).get<unknown[]>('/projects');
  expect(lines).toHaveLength(1 + everyProject.length);
  expect(lines.find((line) => line.startsWith('"P-24 HOU 01"'))).toMatch(
    /^"P-24 HOU 01","Ship Channel Pump Station Retrofit","Houston","TX","Gulf Coast Water Authority[^"]*","Alice Brennan","Active"$/,
  );
  for (const line of lines.slice(1)) expect(line).toMatch(/^"[^"]*"(,"[^"]*")*$/);

  // A row opens the project (its detail is a later step); Back brings the list back as it was.
  await rowsOf(page).first().click();
  await expect(page).toHaveURL(/\/approver\/projects\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Project Detail' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(pager).toContainText('Page 2 of 2');
  await expect(page.getByRole('checkbox', { name: 'Show inactive projects' })).toBeChecked();
  await expect(page.getByRole('columnheader', { name: /^City/ })).toHaveAttribute('aria-sort', 'descending');

  // Add New Project goes to the new project's route (PROJECTS-08).
  await page.getByRole('link', { name: 'Add New Project' }).click();
  await expect(page).toHaveURL(/\/approver\/projects\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Project' })).toBeVisible();
});

/** A request for a page of the project list (20 a page, PROJECTS-06; the board asks for every project at once). */
const isListPage = (url: string) => {
  const { pathname, searchParams } = new URL(url);
  return pathname === '/api/projects' && searchParams.get('pageSize') === '20';
};

/** The project list's requests the page sends from now on, each with the time it was sent. */
function projectRequests(page: Page): Array<{ url: string; at: number }> {
  const asked: Array<{ url: string; at: number }> = [];
  page.on('request', (request) => {
    if (isListPage(request.url())) asked.push({ url: request.url(), at: Date.now() });
  });
  return asked;
}

test("the list's first page is asked for with the page, before the area's code has arrived, and only once", async ({
  page,
}) => {
  await signIn(page, DEMO.approver, '/approver');
  const asked = projectRequests(page);
  // The area's code is held back until the list's first page has been asked for (at most 10 s, a slow line): the
  // page's first-requests script does not wait for it. Held by an event, not a fixed delay, so a loaded machine
  // cannot turn a slow start into a failure, and a list that waits for the code still fails.
  let askedBeforeCode = false;
  await page.route('**/remotes/mf-masterdata/__federation_expose_app.*.js', async (route) => {
    const started = Date.now();
    while (asked.length === 0 && Date.now() - started < 10_000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    askedBeforeCode = asked.length > 0;
    await route.fallback();
  });
  await page.goto('/approver/projects?search=hou');
  await expect(rowsOf(page).first()).toBeVisible({ timeout: 20_000 });
  expect(askedBeforeCode, "the list's first page was asked for before the area's code arrived").toBe(true);
  // The api client took that answer: the list did not ask again.
  expect(asked).toHaveLength(1);
  expect(new URL(asked[0]!.url).searchParams.get('search')).toBe('hou');
  await expect(page.getByRole('searchbox', { name: SEARCH })).toHaveValue('hou');
  expect(await cellTexts(page, 1)).toEqual(expect.arrayContaining([expect.stringMatching(/HOU/)]));
});

test('a slow first answer: the list says it is loading, then shows the rows, still from the one request', async ({
  page,
}) => {
  await signIn(page, DEMO.approver, '/approver');
  await slowLine(page, '**/api/projects?*', 2500, 'GET');
  const asked = projectRequests(page);
  await page.goto('/approver/projects');
  await expect(page.getByRole('status').filter({ hasText: 'Loading projects' })).toBeVisible();
  await expect(rowsOf(page).first()).toBeVisible({ timeout: 15_000 });
  expect(asked).toHaveLength(1);
});
