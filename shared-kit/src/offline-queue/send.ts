import { ApiError } from 'shared-kit';
import { changeQueue, queuedWrites, sameTimesheet, signalQueue, type QueuedWrite } from './queue.ts';

/** What every timesheet write answers, as far as the queue needs it: which timesheet, at which version. */
export interface WriteAnswer {
  timesheetId: number;
  version: number;
}

/**
 * How a pass ended: 'done' (nothing left that can be sent: all answered, or refused and waiting for their page),
 * 'offline' (the api could not be reached), 'failed' (it answered 5xx, 401 or 429: try again later), 'busy' (another
 * tab is sending).
 */
export type SendOutcome = 'done' | 'offline' | 'failed' | 'busy';

/** The part of the Web Locks API used here (navigator.locks). */
export interface Locks {
  request<T>(name: string, options: { ifAvailable: true }, task: (lock: unknown) => Promise<T>): Promise<T>;
}

/** The next write to send: the oldest whose timesheet has no refused write before it and which can be addressed. */
export function nextToSend(writes: readonly QueuedWrite[]): QueuedWrite | null {
  const stopped: QueuedWrite[] = [];
  for (const write of writes) {
    if (write.refused || stopped.some((other) => sameTimesheet(other.timesheet, write.timesheet))) {
      stopped.push(write);
      continue;
    }
    // A save or transition of a timesheet whose create is still waiting cannot be addressed yet.
    if (write.kind !== 'create' && write.timesheet.timesheetId === null) continue;
    return write;
  }
  return null;
}

/**
 * The list once `sent` was answered: `sent` leaves; the later writes of its timesheet get its id (a create's answer)
 * and the answered version, which is the one they must carry.
 */
export function afterAnswer(
  writes: readonly QueuedWrite[],
  sent: QueuedWrite,
  answer: WriteAnswer,
): QueuedWrite[] {
  return writes
    .filter((write) => write.key !== sent.key)
    .map((write) =>
      sameTimesheet(write.timesheet, sent.timesheet)
        ? {
            ...write,
            timesheet: { ...write.timesheet, timesheetId: answer.timesheetId },
            version: answer.version,
            body: { ...write.body, version: answer.version },
          }
        : write,
    );
}

/** A refusal that asking again will not change: the write stops and its page shows why. */
const refuses = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 401 &&
  error.status !== 408 &&
  error.status !== 429;

async function sendAll<Answer extends WriteAnswer>(
  employeeId: number,
  send: (write: QueuedWrite) => Promise<Answer>,
): Promise<SendOutcome> {
  for (;;) {
    const next = nextToSend(await queuedWrites(employeeId));
    if (!next) return 'done';
    let answer: Answer;
    try {
      answer = await send(next);
    } catch (error) {
      if (refuses(error)) {
        const refused = { status: error.status, data: error.data };
        await changeQueue(employeeId, (writes) =>
          writes.map((write) => (write.key === next.key ? { ...write, refused } : write)),
        );
        continue;
      }
      // Anything but an answer (a TypeError from fetch, status 0) means the line is down; the write stays first.
      return error instanceof ApiError && error.status !== 0 ? 'failed' : 'offline';
    }
    // Only once answered does a write leave the queue: an answer lost on the way is sent again, with the same key.
    await changeQueue(employeeId, (writes) => afterAnswer(writes, next, answer));
    signalQueue({ type: 'sent', employeeId, write: next, answer });
  }
}

/**
 * Locks held in this copy of the module: what the Web Locks API gives across tabs, within one window. The fallback
 * where the browser has none (jsdom, very old browsers), and two tabs' shared lock manager in tests.
 */
export function localLocks(): Locks {
  const held = new Set<string>();
  return {
    async request(name, _options, task) {
      if (held.has(name)) return task(null);
      held.add(name);
      try {
        return await task(true);
      } finally {
        held.delete(name);
      }
    },
  };
}

const inThisWindow = localLocks();

const browserLocks = (): Locks =>
  (typeof navigator !== 'undefined' && (navigator as { locks?: Locks }).locks) || inThisWindow;

/**
 * Sends the employee's queued writes, oldest first, one at a time, each with its own Idempotency-Key (`send` puts it
 * on the request). Only one tab sends: the others find the lock taken and return 'busy'.
 */
export function sendQueuedWrites<Answer extends WriteAnswer>(
  employeeId: number,
  send: (write: QueuedWrite) => Promise<Answer>,
  locks: Locks = browserLocks(),
): Promise<SendOutcome> {
  return locks.request(`crewtime.offline-queue:${employeeId}`, { ifAvailable: true }, (lock) =>
    lock ? sendAll(employeeId, send) : Promise.resolve<SendOutcome>('busy'),
  );
}
