import { expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from './api.ts';

export const CAUTION = 'Caution: Timesheet for selected date and project already exists';
export const UNSAVED_CHANGES = 'You have unsaved changes. Are you sure you want to leave?';

/**
 * A day on the browser's calendar as yyyy-MM-dd: `days` after `from` (yyyy-MM-dd), or after today without one.
 * Local, like the portal's own today (never toISOString, which is UTC).
 */
export const calendarDay = (days = 0, from?: string): string => {
  const day = from ? new Date(`${from}T12:00:00`) : new Date();
  day.setDate(day.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

/** yyyy-MM-dd → the picker's MM/dd/yyyy. */
export const toUi = (apiDate: string): string => {
  const [year, month, day] = apiDate.split('-');
  return `${month}/${day}/${year}`;
};

/**
 * The project numbers (as stored: no spaces or hyphens) of the Active projects that have a crew on their roster. Other
 * specs add Active projects without one (paging fixtures), and a blank timesheet on those has no crew rows to fill.
 */
async function projectsWithCrew(page: Page): Promise<Set<string>> {
  const api = await apiAs(page);
  const projects = await api.get<Array<{ projectId: number }>>('/projects?pageSize=100');
  const details = await Promise.all(
    projects.map(({ projectId }) =>
      api.get<{ projectNumber: string; projectEmployees: unknown[] }>(`/projects/${projectId}`),
    ),
  );
  return new Set(
    details.filter((project) => project.projectEmployees.length > 0).map((p) => p.projectNumber),
  );
}

/**
 * From the Timesheets list, opens a blank timesheet through the 'Create Blank Timesheet' picker: on the first Active
 * project with a crew (or the one numbered `projectNumber`) and the first of `dates` (yyyy-MM-dd) without a timesheet
 * of this foreman (one per project, date and creator; the picker's caution tells, U-06). Returns the date taken.
 */
export async function openBlankTimesheet(
  page: Page,
  dates: string | readonly string[],
  options: { projectNumber?: string } = {},
): Promise<string> {
  const candidates = typeof dates === 'string' ? [dates] : dates;
  if (new URL(page.url()).pathname !== '/foreman/timesheets') await page.goto('/foreman/timesheets');
  await page.getByRole('button', { name: 'Create Blank Timesheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Blank Timesheet' });
  if (options.projectNumber) {
    await dialog
      .getByRole('searchbox', { name: 'Filter by project number' })
      .fill(options.projectNumber.split(' ')[1] ?? options.projectNumber);
  }
  const listed = dialog.getByRole('list', { name: 'Active projects' }).getByRole('button');
  const projects = options.projectNumber ? listed.filter({ hasText: options.projectNumber }) : listed;
  const dateInput = dialog.getByRole('textbox', { name: 'Timesheet date (MM/dd/yyyy)' });
  await expect(projects.first()).toBeVisible();

  const withCrew = await projectsWithCrew(page);
  const isFree = async (date: string) => {
    const checked = page.waitForResponse((response) => /\/api\/timesheets\?/.test(response.url()));
    await dateInput.fill(toUi(date));
    await checked;
    await expect(dialog.getByText('Checking for an existing timesheet')).toHaveCount(0);
    return (await dialog.getByText(CAUTION).count()) === 0;
  };
  const count = await projects.count();
  for (let index = 0; index < count; index += 1) {
    const shownNumber = await projects.nth(index).locator('strong').innerText();
    if (!withCrew.has(shownNumber.replace(/[\s-]/g, '').toUpperCase())) continue;
    await projects.nth(index).click();
    for (const date of candidates) {
      if (!(await isFree(date))) continue;
      await dialog.getByRole('button', { name: `Create Timesheet for ${toUi(date)}` }).click();
      await expect(page).toHaveURL(new RegExp(`/foreman/projects/\\d+/timesheets/new/${date}$`));
      await expect(page.getByRole('spinbutton', { name: /^Work hours, / }).first()).toBeVisible();
      return date;
    }
    await dialog.getByRole('button', { name: 'Change project' }).click();
  }
  throw new Error(`every project with a crew has a timesheet of this foreman on ${candidates.join(', ')}`);
}

/** A toast of the portal with this exact text. */
export const toast = (page: Page, text: string): Locator =>
  page.getByRole('status').or(page.getByRole('alert')).getByText(text);

/** Draws a stroke across a signature canvas, as a mouse would. */
export async function sign(canvas: Locator): Promise<void> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('signature canvas is not visible');
  const page = canvas.page();
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, 40],
    [110, 90],
    [160, 50],
    [220, 80],
  ] as const) {
    await page.mouse.move(box.x + dx, box.y + dy, { steps: 5 });
  }
  await page.mouse.up();
}

/** Fills what Submit needs on a blank sheet: a day's work for the roster, the journal, the supervisor's signature. */
export async function fillForSubmit(page: Page, journal: string): Promise<void> {
  const workHours = page.getByRole('spinbutton', { name: /^Work hours, / });
  const crewSize = await workHours.count();
  for (let row = 0; row < crewSize; row += 1) await workHours.nth(row).fill('8');
  await page.getByRole('textbox', { name: 'Daily journal text' }).fill(journal);
  await page.getByRole('textbox', { name: 'Supervisor Name' }).fill('Frank Morales');
  await sign(page.getByRole('img', { name: 'Foreman Signature' }));
}
