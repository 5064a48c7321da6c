import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

/** A screen as its user sees it, once its main heading is up and nothing is loading. */
async function settled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

const SCREENS: Record<string, { account: string; paths: string[] }> = {
  foreman: {
    account: DEMO.foreman,
    paths: ['/foreman', '/foreman/timesheets', '/reports', '/reports/timesheets/dashboard'],
  },
  approver: {
    account: DEMO.approver,
    paths: [
      '/approver',
      '/approver/projects',
      '/approver/projects/new',
      '/approver/projects/1',
      '/approver/projects/1?tab=manpower',
      '/approver/projects/1?tab=equipment',
      '/approver/projects/1?tab=perdiem',
      '/approver/customers',
      '/approver/customers/new',
      '/approver/employees',
      '/approver/employees/new',
      '/approver/employees/1',
    ],
  },
  payroll: {
    account: DEMO.payroll,
    paths: [
      '/payroll',
      '/payroll/1/nopayroster',
      '/payroll/1/corrections',
      '/payroll/1/corrections/new',
      '/payroll/certified-payroll',
    ],
  },
  admin: {
    account: DEMO.admin,
    paths: ['/payroll/roles', '/payroll/roles/new', '/admin'],
  },
};

for (const [role, { account, paths }] of Object.entries(SCREENS)) {
  test(`every ${role} screen has no serious or critical axe violation`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, account, paths[0]);
    for (const path of paths) {
      await settled(page, path);
      await expectNoSeriousViolations(page, path);
    }
  });
}

// WCAG 1.4.10 (reflow): at 390 px the approver board's week controls pushed the page sideways. Wide tables scroll
// inside their own region; the page itself never does.
for (const [role, { account, paths }] of Object.entries(SCREENS)) {
  test(`every ${role} screen fits a 390 px phone without scrolling sideways`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, account, paths[0]);
    for (const path of paths) {
      await settled(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
  });
}

test('the sign-in page has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await expectNoSeriousViolations(page, '/login');
});

test('a timesheet opened from the list has no serious or critical axe violation', async ({ page }) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  await firstRow.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/timesheets\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Crew Timecard' })).toBeVisible();
  await expectNoSeriousViolations(page, 'a timesheet');
});

test('the project tabs and the employee form in edit mode have no serious or critical axe violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.admin, '/approver/projects/1');
  for (const tab of ['detail', 'manpower', 'equipment', 'perdiem']) {
    await settled(page, `/approver/projects/1?tab=${tab}`);
    await page.getByRole('button', { name: 'Edit Data' }).click();
    if (tab === 'equipment') await page.getByRole('button', { name: 'Add Equipment' }).click();
    if (tab === 'perdiem') await page.getByLabel('Per Diem Table').selectOption('PROJECT_CUSTOM');
    await expectNoSeriousViolations(page, `project tab ${tab}, editing`);
  }
  // An admin sees the role checkboxes of a company e-mail.
  await settled(page, '/approver/employees/1');
  await page.getByRole('button', { name: 'Edit Data' }).click();
  await expectNoSeriousViolations(page, 'employee form, editing');
});
