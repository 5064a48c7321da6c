import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';

const SIGN_IN_UNAVAILABLE = 'The sign-in service is not answering right now. Please try again in a moment.';
const API_TIMEOUT = 'The timesheet service took too long to answer. Try again in a moment.';

/** Each remote's home path and the area name its unavailable panel uses. */
const AREAS = [
  { remote: 'mf-foreman', path: '/foreman', other: '/reports' },
  { remote: 'mf-approver', path: '/approver', other: '/foreman' },
  { remote: 'mf-payroll', path: '/payroll', other: '/foreman' },
  { remote: 'mf-masterdata', path: '/approver/projects', other: '/foreman' },
  { remote: 'mf-admin-reports', path: '/reports', other: '/foreman' },
] as const;

for (const { remote, path, other } of AREAS) {
  test(`${remote} throwing while it loads leaves the chrome and the other areas working; Retry recovers`, async ({
    page,
  }) => {
    await signIn(page, DEMO.admin, other);
    const broken = `**/remotes/${remote}/remoteEntry.js`;
    await page.route(broken, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("a broken release");' }),
    );
    await page.goto(path);
    await expect(page.getByText(/is unavailable right now/)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    // Another area still works from the same page, and coming back, the broken one still says so.
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, other);
    await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);
    // Back, and wait until single-spa has settled that navigation: it tries a failed area's load again on a later
    // route change, and an attempt still under way when the release is fixed below would bring the area back by
    // itself (then the Retry button goes away under the click).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('single-spa:routing-event', () => resolve(), { once: true });
          window.history.back();
        }),
    );
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The release is fixed: Retry brings the area back without a reload.
    await page.unroute(broken);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(/is unavailable right now/)).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator(`#area-${remote}`)).not.toBeEmpty();
  });
}

test('the identity provider down at sign-in: a clear message on the sign-in page, not the browser error page', async ({
  page,
}) => {
  // What the bff answers when the provider does not (bff/src/auth/config-route.test.ts proves that side).
  await page.route('**/config/auth/ready', (route) =>
    route.fulfill({ status: 503, json: { message: SIGN_IN_UNAVAILABLE } }),
  );
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByText(SIGN_IN_UNAVAILABLE)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.unroute('**/config/auth/ready');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('button', { name: /foreman@example\.com/ })).toBeVisible();
});

test('the api slow past the bff timeout: the list says so plainly and Retry recovers', async ({ page }) => {
  await signIn(page, DEMO.foreman, '/foreman');
  // The bff's own 504 answer (bff/src/proxy/api-proxy.test.ts times a real slow upstream out).
  await page.route('**/api/timesheets?**', (route) =>
    route.fulfill({ status: 504, json: { message: API_TIMEOUT } }),
  );
  await page.goto('/foreman/timesheets');
  await expect(page.getByText(API_TIMEOUT).first()).toBeVisible();
  await page.unroute('**/api/timesheets?**');
  await page.getByRole('button', { name: 'Retry' }).first().click();
  await expect(page.getByText(API_TIMEOUT)).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
});
