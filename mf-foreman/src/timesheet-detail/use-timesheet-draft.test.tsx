import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, mockResponse, renderWithProviders } from 'shared-kit/testing';
import type { MockHandler } from 'shared-kit/testing';
import { AreaRoutes } from '../routes';
import { JOB_CLASSES, timesheetDetail } from './test-data';
import { draftKey, readDraft } from './use-timesheet-draft';

const foreman = makeUser(['Timesheets_View', 'Timesheets_UpdateOpen'], { employeeId: 42 });
const KEY = draftKey(10, '2026-03-02');

describe('Timesheet draft kept in the browser (issue 4, field use)', () => {
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => {
    api?.restore();
    window.localStorage.clear();
  });

  const renderPage = (handlers: Record<string, MockHandler> = {}) => {
    api?.restore();
    api = mockApi({
      'GET /timesheets/:id': () => timesheetDetail(),
      'GET /job-classes': () => JOB_CLASSES,
      'GET /employees': () => [],
      ...handlers,
    });
    return renderWithProviders(<AreaRoutes />, {
      route: '/foreman/projects/10/timesheets/77',
      user: foreman,
    });
  };

  it('keeps what was typed when the save fails, and offers it back after a reload', async () => {
    const first = renderPage({
      'PUT /timesheets/:id/update/:section': () => mockResponse(503),
    });
    const user = userEvent.setup();
    const journal = await screen.findByRole('textbox', { name: 'Daily journal text' });
    await user.clear(journal);
    await user.type(journal, 'Poured the slab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Problem saving timesheet')).toBeInTheDocument();
    await waitFor(() => expect(readDraft(KEY)?.values.dailyJournal).toBe('Poured the slab'));
    first.unmount();

    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Restore draft' }));
    expect(screen.getByRole('textbox', { name: 'Daily journal text' })).toHaveValue('Poured the slab');
  });

  it('writes the last keystrokes at once when the page is left (reload, closed tab) instead of after the delay', async () => {
    renderPage();
    const user = userEvent.setup();
    const journal = await screen.findByRole('textbox', { name: 'Daily journal text' });
    await user.type(journal, ' A');
    await waitFor(() => expect(readDraft(KEY)).not.toBeNull());
    jest.useFakeTimers();
    try {
      await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).type(journal, 'B');
      expect(readDraft(KEY)?.values.dailyJournal).not.toMatch(/AB$/);
      window.dispatchEvent(new Event('pagehide'));
      expect(readDraft(KEY)?.values.dailyJournal).toMatch(/AB$/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops the draft once the timesheet is saved', async () => {
    renderPage({ 'PUT /timesheets/:id/update/:section': () => timesheetDetail({ version: 4 }) });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Daily journal text' }), ' More.');
    await waitFor(() => expect(readDraft(KEY)).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Timesheet successfully saved')).toBeInTheDocument();
    expect(readDraft(KEY)).toBeNull();
  });

  it('discards a draft on request', async () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({
        values: { dailyJournal: 'old', timesheetRecords: [], contractLaborRecords: [] },
        savedAt: new Date(2026, 2, 2, 9).toISOString(),
      }),
    );
    renderPage();
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        'Unsaved changes to this timesheet from 03/02/2026 09:00 AM were kept on this device.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(readDraft(KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();
  });

  it('gives the rows of a draft written before rows had keys a key each', () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({
        values: {
          dailyJournal: 'old',
          timesheetRecords: [{ timesheetRecordId: 901, employeeId: '17' }, { timesheetRecordId: null }],
          contractLaborRecords: [{ timesheetRecordId: null, contractor: 'Ann' }],
        },
        savedAt: new Date(2026, 2, 2, 9).toISOString(),
      }),
    );
    const { values } = readDraft(KEY)!;
    const keys = [...values.timesheetRecords, ...values.contractLaborRecords].map((row) => row.rowKey);
    expect(keys.every((key) => typeof key === 'string' && key !== '')).toBe(true);
    expect(new Set(keys).size).toBe(3);
    expect(values.timesheetRecords[0]).toMatchObject({ timesheetRecordId: 901, employeeId: '17' });
  });
});
