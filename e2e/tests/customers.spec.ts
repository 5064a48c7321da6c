import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { DEMO, signIn, signedInPage } from '../support/auth.ts';
import { slowLine } from '../support/network.ts';

const GULF = 'Gulf Coast Water Authority';

const detail = (page: Page) => page.getByRole('form', { name: /Customer/ });
const nameInput = (page: Page) => page.getByRole('textbox', { name: 'Customer Name' });
const shownName = (page: Page) => page.getByRole('group', { name: 'Customer Name' });

test('an approver finds a customer, edits its name, cancels an edit and is told a blank name is refused', async ({
  page,
}) => {
  await signIn(page, DEMO.approver, '/approver/customers');
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('columnheader', { name: /^Acumatica ID/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^Customer Name/ })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search customers' }).fill('gulf coast');
  await page.getByRole('searchbox', { name: 'Search customers' }).press('Enter');
  await expect(page).toHaveURL(/\/approver\/customers\?search=gulf\+coast$/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('row', { name: new RegExp(GULF) }).click();

  await expect(page).toHaveURL(/\/approver\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Detail' })).toBeVisible();
  await expect(shownName(page)).toHaveText(`Customer Name${GULF}`);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  // Edit Data, change the name, Save: the seed's toast, and read-only again with the new name.
  await page.getByRole('button', { name: 'Edit Data' }).click();
  await nameInput(page).fill(`${GULF} (Harbor)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Customer updated successfully')).toBeVisible();
  await expect(shownName(page)).toContainText(`${GULF} (Harbor)`);

  // Cancel reverts what was typed.
  await page.getByRole('button', { name: 'Edit Data' }).click();
  await nameInput(page).fill('Somebody Else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(shownName(page)).toContainText(`${GULF} (Harbor)`);

  // A blank name is refused with the seed's message, at the field and in the summary; nothing is sent.
  await page.getByRole('button', { name: 'Edit Data' }).click();
  await nameInput(page).fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(nameInput(page)).toHaveAccessibleDescription('Customer name cannot be blank');
  await expect(nameInput(page)).toBeFocused();
  await expect(detail(page).getByRole('alert')).toContainText('Customer name cannot be blank');

  // Put the demo name back for the other specs.
  await nameInput(page).fill(GULF);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(shownName(page)).toHaveText(`Customer Name${GULF}`);

  // Back returns to the list as it was left.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/approver\/customers\?search=gulf\+coast$/);
  await expect(page.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('gulf coast');
});

test('an approver creates a customer, then deletes it after a question naming it', async ({ page }) => {
  const acumaticaId = `C9${Date.now().toString().slice(-6)}`;
  const name = `Bayou City Utilities ${acumaticaId}`;
  await signIn(page, DEMO.approver, '/approver/customers');
  await page.getByRole('link', { name: 'Add New Customer' }).click();

  await expect(page).toHaveURL(/\/approver\/customers\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Customer' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Acumatica ID' }).fill(acumaticaId);
  await nameInput(page).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New customer successfully saved')).toBeVisible();
  await expect(page).toHaveURL(/\/approver\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Detail' })).toBeVisible();
  await expect(shownName(page)).toContainText(name);

  await page.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('dialog', { name: 'Delete' });
  await expect(question).toContainText(`Delete the customer ${name} (Acumatica ID ${acumaticaId})?`);
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Customer deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/approver\/customers$/);

  await page.getByRole('searchbox', { name: 'Search customers' }).fill(acumaticaId);
  await page.getByRole('searchbox', { name: 'Search customers' }).press('Enter');
  await expect(page.getByText('No customers match this search')).toBeVisible();
});

test("a customer id that does not exist: 'Cannot find customer data', then the list", async ({ page }) => {
  await signIn(page, DEMO.approver, '/approver/customers/999999');
  await expect(page.getByText('Cannot find customer data - Customer not found')).toBeVisible();
  await expect(page).toHaveURL(/\/approver\/customers$/);
  await expect(page.getByRole('table', { name: 'Customers' })).toBeVisible();
});

test('a user who leaves while a new customer saves (slow line) stays where they went; the customer is saved', async ({
  page,
}) => {
  const acumaticaId = `C8${Date.now().toString().slice(-6)}`;
  const name = `Slow Line Utilities ${acumaticaId}`;
  await signIn(page, DEMO.approver, '/approver/customers/new');
  await page.getByRole('textbox', { name: 'Acumatica ID' }).fill(acumaticaId);
  await nameInput(page).fill(name);

  // The api's answer is held until the user has gone elsewhere.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/customers', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Projects' })
    .click();
  await expect(page).toHaveURL(/\/approver\/projects$/);
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();

  release();
  await expect(page.getByText('New customer successfully saved')).toBeVisible();
  await expect(page).toHaveURL(/\/approver\/projects$/);
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();

  // Saved all the same: it is in the list.
  await page.goto(`/approver/customers?search=${acumaticaId}`);
  await expect(
    page.getByRole('table', { name: 'Customers' }).getByRole('row', { name: new RegExp(name) }),
  ).toBeVisible();
});

test('two people edit one customer: the later Save is told someone saved first, keeps what was typed, and Reload shows the saved name', async ({
  browser,
}) => {
  const acumaticaId = `C8${Date.now().toString().slice(-6)}`;
  const name = `Trinity River Authority ${acumaticaId}`;
  const first = await signedInPage(browser, DEMO.approver, '/approver/customers');
  const customer = await (
    await apiAs(first)
  ).post<{ customerId: number }>('/customers', { customerExternalId: acumaticaId, customerName: name });
  const second = await signedInPage(browser, DEMO.admin, `/approver/customers/${customer.customerId}`);
  await first.goto(`/approver/customers/${customer.customerId}`);

  // Both open the record for editing at the same version.
  for (const page of [first, second]) {
    await expect(shownName(page)).toContainText(name);
    await page.getByRole('button', { name: 'Edit Data' }).click();
  }
  await nameInput(first).fill(`${name} (North)`);
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText('Customer updated successfully')).toBeVisible();

  // The second Save was made on the old version: the api refuses it and the form keeps what was typed.
  await nameInput(second).fill(`${name} (South)`);
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(
    detail(second).getByText(
      'This customer was changed by someone else since you opened it. Reload to see the latest version, then make your change again.',
    ),
  ).toBeVisible();
  await expect(nameInput(second)).toHaveValue(`${name} (South)`);
  await expect(second.getByText('Customer updated successfully')).toHaveCount(0);

  // A Reload over a dropped line: the page, the notice and the typing stay, and the notice says to try again (the
  // record's load error would have sent the page back to the list).
  const recordUrl = `**/api/customers/${customer.customerId}`;
  await second.route(recordUrl, (route) => route.abort('internetdisconnected'));
  await detail(second).getByRole('button', { name: 'Reload' }).click();
  await expect(
    detail(second).getByText(
      'The saved version could not be loaded. Nothing you typed is lost: try Reload again.',
    ),
  ).toBeVisible();
  await expect(nameInput(second)).toHaveValue(`${name} (South)`);
  await expect(second).toHaveURL(new RegExp(`/approver/customers/${customer.customerId}$`));
  await expect(second.getByText(/Cannot find customer data/)).toHaveCount(0);
  await second.unroute(recordUrl);

  // Reload puts what the first person saved into the form, to make the change again on; the record holds their
  // name, not the refused one.
  await detail(second).getByRole('button', { name: 'Reload' }).click();
  await expect(nameInput(second)).toHaveValue(`${name} (North)`);
  const api = await apiAs(second);
  const saved = await api.get<{ customerName: string }>(`/customers/${customer.customerId}`);
  expect(saved.customerName).toBe(`${name} (North)`);
  await api.delete(`/customers/${customer.customerId}`);

  await first.context().close();
  await second.context().close();
});

test('a name typed while the save is under way (slow line) stays, unsaved, in edit mode; the next Save stores it', async ({
  page,
}) => {
  await signIn(page, DEMO.approver, '/approver/customers');
  const acumaticaId = `C7${Date.now().toString().slice(-6)}`;
  const name = `Brazos Valley Utilities ${acumaticaId}`;
  const api = await apiAs(page);
  const customer = await api.post<{ customerId: number }>('/customers', {
    customerExternalId: acumaticaId,
    customerName: name,
  });
  await page.goto(`/approver/customers/${customer.customerId}`);
  await page.getByRole('button', { name: 'Edit Data' }).click();
  await nameInput(page).fill(`${name} (Depot)`);

  await slowLine(page, `**/api/customers/${customer.customerId}`, 1000, 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  await nameInput(page).press('End');
  await nameInput(page).pressSequentially(' yard');
  await expect(page.getByText('Customer updated successfully')).toBeVisible();

  // The first save stored what was sent; what was typed since is still on screen, to be saved.
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(nameInput(page)).toHaveValue(`${name} (Depot) yard`);
  expect((await api.get<{ customerName: string }>(`/customers/${customer.customerId}`)).customerName).toBe(
    `${name} (Depot)`,
  );

  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(shownName(page)).toContainText(`${name} (Depot) yard`);
  expect((await api.get<{ customerName: string }>(`/customers/${customer.customerId}`)).customerName).toBe(
    `${name} (Depot) yard`,
  );
  await api.delete(`/customers/${customer.customerId}`);
});
