import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { DEMO, signIn, signedInPage } from '../support/auth.ts';
import { toast } from '../support/timesheets.ts';

test('an admin creates a role with a home page and two permissions; its user lands there with only those screens', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await signedInPage(browser, DEMO.admin, '/payroll/roles');
  const name = `Report Reader ${Date.now().toString().slice(-6)}`;
  await admin.getByRole('link', { name: '+ Create New Role +' }).click();
  await expect(admin).toHaveURL(/\/payroll\/roles\/new$/);

  // Role Name is required (ROLES-06), checked before anything is sent.
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Role Name cannot be empty').first()).toBeVisible();

  await admin.getByRole('textbox', { name: 'Role Name' }).fill(name);
  await admin.getByRole('combobox', { name: 'Home Page' }).selectOption({ label: 'Reports' });
  await admin.getByRole('checkbox', { name: 'Report_View' }).check();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(toast(admin, 'New role successfully saved')).toBeVisible();
  // U-48: a saved role goes back to the roles list, where it is listed.
  await expect(admin).toHaveURL(/\/payroll\/roles$/);
  const listed = admin.getByRole('table', { name: 'Roles' }).getByRole('row').filter({ hasText: name });
  // The Permissions column counts them.
  await expect(listed.getByRole('cell').last()).toHaveText('1');

  // Opened again and given a second permission: the update goes back to the list too.
  await listed.getByRole('link', { name }).click();
  await expect(admin).toHaveURL(/\/payroll\/roles\/\d+$/);
  await admin.getByRole('button', { name: 'Edit Data' }).click();
  await admin.getByRole('checkbox', { name: 'Report_Timesheet_View' }).check();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(toast(admin, 'Role updated successfully')).toBeVisible();
  await expect(admin).toHaveURL(/\/payroll\/roles$/);
  await expect(listed.getByRole('cell').last()).toHaveText('2');

  // A second role of the same name, spaced and cased differently, is refused at the field (ROLES-07).
  await admin.goto('/payroll/roles/new');
  await admin.getByRole('textbox', { name: 'Role Name' }).fill(`  ${name.toUpperCase()} `);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Role already exists').first()).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Role Name' })).toHaveAttribute('aria-invalid', 'true');
  await expect(admin).toHaveURL(/\/payroll\/roles\/new$/);

  // The role goes to noaccess@example.com's employee record, on the employee screen.
  await admin.goto('/approver/employees?search=Quinn');
  await admin.getByRole('table', { name: 'Employees' }).getByRole('row').nth(1).click();
  await expect(admin.getByRole('group', { name: 'E-mail', exact: true })).toContainText(DEMO.noaccess);
  const employeeId = Number(new URL(admin.url()).pathname.split('/').pop());
  await admin.getByRole('button', { name: 'Edit Data' }).click();
  await admin.getByRole('group', { name: 'Roles' }).getByRole('checkbox', { name, exact: true }).check();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(toast(admin, 'Employee Successfully Updated')).toBeVisible();

  const user = await signedInPage(browser, DEMO.noaccess, '/');
  await expect(user).toHaveURL(/\/reports$/);
  const nav = user.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText(['Reports']);
  await user.goto('/payroll/roles');
  await expect(user.getByText("Access Denied: You don't have permission to view this page.")).toBeVisible();

  // Back to no roles, so a rerun on the same data starts as the seed left it.
  const api = await apiAs(admin);
  const again = await api.get<Record<string, unknown> & { version: number }>(`/employees/${employeeId}`);
  await api.put(`/employees/${employeeId}`, { ...again, roleIds: [] });
});

test('a foreman is denied the roles and the admin pages', async ({ page }) => {
  await signIn(page, DEMO.foreman, '/payroll/roles');
  await expect(page.getByText("Access Denied: You don't have permission to view this page.")).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByText("Access Denied: You don't have permission to view this page.")).toBeVisible();
});

test("a role that cannot be loaded says 'Cannot find role data' and returns to the list", async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/payroll/roles/999999');
  await expect(toast(page, 'Cannot find role data')).toBeVisible();
  await expect(page).toHaveURL(/\/payroll\/roles$/);
});

for (const { width, where } of [
  { width: 390, where: 'below' },
  { width: 1280, where: 'beside' },
] as const) {
  test(`at ${width} px every permission's description stands ${where} its name, none out of line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, DEMO.admin, '/payroll/roles/1');
    const group = page.getByRole('group', { name: 'Master data' });
    await expect(group.getByRole('checkbox', { name: 'Customers_View' })).toBeVisible();
    // 'See customers.' is short enough to sit beside its name on a phone; it must not while longer ones wrap.
    const places = await group.locator('label').evaluateAll((labels) =>
      labels.map((label) => {
        const name = label.getBoundingClientRect();
        const description = label.nextElementSibling!.getBoundingClientRect();
        return { below: description.top >= name.bottom - 1, beside: description.left >= name.right };
      }),
    );
    expect(places.length).toBeGreaterThan(3);
    for (const place of places)
      expect(place).toEqual({ below: where === 'below', beside: where === 'beside' });
  });
}
