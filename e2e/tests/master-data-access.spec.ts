import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';

const DENIED = "Access Denied: You don't have permission to view this page.";

// Every route of the master data area (DESIGN §2): a foreman holds none of their permissions.
const ROUTES = [
  '/approver/projects',
  '/approver/projects/new',
  '/approver/projects/1',
  '/approver/customers',
  '/approver/customers/new',
  '/approver/customers/1',
  '/approver/employees',
  '/approver/employees/new',
  '/approver/employees/1',
];

test('a foreman gets the access-denied text on every master data route, and no data is asked for', async ({
  page,
}) => {
  const masterDataCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(projects|customers|employees)(\/|$)/.test(pathname)) masterDataCalls.push(pathname);
  });
  await signIn(page, DEMO.foreman, ROUTES[0]);
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByText(DENIED, { exact: true }), route).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Data' })).toHaveCount(0);
  }
  // The guard stops before the area asks for anything.
  expect(masterDataCalls).toEqual([]);
});
