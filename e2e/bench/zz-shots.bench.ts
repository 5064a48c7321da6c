import { test } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';

const PAGES: Array<[string, string]> = [
  ['/foreman', DEMO.foreman],
  ['/approver', DEMO.approver],
  ['/approver/projects', DEMO.approver],
  ['/approver/employees', DEMO.approver],
  ['/payroll', DEMO.payroll],
  ['/admin/roles', DEMO.admin],
  ['/reports', DEMO.admin],
];
for (const width of [1280, 390]) {
  for (const [path, account] of PAGES) {
    test(`shot ${path} ${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, account, path);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${path.replace(/\W+/g, '_')}-${width}.png`, fullPage: true });
    });
  }
}
