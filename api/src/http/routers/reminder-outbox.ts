import { z } from 'zod';
import { REMINDER_REPEAT_MINUTES, reminderOutboxSchema, reminderRecipientsSchema } from 'shared-kit/domain';
import { anyOf } from '../../auth/access.ts';
import { countReminderRecipients, reminderOutbox } from '../../services/reminders.ts';
import type { ApiRoute } from '../routes.ts';
import type { RouteDependencies } from './dependencies.ts';

const KIND_OF_PATH = { foreman: 'FOREMAN', general: 'GENERAL', final: 'FINAL' } as const;

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
      response.json(
        await reminderOutbox(db, { limit, withMailServer: Boolean(settings.smtpUrl), now: new Date() }),
      );
    },
  },
];
