import { expect, type Page } from '@playwright/test';

export const CAUTION = 'Caution: Timesheet for selected date and project already exists';
export const UNSAVED_CHANGES = 'You have unsaved changes. Are you sure you want to leave?';

/** yyyy-MM-dd → the picker's MM/dd/yyyy. */
export const toUi = (apiDate: string): string => {
  const [year, month, day] = apiDate.split('-');
  return `${month}/${day}/${year}`;
};

/**
 * From the Timesheets list, opens a blank timesheet for `date` through the 'Create Blank Timesheet' picker, on the
 * first Active project without a timesheet of this foreman on that date (one per project, date and creator).
 */
export async function openBlankTimesheet(page: Page, date: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/foreman/timesheets') await page.goto('/foreman/timesheets');
  await page.getByRole('button', { name: 'Create Blank Timesheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Blank Timesheet' });
  const projects = dialog.getByRole('list', { name: 'Active projects' }).getByRole('button');
  const dateInput = dialog.getByRole('textbox', { name: 'Timesheet date (MM/dd/yyyy)' });
  await expect(projects.first()).toBeVisible();
  for (let index = 0; ; index += 1) {
    expect(index, 'a project without a timesheet on that date').toBeLessThan(await projects.count());
    await projects.nth(index).click();
    const checked = page.waitForResponse((response) => /\/api\/timesheets\?/.test(response.url()));
    await dateInput.fill(toUi(date));
    await checked;
    await expect(dialog.getByText('Checking for an existing timesheet')).toHaveCount(0);
    if ((await dialog.getByText(CAUTION).count()) === 0) break;
    await dialog.getByRole('button', { name: 'Change project' }).click();
  }
  await dialog.getByRole('button', { name: `Create Timesheet for ${toUi(date)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/foreman/projects/\\d+/timesheets/new/${date}$`));
  await expect(page.getByRole('spinbutton', { name: /^Work hours, / }).first()).toBeVisible();
}
