import { createStore, get, update, type UseStore } from 'idb-keyval';
import type { ApiErrorBody } from 'shared-kit';

/**
 * The writes made while the api could not be reached, kept in IndexedDB until they are sent (issue 43, "Offline").
 * One list per signed-in employee, in the order the writes were made. The shell and the areas may run different
 * copies of this module, so they share nothing but the database and the change signal (BroadcastChannel): never
 * module state.
 */

/** Which timesheet: its server id, or, for one not created yet, its project and date. */
export interface QueuedTimesheet {
  timesheetId: number | null;
  projectId: number;
  date: string;
}

/** POST /timesheets, PUT …/update/{section}, PUT …/{transition}. */
export type QueuedWriteKind = 'create' | 'save' | 'transition';

export interface QueuedWrite {
  /** The Idempotency-Key: made once when queued, sent again on every resend, so the api writes it once. */
  key: string;
  employeeId: number;
  /** ISO time it was queued. */
  queuedAt: string;
  timesheet: QueuedTimesheet;
  kind: QueuedWriteKind;
  /** A transition's name ('submit', …). */
  transition?: string;
  /** What is sent: the form (create, save) or `{ version, … }` (a transition). */
  body: Record<string, unknown>;
  /** The version read; null for a create. Each answer gives the next write of the timesheet its version. */
  version: number | null;
  /** The screen's own copy of what was on it when queued: shown again after a reload or a refusal. */
  values?: unknown;
  /** Refused on resend (409, 400, …): it and the later writes of its timesheet wait for the page to show why. */
  refused?: { status: number; data: ApiErrorBody | null };
}

/**
 * What the caller says of a write; the queue adds the employee, the time and, unless the write was already tried
 * with one (its answer may have been lost: the resend must carry the same), the key.
 */
export type NewQueuedWrite = Omit<QueuedWrite, 'key' | 'employeeId' | 'queuedAt' | 'refused'> & {
  key?: string;
};

// Its own database: idb-keyval opens one store per database (the shell's kept queries have 'crewtime-offline').
const DATABASE = 'crewtime-offline-queue';
const STORE = 'queued-writes';
const CHANNEL = 'crewtime.offline-queue';

let store: UseStore | null = null;
// Opened on first use (not at import): a page that never queues never opens the database.
const database = (): UseStore => (store ??= createStore(DATABASE, STORE));

const listKey = (employeeId: number) => `employee:${employeeId}`;

/** The same timesheet: the same server id, or both not created yet for the same project and date. */
export const sameTimesheet = (a: QueuedTimesheet, b: QueuedTimesheet): boolean =>
  a.timesheetId !== null || b.timesheetId !== null
    ? a.timesheetId === b.timesheetId
    : a.projectId === b.projectId && a.date === b.date;

/** What changed, told to every copy of this module in every tab of this browser. */
export type QueueSignal =
  | { type: 'changed'; employeeId: number }
  /** A write was answered: `answer` is the api's (the whole timesheet). */
  | { type: 'sent'; employeeId: number; write: QueuedWrite; answer: unknown };

const channelOf = (): BroadcastChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

// Without BroadcastChannel (old browsers, jsdom) the signal stays in this window, as a DOM event.
const WINDOW_EVENT = 'crewtime:offline-queue';

let sender: BroadcastChannel | null = null;

/** Tells every listener (this window's copies and other tabs): each listens on a channel of its own. */
export function signalQueue(signal: QueueSignal): void {
  const channel = (sender ??= channelOf());
  if (channel) {
    channel.postMessage(signal);
  } else {
    window.dispatchEvent(new CustomEvent<QueueSignal>(WINDOW_EVENT, { detail: signal }));
  }
}

/** Calls `listener` on every signal from anywhere; returns the unsubscribe. */
export function onQueueSignal(listener: (signal: QueueSignal) => void): () => void {
  const channel = channelOf();
  if (channel) {
    channel.onmessage = (event: MessageEvent<QueueSignal>) => listener(event.data);
    return () => channel.close();
  }
  const onEvent = (event: Event) => listener((event as CustomEvent<QueueSignal>).detail);
  window.addEventListener(WINDOW_EVENT, onEvent);
  return () => window.removeEventListener(WINDOW_EVENT, onEvent);
}

/** The employee's queued writes, oldest first. */
export async function queuedWrites(employeeId: number): Promise<QueuedWrite[]> {
  return (await get<QueuedWrite[]>(listKey(employeeId), database())) ?? [];
}

/**
 * Changes the employee's list in one IndexedDB transaction (read and write together: another tab's change cannot
 * fall between them), then signals.
 */
export async function changeQueue(
  employeeId: number,
  change: (writes: QueuedWrite[]) => QueuedWrite[],
): Promise<void> {
  await update<QueuedWrite[]>(listKey(employeeId), (writes) => change(writes ?? []), database());
  signalQueue({ type: 'changed', employeeId });
}

/**
 * Queues a write after every other of the employee's. A create behind a create of the same new timesheet becomes a
 * save of it (it gets the id when the first is answered). Returns the write as stored.
 */
export async function enqueueWrite(employeeId: number, write: NewQueuedWrite): Promise<QueuedWrite> {
  const queued: QueuedWrite = {
    ...write,
    key: write.key ?? crypto.randomUUID(),
    employeeId,
    queuedAt: new Date().toISOString(),
  };
  let stored = queued;
  await changeQueue(employeeId, (writes) => {
    const creating =
      queued.kind === 'create' &&
      writes.some((other) => other.kind === 'create' && sameTimesheet(other.timesheet, queued.timesheet));
    stored = creating ? { ...queued, kind: 'save' } : queued;
    return [...writes, stored];
  });
  return stored;
}

/** Takes the writes with these keys out (answered, or handed to the page that shows why they were refused). */
export const removeWrites = (employeeId: number, keys: readonly string[]): Promise<void> =>
  changeQueue(employeeId, (writes) => writes.filter((write) => !keys.includes(write.key)));

/** Deletes every write of the employee from this device (sign-out). */
export const clearQueue = (employeeId: number): Promise<void> => changeQueue(employeeId, () => []);

/** The writes of one timesheet, oldest first. */
export const writesOf = (writes: readonly QueuedWrite[], timesheet: QueuedTimesheet): QueuedWrite[] =>
  writes.filter((write) => sameTimesheet(write.timesheet, timesheet));
