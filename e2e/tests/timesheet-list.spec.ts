import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';

const CAUTION = 'Caution: Timesheet for selected date and project already exists';
const toSlashes = (uiDate: string) => uiDate.replace(/-/g, '/');
const toApi = (uiDate: string) => {
  const [month, day, year] = uiDate.split('-');
  return `${year}-${month}-${day}`;
};

test('a foreman browses weeks and starts a blank timesheet from the picker', async ({ page }) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  const table = page
    .getByRole('region', { name: /^Timesheets, week of/ })
    .or(page.locator('table'))
    .first();
  const rows = table.getByRole('row').filter({ hasText: 'Frank Morales' });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText(/^Page 1 of \d+$/).first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(7);

  // The week lives in the URL; Clear Filters returns to the current week.
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(/startOfWeek=\d{4}-\d{2}-\d{2}/);
  const previousWeekUrl = page.url();
  await expect(page.getByRole('button', { name: 'Next week' })).toBeEnabled();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).not.toHaveURL(previousWeekUrl);
  await expect(page.getByRole('button', { name: 'Next week' })).toBeDisabled();

  // An existing timesheet of this week: its project and date drive the picker.
  const cells = await rows.first().locator('td').allInnerTexts();
  const uiDate = cells[1]!.trim().slice(0, 10);
  const projectNumber = cells[2]!.trim();

  await page.getByRole('button', { name: 'Create Blank Timesheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Blank Timesheet' });
  await dialog
    .getByRole('searchbox', { name: 'Filter by project number' })
    .fill(projectNumber.split(' ')[1]!);
  await dialog
    .getByRole('button', { name: new RegExp(`^${projectNumber}`) })
    .first()
    .click();

  const dateInput = dialog.getByRole('textbox', { name: 'Timesheet date (MM/dd/yyyy)' });
  await dateInput.fill(toSlashes(uiDate));
  await expect(dialog.getByText(CAUTION)).toBeVisible();

  // A date without a timesheet shows no caution.
  await dateInput.fill('01/05/2026');
  await expect(dialog.getByRole('button', { name: 'Create Timesheet for 01/05/2026' })).toBeEnabled();
  await expect(dialog.getByText(CAUTION)).toHaveCount(0);

  await dateInput.fill(toSlashes(uiDate));
  await dialog.getByRole('button', { name: `Create Timesheet for ${toSlashes(uiDate)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/foreman/projects/\\d+/timesheets/new/${toApi(uiDate)}$`));
});

test('a typed date that is not a date is refused on leaving the field with "Date input not valid."', async ({
  page,
}) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  await page.getByRole('button', { name: 'Create Blank Timesheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Blank Timesheet' });
  await dialog.getByRole('list', { name: 'Active projects' }).getByRole('button').first().click();
  const dateInput = dialog.getByRole('textbox', { name: 'Timesheet date (MM/dd/yyyy)' });
  await dateInput.fill('13/45/2026');
  await dateInput.blur();
  await expect(dialog.getByText('Date input not valid.')).toBeVisible();
});
