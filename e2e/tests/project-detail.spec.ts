import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { DEMO, signIn } from '../support/auth.ts';
import { downloadCsv } from '../support/download.ts';
import { toast } from '../support/timesheets.ts';

const PATTERN_MESSAGE =
  'Please enter a valid Project Number ex: P-(13-99) (A-Z) (A-Z or 0-9)x2 (1-99) (A-Z or 0-9)x0-3';

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const tabForm = (page: Page, name: string) => page.getByRole('form', { name });

interface StoredProject {
  projectNumber: string;
  prevailingWage: boolean;
  perDiemRateTable: { type: string; rows: Array<{ jobClass: string; national: number | null }> };
  projectEmployees: Array<{ employeeId: number; perDiemType: string }>;
  equipment: Array<{ quantity: number; vendor: string | null }>;
}

test('an approver creates a project (a wrong number, then a right one), fills its roster, equipment and a custom per diem table, finds it and exports it', async ({
  page,
}) => {
  // A number no other run has used: P-13 E2E 01 and three random letters.
  const suffix = Array.from({ length: 3 }, () =>
    String.fromCharCode(65 + Math.floor(Math.random() * 26)),
  ).join('');
  const typed = `p-13 e2e-01${suffix.toLowerCase()}`;
  const shown = `P-13 E2E 01 ${suffix}`;

  await signIn(page, DEMO.approver, '/approver/projects');
  await page.getByRole('link', { name: 'Add New Project' }).click();
  await expect(page).toHaveURL(/\/approver\/projects\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Project' })).toBeVisible();
  for (const name of ['Manpower', 'Equipment', 'Per Diem']) {
    await expect(tab(page, name)).toHaveAttribute('aria-disabled', 'true');
  }

  // Project Detail: a wrong number is refused with the seed's message, nothing is sent.
  const number = page.getByRole('textbox', { name: /^Project Number/ });
  await number.fill('P-12ABC01');
  await page.getByRole('textbox', { name: 'Description' }).fill('E2E Substation Upgrade');
  await page.getByRole('textbox', { name: 'Address' }).fill('400 Grid Ave');
  await page.getByRole('textbox', { name: 'City' }).fill('Austin');
  await page.getByRole('textbox', { name: 'State' }).fill('tx');
  await page.getByRole('textbox', { name: 'Zip Code' }).fill('78701');
  const customer = page.getByRole('combobox', { name: 'Customer' });
  await customer.selectOption({ index: 1 });
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
  await page.getByRole('combobox', { name: 'Prevailing Wage' }).selectOption('Yes');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(number).toHaveAccessibleDescription(new RegExp(PATTERN_MESSAGE.replace(/[()]/g, '\\$&')));
  await expect(number).toBeFocused();
  await expect(page).toHaveURL(/\/approver\/projects\/new$/);

  // The right number, typed loosely: saved without spaces and hyphens, upper-cased.
  await number.fill(typed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Project data saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/approver\/projects\/\d+$/);
  const projectId = Number(/\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('group', { name: 'Project Number' })).toContainText(shown);
  await expect(page.getByRole('group', { name: 'Prevailing Wage' })).toContainText('Yes');
  await expect(tab(page, 'Manpower')).not.toHaveAttribute('aria-disabled', 'true');

  // Manpower: add an Active employee; Standard and Travel cannot be chosen; a new row starts at None.
  await tab(page, 'Manpower').click();
  await expect(page).toHaveURL(/\?tab=manpower$/);
  const manpower = tabForm(page, 'Manpower');
  await manpower.getByRole('button', { name: 'Edit Data' }).click();
  const toAdd = manpower.getByRole('combobox', { name: 'Employee to add' });
  await expect(toAdd.getByRole('option')).not.toHaveCount(1);
  await toAdd.selectOption({ index: 1 });
  await manpower.getByRole('button', { name: 'Add Employee' }).click();
  // The new row takes the employee's primary job class.
  await expect(manpower.getByRole('combobox', { name: /^Job class of / })).not.toHaveValue('');
  const perDiem = manpower.getByRole('combobox', { name: /^Per diem of / });
  await expect(perDiem).toHaveValue('NONE');
  await expect(perDiem.getByRole('option', { name: 'Standard' })).toBeDisabled();
  await expect(perDiem.getByRole('option', { name: 'Travel' })).toBeDisabled();
  await perDiem.selectOption('LOCAL');
  await manpower.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, "Project's employee roster saved successfully")).toBeVisible();
  // Saving a tab returns to the project detail, read-only (PROJECTS-15).
  await expect(tab(page, 'Project Detail')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`/approver/projects/${projectId}$`));

  // Equipment: one piece from the catalog, its quantity and vendor.
  await tab(page, 'Equipment').click();
  const equipment = tabForm(page, 'Equipment');
  await equipment.getByRole('button', { name: 'Edit Data' }).click();
  await equipment.getByRole('button', { name: 'Add Equipment' }).click();
  await equipment.getByRole('combobox', { name: 'Equipment, row 1' }).selectOption({ index: 1 });
  await equipment.getByRole('spinbutton', { name: 'Quantity, row 1' }).fill('3');
  await equipment.getByRole('textbox', { name: 'Vendor, row 1' }).fill('Sunbelt Rentals');
  await equipment.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Equipment list successfully submitted')).toBeVisible();
  await expect(tab(page, 'Project Detail')).toHaveAttribute('aria-selected', 'true');

  // Per Diem: a custom table; a blank amount is refused with the seed's message, then saved.
  await tab(page, 'Per Diem').click();
  const perDiemTab = tabForm(page, 'Per Diem');
  await expect(perDiemTab.getByText('deprecated, read-only')).toHaveCount(2);
  await perDiemTab.getByRole('button', { name: 'Edit Data' }).click();
  await perDiemTab.getByRole('combobox', { name: 'Per Diem Table' }).selectOption('PROJECT_CUSTOM');
  const firstNational = perDiemTab.getByRole('spinbutton', { name: /^National rate, / }).first();
  await firstNational.fill('');
  await perDiemTab.getByRole('button', { name: 'Save' }).click();
  await expect(firstNational).toHaveAccessibleDescription('Per diem amount cannot be blank');
  await firstNational.fill('77');
  await perDiemTab.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Per diem data saved successfully')).toBeVisible();
  await expect(tab(page, 'Project Detail')).toHaveAttribute('aria-selected', 'true');

  // What the api now holds.
  const stored = await (await apiAs(page)).get<StoredProject>(`/projects/${projectId}`);
  expect(stored.projectNumber).toBe(`P13E2E01${suffix}`);
  expect(stored.prevailingWage).toBe(true);
  expect(stored.projectEmployees).toEqual([expect.objectContaining({ perDiemType: 'LOCAL' })]);
  expect(stored.equipment).toEqual([expect.objectContaining({ quantity: 3, vendor: 'Sunbelt Rentals' })]);
  expect(stored.perDiemRateTable.type).toBe('PROJECT_CUSTOM');
  expect(stored.perDiemRateTable.rows[0]?.national).toBe(77);

  // Found by search in the list, and in projects.csv.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/approver\/projects$/);
  const search = page.getByRole('searchbox', { name: 'Search by project number or project manager' });
  await search.fill(shown);
  await search.press('Enter');
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(shown);
  const { filename, lines } = await downloadCsv(page);
  expect(filename).toBe('projects.csv');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^"${shown}","E2E Substation Upgrade","Austin","TX",`));
});

test('a tab with unsaved changes asks before another tab opens; staying keeps what was typed', async ({
  page,
}) => {
  await signIn(page, DEMO.approver, '/approver/projects');
  await page.getByRole('table', { name: 'Projects' }).getByRole('row').nth(1).click();
  await tab(page, 'Equipment').click();
  const equipment = tabForm(page, 'Equipment');
  await equipment.getByRole('button', { name: 'Edit Data' }).click();
  await equipment.getByRole('button', { name: 'Add Equipment' }).click();
  const rows = equipment.getByRole('spinbutton', { name: /^Quantity, row / });
  const count = await rows.count();
  await rows.last().fill('5');
  page.once('dialog', (dialog) => void dialog.dismiss());
  await tab(page, 'Per Diem').click();
  await expect(tab(page, 'Equipment')).toHaveAttribute('aria-selected', 'true');
  await expect(rows).toHaveCount(count);
  await expect(rows.last()).toHaveValue('5');
});
