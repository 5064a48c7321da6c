import {
  DATE_DEFAULT,
  dayOfWeekName,
  formatApiDate,
  formatProjectNumber,
  REMINDER_KINDS,
  toApiDate,
  weekDays,
  weekOf,
  REMINDER_REPEAT_MINUTES,
  type ReminderKind,
  type ReminderOutboxEntry,
  type ReminderResult,
} from 'shared-kit/domain';
import pMap from 'p-map';
import type { Db } from '../db/database.ts';
import { listPayrollPeriodRows, type PayrollPeriodRow } from '../db/repositories/payroll-periods.ts';
import {
  countTimesheetsToApprove,
  countTimesheetsToSubmit,
  insertOutboxRows,
  listActiveProjectForemen,
  listLatestOutboxRows,
  listMailableEmployees,
  listRecentlyReminded,
  listTimesheetDays,
  lockReminderKind,
  markOutboxRow,
} from '../db/repositories/reminders.ts';

/** One reminder e-mail to one employee. */
export interface ReminderMail {
  recipientEmployeeId: number;
  to: string;
  subject: string;
  text: string;
}

/**
 * Delivers one e-mail (nodemailer in production); throws when delivery fails, a MailServerUnreachable when no e-mail
 * can go out at all (the next one would fail the same way).
 */
export type SendMail = (mail: ReminderMail) => Promise<void>;

/** The mail server cannot be reached or refuses the connection itself: every e-mail of the send would fail alike. */
export class MailServerUnreachable extends Error {
  override name = 'MailServerUnreachable';
}

/**
 * E-mails of one send in flight at once (and the SMTP connections the mailer keeps for them). One after another, 40
 * e-mails at a second each (a slow mail server) take 40 s, past the bff's 30 s: the admin would read the timeout
 * message while the send went on.
 */
export const REMINDER_SEND_CONCURRENCY = 4;

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Foreman reminder: for each Active project, the weekdays (Monday to Friday) of this week before today with no
 * timesheet at all; the project's roster foremen are reminded of them. Monday's reminder therefore goes to nobody.
 */
export const foremanReminders = async (db: Db, today: Date): Promise<ReminderMail[]> => {
  const todayText = toApiDate(today);
  const days = weekDays(weekOf(today).startOfWeek)
    .slice(0, 5)
    .filter((day) => day < todayText);
  if (days.length === 0) return [];
  const written = new Set(
    (await listTimesheetDays(db, days[0] as string, days[days.length - 1] as string)).map(
      (row) => `${row.projectId}|${row.date}`,
    ),
  );
  const missingByForeman = new Map<number, { to: string; firstName: string; lines: string[] }>();
  for (const foreman of await listActiveProjectForemen(db)) {
    const missing = days.filter((day) => !written.has(`${foreman.projectId}|${day}`));
    if (missing.length === 0) continue;
    const entry = missingByForeman.get(foreman.employeeId) ?? {
      to: foreman.email,
      firstName: foreman.firstName,
      lines: [],
    };
    for (const day of missing) {
      entry.lines.push(
        `- ${formatProjectNumber(foreman.projectNumber)} ${foreman.description}: ${dayOfWeekName(day)} ${formatApiDate(day, DATE_DEFAULT)}`,
      );
    }
    missingByForeman.set(foreman.employeeId, entry);
  }
  return [...missingByForeman].map(([recipientEmployeeId, entry]) => ({
    recipientEmployeeId,
    to: entry.to,
    subject: 'Timesheet reminder: timesheets missing this week',
    text: [
      `Hello ${entry.firstName},`,
      '',
      'No timesheet has been entered yet for:',
      ...entry.lines,
      '',
      'Please enter them in Crewtime today.',
    ].join('\n'),
  }));
};

/**
 * Everyone with unapproved work in the given periods: creators of OPEN or REJECTED timesheets (to submit or fix) and
 * project managers of timesheets waiting for approval (PENDING_APPROVAL, IN_REVIEW). One e-mail per person.
 */
const unapprovedWorkReminders = async (
  db: Db,
  periods: readonly PayrollPeriodRow[],
  subject: string,
  closing: string,
): Promise<ReminderMail[]> => {
  const ids = periods.map((period) => period.payrollPeriodId);
  const toSubmit = new Map(
    (await countTimesheetsToSubmit(db, ids)).map((row) => [row.employeeId, row.count]),
  );
  const toApprove = new Map(
    (await countTimesheetsToApprove(db, ids)).map((row) => [row.employeeId, row.count]),
  );
  const recipients = await listMailableEmployees(db, [...new Set([...toSubmit.keys(), ...toApprove.keys()])]);
  return recipients.map((recipient) => {
    const submit = toSubmit.get(recipient.employeeId) ?? 0;
    const approve = toApprove.get(recipient.employeeId) ?? 0;
    return {
      recipientEmployeeId: recipient.employeeId,
      to: recipient.email,
      subject,
      text: [
        `Hello ${recipient.firstName},`,
        '',
        ...(submit > 0 ? [`- ${plural(submit, 'timesheet')} to submit or correct (Open or Rejected)`] : []),
        ...(approve > 0 ? [`- ${plural(approve, 'timesheet')} waiting for your approval`] : []),
        '',
        closing,
      ].join('\n'),
    };
  });
};

const openPeriods = (db: Db): Promise<PayrollPeriodRow[]> =>
  listPayrollPeriodRows(db, { state: 'OPEN' }, { limit: 500, offset: 0 });

/** General reminder: unapproved work in every OPEN payroll period. */
export const generalReminders = async (db: Db): Promise<ReminderMail[]> =>
  unapprovedWorkReminders(
    db,
    await openPeriods(db),
    'Timesheet reminder: timesheets waiting for you',
    'Please take care of them in Crewtime so payroll can close on time.',
  );

/**
 * Final reminder before close: the period payroll closes next — the oldest OPEN period that has already ended, or
 * else the OPEN period holding today.
 */
export const periodClosingNext = (
  periods: readonly PayrollPeriodRow[],
  today: Date,
): PayrollPeriodRow | undefined => {
  const todayText = toApiDate(today);
  const ended = periods
    .filter((period) => period.endDate < todayText)
    .sort((a, b) => (a.endDate < b.endDate ? -1 : 1));
  return ended[0] ?? periods.find((period) => period.startDate <= todayText && period.endDate >= todayText);
};

export const finalReminders = async (db: Db, today: Date): Promise<ReminderMail[]> => {
  const period = periodClosingNext(await openPeriods(db), today);
  if (!period) return [];
  const ending = formatApiDate(period.endDate, DATE_DEFAULT);
  return unapprovedWorkReminders(
    db,
    [period],
    `Final timesheet reminder: payroll period ending ${ending} closes soon`,
    `Payroll closes the period ending ${ending} next. Anything not approved by then is not paid this run.`,
  );
};

export const remindersFor = (db: Db, kind: ReminderKind, today: Date): Promise<ReminderMail[]> => {
  switch (kind) {
    case 'FOREMAN':
      return foremanReminders(db, today);
    case 'GENERAL':
      return generalReminders(db);
    case 'FINAL':
      return finalReminders(db, today);
  }
};

/**
 * The reminders of `kind` that would go out now: everyone remindersFor finds, less whoever this reminder already
 * reached (sent, or waiting in the outbox) in the last REMINDER_REPEAT_MINUTES.
 */
const leaveOutRecentlyReminded = async (db: Db, kind: ReminderKind, mails: readonly ReminderMail[]) => {
  const recent = new Set(await listRecentlyReminded(db, kind, REMINDER_REPEAT_MINUTES));
  const due = mails.filter((mail) => !recent.has(mail.recipientEmployeeId));
  return { due, alreadyReminded: mails.length - due.length };
};

/** GET /admin/reminders/{kind}/recipients: how many a send would reach now, and how many it would leave out. */
export const countReminderRecipients = async (db: Db, kind: ReminderKind, today: Date) => {
  const { due, alreadyReminded } = await leaveOutRecentlyReminded(
    db,
    kind,
    await remindersFor(db, kind, today),
  );
  return { recipients: due.length, alreadyReminded };
};

/** What the outbox keeps of a failed delivery: the mail server's words (the column holds 500 characters). */
const failureText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * ADMIN-03…05: works out the recipients, sends each e-mail when a mailer is configured (SMTP_URL) and records every
 * reminder in the outbox — sent (sentAt set), failed (failure set) or, without a mailer, waiting to be sent.
 * A person this reminder reached in the last REMINDER_REPEAT_MINUTES is left out: the recipients are claimed in the
 * outbox under a lock per reminder, so two admins pressing the same button (or one pressing it twice) e-mail each
 * person once. The e-mails go out after that short transaction, so no database transaction waits on the mail server,
 * REMINDER_SEND_CONCURRENCY at a time.
 */
export const sendReminders = async (
  db: Db,
  kind: ReminderKind,
  options: {
    today: Date;
    requestedByEmployeeId: number;
    send?: SendMail | undefined;
    /** The portal's timesheet list, linked at the end of every reminder. */
    timesheetListUrl?: string;
  },
): Promise<ReminderResult> => {
  const link = options.timesheetListUrl;
  const mails = (await remindersFor(db, kind, options.today)).map((mail) =>
    link ? { ...mail, text: `${mail.text}\n\nOpen your timesheets: ${link}` } : mail,
  );
  const { claimed, alreadyReminded } = await db.transaction().execute(async (trx) => {
    await lockReminderKind(trx, kind);
    const { due, alreadyReminded } = await leaveOutRecentlyReminded(trx, kind, mails);
    const ids = await insertOutboxRows(
      trx,
      due.map((mail) => ({
        reminderType: kind,
        recipientEmployeeId: mail.recipientEmployeeId,
        recipientEmail: mail.to,
        subject: mail.subject,
        body: mail.text,
        requestedByEmployeeId: options.requestedByEmployeeId,
        sentAt: null,
        failure: null,
      })),
    );
    return {
      claimed: due.map((mail) => ({ mail, reminderId: ids.get(mail.recipientEmployeeId) as number })),
      alreadyReminded,
    };
  });
  const { send } = options;
  if (!send) return { sent: claimed.length, failed: 0, alreadyReminded };
  let sent = 0;
  let unreachable: MailServerUnreachable | undefined;
  await pMap(
    claimed,
    async ({ mail, reminderId }) => {
      // Once the server is known to be unreachable, the rest are not tried: each try would wait out the same timeout
      // while the admin's request waits behind them (and the bff gives up on it).
      if (unreachable) {
        await markOutboxRow(db, reminderId, { sentAt: null, failure: failureText(unreachable) });
        return;
      }
      try {
        await send(mail);
        await markOutboxRow(db, reminderId, { sentAt: new Date(), failure: null });
        sent += 1;
      } catch (error) {
        if (error instanceof MailServerUnreachable) unreachable ??= error;
        await markOutboxRow(db, reminderId, { sentAt: null, failure: failureText(error) });
      }
    },
    { concurrency: REMINDER_SEND_CONCURRENCY },
  );
  return { sent, failed: claimed.length - sent, alreadyReminded };
};

/**
 * Said of an e-mail a send claimed and never finished (the api stopped mid-send), once the rule against repeats no
 * longer holds it back: pressing the reminder again reaches that person. Worked out when read, never stored, so a
 * send still under way marks the row sent or failed as usual. Given as `failure`, so every /admin shows it as
 * 'Not sent: …' (an older page knows no other `waiting` value).
 */
export const CUT_OFF_FAILURE = `its send did not finish within ${REMINDER_REPEAT_MINUTES} minutes; sending the reminder again reaches this person`;

const isReminderKind = (value: string): value is ReminderKind =>
  (REMINDER_KINDS as readonly string[]).includes(value);

/**
 * The latest `limit` reminders, newest first, as /admin lists them: sent, failed (with why), or waiting — for a later
 * sender without a mail server, or being sent with one, until its send is cut off (CUT_OFF_FAILURE).
 */
export const reminderOutbox = async (
  db: Db,
  { limit, withMailServer, now }: { limit: number; withMailServer: boolean; now: Date },
): Promise<ReminderOutboxEntry[]> => {
  const heldBackSince = now.getTime() - REMINDER_REPEAT_MINUTES * 60_000;
  return (await listLatestOutboxRows(db, limit)).map((row) => {
    if (!isReminderKind(row.reminderType)) throw new Error(`unknown reminder type ${row.reminderType}`);
    const createdAt = new Date(row.createdAt);
    const unfinished = row.sentAt === null && row.failure === null;
    // Without a mail server a row waits for a later sender however old it is; with one, its send has ended.
    const cutOff = unfinished && withMailServer && createdAt.getTime() < heldBackSince;
    return {
      ...row,
      reminderType: row.reminderType,
      createdAt: createdAt.toISOString(),
      sentAt: row.sentAt === null ? null : new Date(row.sentAt).toISOString(),
      failure: cutOff ? CUT_OFF_FAILURE : row.failure,
      waiting: unfinished && !cutOff ? (withMailServer ? 'NOT_SENT_YET' : 'NO_MAIL_SERVER') : null,
    };
  });
};
