import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';
import { toast } from '../support/timesheets.ts';

// The bff's own 429 (status, Retry-After, JSON) is proven by its jest tests (bff/src/limits/). The stack here is shared
// by every spec, so its limits stay high; this spec answers one send with the bff's 429 to see what the user reads.
test('a write over the rate limit shows a toast that says how long to wait, and is not sent again', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();

  let sends = 0;
  await page.route('**/api/admin/send-general-timesheet-reminder', async (route) => {
    sends += 1;
    await route.fulfill({
      status: 429,
      headers: {
        'Retry-After': '42',
        'Cache-Control': 'no-store',
        RateLimit: '"reminder-sends"; r=0; t=42',
        'RateLimit-Policy': '"reminder-sends"; q=10; w=60',
      },
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ message: 'Too many requests. Wait 42 seconds and try again.' }),
    });
  });

  await page.getByRole('button', { name: 'Send General Timesheet Reminder' }).click();
  const waitToast = toast(
    page,
    'Unable to send timesheet reminder - Too many requests. Wait 42 seconds and try again.',
  );
  await expect(waitToast).toBeVisible();
  // The toast goes as any does; by then a retry behind the user's back would have been sent. Still signed in: a 429
  // is no 401.
  await expect(waitToast).toBeHidden();
  expect(sends).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
});
