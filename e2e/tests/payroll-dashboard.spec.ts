import { expect, test, type Locator, type Page } from '@playwright/test';
import { newestPeriodIn } from '../support/api.ts';
import { DEMO, signIn, signedInPage } from '../support/auth.ts';
import { UNSAVED_CHANGES, toast } from '../support/timesheets.ts';
import { slowLine } from '../support/network.ts';

/**
 * The dashboard's row of the newest period in `state`, on that period's month. The dashboard opens on the current
 * month, and early in a month the seed's CLOSED and COMPLETED weeks (two and three weeks back) lie in the one before.
 */
async function periodRow(page: Page, state: 'OPEN' | 'CLOSED' | 'COMPLETED'): Promise<Locator> {
  const period = await newestPeriodIn(page, state);
  await page.goto(`/payroll?month=${period.endDate.slice(0, 7)}`);
  return page.getByRole('table').getByRole('row').filter({ hasText: state }).first();
}

/** From the payroll dashboard (signed in), the no-pay roster of the newest CLOSED period. */
async function openClosedRoster(page: Page): Promise<void> {
  await (await periodRow(page, 'CLOSED')).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/payroll\/\d+\/nopayroster$/);
}

const NOTHING_CHECKED = 'Check a payroll period below to act on it.';

test('payroll closes and re-opens a period with the seed toasts, each action offered only for the state it applies to; a double click on Close sends one request', async ({
  page,
}) => {
  await signIn(page, DEMO.payroll, '/payroll');
  // The newest OPEN period, on its month: it is re-opened at the end for the other tests.
  const row = await periodRow(page, 'OPEN');
  const checkbox = row.getByRole('checkbox');
  const name = (await checkbox.getAttribute('aria-label')) ?? '';
  const end = name.replace('Period ending ', '');
  const rowOf = () => page.getByRole('checkbox', { name }).locator('xpath=ancestor::tr');
  const button = (label: string) => page.getByRole('button', { name: label, exact: true });
  const LABELS = ['Close', 'Re-Open', 'Regenerate', 'Export Payroll', 'Complete and Permanently Lock'];

  // Nothing checked: every action is disabled, and says so where it is seen and heard.
  await expect(page.getByText(NOTHING_CHECKED)).toBeVisible();
  for (const label of LABELS) {
    await expect(button(label)).toBeDisabled();
    await expect(button(label)).toHaveAccessibleDescription(NOTHING_CHECKED);
  }

  // The row's checkbox is a target of at least 24 px: a click near the corner of its cell checks it.
  const target = checkbox.locator('xpath=ancestor::label');
  const box = await target.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await target.click({ position: { x: 3, y: 3 } });
  await expect(checkbox).toBeChecked();

  // OPEN: Close, Regenerate and Export; Re-Open and Complete say why not (U-11).
  for (const label of ['Close', 'Regenerate', 'Export Payroll']) await expect(button(label)).toBeEnabled();
  for (const label of ['Re-Open', 'Complete and Permanently Lock']) {
    const why = `${label}: only for CLOSED periods; the period ending ${end} is OPEN.`;
    await expect(button(label)).toBeDisabled();
    await expect(button(label)).toHaveAccessibleDescription(why);
    await expect(page.getByText(why, { exact: true })).toBeVisible();
  }

  const closes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/payroll-periods\/\d+\/close$/.test(request.url()))
      closes.push(request.url());
  });
  await button('Close').dblclick();
  // A period not ready yet (unapproved timesheets, no reasons yet): the completeness check asks first.
  const notReady = page.getByRole('dialog', { name: 'Not Ready to Close' });
  const closed = toast(page, 'Payroll period successfully closed').first();
  await expect(notReady.or(closed)).toBeVisible();
  if (await notReady.isVisible()) await notReady.getByRole('button', { name: 'Close Anyway' }).click();
  await expect(closed).toBeVisible();
  await expect(rowOf()).toContainText('CLOSED');
  expect(closes).toHaveLength(1);

  // CLOSED, still checked: Close is not offered any more; Re-Open is.
  await expect(button('Close')).toBeDisabled();
  await expect(button('Close')).toHaveAccessibleDescription(
    `Close: only for OPEN periods; the period ending ${end} is CLOSED.`,
  );
  await expect(button('Complete and Permanently Lock')).toBeEnabled();
  await button('Re-Open').click();
  await expect(toast(page, 'Payroll period successfully re-opened').first()).toBeVisible();
  await expect(rowOf()).toContainText('OPEN');
  await expect(button('Re-Open')).toBeDisabled();
});

test('Complete and Permanently Lock asks first, naming the period; Cancel sends nothing', async ({
  page,
}) => {
  await signIn(page, DEMO.payroll, '/payroll');
  // Complete applies to a CLOSED period only (U-11).
  await (await periodRow(page, 'CLOSED')).getByRole('checkbox').check();
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url());
  });
  await page.getByRole('button', { name: 'Complete and Permanently Lock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete and Permanently Lock' });
  // A period not ready yet: the completeness check asks first.
  const notReady = page.getByRole('dialog', { name: 'Not Ready to Complete' });
  await expect(notReady.or(dialog)).toBeVisible();
  if (await notReady.isVisible())
    await notReady.getByRole('button', { name: 'Continue to Complete' }).click();
  await expect(dialog).toContainText('This cannot be undone');
  await expect(dialog).toContainText(/ending \d{2}\/\d{2}\/\d{4}/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(puts).toHaveLength(0);
});

test('the no-pay roster of a closed period: a reason and a note saved with the seed toast, kept on reload', async ({
  page,
}) => {
  await signIn(page, DEMO.payroll, '/payroll');
  await openClosedRoster(page);
  await expect(
    page.getByRole('heading', { level: 1, name: /^\d{2}\/\d{2}\/\d{4} No-Pay Roster$/ }),
  ).toBeVisible();
  await expect(page.getByText('This payroll period is CLOSED.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'No-Pay Roster' })).toHaveAttribute('aria-selected', 'true');

  const reason = page.getByRole('combobox', { name: /^Reason, / }).first();
  await expect(reason).toBeVisible();
  // At 1280 px every column, Reason and Notes too, is on screen: the roster does not scroll sideways.
  const roster = page.getByRole('region', { name: 'No-Pay Roster' });
  expect(await roster.evaluate((region) => region.scrollWidth - region.clientWidth)).toBeLessThanOrEqual(0);
  const who = ((await reason.getAttribute('aria-label')) ?? '').replace('Reason, ', '');
  await reason.selectOption({ label: 'Personal Leave' });
  const note = `E2E note ${Date.now().toString().slice(-5)}`;
  await page.getByRole('textbox', { name: `Notes, ${who}` }).fill(note);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'No-Pay Roster successfully updated')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: `Notes, ${who}` })).toHaveValue(note);
  await expect(page.getByRole('combobox', { name: `Reason, ${who}` })).toHaveValue('PERSONAL_LEAVE');
});

test('the corrections of a completed period: crew and standalone corrections, and a duplicate', async ({
  page,
}) => {
  await signIn(page, DEMO.payroll, '/payroll');
  const completed = await periodRow(page, 'COMPLETED');
  await completed.getByRole('link', { name: /Correction\(s\)$/ }).click();
  await expect(page).toHaveURL(/\/payroll\/\d+\/corrections$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: /^Corrections for Payroll Period Ending \d{2}\/\d{2}\/\d{4}$/,
    }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Corrections' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: '+ Add Standalone Correction +' })).toBeVisible();

  const standalone = page.getByRole('region', { name: 'Standalone Corrections' }).getByRole('row');
  await expect(standalone.nth(1)).toBeVisible();
  const before = await standalone.count();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/project-corrections'))
      posts.push(request.url());
  });
  // Duplicate asks first, naming the correction: a slip saves nothing.
  await standalone.nth(1).getByRole('button', { name: 'Duplicate' }).dblclick();
  const question = page.getByRole('dialog', { name: 'Duplicate Standalone Correction' });
  await expect(question).toContainText(
    /Duplicate the .+ correction of .+ on \d{2}\/\d{2}\/\d{4} \(new value .+\)\?/,
  );
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(posts).toEqual([]);

  // Answered, even with a double click, it makes one copy.
  await standalone.nth(1).getByRole('button', { name: 'Duplicate' }).click();
  await question.getByRole('button', { name: 'Duplicate' }).dblclick();
  await expect(toast(page, 'Correction successfully duplicated!')).toBeVisible();
  await expect(question).toBeHidden();
  await expect(standalone).toHaveCount(before + 1);
  expect(posts).toHaveLength(1);

  // The No-Pay Roster tab is one click away.
  await page.getByRole('tab', { name: 'No-Pay Roster' }).click();
  await expect(page).toHaveURL(/\/nopayroster$/);
});

test('payroll adds a standalone correction to a completed period, edits it and deletes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.payroll, '/payroll');
  const completed = await periodRow(page, 'COMPLETED');
  await completed.getByRole('link', { name: /Correction\(s\)$/ }).click();
  await page.getByRole('link', { name: '+ Add Standalone Correction +' }).click();
  await expect(page).toHaveURL(/\/payroll\/\d+\/corrections\/new$/);
  const corrections = page.url().replace(/\/new$/, '');
  await expect(page.getByRole('heading', { level: 1, name: 'New Standalone Correction' })).toBeVisible();

  // Nothing chosen: the date is asked for by the seed's words, and nothing is sent.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select a date for the standalone correction').first()).toBeVisible();

  // New Value waits for a correction type, and says so in the seed's words (TS-CORR-05).
  const newValue = page.getByRole('textbox', { name: 'New Value' });
  await expect(newValue).toBeDisabled();
  await expect(newValue).toHaveAccessibleDescription('Select a correction type before entering a value');
  await expect(page.locator('[id$="newValue-hint"]')).toHaveText(
    'Select a correction type before entering a value',
  );
  await expect(page.locator('[id$="newValue-hint"]')).toBeVisible();

  const comment = `E2E standalone ${Date.now().toString().slice(-6)}`;
  await page.getByRole('combobox', { name: 'Project' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Employee' }).selectOption({ index: 1 });
  const dateInput = page.getByLabel('Correction Date');
  await dateInput.fill((await dateInput.getAttribute('min')) ?? '');
  await page.getByRole('combobox', { name: 'Correction Type' }).selectOption('ADD_WORK_HOURS');
  await newValue.fill('1.5');
  await page.getByRole('textbox', { name: 'Comments' }).fill(comment);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Standalone Correction data saved successfully')).toBeVisible();
  // U-48: saved, it goes back to the period's corrections page, where it is listed.
  await expect(page).toHaveURL(corrections);
  const row = page
    .getByRole('region', { name: 'Standalone Corrections' })
    .getByRole('row')
    .filter({ hasText: comment });
  const listedValue = row.getByRole('cell').nth(4);
  await expect(listedValue).toHaveText('1.5');

  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Standalone Correction' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Data' }).click();
  await newValue.fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Standalone Correction data updated successfully')).toBeVisible();
  await expect(page).toHaveURL(corrections);
  await expect(listedValue).toHaveText('2');

  await row.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Standalone correction successfully deleted')).toBeVisible();
  await expect(page).toHaveURL(corrections);
  await expect(page.getByRole('heading', { name: 'Standalone Corrections' })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('two clerks on one roster: the later Save is told the period changed, keeps what was typed, and saves after Reload; leaving unsaved asks', async ({
  browser,
}) => {
  const first = await signedInPage(browser, DEMO.payroll, '/payroll');
  await openClosedRoster(first);
  const reason = first.getByRole('combobox', { name: /^Reason, / }).first();
  await expect(reason).toBeVisible();
  const who = ((await reason.getAttribute('aria-label')) ?? '').replace('Reason, ', '');
  const notes = first.getByRole('textbox', { name: `Notes, ${who}` });

  // The second clerk regenerates the roster: the period's version moves on.
  const second = await signedInPage(browser, DEMO.admin, first.url());
  await second.getByRole('button', { name: 'Regenerate' }).click();
  await expect(toast(second, 'Successfully regenerated No Pay Roster')).toBeVisible();

  const note = `Typed first ${Date.now().toString().slice(-5)}`;
  await notes.fill(note);
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(first.getByText(/changed by someone else since you opened it/).first()).toBeVisible();
  await expect(notes).toHaveValue(note);

  // Leaving with the note unsaved asks; staying keeps it.
  first.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(UNSAVED_CHANGES);
    void dialog.dismiss();
  });
  await first.getByRole('tab', { name: 'Corrections' }).click();
  await expect(first).toHaveURL(/\/nopayroster$/);
  await expect(notes).toHaveValue(note);

  await first.getByRole('button', { name: 'Reload', exact: true }).click();
  await expect(notes).not.toHaveValue(note);
  await notes.fill(note);
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(first, 'No-Pay Roster successfully updated')).toBeVisible();
  await second.reload();
  await expect(second.getByRole('textbox', { name: `Notes, ${who}` })).toHaveValue(note);
  await first.context().close();
  await second.context().close();
});

test('a note typed while the roster saves on a slow line is kept and still counts as unsaved; a saved roster leaves without a question', async ({
  page,
}) => {
  await signIn(page, DEMO.payroll, '/payroll');
  await openClosedRoster(page);
  const reasons = page.getByRole('combobox', { name: /^Reason, / });
  await expect(reasons.nth(1)).toBeVisible();
  const whoOf = async (index: number) =>
    ((await reasons.nth(index).getAttribute('aria-label')) ?? '').replace('Reason, ', '');
  const first = page.getByRole('textbox', { name: `Notes, ${await whoOf(0)}` });
  const second = page.getByRole('textbox', { name: `Notes, ${await whoOf(1)}` });
  const stamp = Date.now().toString().slice(-5);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await slowLine(page, '**/api/payroll-periods/*/roster/no-pay', 1000);
  await first.fill(`Saved ${stamp}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await second.fill(`Typed during the save ${stamp}`);
  await expect(toast(page, 'No-Pay Roster successfully updated')).toBeVisible();
  await expect(first).toHaveValue(`Saved ${stamp}`);
  await expect(second).toHaveValue(`Typed during the save ${stamp}`);

  // That note was not part of the save: leaving asks, and staying keeps it.
  await page.getByRole('tab', { name: 'Corrections' }).click();
  await expect.poll(() => dialogs).toEqual([UNSAVED_CHANGES]);
  await expect(second).toHaveValue(`Typed during the save ${stamp}`);

  // Saved, it leaves at once, even while the roster is still being fetched again.
  await page.unrouteAll({ behavior: 'wait' });
  await slowLine(page, '**/api/payroll-periods/*/roster', 1500);
  // This save's answer, not the first save's toast (still on screen on a slow machine, it let the tab be clicked
  // while this save was under way and the roster still unsaved).
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/roster/no-pay'),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(toast(page, 'No-Pay Roster successfully updated').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Corrections' }).click();
  await expect(page).toHaveURL(/\/corrections$/);
  expect(dialogs).toHaveLength(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto(page.url().replace(/corrections$/, 'nopayroster'));
  await expect(page.getByRole('textbox', { name: `Notes, ${await whoOf(1)}` })).toHaveValue(
    `Typed during the save ${stamp}`,
  );
});
