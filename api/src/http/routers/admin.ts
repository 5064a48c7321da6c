import nodemailer, { type Transporter } from 'nodemailer';
import type { ReminderKind } from 'shared-kit/domain';
import { anyOf } from '../../auth/access.ts';
import { requireCurrentUser } from '../../auth/current-user.ts';
import { loadConfig } from '../../config.ts';
import { sendReminders, type SendMail } from '../../services/reminders.ts';
import type { ApiRoute } from '../routes.ts';
import type { RouteDependencies } from './dependencies.ts';

/** One SMTP transport per configured URL, made on first use. */
const transports = new Map<string, Transporter>();

/** The mailer for SMTP_URL, or undefined when it is not set (reminders then wait in the outbox). */
export const mailerFromSettings = (): SendMail | undefined => {
  const { smtpUrl, companyName } = loadConfig();
  if (!smtpUrl) return undefined;
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  const from = process.env.SMTP_FROM || `${companyName} <no-reply@localhost>`;
  const sender = transport;
  return async (mail) => {
    await sender.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
  };
};

const reminderRoute = ({ db }: RouteDependencies, path: string, kind: ReminderKind): ApiRoute => ({
  method: 'put',
  path,
  access: anyOf('Admin_SendTimesheetReminder'),
  doc: {
    summary: `Send the ${kind.toLowerCase()} timesheet reminder; returns {sent}`,
    description:
      'Recipients per docs/payroll.md. With SMTP_URL the e-mails go out via nodemailer and the outbox rows are marked sent; without it they wait in the outbox.',
  },
  handle: async (request, response) => {
    response.json(
      await sendReminders(db, kind, {
        today: new Date(),
        requestedByEmployeeId: requireCurrentUser(request).employeeId,
        send: mailerFromSettings(),
      }),
    );
  },
});

export const adminRoutes = (dependencies: RouteDependencies): ApiRoute[] => [
  reminderRoute(dependencies, '/admin/send-foreman-timesheet-reminder', 'FOREMAN'),
  reminderRoute(dependencies, '/admin/send-general-timesheet-reminder', 'GENERAL'),
  reminderRoute(dependencies, '/admin/send-final-timesheet-reminder', 'FINAL'),
];
