import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, signedInPage } from '../support/auth.ts';
import { receivedMail } from '../support/mail.ts';
import { toast } from '../support/timesheets.ts';

const REMINDERS = [
  { label: 'Send Foreman Timesheet Reminder', subject: /timesheet/i },
  { label: 'Send General Timesheet Reminder', subject: /timesheet/i },
  { label: 'Send Final Timesheet Reminder', subject: /^Final timesheet reminder: payroll period ending/ },
];

test('two admins press the same reminder at once: each person gets one e-mail, and the page says who it left out', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const label = 'Send General Timesheet Reminder';
  const pages = [
    await signedInPage(browser, DEMO.admin, '/admin'),
    await signedInPage(browser, DEMO.admin, '/admin'),
  ];
  const card = (page: Page) => page.locator('div', { has: page.getByRole('button', { name: label }) }).last();
  await expect(card(pages[0]!).getByText(/^Would go to \d+ (person|people) now\.$/)).toBeVisible();
  const expected = Number(
    /(\d+)/.exec(
      await card(pages[0]!)
        .getByText(/^Would go to/)
        .innerText(),
    )?.[1],
  );
  // Within ten minutes of an earlier send (a retry of this test) everyone is already reminded.
  if (test.info().retry === 0) expect(expected).toBeGreaterThan(0);
  const before = receivedMail().length;

  await Promise.all(pages.map((page) => page.getByRole('button', { name: label }).click()));
  // One send claims everyone; the other finds them reminded a moment ago and says so rather than 'Sent'.
  const already =
    'Timesheet reminder already sent: everyone it would reach was reminded in the last 10 minutes.';
  const said = await Promise.all(
    pages.map(async (page) => {
      const answer = toast(page, 'Sent timesheet reminder').or(toast(page, already)).last();
      await expect(answer).toBeVisible();
      return answer.innerText();
    }),
  );
  if (expected > 0) expect(said.sort()).toEqual(['Sent timesheet reminder', already].sort());
  await expect.poll(() => receivedMail().length - before).toBe(expected);
  const recipients = receivedMail()
    .slice(before)
    .map((mail) => mail.to);
  expect(new Set(recipients).size).toBe(recipients.length);

  // Pressed again, it would reach nobody: the card says so, and why.
  for (const page of pages) {
    await expect(card(page).getByText('Would go to 0 people now.')).toBeVisible();
    if (expected > 0) {
      await expect(
        card(page).getByText(
          `${expected} ${expected === 1 ? 'person' : 'people'} already reminded in the last 10 minutes ${expected === 1 ? 'is' : 'are'} left out.`,
        ),
      ).toBeVisible();
    }
  }
  for (const page of pages) await page.context().close();
});

test('an admin sends each reminder; the mail server receives them with a link to the timesheet list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.admin, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  for (const reminder of REMINDERS) {
    const button = page.getByRole('button', { name: reminder.label });
    // Who it would reach is shown before sending.
    const card = page.locator('div', { has: button }).last();
    await expect(card.getByText(/^Would go to \d+ (person|people) now\.$/)).toBeVisible();
    const expected = Number(/(\d+)/.exec((await card.getByText(/^Would go to/).innerText()) ?? '')?.[1]);
    const before = receivedMail().length;
    await button.click();
    // A reminder with nobody to reach (e.g. everyone reminded by the test above) says so instead of 'Sent'.
    const said =
      expected > 0
        ? /^Sent timesheet reminder$/
        : /^(No timesheet reminder sent|Timesheet reminder already sent): /;
    await expect(page.getByRole('status').or(page.getByRole('alert')).getByText(said).last()).toBeVisible();
    await expect.poll(() => receivedMail().length - before).toBe(expected);
    const mails = receivedMail().slice(before);
    for (const mail of mails) {
      expect(mail.to).toMatch(/@/);
      expect(mail.subject).toMatch(reminder.subject);
      expect(mail.body).toMatch(/Open your timesheets: http:\/\/localhost:\d+\/foreman\/timesheets/);
    }
  }
  // The outbox lists the sends with their result.
  const outbox = page.getByRole('region', { name: 'Last reminders' });
  await expect(outbox.getByRole('cell', { name: /^Sent \d{2}\/\d{2}\/\d{4}/ }).first()).toBeVisible();
});
