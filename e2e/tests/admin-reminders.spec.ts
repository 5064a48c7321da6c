import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/auth.ts';
import { receivedMail } from '../support/mail.ts';
import { toast } from '../support/timesheets.ts';

const REMINDERS = [
  { label: 'Send Foreman Timesheet Reminder', subject: /timesheet/i },
  { label: 'Send General Timesheet Reminder', subject: /timesheet/i },
  { label: 'Send Final Timesheet Reminder', subject: /^Final timesheet reminder: payroll period ending/ },
];

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
    await expect(toast(page, 'Sent timesheet reminder').last()).toBeVisible();
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
