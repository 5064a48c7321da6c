import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { DEMO, signIn } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { toast } from '../support/timesheets.ts';

interface Period {
  payrollPeriodId: number;
  endDate: string;
  payrollPeriodState: string;
  numUnapprovedTimesheets: number;
  numRejectedTimesheets: number;
}

interface CertifiedPayroll {
  projectNumber: string;
  weekEnding: string;
  workers: { lastName: string; firstName: string; accumaticaId: string; correctionHours: number }[];
  totalHours: number;
}

/** PAYROLL_SHOTS_DIR=/tmp/shots-payroll: screenshots at 1280 and 768 px for a person to look at (none otherwise). */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.PAYROLL_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(viewport);
}

const mmddyyyy = (apiDate: string) => apiDate.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');

test('before Close, payroll sees the unapproved timesheets with working links, goes back, then closes anyway', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.payroll, '/payroll');
  const api = await apiAs(page);
  const open = await api.get<Period[]>('/payroll-periods?state=OPEN&calculateStats=true&pageSize=50');
  const period = open.find(
    (candidate) => candidate.numUnapprovedTimesheets > candidate.numRejectedTimesheets,
  );
  if (!period) throw new Error('the seed has no OPEN period with unapproved timesheets');
  const end = mmddyyyy(period.endDate);

  await page.goto(`/payroll?month=${period.endDate.slice(0, 7)}`);
  const checkbox = page.getByRole('checkbox', { name: `Period ending ${end}` });
  await checkbox.check();
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Not Ready to Close' });
  await expect(dialog).toBeVisible();
  const section = dialog.getByRole('region', { name: `Period ending ${end}` });
  await expect(section).toContainText(
    `${period.numUnapprovedTimesheets - period.numRejectedTimesheets} unapproved timesheet(s)`,
  );
  await expect(section).toContainText('employee(s) with neither hours nor a no-pay reason');
  await expectNoSeriousViolations(page, 'the completeness dialog');
  await shoot(page, 'completeness-dialog');

  // Go back and fix it: nothing is closed.
  await dialog.getByRole('button', { name: 'Go Back and Fix' }).click();
  await expect(dialog).toBeHidden();
  await expect(checkbox.locator('xpath=ancestor::tr')).toContainText('OPEN');

  // A timesheet's link opens that timesheet.
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  const link = section.getByRole('link').first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/foreman\/projects\/\d+\/timesheets\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { name: 'Crew Timecard' })).toBeVisible();

  // Back on the dashboard, going on closes the period with the seed's toast; Re-Open leaves it as it was.
  await page.goto(`/payroll?month=${period.endDate.slice(0, 7)}`);
  await checkbox.check();
  const closes: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'PUT' &&
      request.url().endsWith(`/payroll-periods/${period.payrollPeriodId}/close`)
    )
      closes.push(request.url());
  });
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.getByRole('button', { name: 'Close Anyway' }).click();
  await expect(toast(page, 'Payroll period successfully closed').first()).toBeVisible();
  await expect(checkbox.locator('xpath=ancestor::tr')).toContainText('CLOSED');
  expect(closes).toHaveLength(1);

  await page.getByRole('button', { name: 'Re-Open' }).click();
  await expect(toast(page, 'Payroll period successfully re-opened').first()).toBeVisible();
  await expect(checkbox.locator('xpath=ancestor::tr')).toContainText('OPEN');
});

test('Certified Payroll opens the WH-347 hours of a prevailing wage project week in a new tab, rows and totals', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.payroll, '/payroll');
  const api = await apiAs(page);
  const projects = await api.get<{ projectId: number; prevailingWage: boolean }[]>('/projects?pageSize=500');
  const weeks = await api.get<Period[]>('/payroll-periods?state=COMPLETED&pageSize=50');
  // A week with several workers, one with correction hours if the seed has it.
  const candidates: { projectId: number; report: CertifiedPayroll }[] = [];
  for (const project of projects.filter((candidate) => candidate.prevailingWage)) {
    for (const week of weeks) {
      const report = await api.get<CertifiedPayroll>(
        `/projects/${project.projectId}/certified-payroll?weekEnding=${week.endDate}`,
      );
      if (report.workers.length > 1) candidates.push({ projectId: project.projectId, report });
    }
  }
  const chosen =
    candidates.find(({ report }) => report.workers.some((worker) => worker.correctionHours > 0)) ??
    candidates[0];
  if (!chosen) throw new Error('no prevailing wage project has approved hours in a completed week');
  const { report } = chosen;

  await page.getByRole('link', { name: 'Certified Payroll (WH-347)' }).click();
  await expect(page).toHaveURL(/\/payroll\/certified-payroll$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Certified Payroll' })).toBeVisible();
  const projectSelect = page.getByRole('combobox', { name: 'Project' });
  await expect(projectSelect).toBeEnabled();
  await projectSelect.selectOption(String(chosen.projectId));
  await page.getByLabel('Week Ending (Sunday)').fill(report.weekEnding);
  await expectNoSeriousViolations(page, '/payroll/certified-payroll');
  await shoot(page, 'certified-payroll-criteria');

  const [printView] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Open Certified Payroll' }).click(),
  ]);
  await printView.waitForLoadState();
  await expect(printView).toHaveURL(
    new RegExp(
      `/payroll/certified-payroll/report\\?projectId=${chosen.projectId}&weekEnding=${report.weekEnding}$`,
    ),
  );
  await expect(printView.getByRole('heading', { level: 1, name: 'Certified Payroll Report' })).toBeVisible();
  // A print view: no side navigation.
  await expect(printView.getByRole('navigation')).toHaveCount(0);

  const table = printView.getByRole('table', { name: 'Hours worked' });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  // Header, one row per worker line, the totals row.
  await expect(rows).toHaveCount(report.workers.length + 2);
  const first = report.workers[0];
  if (!first) throw new Error('no worker');
  await expect(rows.nth(1)).toContainText(`${first.lastName}, ${first.firstName} (${first.accumaticaId})`);
  const totals = rows.last();
  await expect(totals).toContainText('Total');
  await expect(totals.locator('td').last()).toHaveText(
    report.totalHours.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  await expectNoSeriousViolations(printView, 'the certified payroll print view');
  await shoot(printView, 'certified-payroll');
  if (process.env.PAYROLL_SHOTS_DIR) {
    await printView.emulateMedia({ media: 'print' });
    await printView.pdf({
      path: path.join(process.env.PAYROLL_SHOTS_DIR, 'certified-payroll.pdf'),
      preferCSSPageSize: true,
    });
    // The printable width of landscape Letter with half-inch margins (10in at 96 px per inch).
    await printView.setViewportSize({ width: 960, height: 700 });
    await printView.screenshot({
      path: path.join(process.env.PAYROLL_SHOTS_DIR, 'certified-payroll-print.png'),
    });
  }
});
