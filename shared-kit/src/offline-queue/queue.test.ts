import { createStore, set } from 'idb-keyval';
import {
  clearQueue,
  enqueueWrite,
  onQueueSignal,
  queuedWrites,
  removeWrites,
  writesOf,
  type QueueSignal,
} from './queue.ts';
import { NEW_TIMESHEET, SAVED_TIMESHEET, createWrite, saveWrite } from './test-writes.ts';

describe('the offline queue', () => {
  afterEach(() => Promise.all([clearQueue(42), clearQueue(7)]));

  it('keeps the writes in the order they were made, each with its own Idempotency-Key made once', async () => {
    const first = await enqueueWrite(42, saveWrite(3, 'one'));
    const second = await enqueueWrite(42, saveWrite(3, 'two'));
    const writes = await queuedWrites(42);
    expect(writes.map((write) => write.body.dailyJournal)).toEqual(['one', 'two']);
    expect(writes.map((write) => write.key)).toEqual([first.key, second.key]);
    expect(first.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first.key).not.toBe(second.key);
    expect(writes[0]).toMatchObject({ employeeId: 42, kind: 'save', version: 3 });
  });

  it("works beside the shell's kept queries (idb-keyval: one store per database, so not in theirs)", async () => {
    const keptQueries = createStore('crewtime-offline', 'kept-queries');
    await set('react-query', { clientState: {} }, keptQueries);
    await enqueueWrite(42, saveWrite(3, 'beside the kept queries'));
    expect(await queuedWrites(42)).toHaveLength(1);
  });

  it('keeps each signed-in employee apart', async () => {
    await enqueueWrite(42, saveWrite(3, 'foreman'));
    await enqueueWrite(7, saveWrite(3, 'someone else'));
    expect((await queuedWrites(42)).map((write) => write.body.dailyJournal)).toEqual(['foreman']);
    await clearQueue(42);
    expect(await queuedWrites(42)).toEqual([]);
    expect(await queuedWrites(7)).toHaveLength(1);
  });

  it('makes a second create of the same new timesheet a save of it, so one timesheet is created', async () => {
    await enqueueWrite(42, createWrite('first'));
    const second = await enqueueWrite(42, createWrite('second'));
    expect(second.kind).toBe('save');
    expect((await queuedWrites(42)).map((write) => write.kind)).toEqual(['create', 'save']);
  });

  it('keeps two writes queued at the same moment (two tabs) both, in one list', async () => {
    await Promise.all([enqueueWrite(42, saveWrite(3, 'tab one')), enqueueWrite(42, saveWrite(3, 'tab two'))]);
    expect((await queuedWrites(42)).map((write) => write.body.dailyJournal).sort()).toEqual([
      'tab one',
      'tab two',
    ]);
  });

  it('takes written-off writes out by key and finds the writes of one timesheet', async () => {
    const first = await enqueueWrite(42, saveWrite(3, 'one'));
    await enqueueWrite(42, createWrite());
    const writes = await queuedWrites(42);
    expect(writesOf(writes, SAVED_TIMESHEET)).toHaveLength(1);
    expect(writesOf(writes, NEW_TIMESHEET)).toHaveLength(1);
    await removeWrites(42, [first.key]);
    expect((await queuedWrites(42)).map((write) => write.kind)).toEqual(['create']);
  });

  it('signals every change to every listener', async () => {
    const heard: QueueSignal[] = [];
    const stop = onQueueSignal((signal) => heard.push(signal));
    await enqueueWrite(42, saveWrite(3, 'one'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(heard).toContainEqual({ type: 'changed', employeeId: 42 });
  });
});
