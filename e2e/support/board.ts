import { expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from './api.ts';

/** The approver board's timesheet and correction rows, one per item in a project group. */
export const boardRows = (page: Page): Locator => page.locator('section[aria-label*=", "] li');

/**
 * Waits until the board shows its week: the three columns stand with their headings while the week loads, so a
 * column being visible says nothing about the data.
 */
export async function waitForBoardWeek(page: Page, timeout = 60_000): Promise<void> {
  await expect(boardRows(page).first()).toBeVisible({ timeout });
  await expect(page.getByText("Loading the week's timesheets")).toHaveCount(0);
}

/**
 * Board filters under which the week starting `monday` has no results: one active project and a state that none of its
 * timesheets that week is in (a state filter leaves standalone corrections off the board). Read through the api as the
 * user signed in on `page`; returned as the board's query (`projects=7&state=REJECTED`).
 */
export async function filtersWithNothingIn(page: Page, monday: string): Promise<string> {
  const api = await apiAs(page);
  const sunday = new Date(`${monday}T12:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  const week = `startDate=${monday}&endDate=${sunday.toISOString().slice(0, 10)}&pageSize=500`;
  const [projects, timesheets] = await Promise.all([
    api.get<Array<{ projectId: number }>>('/projects?status=Active&pageSize=500'),
    api.get<Array<{ projectId: number; state: string }>>(`/timesheets?${week}`),
  ]);
  const taken = new Set(timesheets.map((timesheet) => `${timesheet.projectId} ${timesheet.state}`));
  for (const state of ['REJECTED', 'APPROVED', 'PENDING_APPROVAL', 'IN_REVIEW', 'OPEN'])
    for (const { projectId } of projects)
      if (!taken.has(`${projectId} ${state}`)) return `projects=${projectId}&state=${state}`;
  throw new Error(`every active project has a timesheet in every state in the week of ${monday}`);
}

/**
 * Chooses projects in the board's Projects filter as a user does: a press on the field, then for each project its
 * number typed and its option clicked in the list (which stays open for the next).
 */
export async function chooseProjects(page: Page, projectNumbers: readonly string[]): Promise<void> {
  await page.getByLabel('Projects', { exact: true }).click();
  const search = page.getByRole('combobox', { name: 'Projects' });
  await expect(search).toBeFocused();
  for (const projectNumber of projectNumbers) {
    await search.pressSequentially(projectNumber);
    const escaped = projectNumber.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page.getByRole('option', { name: new RegExp(`^${escaped} `) }).click();
    await expect(search).toHaveValue('');
  }
  await page.keyboard.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
}
