import { ApiError } from 'shared-kit';
import {
  clearQueue,
  enqueueWrite,
  onQueueSignal,
  queuedWrites,
  type QueueSignal,
  type QueuedWrite,
} from './queue.ts';
import { NEW_TIMESHEET, OTHER_TIMESHEET, createWrite } from './test-writes.ts';
import { localLocks, sendQueuedWrites, type WriteAnswer } from './send.ts';

const queueNewTimesheet = async () => {
  await enqueueWrite(42, createWrite('one'));
  await enqueueWrite(42, createWrite('two'));
  await enqueueWrite(42, {
    timesheet: NEW_TIMESHEET,
    kind: 'transition',
    transition: 'submit',
    body: { version: 0 },
    version: 0,
  });
};

/** A fake api: answers each write with the timesheet at the next version (a create gets id 77). */
const fakeApi = () => {
  const sent: QueuedWrite[] = [];
  let version = 0;
  const send = async (write: QueuedWrite): Promise<WriteAnswer> => {
    sent.push(write);
    await Promise.resolve();
    version += 1;
    return { timesheetId: write.timesheet.timesheetId ?? 77, version };
  };
  return { sent, send };
};

describe('sending the offline queue', () => {
  afterEach(() => clearQueue(42));

  it('sends in order, gives the later writes the created id and each the version of the answer before it', async () => {
    await queueNewTimesheet();
    const api = fakeApi();
    expect(await sendQueuedWrites(42, api.send)).toBe('done');
    expect(api.sent.map((write) => [write.kind, write.timesheet.timesheetId, write.body.version])).toEqual([
      ['create', null, undefined],
      ['save', 77, 1],
      ['transition', 77, 2],
    ]);
    expect(api.sent[1]?.body.dailyJournal).toBe('two');
    expect(await queuedWrites(42)).toEqual([]);
  });

  it('sends each write with the key it was queued with, again after an answer that never came', async () => {
    await queueNewTimesheet();
    const keys = (await queuedWrites(42)).map((write) => write.key);
    const api = fakeApi();
    let lost = true;
    const losesFirstAnswer = (write: QueuedWrite) => {
      if (!lost) return api.send(write);
      lost = false;
      // The api wrote it, but the answer was lost on the way back.
      return api.send(write).then(() => Promise.reject(new ApiError(0, null)));
    };
    expect(await sendQueuedWrites(42, losesFirstAnswer)).toBe('offline');
    expect((await queuedWrites(42)).map((write) => write.key)).toEqual(keys);
    expect(await sendQueuedWrites(42, losesFirstAnswer)).toBe('done');
    expect(api.sent.map((write) => write.key)).toEqual([keys[0], keys[0], keys[1], keys[2]]);
  });

  it('tells every listener what each answer was', async () => {
    await queueNewTimesheet();
    const heard: QueueSignal[] = [];
    const stop = onQueueSignal((signal) => heard.push(signal));
    await sendQueuedWrites(42, fakeApi().send);
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    const sent = heard.filter((signal) => signal.type === 'sent');
    expect(sent.map((signal) => signal.type === 'sent' && signal.answer)).toEqual([
      { timesheetId: 77, version: 1 },
      { timesheetId: 77, version: 2 },
      { timesheetId: 77, version: 3 },
    ]);
  });

  it('stops a timesheet at a 409 and keeps its writes, while another timesheet is still sent', async () => {
    await queueNewTimesheet();
    await enqueueWrite(42, { timesheet: OTHER_TIMESHEET, kind: 'save', body: { version: 4 }, version: 4 });
    const api = fakeApi();
    const conflict = (write: QueuedWrite) =>
      write.kind === 'save' && write.timesheet.projectId === 10
        ? Promise.reject(new ApiError(409, { message: 'Changed by someone else' }))
        : api.send(write);
    expect(await sendQueuedWrites(42, conflict)).toBe('done');
    expect(api.sent.map((write) => [write.kind, write.timesheet.timesheetId])).toEqual([
      ['create', null],
      ['save', 80],
    ]);
    const left = await queuedWrites(42);
    expect(left.map((write) => [write.kind, write.refused?.status])).toEqual([
      ['save', 409],
      ['transition', undefined],
    ]);
    expect(left[0]?.refused?.data?.message).toBe('Changed by someone else');
    // Nothing more is sent for it until its page has shown the conflict.
    expect(await sendQueuedWrites(42, api.send)).toBe('done');
    expect(api.sent).toHaveLength(2);
  });

  it('keeps everything in order after a 5xx, to try again later', async () => {
    await queueNewTimesheet();
    const failing = () => Promise.reject(new ApiError(503, null));
    expect(await sendQueuedWrites(42, failing)).toBe('failed');
    expect((await queuedWrites(42)).map((write) => write.kind)).toEqual(['create', 'save', 'transition']);
  });

  it('sends each write once when two tabs send at the same time (one holds the lock)', async () => {
    await queueNewTimesheet();
    // The browser's one lock manager, which both tabs ask.
    const locks = localLocks();
    const api = fakeApi();
    const outcomes = await Promise.all([
      sendQueuedWrites(42, api.send, locks),
      sendQueuedWrites(42, api.send, locks),
    ]);
    expect(outcomes.sort()).toEqual(['busy', 'done']);
    expect(api.sent).toHaveLength(3);
  });

  it('sends each write once when two passes start at the same time in a browser without Web Locks', async () => {
    await queueNewTimesheet();
    const api = fakeApi();
    await Promise.all([sendQueuedWrites(42, api.send), sendQueuedWrites(42, api.send)]);
    expect(api.sent).toHaveLength(3);
  });
});
