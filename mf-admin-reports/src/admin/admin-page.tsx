import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  Button,
  Card,
  PageHeading,
  Row,
  SectionHeading,
  Stack,
  formatDateTime,
  notify,
  useNotifyingMutation,
  usePermission,
} from 'shared-kit';
import { DataTable, type Column } from 'shared-kit/list';
import { REMINDER_REPEAT_MINUTES, type ReminderOutboxEntry, type ReminderResult } from 'shared-kit/payroll';
import {
  REMINDERS,
  outboxQueryOptions,
  recipientsQueryOptions,
  reminderKeys,
  sendReminder,
} from './reminders-api';

export const REMINDER_SENT = 'Sent timesheet reminder';
export const REMINDER_FAILED = 'Unable to send timesheet reminder';

/**
 * What became of one reminder. A waiting one says why, as the api knows it: without a mail server it waits for a later
 * sender; with one it has not gone out yet (an api from before `waiting` only waited without a mail server).
 */
export const outboxResult = (row: ReminderOutboxEntry): string =>
  row.sentAt
    ? `Sent ${formatDateTime(row.sentAt)}`
    : row.failure
      ? `Not sent: ${row.failure}`
      : row.waiting === 'NOT_SENT_YET'
        ? 'Waiting in the outbox (not sent yet)'
        : 'Waiting in the outbox (no mail server configured)';

const OUTBOX_COLUMNS: ReadonlyArray<Column<ReminderOutboxEntry>> = [
  { header: 'Created', value: (row) => formatDateTime(row.createdAt) },
  {
    header: 'Reminder',
    value: (row) => row.reminderType.charAt(0) + row.reminderType.slice(1).toLowerCase(),
  },
  { header: 'To', value: (row) => row.recipientEmail },
  { header: 'Subject', value: (row) => row.subject },
  { header: 'Result', value: (row) => outboxResult(row) },
];

// Three cards side by side on a desktop, stacked on a phone; a long line wraps inside its card.
const ReminderFrame = styled(Card)`
  flex: 1 1 16rem;
  max-width: 24rem;
  p {
    margin: 0;
  }
`;

const LeftOut = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** Why a send reaches fewer than the reminder's rule finds: it reached them a moment ago (two admins, a second press). */
export const alreadyRemindedText = (count: number) =>
  `${people(count)} already reminded in the last ${REMINDER_REPEAT_MINUTES} minutes ${count === 1 ? 'is' : 'are'} left out.`;

/** Said when a send e-mails nobody: the seed's 'Sent timesheet reminder' would tell the admin something went out. */
export const nobodyRemindedText = (alreadyReminded: number) =>
  alreadyReminded > 0
    ? `Timesheet reminder already sent: everyone it would reach was reminded in the last ${REMINDER_REPEAT_MINUTES} minutes.`
    : 'No timesheet reminder sent: nobody needs one right now.';

/** Some e-mails went out and some were refused: the seed's failure text, with how many of each. */
export const partlySentText = ({ sent, failed }: Pick<ReminderResult, 'sent' | 'failed'>) =>
  `${REMINDER_FAILED} to ${failed} of ${people(sent + failed)} (${sent} sent); the outbox below says why.`;

/**
 * The toast after a send (ADMIN-06): the seed's failure text when the mail server refused any e-mail (the outbox
 * below says whose and why; with how many went out when some did), the success text when e-mails went out, and a
 * plain statement when there was nobody.
 */
export function notifyReminderResult(result: ReminderResult): void {
  if (result.failed > 0) notify.error(result.sent > 0 ? partlySentText(result) : REMINDER_FAILED);
  else if (result.sent === 0) notify.success(nobodyRemindedText(result.alreadyReminded));
  else notify.success(REMINDER_SENT);
}

/** One reminder: who it would reach now, and its button (enabled with Admin_SendTimesheetReminder, ADMIN-02). */
function ReminderCard({ reminder, canSend }: { reminder: (typeof REMINDERS)[number]; canSend: boolean }) {
  const recipients = useQuery(recipientsQueryOptions(reminder));
  const queryClient = useQueryClient();
  const send = useNotifyingMutation({
    mutationFn: () => sendReminder(reminder),
    onSuccess: notifyReminderResult,
    errorMessage: REMINDER_FAILED,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
  });
  const reach = recipients.data;
  return (
    <ReminderFrame>
      <Stack gap={3}>
        {/* A live region: after a send, a screen reader hears the new count and who it leaves out. */}
        <Stack gap={3} aria-live="polite">
          <p>
            {reach === undefined
              ? recipients.isError
                ? 'Who would be reminded cannot be worked out right now.'
                : 'Working out who would be reminded…'
              : `Would go to ${people(reach.recipients)} now.`}
          </p>
          {reach && reach.alreadyReminded > 0 && (
            <LeftOut>{alreadyRemindedText(reach.alreadyReminded)}</LeftOut>
          )}
        </Stack>
        <Button disabled={!canSend || send.isPending} onClick={() => send.mutate()}>
          {reminder.label}
        </Button>
      </Stack>
    </ReminderFrame>
  );
}

/**
 * Admin (ADMIN-01…06): the foreman, general and final timesheet reminders (U-40 labels, no confirmation), each with
 * how many people it would reach, and the last reminders from the outbox with when they went out or why not.
 */
export default function AdminPage() {
  const canSend = usePermission('Admin_SendTimesheetReminder');
  // As a page, so the table shows its loading, error (with Retry) and empty states like every other list.
  const outbox = useQuery({ ...outboxQueryOptions(), select: (items) => ({ items, total: items.length }) });
  return (
    <Stack gap={5}>
      <PageHeading>Admin</PageHeading>
      <Row gap={4} align="stretch">
        {REMINDERS.map((reminder) => (
          <ReminderCard key={reminder.kind} reminder={reminder} canSend={canSend} />
        ))}
      </Row>
      <section aria-labelledby="outbox-heading">
        <SectionHeading id="outbox-heading">Last reminders</SectionHeading>
        <DataTable
          caption="Last reminders"
          columns={OUTBOX_COLUMNS}
          query={outbox}
          rowKey={(row) => row.reminderId}
          emptyText="No reminder has been sent yet."
        />
      </section>
    </Stack>
  );
}
