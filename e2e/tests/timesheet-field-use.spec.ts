import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';
import { UNSAVED_CHANGES, calendarDay, openBlankTimesheet, thisWeekSoFar } from '../support/timesheets.ts';

// Field use (issue 4): a foreman on a tablet loses nothing typed, whatever the connection or a stray tap does.

/** Yesterday first (a past day: the picker offers no future dates), then this week's days: one free for every creator. */
const recentDays = () => [calendarDay(-1), ...thisWeekSoFar()];

/**
 * What the browser sees while the api is stopped: the bff answers every /api call itself with 502 and this message
 * (bff/src/proxy/api-proxy.ts, proven against a refused connection in its own tests).
 */
async function stopApi(page: Page): Promise<void> {
  await page.route('**/api/**', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The timesheet service is unavailable. Try again in a moment.' }),
    }),
  );
}

test('the unsaved-changes prompt fires on the side navigation; cancelling stays with every value', async ({
  page,
}) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  await openBlankTimesheet(page, recentDays());
  const journal = page.getByRole('textbox', { name: 'Daily journal text' });
  await journal.fill('Crew of five, formwork on grid C.');
  const blankSheet = page.url();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await nav.getByRole('link', { name: 'Foreman Dashboard' }).click();
  await expect.poll(() => asked).toEqual([UNSAVED_CHANGES]);
  await expect(page).toHaveURL(blankSheet);
  await expect(journal).toHaveValue('Crew of five, formwork on grid C.');

  page.once('dialog', (dialog) => void dialog.accept());
  await nav.getByRole('link', { name: 'Foreman Dashboard' }).click();
  await expect(page).toHaveURL(/\/foreman$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Foreman Dashboard' })).toBeVisible();
});

test('a draft survives a failed save and a reload while the api is stopped, and is offered back', async ({
  page,
}) => {
  await signIn(page, DEMO.foreman, '/foreman/timesheets');
  await openBlankTimesheet(page, recentDays());
  const journal = page.getByRole('textbox', { name: 'Daily journal text' });
  const firstHours = page.getByRole('spinbutton', { name: /^Work hours, / }).first();
  await firstHours.fill('7.5');
  await journal.fill('Rain until 10; poured footings after.');
  const sheet = page.url();

  await stopApi(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').getByText('Problem saving timesheet')).toBeVisible();
  await expect(
    page.getByText(
      'The timesheet service is unavailable. Try again in a moment. Nothing you typed is lost: it is kept on this device until it is saved.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(sheet);
  await expect(journal).toHaveValue('Rain until 10; poured footings after.');
  await expect(firstHours).toHaveValue('7.5');

  // The tab is reloaded while the api is still down: the portal cannot load the account and says why; the typed
  // values stay on the device.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked, 'leaving with unsaved changes asks first').toEqual(['beforeunload']);
  await expect(page.getByRole('heading', { name: 'Your account could not be loaded' })).toBeVisible();
  await expect(page.getByText('The timesheet service is unavailable. Try again in a moment.')).toBeVisible();

  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByText(/^Unsaved changes to this timesheet from .* were kept on this device\.$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Restore draft' }).click();
  await expect(journal).toHaveValue('Rain until 10; poured footings after.');
  await expect(firstHours).toHaveValue('7.5');
});

test.describe('on a phone (390 px, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the timesheet fits the screen and a finger signs the foreman signature', async ({ page }) => {
    await signIn(page, DEMO.foreman, '/foreman/timesheets');
    await openBlankTimesheet(page, recentDays());
    // The page itself never scrolls sideways; wide tables scroll inside their own region.
    const overflow = await page.evaluate(
      () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const pad = page.getByRole('img', { name: 'Foreman Signature' });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    // A finger stroke, as the tablet's touch screen sends it.
    const cdp = await page.context().newCDPSession(page);
    const at = (dx: number, dy: number) => [{ x: box.x + dx, y: box.y + dy }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(30, 90) });
    for (const [dx, dy] of [
      [70, 40],
      [120, 100],
      [170, 50],
      [230, 90],
    ] as const) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(dx, dy) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.getByRole('textbox', { name: 'Supervisor Name' }).fill('Frank Morales');

    await page.getByRole('button', { name: 'Submit Time' }).click();
    // Other rules still stop the Submit, but the signature counts as drawn.
    await expect(page.getByText('Daily Journal cannot be empty').first()).toBeVisible();
    await expect(page.getByText('Signature required and typed name required')).toHaveCount(0);
  });
});
