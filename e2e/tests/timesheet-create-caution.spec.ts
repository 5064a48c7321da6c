import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { DEMO, signIn, signedInPage } from '../support/auth.ts';
import { CAUTION, calendarDay, chooseProject, thisWeekSoFar, toUi } from '../support/timesheets.ts';

// The 'Create Blank Timesheet' picker warns about any timesheet of the project and day, whoever created it (TS-LIST-17,
// U-06), links to the ones the foreman may open (TS-LIST-18, U-20) and marks the days that have one in its calendar.

interface Summary {
  timesheetId: number;
  projectId: number;
  projectNumber: string;
  date: string;
  creatorEmployeeFirstName: string;
  creatorEmployeeLastName: string;
}

const FOREMAN_NAME = 'Frank Morales';
const SHOTS = '/tmp/shots-foreman';
const creatorOf = (sheet: Summary) => `${sheet.creatorEmployeeFirstName} ${sheet.creatorEmployeeLastName}`;
const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The calendar's name for a day (yyyy-MM-dd), as react-day-picker's button is labelled. */
const dayName = (date: string) => `${WEEKDAY[new Date(`${date}T12:00:00`).getDay()]}, ${toUi(date)}`;

/** Opens the picker on the project numbered `projectNumber` (as stored) and types `date` (yyyy-MM-dd). */
async function pickProjectAndDate(page: Page, projectNumber: string, date: string) {
  await page.getByRole('button', { name: 'Create Blank Timesheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Blank Timesheet' });
  await chooseProject(dialog, projectNumber);
  await dialog.getByRole('textbox', { name: 'Timesheet date (MM/dd/yyyy)' }).fill(toUi(date));
  return dialog;
}

test("another foreman's timesheet on the project and day raises the caution, without a way into it", async ({
  browser,
  page,
}) => {
  // Read as the approver, who sees every creator's timesheets: a day of the last two weeks on an Active project where
  // only someone else has a timesheet (the seed's other foremen, e.g. Patricia Brown on P-25 PIT 03).
  const approver = await signedInPage(browser, DEMO.approver, '/approver');
  const approverApi = await apiAs(approver);
  const active = new Set(
    (await approverApi.get<Array<{ projectId: number }>>('/projects?status=Active&pageSize=100')).map(
      (project) => project.projectId,
    ),
  );
  const sheets = await approverApi.get<Summary[]>(
    `/timesheets?startDate=${calendarDay(-13)}&endDate=${calendarDay()}&pageSize=500`,
  );
  const foremansDays = new Set(
    sheets.filter((sheet) => creatorOf(sheet) === FOREMAN_NAME).map((s) => `${s.projectId}|${s.date}`),
  );
  const other = sheets.find(
    (sheet) =>
      active.has(sheet.projectId) &&
      creatorOf(sheet) !== FOREMAN_NAME &&
      !foremansDays.has(`${sheet.projectId}|${sheet.date}`),
  );
  if (!other)
    throw new Error("the seed has no other foreman's timesheet on an Active project in the last two weeks");
  await approver.context().close();

  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  const dialog = await pickProjectAndDate(page, other.projectNumber, other.date);
  await expect(dialog.getByText(CAUTION)).toBeVisible();
  // The foreman may not open it (U-20): no link, and the caution says why.
  await expect(
    dialog.getByText("It was created by another foreman, so it can't be opened from here."),
  ).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveCount(0);
  // The calendar marks the day as well.
  await expect(dialog.getByRole('button', { name: `${dayName(other.date)}, has a timesheet` })).toBeVisible();
  // The caution does not block a second crew's sheet.
  await expect(
    dialog.getByRole('button', { name: `Create Timesheet for ${toUi(other.date)}` }),
  ).toBeEnabled();
  fs.mkdirSync(SHOTS, { recursive: true });
  await dialog.screenshot({ path: `${SHOTS}/create-dialog-caution.png` });
});

test("the caution links to the foreman's own timesheet of the day, and the calendar marks its day", async ({
  page,
}) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  const week = thisWeekSoFar();
  const [own] = await (
    await apiAs(page)
  ).get<Summary[]>(`/timesheets?startDate=${week.at(-1)}&endDate=${week[0]}&pageSize=1`);
  if (!own) throw new Error('the demo foreman has no timesheet this week');

  const dialog = await pickProjectAndDate(page, own.projectNumber, own.date);
  await expect(dialog.getByRole('button', { name: `${dayName(own.date)}, has a timesheet` })).toBeVisible();
  await expect(dialog.getByText(CAUTION)).toBeVisible();
  await dialog.getByRole('link', { name: `Open the existing timesheet by ${FOREMAN_NAME}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/foreman/projects/${own.projectId}/timesheets/${own.timesheetId}$`),
  );
  await expect(page.getByRole('heading', { name: 'Crew Timecard' })).toBeVisible();
});

test.describe('in Los Angeles at 5 pm on November 30 (already December 1 in UTC)', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test("the picker's calendar opens on the browser's month and today is the browser's day (U-54)", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-30T17:00:00-08:00'));
    await signIn(page, DEMO.foreman, '/foreman/timesheets');
    await page.getByRole('button', { name: 'Create Blank Timesheet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Blank Timesheet' });
    await dialog.getByRole('list', { name: 'Active projects' }).getByRole('button').first().click();
    await expect(dialog.getByText('November 2026')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Monday, 11\/30\/2026/ })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: /^Tuesday, 12\/01\/2026/ })).toBeDisabled();
  });
});
