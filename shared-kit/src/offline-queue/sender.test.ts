import { ApiError } from 'shared-kit';
import { clearQueue, enqueueWrite, queuedWrites, type QueuedWrite } from './queue.ts';
import { keepSending, type Sender } from './sender.ts';

const queueSave = (journal: string) =>
  enqueueWrite(42, {
    timesheet: { timesheetId: 77, projectId: 10, date: '2026-03-02' },
    kind: 'save',
    body: { dailyJournal: journal, version: 3 },
    version: 3,
  });

/** Lets IndexedDB and the promises after it run. */
const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the sender', () => {
  let online = true;
  let sender: Sender | null = null;
  beforeEach(() => {
    online = true;
    jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(async () => {
    sender?.stop();
    sender = null;
    await clearQueue(42);
  });

  it('sends what waits when the page loads, and tells the caller each answer', async () => {
    await queueSave('one');
    const answered: string[] = [];
    sender = keepSending({
      employeeId: () => 42,
      send: async () => ({ timesheetId: 77, version: 4 }),
      onSent: (write: QueuedWrite) => answered.push(String(write.body.dailyJournal)),
    });
    await settle();
    expect(answered).toEqual(['one']);
    expect(await queuedWrites(42)).toEqual([]);
  });

  it('waits while the browser is offline and sends when it comes online', async () => {
    online = false;
    const send = jest.fn(async () => ({ timesheetId: 77, version: 4 }));
    sender = keepSending({ employeeId: () => 42, send });
    await queueSave('one');
    await settle();
    expect(send).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends a write queued while it runs (a Save in this tab or another)', async () => {
    const send = jest.fn(async () => ({ timesheetId: 77, version: 4 }));
    sender = keepSending({ employeeId: () => 42, send });
    await settle();
    await queueSave('later');
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('tries again after a pause when the api failed (5xx), and the pause grows', async () => {
    await queueSave('one');
    const tries: number[] = [];
    const send = jest.fn(async () => {
      tries.push(Date.now());
      return Promise.reject(new ApiError(503, null));
    });
    sender = keepSending({ employeeId: () => 42, send, firstRetryMs: 100 });
    await settle(50);
    expect(send).toHaveBeenCalledTimes(1);
    await settle(500);
    expect(send.mock.calls.length).toBeGreaterThanOrEqual(3);
    const [first = 0, second = 0, third = 0] = tries;
    // 100 ms, then 200 ms: each pause twice the one before.
    expect(second - first).toBeGreaterThanOrEqual(95);
    expect(third - second).toBeGreaterThanOrEqual(195);
    expect(await queuedWrites(42)).toHaveLength(1);
  });

  it('sends nothing while nobody is signed in, and sends once someone is', async () => {
    await queueSave('one');
    let employeeId: number | null = null;
    const send = jest.fn(async () => ({ timesheetId: 77, version: 4 }));
    sender = keepSending({ employeeId: () => employeeId, send });
    await settle();
    expect(send).not.toHaveBeenCalled();
    employeeId = 42;
    sender.sendNow();
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
