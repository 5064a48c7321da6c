import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';
import { UNSAVED_CHANGES, calendarDay, openBlankTimesheet, thisWeekSoFar } from '../support/timesheets.ts';

// TS-DETAIL-24 for the browser's own buttons: the guard answers single-spa's before-routing-event (DESIGN §3).

/** Where the tab is in its session history (the Navigation API). */
const historyEntry = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { navigation: { currentEntry: { index: number } } }).navigation.currentEntry
        .index,
  );

test('the browser’s Back asks first; staying keeps the page and what was typed, leaving goes back', async ({
  page,
}) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  const list = page.url();
  await openBlankTimesheet(page, [calendarDay(-3), calendarDay(-4), calendarDay(-5), ...thisWeekSoFar()]);
  const sheet = page.url();
  const sheetEntry = await historyEntry(page);
  const journal = page.getByRole('textbox', { name: 'Daily journal text' });
  await journal.fill('Crane down for inspection; crew on rebar.');

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => asked).toEqual([UNSAVED_CHANGES]);
  await expect(page).toHaveURL(sheet);
  await expect(journal).toHaveValue('Crane down for inspection; crew on rebar.');
  // The tab's history is as it was: the list is still one entry back.
  await expect.poll(() => historyEntry(page)).toBe(sheetEntry);
  // Still guarded: the refusal did not let the next attempt through.
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Timesheet' })).toBeVisible();

  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => asked).toEqual([UNSAVED_CHANGES, UNSAVED_CHANGES]);
  // The first Back meant the list: that is where the second one goes.
  await expect(page).toHaveURL(list);
  await expect(page.getByRole('button', { name: 'Create Blank Timesheet' })).toBeVisible();
  await expect(journal).toHaveCount(0);
});

test('the browser’s Back leaves a timesheet with nothing typed without asking', async ({ page }) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  const list = page.url();
  await openBlankTimesheet(page, [calendarDay(-3), calendarDay(-4), calendarDay(-5), ...thisWeekSoFar()]);
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(list);
  await expect(page.getByRole('button', { name: 'Create Blank Timesheet' })).toBeVisible();
  expect(asked).toEqual([]);
});
