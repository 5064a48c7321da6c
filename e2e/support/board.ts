import { expect, type Locator, type Page } from '@playwright/test';

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
