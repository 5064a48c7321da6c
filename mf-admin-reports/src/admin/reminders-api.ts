import { queryOptions } from '@tanstack/react-query';
import { api } from 'shared-kit';
import {
  reminderOutboxSchema,
  reminderRecipientsSchema,
  reminderResultSchema,
  type ReminderKind,
  type ReminderResult,
} from 'shared-kit/payroll';

/** The reminder calls of /admin (api/docs/payroll.md "Admin reminders"); only this screen uses them. */

export const REMINDERS: ReadonlyArray<{ kind: ReminderKind; path: string; label: string }> = [
  { kind: 'FOREMAN', path: 'foreman', label: 'Send Foreman Timesheet Reminder' },
  { kind: 'GENERAL', path: 'general', label: 'Send General Timesheet Reminder' },
  { kind: 'FINAL', path: 'final', label: 'Send Final Timesheet Reminder' },
];

export const reminderKeys = {
  all: ['reminders'] as const,
  recipients: (kind: ReminderKind) => ['reminders', 'recipients', kind] as const,
  outbox: ['reminders', 'outbox'] as const,
};

/** Who a reminder would reach now, and how many it leaves out as reminded in the last REMINDER_REPEAT_MINUTES. */
export const recipientsQueryOptions = (reminder: (typeof REMINDERS)[number]) =>
  queryOptions({
    queryKey: reminderKeys.recipients(reminder.kind),
    queryFn: async ({ signal }) =>
      reminderRecipientsSchema.parse(
        await api.get(`/admin/reminders/${reminder.path}/recipients`, { signal }),
      ),
  });

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: reminderKeys.outbox,
    queryFn: async ({ signal }) =>
      reminderOutboxSchema.parse(await api.get('/admin/reminders/outbox', { query: { limit: 10 }, signal })),
  });

/** PUT /admin/send-{kind}-timesheet-reminder (ADMIN-03…05): how many e-mails went out, failed or were left out. */
export const sendReminder = async (reminder: (typeof REMINDERS)[number]): Promise<ReminderResult> =>
  reminderResultSchema.parse(await api.put(`/admin/send-${reminder.path}-timesheet-reminder`, {}));
