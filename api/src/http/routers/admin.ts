import nodemailer, { type Transporter } from 'nodemailer';
import { REMINDER_REPEAT_MINUTES, reminderResultSchema, type ReminderKind } from 'shared-kit/domain';
import { anyOf } from '../../auth/access.ts';
import { requireCurrentUser } from '../../auth/current-user.ts';
import type { AppSettings } from '../../config.ts';
import {
  MailServerUnreachable,
  REMINDER_SEND_CONCURRENCY,
  sendReminders,
  type SendMail,
} from '../../services/reminders.ts';
import type { ApiRoute } from '../routes.ts';
import type { RouteDependencies } from './dependencies.ts';

/**
 * nodemailer's own limits are 2 minutes to connect, 30 s for the greeting and 10 minutes of socket silence, per
 * e-mail: a mail server that drops packets held the admin's send for minutes, long after the bff had answered 504.
 * These keep one e-mail's worst case well inside the bff's 30 s (UPSTREAM_TIMEOUT_MS).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** nodemailer's error codes for a server that cannot be reached or talked to, whoever the e-mail is for. */
const UNREACHABLE_CODES: ReadonlySet<string> = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EPROXY',
  'EPROTOCOL',
  'EAUTH',
  'ENOAUTH',
]);

/**
 * nodemailer's default transport opens a new SMTP connection for every e-mail (connect, greeting, EHLO, STARTTLS and
 * login each time); pooled, a send's e-mails share REMINDER_SEND_CONCURRENCY connections, closed after 30 s unused.
 */
export const SMTP_POOL = {
  pool: true,
  maxConnections: REMINDER_SEND_CONCURRENCY,
  idleTimeout: 30_000,
} as const;

/**
 * The mailer for SMTP_URL, or undefined when it is not set (reminders then wait in the outbox). The transport is
 * made on first use, so an api that never sends a reminder never touches the mail server.
 */
export const mailerFor = (
  { smtpUrl, smtpFrom }: Pick<AppSettings, 'smtpUrl' | 'smtpFrom'>,
  timeouts: typeof SMTP_TIMEOUTS = SMTP_TIMEOUTS,
): SendMail | undefined => {
  if (!smtpUrl) return undefined;
  let transport: Transporter | undefined;
  return async (mail) => {
    transport ??= nodemailer.createTransport({ url: smtpUrl, ...SMTP_POOL, ...timeouts });
    try {
      await transport.sendMail({ from: smtpFrom, to: mail.to, subject: mail.subject, text: mail.text });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && UNREACHABLE_CODES.has(code))
        throw new MailServerUnreachable((error as Error).message);
      throw error;
    }
  };
};

const reminderRoute = (
  { db, settings }: RouteDependencies,
  send: SendMail | undefined,
  path: string,
  kind: ReminderKind,
): ApiRoute => ({
  method: 'put',
  path,
  access: anyOf('Admin_SendTimesheetReminder'),
  doc: {
    operationId: `send${kind.charAt(0)}${kind.slice(1).toLowerCase()}TimesheetReminder`,
    summary: `Send the ${kind.toLowerCase()} timesheet reminder; returns {sent, failed, alreadyReminded}`,
    response: reminderResultSchema,
    description:
      `Recipients per docs/payroll.md, less anyone this reminder reached in the last ${REMINDER_REPEAT_MINUTES} minutes (alreadyReminded: ` +
      'two admins pressing it at once e-mail each person once). With SMTP_URL the e-mails go out via nodemailer and ' +
      'the outbox rows are marked sent; without it they wait in the outbox.',
  },
  handle: async (request, response) => {
    response.json(
      await sendReminders(db, kind, {
        today: new Date(),
        requestedByEmployeeId: requireCurrentUser(request).employeeId,
        send,
        timesheetListUrl: `${settings.portalUrl}/foreman/timesheets`,
      }),
    );
  },
});

export const adminRoutes = (dependencies: RouteDependencies): ApiRoute[] => {
  // One mailer (and SMTP transport) for the three reminders.
  const send = mailerFor(dependencies.settings);
  return [
    reminderRoute(dependencies, send, '/admin/send-foreman-timesheet-reminder', 'FOREMAN'),
    reminderRoute(dependencies, send, '/admin/send-general-timesheet-reminder', 'GENERAL'),
    reminderRoute(dependencies, send, '/admin/send-final-timesheet-reminder', 'FINAL'),
  ];
};
