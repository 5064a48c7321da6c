import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, mockResponse, renderWithProviders, type MockApi } from 'shared-kit/testing';
import AdminPage, {
  alreadyRemindedText,
  nobodyRemindedText,
  outboxResult,
  partlySentText,
  REMINDER_FAILED,
  REMINDER_SENT,
} from './admin-page';

let api: MockApi;
afterEach(() => api.restore());

const handlers = (send: () => unknown) => ({
  'GET /admin/reminders/:kind/recipients': ({ params }: { params: Record<string, string> }) => ({
    kind: params.kind!.toUpperCase(),
    recipients: params.kind === 'final' ? 1 : 4,
    alreadyReminded: 0,
  }),
  'GET /admin/reminders/outbox': () => [
    {
      reminderId: 9,
      reminderType: 'GENERAL',
      recipientEmail: 'frank@example.com',
      subject: 'Timesheets waiting',
      createdAt: '2026-11-24T15:00:00.000Z',
      sentAt: null,
      failure: 'connect ECONNREFUSED',
    },
  ],
  'PUT /admin/send-foreman-timesheet-reminder': send,
});

describe('Admin', () => {
  it('shows who each reminder would reach, the last sends with their result, and sends with the seed toast', async () => {
    api = mockApi(handlers(() => ({ sent: 4, failed: 0, alreadyReminded: 0 })));
    renderWithProviders(<AdminPage />, { user: makeUser(['Admin_View', 'Admin_SendTimesheetReminder']) });
    await waitFor(() => expect(screen.getAllByText('Would go to 4 people now.')).toHaveLength(2));
    expect(await screen.findByText('Would go to 1 person now.')).toBeInTheDocument();
    expect(await screen.findByText('Not sent: connect ECONNREFUSED')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Foreman Timesheet Reminder' }));
    expect(await screen.findByText(REMINDER_SENT)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('after a send, says who the reminder now leaves out as reminded a moment ago', async () => {
    let sentAlready = false;
    api = mockApi({
      ...handlers(() => {
        sentAlready = true;
        return { sent: 4, alreadyReminded: 0 };
      }),
      'GET /admin/reminders/:kind/recipients': ({ params }: { params: Record<string, string> }) => ({
        kind: params.kind!.toUpperCase(),
        recipients: sentAlready && params.kind === 'foreman' ? 0 : 4,
        alreadyReminded: sentAlready && params.kind === 'foreman' ? 4 : 0,
      }),
    });
    renderWithProviders(<AdminPage />, { user: makeUser(['Admin_View', 'Admin_SendTimesheetReminder']) });
    await waitFor(() => expect(screen.getAllByText('Would go to 4 people now.')).toHaveLength(3));
    expect(screen.queryByText(/already reminded/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Foreman Timesheet Reminder' }));
    expect(await screen.findByText('Would go to 0 people now.')).toBeInTheDocument();
    expect(screen.getByText(alreadyRemindedText(4))).toHaveTextContent(
      '4 people already reminded in the last 10 minutes are left out.',
    );
    // Inside a live region that was there before the send, so a screen reader hears it.
    expect(screen.getByText(alreadyRemindedText(4)).closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it.each([
    ['the mail server refused every e-mail', { sent: 0, failed: 4, alreadyReminded: 0 }, REMINDER_FAILED],
    [
      'the mail server refused some e-mails',
      { sent: 3, failed: 1, alreadyReminded: 0 },
      'Unable to send timesheet reminder to 1 of 4 people (3 sent); the outbox below says why.',
    ],
    ['nobody needs the reminder', { sent: 0, failed: 0, alreadyReminded: 0 }, nobodyRemindedText(0)],
    ['everyone was reminded a moment ago', { sent: 0, failed: 0, alreadyReminded: 2 }, nobodyRemindedText(2)],
  ])('does not claim the reminder was sent when %s', async (_case, result, toastText) => {
    api = mockApi(handlers(() => result));
    renderWithProviders(<AdminPage />, { user: makeUser(['Admin_View', 'Admin_SendTimesheetReminder']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Send Foreman Timesheet Reminder' }));
    expect(await screen.findByText(toastText)).toBeInTheDocument();
    expect(screen.queryByText(REMINDER_SENT)).not.toBeInTheDocument();
  });

  it('says why a reminder waits in the outbox only as the api knows it', () => {
    const row = {
      reminderId: 1,
      reminderType: 'GENERAL' as const,
      recipientEmail: 'frank@example.com',
      subject: 'Timesheets waiting',
      createdAt: '2026-11-24T15:00:00.000Z',
      sentAt: null,
      failure: null,
    };
    // With a mail server, an e-mail not gone out yet (a send under way or cut off) does not blame the configuration.
    expect(outboxResult({ ...row, waiting: 'NOT_SENT_YET' })).toBe('Waiting in the outbox (not sent yet)');
    expect(outboxResult({ ...row, waiting: 'NO_MAIL_SERVER' })).toBe(
      'Waiting in the outbox (no mail server configured)',
    );
    expect(outboxResult(row)).toBe('Waiting in the outbox (no mail server configured)');
    expect(outboxResult({ ...row, failure: 'connect ECONNREFUSED' })).toBe('Not sent: connect ECONNREFUSED');
  });

  it('words the partly-sent toast with how many went out', () => {
    expect(partlySentText({ sent: 1, failed: 1 })).toBe(
      'Unable to send timesheet reminder to 1 of 2 people (1 sent); the outbox below says why.',
    );
  });

  it('words the nobody-to-remind toast', () => {
    expect(nobodyRemindedText(0)).toBe('No timesheet reminder sent: nobody needs one right now.');
    expect(nobodyRemindedText(3)).toBe(
      'Timesheet reminder already sent: everyone it would reach was reminded in the last 10 minutes.',
    );
  });

  it("says 'Unable to send timesheet reminder' when the api refuses", async () => {
    api = mockApi(handlers(() => mockResponse(500, { message: 'boom' })));
    renderWithProviders(<AdminPage />, { user: makeUser(['Admin_View', 'Admin_SendTimesheetReminder']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Send Foreman Timesheet Reminder' }));
    expect(await screen.findByText(new RegExp(`^${REMINDER_FAILED}`))).toBeInTheDocument();
  });

  it('says when the last reminders cannot be loaded, and Retry brings them', async () => {
    let outboxDown = true;
    const sent = handlers(() => ({ sent: 0, alreadyReminded: 0 }));
    api = mockApi({
      ...sent,
      'GET /admin/reminders/outbox': () =>
        outboxDown
          ? mockResponse(503, { message: 'Service unavailable' })
          : sent['GET /admin/reminders/outbox'](),
    });
    renderWithProviders(<AdminPage />, { user: makeUser(['Admin_View']) });
    expect(await screen.findByText(/Last reminders could not be loaded/)).toBeInTheDocument();
    outboxDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Not sent: connect ECONNREFUSED')).toBeInTheDocument();
  });

  it('keeps the three buttons disabled without Admin_SendTimesheetReminder (ADMIN-02)', async () => {
    api = mockApi(handlers(() => ({ sent: 0 })));
    renderWithProviders(<AdminPage />, { user: makeUser(['Admin_View']) });
    for (const label of [
      'Send Foreman Timesheet Reminder',
      'Send General Timesheet Reminder',
      'Send Final Timesheet Reminder',
    ])
      expect(await screen.findByRole('button', { name: label })).toBeDisabled();
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(false));
  });
});
