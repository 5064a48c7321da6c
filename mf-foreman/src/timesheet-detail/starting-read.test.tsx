import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { ApiError, queryClient } from 'shared-kit';
import { mockResponse } from 'shared-kit/testing';
import { timesheetKeys } from 'shared-kit/resources/keys';
import { jobClassesQueryOptions } from 'shared-kit/resources/job-classes';
import { startingRead } from './starting-read';
import { JOB_CLASSES, timesheetDetail } from './test-data';
import { renderSaved, restoreApi } from './test-screen';

// Issue 43: the reads kept on the device come back on every start, marked stale. The form must not start from one
// while the server can answer: a reload would show the timesheet as before someone else's change.

const YESTERDAY = new Date('2026-03-02T17:30:00').getTime();
const KEPT = timesheetDetail({ dailyJournal: 'Kept on the tablet yesterday.' });
const FRESH = timesheetDetail({ dailyJournal: 'Changed by the approver.', version: 4 });
const KEPT_LINE = /^No connection: this is the copy kept on this device from 03\/02\/2026 05:30 PM\.$/;

/** The device's copy arrives in the page's cache, stale, as the shell restores it (shell/src/offline). */
const restoreKept = () =>
  act(() => {
    queryClient.setQueryData(timesheetKeys.detail(77), KEPT, { updatedAt: YESTERDAY });
    void queryClient.invalidateQueries({ queryKey: timesheetKeys.detail(77) }, { cancelRefetch: false });
  });

/** A GET /timesheets/77 that answers when the test says: `answer.resolve(value)` or `answer.fail()`. */
function heldAnswer() {
  let settle: (outcome: () => unknown) => void = () => undefined;
  const outcome = new Promise<() => unknown>((resolve) => (settle = resolve));
  return {
    handler: async () => (await outcome)(),
    resolve: (value: unknown) => settle(() => value),
    fail: () =>
      settle(() => {
        throw new TypeError('Failed to fetch');
      }),
  };
}

const journal = () => screen.queryByRole('textbox', { name: 'Daily journal text' });

afterEach(() => {
  restoreApi();
  onlineManager.setOnline(true);
});

describe("the timesheet form's starting values", () => {
  it("online, wait for the server's answer: the kept copy is never the form's, someone else's change shows", async () => {
    const answer = heldAnswer();
    renderSaved(KEPT, undefined, { 'GET /timesheets/:id': answer.handler });
    restoreKept();
    // Everything else the form needs is there: only the timesheet's fresh read is awaited.
    await waitFor(() =>
      expect(queryClient.getQueryState(jobClassesQueryOptions().queryKey)?.status).toBe('success'),
    );
    expect(await screen.findByText('Loading timesheet')).toBeInTheDocument();
    expect(journal()).not.toBeInTheDocument();

    await act(async () => answer.resolve(FRESH));
    await waitFor(() => expect(journal()).toHaveValue('Changed by the approver.'));
    expect(screen.queryByText(KEPT_LINE)).not.toBeInTheDocument();
  });

  it('come from the kept copy when the read gets no answer, and the page says so', async () => {
    const answer = heldAnswer();
    renderSaved(KEPT, undefined, { 'GET /timesheets/:id': answer.handler });
    restoreKept();
    await act(async () => answer.fail());
    await waitFor(() => expect(journal()).toHaveValue('Kept on the tablet yesterday.'));
    expect(screen.getByText(KEPT_LINE)).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('come from the kept copy when the browser is offline (the read waits), and the page says so', async () => {
    onlineManager.setOnline(false);
    renderSaved(FRESH);
    // The job classes were kept too.
    act(() => void queryClient.setQueryData(jobClassesQueryOptions().queryKey, JOB_CLASSES));
    restoreKept();
    await waitFor(() => expect(journal()).toHaveValue('Kept on the tablet yesterday.'));
    expect(screen.getByText(KEPT_LINE)).toBeInTheDocument();
  });

  it('are none when the server answers the refetch with an error: the failure shows, not the kept copy', async () => {
    const answer = heldAnswer();
    renderSaved(KEPT, undefined, { 'GET /timesheets/:id': answer.handler });
    restoreKept();
    await act(async () => answer.resolve(mockResponse(500, { message: 'Database unavailable' })));
    expect(
      await screen.findByText('The timesheet could not be loaded: Database unavailable'),
    ).toBeInTheDocument();
    expect(journal()).not.toBeInTheDocument();
  });
});

describe('startingRead', () => {
  const read = (overrides: Partial<Parameters<typeof startingRead>[0]>) =>
    startingRead({ data: KEPT, error: null, isStale: true, fetchStatus: 'idle', ...overrides });

  it('takes a fresh read, waits while a stale one is asked again, takes a kept one only without a connection', () => {
    expect(read({ isStale: false })).toBe('fresh');
    expect(read({ fetchStatus: 'fetching' })).toBe('wait');
    expect(read({ fetchStatus: 'paused' })).toBe('kept');
    expect(read({ error: new ApiError(0, null) })).toBe('kept');
    expect(read({ error: new ApiError(503, null) })).toBe('failed');
    expect(read({ data: undefined, fetchStatus: 'fetching' })).toBe('wait');
    expect(read({ data: undefined, error: new ApiError(0, null) })).toBe('failed');
  });
});
