import { expect, type Browser, type Page } from '@playwright/test';

export const DEMO = {
  foreman: 'foreman@example.com',
  approver: 'approver@example.com',
  payroll: 'payroll@example.com',
  admin: 'admin@example.com',
  noaccess: 'noaccess@example.com',
} as const;

/** Opens `path`, signs in through the IdP's account list as `email`, and waits to be back in the portal. */
export async function signIn(page: Page, email: string, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByRole('button', { name: new RegExp(email.replace(/[.@]/g, '\\$&')) }).click();
  await page.waitForURL(
    (url) =>
      !url.pathname.startsWith('/auth-callback') &&
      !url.pathname.startsWith('/login') &&
      url.port === new URL(page.url()).port &&
      !url.pathname.startsWith('/oidc'),
  );
}

/** A new browser context signed in as `email` (one per role in tests that pass a timesheet between people). */
export async function signedInPage(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, path);
  return page;
}
