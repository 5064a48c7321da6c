import { z } from 'zod';
import {
  REMINDER_KINDS,
  REMINDER_REPEAT_MINUTES,
  reminderOutboxSchema,
  reminderRecipientsSchema,
  type ReminderOutboxEntry,
  type ReminderWaiting,
} from 'shared-kit/domain';
import { anyOf } from '../../auth/access.ts';
import { countReminderRecipients } from '../../services/reminders.ts';
import type { ApiRoute } from '../routes.ts';
import type { RouteDependencies } from './dependencies.ts';

const KIND_OF_PATH = { foreman: 'FOREMAN', general: 'GENERAL', final: 'FINAL' } as const;

/**
 * Said of an e-mail a send claimed and never finished (the api stopped mid-send), once the rule against repeats no
 * longer holds it back: pressing the reminder again reaches that person. Worked out when read, never stored, so a
 * send still under way marks the row sent or failed as usual. Given as `failure`, so every /admin shows it as
 * 'Not sent: …' (an older page knows no other `waiting` value).
 */
export const CUT_OFF_FAILURE = `its send did not finish within ${REMINDER_REPEAT_MINUTES} minutes; sending the reminder again reaches this person`;
const kindPathSchema = z.enum(['foreman', 'general', 'final']);
const outboxQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** What /admin shows around the three reminder buttons: who a reminder would reach, and the last sends. */
export const reminderOutboxRoutes = ({ db, settings }: RouteDependencies): ApiRoute[] => [
  {
    method: 'get',
    path: '/admin/reminders/:kind/recipients',
    access: anyOf('Admin_View'),
    doc: {
      operationId: 'countReminderRecipients',
      summary: 'How many people a reminder would go to now (kind: foreman, general or final)',
      response: reminderRecipientsSchema,
      description:
        'The same recipients PUT /admin/send-{kind}-timesheet-reminder would e-mail at this moment; alreadyReminded: ' +
        `those it leaves out because this reminder reached them in the last ${REMINDER_REPEAT_MINUTES} minutes.`,
    },
    handle: async (request, response) => {
      const kind = KIND_OF_PATH[kindPathSchema.parse(request.params.kind)];
      response.json({ kind, ...(await countReminderRecipients(db, kind, new Date())) });
    },
  },
  {
    method: 'get',
    path: '/admin/reminders/outbox',
    access: anyOf('Admin_View'),
    doc: {
      operationId: 'listReminderOutbox',
      summary: 'The latest reminders, newest first, with when each was sent or why it failed',
      query: outboxQuerySchema,
      response: reminderOutboxSchema,
      description:
        'A failed e-mail keeps its subject and body in the outbox (failure says why). A reminder neither sent nor ' +
        'failed says why it waits: NO_MAIL_SERVER without SMTP_URL, NOT_SENT_YET with it (being sent). With ' +
        `SMTP_URL, one still unsent ${REMINDER_REPEAT_MINUTES} minutes after its send began was cut off (the api ` +
        'stopped mid-send): failure says so.',
    },
    handle: async (request, response) => {
      const { limit } = outboxQuerySchema.parse(request.query);
      const withMailServer = Boolean(settings.smtpUrl);
      const waiting: ReminderWaiting = withMailServer ? 'NOT_SENT_YET' : 'NO_MAIL_SERVER';
      const rows = await db
        .selectFrom('reminderOutbox')
        .select(['reminderId', 'reminderType', 'recipientEmail', 'subject', 'createdAt', 'sentAt', 'failure'])
        .orderBy('reminderId', 'desc')
        .limit(limit)
        .execute();
      const heldBackSince = Date.now() - REMINDER_REPEAT_MINUTES * 60_000;
      const entries: ReminderOutboxEntry[] = rows.map((row) => {
        const createdAt = new Date(row.createdAt);
        const unfinished = row.sentAt === null && row.failure === null;
        // Without a mail server a row waits for a later sender however old it is; with one, its send has ended.
        const cutOff = unfinished && withMailServer && createdAt.getTime() < heldBackSince;
        return {
          ...row,
          reminderType: z.enum(REMINDER_KINDS).parse(row.reminderType),
          createdAt: createdAt.toISOString(),
          sentAt: row.sentAt === null ? null : new Date(row.sentAt).toISOString(),
          failure: cutOff ? CUT_OFF_FAILURE : row.failure,
          waiting: unfinished && !cutOff ? waiting : null,
        };
      });
      response.json(entries);
    },
  },
];
