import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearQueue, enqueueWrite, queuedWrites, SAVED_ON_DEVICE } from 'shared-kit/offline-queue';
import { mockResponse } from 'shared-kit/testing';
import { projectDetail, rosterMember, timesheetDetail } from './test-data';
import { startQueueSender } from './queue-sender';
import { NEW_ROUTE, SAVED_ROUTE, callsTo, render, renderSaved, restoreApi } from './test-screen';
import { savedTimesheetValues } from './form-values';

// Issue 43: a Save made where the signal drops waits on the tablet and sends itself when the line is back.

const CHANGED = 'This timesheet was changed by someone else since you opened it.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let online = true;
let stopSender: (() => void) | null = null;
beforeEach(() => {
  online = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(async () => {
  stopSender?.();
  stopSender = null;
  restoreApi();
  await clearQueue(42);
});

/** The connection comes back: the area's sender runs (as on a foreman page) and hears `online`. */
const goOnline = () =>
  act(() => {
    online = true;
    stopSender ??= startQueueSender();
    window.dispatchEvent(new Event('online'));
  });

/** True when closing the tab would ask first (the unsaved-changes guard). */
const leavingAsks = () => !fireEvent(window, new Event('beforeunload', { cancelable: true }));

const banner = () => screen.findByText(SAVED_ON_DEVICE);

/** Loses the connection, adds `typed` to the journal and saves: kept on the device. */
async function saveOffline(typed: string) {
  const user = userEvent.setup();
  const journal = await screen.findByRole('textbox', { name: 'Daily journal text' });
  online = false;
  await user.type(journal, typed);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await banner();
  return journal;
}

/** The api's answer to a write: the stored timesheet with the sent journal, at `version`. */
const answer = (body: unknown, version: number) =>
  timesheetDetail({ dailyJournal: (body as { dailyJournal: string }).dailyJournal, version });

describe('a Save made without a connection', () => {
  it('is kept on this device in order with a key made once: the banner shows, nothing is sent, leaving does not ask', async () => {
    renderSaved(timesheetDetail());
    const user = userEvent.setup();
    const journal = await screen.findByRole('textbox', { name: 'Daily journal text' });
    online = false;
    await user.type(journal, ' Rebar tied.');
    expect(leavingAsks()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await banner()).toBeInTheDocument();
    expect(callsTo('PUT', '/timesheets/77/update/crew-timecard')).toHaveLength(0);
    const [queued, ...more] = await queuedWrites(42);
    expect(more).toHaveLength(0);
    expect(queued).toMatchObject({
      kind: 'save',
      version: 3,
      timesheet: { timesheetId: 77, projectId: 10, date: '2026-03-02' },
      body: { dailyJournal: 'Set forms. Rebar tied.', version: 3 },
    });
    expect(queued?.key).toMatch(UUID);
    expect(journal).toHaveValue('Set forms. Rebar tied.');
    expect(leavingAsks()).toBe(false);
    expect(screen.queryByText('Timesheet successfully saved')).not.toBeInTheDocument();
  });

  it('is queued when the request never reached the api, and sent once the line is back with the same key', async () => {
    let reachable = false;
    renderSaved(timesheetDetail(), undefined, {
      'PUT /timesheets/:id/update/:section': ({ body }) => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return answer(body, 4);
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Daily journal text' }), ' Rebar tied.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await banner()).toBeInTheDocument();
    const [queued] = await queuedWrites(42);

    reachable = true;
    await goOnline();
    await waitFor(() => expect(screen.queryByText(SAVED_ON_DEVICE)).not.toBeInTheDocument());
    const puts = callsTo('PUT', '/timesheets/77/update/crew-timecard');
    expect(puts).toHaveLength(2);
    // The first try carried the key too: had the api written it and the answer been lost, the resend is a repeat.
    expect(puts[0]?.headers['Idempotency-Key']).toBe(queued?.key);
    expect(puts[1]?.headers['Idempotency-Key']).toBe(queued?.key);
    expect(puts[1]?.headers['If-Match']).toBe('"3"');
    expect(await screen.findByText('Timesheet successfully saved')).toBeInTheDocument();
    expect(await queuedWrites(42)).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Daily journal text' })).toHaveValue('Set forms. Rebar tied.');
  });

  it('gets no answer while the browser believes it is online: queued quietly, with no failure toast', async () => {
    renderSaved(timesheetDetail(), undefined, {
      'PUT /timesheets/:id/update/:section': () => {
        throw new TypeError('Failed to fetch');
      },
      'PUT /timesheets/:id/submit': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Daily journal text' }), ' Rebar tied.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await banner()).toBeInTheDocument();
    expect(screen.queryByText(/^Problem saving timesheet/)).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be reached/)).not.toBeInTheDocument();
    expect(await queuedWrites(42)).toHaveLength(1);
  });

  it('a Submit that gets no answer online is queued quietly too, after a save that went through', async () => {
    renderSaved(timesheetDetail(), undefined, {
      'PUT /timesheets/:id/update/:section': ({ body }) => answer(body, 4),
      'PUT /timesheets/:id/submit': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Daily journal text' }), ' Rebar tied.');
    await user.click(screen.getByRole('button', { name: 'Submit Time' }));
    expect(await banner()).toBeInTheDocument();
    expect(screen.queryByText(/^Problem submitting timesheet/)).not.toBeInTheDocument();
    expect(await queuedWrites(42)).toMatchObject([{ kind: 'transition', version: 4 }]);
  });

  it('answered with a server error keeps its toast and is not queued', async () => {
    renderSaved(timesheetDetail(), undefined, {
      'PUT /timesheets/:id/update/:section': () => mockResponse(500, { message: 'Internal error' }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Daily journal text' }), ' Rebar tied.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Problem saving timesheet/)).toBeInTheDocument();
    expect(screen.queryByText(SAVED_ON_DEVICE)).not.toBeInTheDocument();
    expect(await queuedWrites(42)).toEqual([]);
  });

  it('saved twice offline is sent in order, the second at the version the first was answered with', async () => {
    let version = 3;
    renderSaved(timesheetDetail(), undefined, {
      'PUT /timesheets/:id/update/:section': ({ body }) => {
        version += 1;
        return answer(body, version);
      },
    });
    const user = userEvent.setup();
    const journal = await screen.findByRole('textbox', { name: 'Daily journal text' });
    online = false;
    await user.type(journal, ' One.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await banner();
    await user.type(journal, ' Two.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await queuedWrites(42)).toHaveLength(2));

    await goOnline();
    await waitFor(async () => expect(await queuedWrites(42)).toEqual([]));
    const puts = callsTo('PUT', '/timesheets/77/update/crew-timecard');
    expect(puts.map((call) => (call.body as { dailyJournal: string; version: number }).dailyJournal)).toEqual(
      ['Set forms. One.', 'Set forms. One. Two.'],
    );
    expect(puts.map((call) => call.headers['If-Match'])).toEqual(['"3"', '"4"']);
    await waitFor(() => expect(screen.queryByText(SAVED_ON_DEVICE)).not.toBeInTheDocument());
    expect(leavingAsks()).toBe(false);
  });

  it('a Submit made offline queues the save and the submit, sent in order at the saved version', async () => {
    renderSaved(timesheetDetail(), undefined, {
      'PUT /timesheets/:id/update/:section': ({ body }) => answer(body, 4),
      'PUT /timesheets/:id/submit': () => timesheetDetail({ state: 'PENDING_APPROVAL', version: 5 }),
    });
    const user = userEvent.setup();
    const journal = await screen.findByRole('textbox', { name: 'Daily journal text' });
    online = false;
    await user.type(journal, ' Rebar tied.');
    await user.click(screen.getByRole('button', { name: 'Submit Time' }));
    expect(await banner()).toBeInTheDocument();
    expect((await queuedWrites(42)).map((write) => write.kind)).toEqual(['save', 'transition']);

    await goOnline();
    expect(await screen.findByText('Timesheet successfully submitted')).toBeInTheDocument();
    expect(callsTo('PUT', '/timesheets/77/submit')[0]?.headers['If-Match']).toBe('"4"');
    expect(callsTo('PUT', '/timesheets/77/submit')[0]?.body).toEqual({ version: 4 });
    await waitFor(() => expect(screen.queryByText(SAVED_ON_DEVICE)).not.toBeInTheDocument());
  });

  it('of a new timesheet gets its server id when sent, and the page moves to it with the values kept', async () => {
    render(NEW_ROUTE, {
      'GET /projects/10': () => projectDetail({ projectEmployees: [rosterMember()] }),
      'POST /timesheets': ({ body }) => answer(body, 1),
      'GET /timesheets/:id': () => timesheetDetail(),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('spinbutton', { name: 'Work hours, Ana Reyes' }), '8');
    online = false;
    await user.type(screen.getByRole('textbox', { name: 'Daily journal text' }), 'Poured footings.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await banner()).toBeInTheDocument();
    expect(callsTo('POST', '/timesheets')).toHaveLength(0);
    expect(window.location.pathname).toBe(NEW_ROUTE);

    await goOnline();
    await waitFor(() => expect(window.location.pathname).toBe(SAVED_ROUTE));
    expect(callsTo('POST', '/timesheets')).toHaveLength(1);
    expect(callsTo('POST', '/timesheets')[0]?.headers['Idempotency-Key']).toMatch(UUID);
    expect(screen.getByRole('textbox', { name: 'Daily journal text' })).toHaveValue('Poured footings.');
    await waitFor(() => expect(screen.queryByText(SAVED_ON_DEVICE)).not.toBeInTheDocument());
  });

  it('refused on resend as stale (409) opens the stale-write notice, with what was typed kept and unsaved', async () => {
    renderSaved(timesheetDetail(), undefined, {
      'PUT /timesheets/:id/update/:section': () =>
        mockResponse(409, {
          message: `${CHANGED} Reload to see the latest version, then make your change again.`,
        }),
    });
    const journal = await saveOffline(' Rebar tied.');

    await goOnline();
    expect(await screen.findByText(new RegExp(CHANGED), { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(journal).toHaveValue('Set forms. Rebar tied.');
    expect(screen.queryByText(SAVED_ON_DEVICE)).not.toBeInTheDocument();
    await waitFor(async () => expect(await queuedWrites(42)).toEqual([]));
    expect(leavingAsks()).toBe(true);
  });

  it('refused on resend with field messages (400) shows them like a failed save, the values kept', async () => {
    renderSaved(timesheetDetail(), undefined, {
      'PUT /timesheets/:id/update/:section': () =>
        mockResponse(400, {
          message: 'Invalid timesheet',
          errors: [{ path: 'dailyJournal', message: 'Daily journal is too long' }],
        }),
    });
    const journal = await saveOffline(' Rebar tied.');

    await goOnline();
    expect((await screen.findAllByText('Daily journal is too long')).length).toBeGreaterThan(0);
    expect(screen.getByText(/^Problem saving timesheet/)).toBeInTheDocument();
    expect(journal).toHaveValue('Set forms. Rebar tied.');
    expect(leavingAsks()).toBe(true);
  });

  it('still waiting when the timesheet is opened again shows what it will send, and the banner', async () => {
    await enqueueWrite(42, {
      timesheet: { timesheetId: 77, projectId: 10, date: '2026-03-02' },
      kind: 'save',
      body: { dailyJournal: 'Typed on site.', version: 3 },
      version: 3,
      values: { ...savedTimesheetValues(timesheetDetail()), dailyJournal: 'Typed on site.' },
    });
    online = false;
    renderSaved(timesheetDetail());
    expect(await banner()).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Daily journal text' })).toHaveValue('Typed on site.'),
    );
    expect(leavingAsks()).toBe(false);
  });
});
