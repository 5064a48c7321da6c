import { expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from './api.ts';
import { DEMO, signedInPage } from './auth.ts';

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

/** This week's days up to today, newest first: the seed's current payroll period, which no spec closes. */
export const thisWeekSoFar = (): string[] => {
  const sinceMonday = (new Date().getDay() + 6) % 7;
  return Array.from({ length: sinceMonday + 1 }, (_, days) => calendarDay(-days));
};

/** GET /timesheets/exists as the user signed in on `page`: whether any timesheet, whoever created it, is on that day. */
async function timesheetOn(page: Page, projectId: number, date: string): Promise<boolean> {
  const api = await apiAs(page);
  return (await api.get<{ exists: boolean }>(`/timesheets/exists?projectId=${projectId}&date=${date}`))
    .exists;
}

interface ProjectWithCrew {
  projectId: number;
  /** as stored: no spaces or hyphens */
  projectNumber: string;
}

interface ProjectDetail extends ProjectWithCrew {
  customerId: number;
  version: number;
  projectEmployees: Array<{ employeeId: number; jobClass: string; perDiemType: string }>;
}

/**
 * The Active projects that have a crew on their roster, by project number. Other specs add Active projects without one
 * (paging fixtures), and a blank timesheet on those has no crew rows to fill. Read one at a time: the embedded
 * database answers one query at a time, and a burst made the bff give up on some (502).
 */
async function activeProjectsWithCrew(page: Page): Promise<ProjectDetail[]> {
  const api = await apiAs(page);
  const projects = await api.get<ProjectWithCrew[]>('/projects?status=Active&pageSize=100');
  const withCrew: ProjectDetail[] = [];
  for (const { projectId } of projects) {
    const project = await api.get<ProjectDetail>(`/projects/${projectId}`);
    if (project.projectEmployees.length > 0) withCrew.push(project);
  }
  return withCrew;
}

/** The prefix of the projects the E2E run adds when every project with a crew is taken on the days a spec offers. */
const CREW_FIXTURE_PREFIX = 'P98E2E';

/**
 * Adds an Active project (P-98 E2E nn) with the crew of `model`, as the admin: the demo's projects have a timesheet on
 * most days of the open weeks, and the specs add more, so on some days none is free for a new timesheet (U-06).
 */
async function addCrewProject(page: Page, model: ProjectDetail): Promise<ProjectWithCrew> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to sign the admin in');
  const admin = await signedInPage(browser, DEMO.admin, '/admin');
  try {
    const api = await apiAs(admin);
    const added = await api.get<ProjectWithCrew[]>(`/projects?search=${CREW_FIXTURE_PREFIX}&pageSize=100`);
    const projectNumber = `${CREW_FIXTURE_PREFIX}${String(added.length + 1).padStart(2, '0')}`;
    const { projectId } = await api.post<{ projectId: number }>('/projects', {
      projectNumber,
      status: 'Active',
      customerId: model.customerId,
      description: `Crew fixture ${added.length + 1}`,
      address: '1 Test Way',
      city: 'Waco',
      stateCode: 'TX',
      zipCode: '76701',
    });
    const { version } = await api.get<ProjectDetail>(`/projects/${projectId}`);
    await api.put(`/projects/${projectId}/roster`, {
      projectEmployees: model.projectEmployees.map(({ employeeId, jobClass, perDiemType }) => ({
        employeeId,
        jobClass,
        perDiemType,
      })),
      version,
    });
    return { projectId, projectNumber };
  } finally {
    await admin.context().close();
  }
}

/**
 * A project with a crew and the first of `dates` on which that project has no timesheet at all — not this foreman's
 * and not another creator's (U-06: the picker warns about either). When every pair is taken, a new project with a crew
 * and the first date (unless `projectNumber` asks for a given project: then null).
 */
export async function freeProjectDay(
  page: Page,
  dates: readonly string[],
  options: { projectNumber?: string } = {},
): Promise<{ project: ProjectWithCrew; date: string } | null> {
  const wanted = options.projectNumber?.replace(/[\s-]/g, '').toUpperCase();
  const withCrew = await activeProjectsWithCrew(page);
  const projects = withCrew.filter((project) => wanted === undefined || project.projectNumber === wanted);
  for (const date of dates) {
    for (const project of projects) {
      if (!(await timesheetOn(page, project.projectId, date))) return { project, date };
    }
  }
  const [model] = withCrew;
  if (wanted !== undefined || !model || dates.length === 0) return null;
  return { project: await addCrewProject(page, model), date: dates[0]! };
}

/**
 * In the open 'Create Blank Timesheet' picker, filters by `projectNumber` (as stored: the search ignores the display's
 * spaces and hyphens) and chooses that project once the filtered list shows it.
 */
export async function chooseProject(dialog: Locator, projectNumber: string): Promise<void> {
  await dialog.getByRole('searchbox', { name: 'Filter by project number' }).fill(projectNumber);
  // Shown as P-98 E2E 01: the stored number's characters with spaces or hyphens between them.
  const shown = new RegExp(`^${projectNumber.split('').join('[\\s-]*')}$`);
  const project = dialog
    .getByRole('list', { name: 'Active projects' })
    .getByRole('button')
    .filter({ has: dialog.page().locator('strong', { hasText: shown }) });
  await expect(project).toHaveCount(1);
  await project.click();
}

/**
 * From the Timesheets list, opens a blank timesheet through the 'Create Blank Timesheet' picker on a project with a
 * crew (or the one numbered `projectNumber`) and the first of `dates` (yyyy-MM-dd) on which that project has no
 * timesheet by anyone, so the picker shows no caution; on a project added with a crew when every pair is taken
 * (freeProjectDay). Returns the date taken.
 */
export async function openBlankTimesheet(
  page: Page,
  dates: string | readonly string[],
  options: { projectNumber?: string } = {},
): Promise<string> {
  const candidates = typeof dates === 'string' ? [dates] : dates;
  if (new URL(page.url()).pathname !== '/foreman/timesheets') await page.goto('/foreman/timesheets');
  const free = await freeProjectDay(page, candidates, options);
  if (!free) throw new Error(`${options.projectNumber} has a timesheet on ${candidates.join(', ')}`);
  const { project, date } = free;
  await page.getByRole('button', { name: 'Create Blank Timesheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Blank Timesheet' });
  await chooseProject(dialog, project.projectNumber);

  const checked = page.waitForResponse((response) =>
    /\/api\/timesheets\/exists\?.*\bdate=/.test(response.url()),
  );
  await dialog.getByRole('textbox', { name: 'Timesheet date (MM/dd/yyyy)' }).fill(toUi(date));
  await checked;
  await expect(dialog.getByText('Checking for an existing timesheet')).toHaveCount(0);
  await expect(dialog.getByText(CAUTION)).toHaveCount(0);
  await dialog.getByRole('button', { name: `Create Timesheet for ${toUi(date)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/foreman/projects/${project.projectId}/timesheets/new/${date}$`));
  await expect(page.getByRole('spinbutton', { name: /^Work hours, / }).first()).toBeVisible();
  return date;
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
