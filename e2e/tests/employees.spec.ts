import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { DEMO, signIn, signedInPage } from '../support/auth.ts';
import { downloadCsv } from '../support/download.ts';
import { toast } from '../support/timesheets.ts';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const choice = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const shown = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('an approver finds employees by name and eligibility, sorts, exports employees.csv, and creates one (wrong values first)', async ({
  page,
}) => {
  await signIn(page, DEMO.approver, '/approver/employees');
  const table = page.getByRole('table', { name: 'Employees' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Eligibility filter and sort live in the URL.
  await choice(page, 'Per Diem Eligibility').selectOption({ label: 'Not eligible' });
  await expect(page).toHaveURL(/perDiemEligible=false/);
  // The previous rows stay (aria-busy) until the filtered page arrives: read the cells once it has.
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const eligibility = table.getByRole('row').locator('td:nth-child(6)');
  await expect.poll(async () => [...new Set(await eligibility.allTextContents())]).toEqual(['Not Eligible']);
  await table.getByRole('button', { name: /^Department/ }).click();
  await expect(page).toHaveURL(/sort=department/);
  await choice(page, 'Per Diem Eligibility').selectOption({ label: 'All' });

  // Export CSV: what the list matches, strings quoted.
  const { filename, lines } = await downloadCsv(page);
  expect(filename).toBe('employees.csv');
  expect(lines[0]).toBe('"Acumatica ID","Name","Job Class","Department","Status","Per Diem Eligibility"');
  // Every string quoted; an employee without a job class has an empty field.
  for (const line of lines.slice(1)) expect(line).toMatch(/^("[^"]*"|)(,("[^"]*"|))*$/);
  const everyone = await (await apiAs(page)).get<unknown[]>('/employees');
  expect(lines).toHaveLength(1 + everyone.length);

  // A new employee: the seed's messages for what is wrong, nothing sent until it is right.
  await page.getByRole('link', { name: 'Add New Employee' }).click();
  await expect(page).toHaveURL(/\/approver\/employees\/new$/);
  const stamp = Date.now().toString().slice(-7);
  await field(page, 'Acumatica ID').fill(`E2E${stamp}`);
  await field(page, 'Payroll Provider ID').fill(`PP${stamp}`);
  await field(page, 'First Name').fill('12345');
  await field(page, 'Last Name').fill('Okonkwo');
  await field(page, 'E-mail').fill('not-an-email');
  await field(page, 'State').fill('T1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field(page, 'First Name')).toHaveAccessibleDescription('Name cannot contain numbers');
  await expect(field(page, 'E-mail')).toHaveAccessibleDescription(
    'Must be in the form of username@domain (not-an-email)',
  );
  await expect(field(page, 'State')).toHaveAccessibleDescription(
    'State Abbreviation can only contain letters',
  );
  await expect(choice(page, 'Department')).toHaveAccessibleDescription('Please enter a valid department');
  await expect(choice(page, 'Per Diem Eligibility')).toHaveAccessibleDescription(
    'Must select Per Diem eligibility',
  );
  await expect(page).toHaveURL(/\/approver\/employees\/new$/);

  await field(page, 'First Name').fill('Ada');
  // A company e-mail, but the approver has no Roles_View: no role checkboxes.
  await field(page, 'E-mail').fill(`ada.okonkwo.${stamp}@example.com`);
  await field(page, 'State').fill('tx');
  await choice(page, 'Pay Group').selectOption('WKLYHRLY');
  await choice(page, 'Department').selectOption('FIELD');
  const laborItem = choice(page, 'Labor Item');
  await laborItem.selectOption({ index: 1 });
  // The labor item sets the primary job class (EMPLOYEES-24).
  await expect(shown(page, 'Primary Job Class')).not.toContainText('—');
  await choice(page, 'Status').selectOption('Active');
  await choice(page, 'Per Diem Eligibility').selectOption({ label: 'Eligible' });
  const allowance = page.getByRole('spinbutton', { name: 'Truck Allowance (daily)' });
  await expect(allowance).toHaveAttribute('step', '0.01');
  await allowance.fill('12.5');
  await expect(page.getByRole('group', { name: 'Roles' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Employee Successfully Created')).toBeVisible();
  await expect(page).toHaveURL(/\/approver\/employees\/\d+$/);
  await expect(shown(page, 'Truck Allowance (daily)')).toContainText('12.5');

  // Edit and save: the update toast.
  await page.getByRole('button', { name: 'Edit Data' }).click();
  await field(page, 'Last Name').fill('Okonkwo-Reyes');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Employee Successfully Updated')).toBeVisible();
  await expect(shown(page, 'Last Name')).toContainText('Okonkwo-Reyes');

  // Found by name in the list.
  await page.getByRole('button', { name: 'Back' }).click();
  const search = page.getByRole('searchbox', { name: 'Search by name' });
  await search.fill('Okonkwo-Reyes');
  await search.press('Enter');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(`E2E${stamp}`);
});

test("an employee that cannot be loaded says 'Problem getting employee data' and returns to the list", async ({
  page,
}) => {
  await signIn(page, DEMO.approver, '/approver/employees/999999');
  await expect(toast(page, 'Problem getting employee data')).toBeVisible();
  await expect(page).toHaveURL(/\/approver\/employees$/);
});

test("an admin gives noaccess@example.com's employee record a role; at its next sign-in the account has that role's home page and screens", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await signedInPage(browser, DEMO.admin, '/approver/employees');
  const search = admin.getByRole('searchbox', { name: 'Search by name' });
  await search.fill('Quinn');
  await search.press('Enter');
  const table = admin.getByRole('table', { name: 'Employees' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('row').nth(1).click();
  await expect(admin).toHaveURL(/\/approver\/employees\/\d+$/);
  const employeeId = Number(/\/(\d+)$/.exec(admin.url())?.[1]);
  await expect(shown(admin, 'E-mail')).toContainText(DEMO.noaccess);

  // The roles show for a company e-mail (U-36), each described by its permissions (EMPLOYEES-10/11).
  const roles = admin.getByRole('group', { name: 'Roles' });
  const approverRole = roles.getByRole('checkbox', { name: 'Approver', exact: true });
  await expect(approverRole).not.toBeChecked();
  await expect(approverRole).toHaveAccessibleDescription(/^Permissions: .*ApproverDashboard_View/);
  await admin.getByRole('button', { name: 'Edit Data' }).click();
  await approverRole.check();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(toast(admin, 'Employee Successfully Updated')).toBeVisible();
  await expect(approverRole).toBeChecked();

  try {
    // Its next sign-in: the Approver role's home page, and the master data screens with it.
    const user = await signedInPage(browser, DEMO.noaccess, '/');
    await expect(user).toHaveURL(/\/approver$/);
    const nav = user.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
    await nav.getByRole('link', { name: 'Employees' }).click();
    await expect(user.getByRole('table', { name: 'Employees' })).toBeVisible();
    await user.goto('/payroll/roles');
    await expect(user.getByText("Access Denied: You don't have permission to view this page.")).toBeVisible();
  } finally {
    // Back to no roles, through the screen, so the other specs find the seed's no-access account.
    await admin.getByRole('button', { name: 'Edit Data' }).click();
    await approverRole.uncheck();
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(toast(admin, 'Employee Successfully Updated').last()).toBeVisible();
    const record = await (await apiAs(admin)).get<{ roleIds: number[] }>(`/employees/${employeeId}`);
    expect(record.roleIds).toEqual([]);
  }
});
