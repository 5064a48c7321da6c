import { onQueueSignal, queuedWrites, type QueuedWrite } from './queue.ts';
import { nextToSend, sendQueuedWrites, type Locks, type SendOutcome, type WriteAnswer } from './send.ts';

/** The first wait before trying again while writes wait; doubled after each failed pass up to MAX_RETRY_MS. */
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 5 * 60_000;

export interface SenderOptions<Answer extends WriteAnswer> {
  /** The signed-in employee, read at every pass (null: nobody signed in, nothing is sent). */
  employeeId: () => number | null;
  /** One request, with the write's Idempotency-Key. */
  send: (write: QueuedWrite) => Promise<Answer>;
  /** After each answered write (the caller caches the answer and marks what it made stale). */
  onSent?: (write: QueuedWrite, answer: Answer) => void;
  locks?: Locks;
  /** The first pause before trying again (FIRST_RETRY_MS). */
  firstRetryMs?: number;
}

export interface Sender {
  /** A pass now (the signed-in user changed, …); one at a time. */
  sendNow(): void;
  stop(): void;
}

/**
 * Sends the queue now (page load), whenever the browser comes online or a write is queued (in any tab), and while
 * writes wait, again after a growing pause.
 */
export function keepSending<Answer extends WriteAnswer>(options: SenderOptions<Answer>): Sender {
  let stopped = false;
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const firstPause = options.firstRetryMs ?? FIRST_RETRY_MS;
  let pause = firstPause;

  const send = (write: QueuedWrite) =>
    options.send(write).then((answer) => {
      options.onSent?.(write, answer);
      return answer;
    });

  const retryLater = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void pass(), pause);
    pause = Math.min(pause * 2, MAX_RETRY_MS);
  };

  async function pass(): Promise<void> {
    const employeeId = options.employeeId();
    if (stopped || employeeId === null) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(timer);
    let outcome: SendOutcome;
    try {
      outcome =
        typeof navigator !== 'undefined' && navigator.onLine === false
          ? 'offline'
          : await sendQueuedWrites(employeeId, send, options.locks);
    } catch (error) {
      console.error('The queued writes could not be sent', error);
      outcome = 'failed';
    } finally {
      running = false;
    }
    if (stopped) return;
    if (again) {
      again = false;
      void pass();
      return;
    }
    if (outcome === 'done') {
      pause = firstPause;
      return;
    }
    // Offline, failed, or another tab sending (which may close mid-way): look again later while anything waits.
    if (nextToSend(await queuedWrites(employeeId)) !== null) retryLater();
  }

  const onOnline = () => {
    pause = firstPause;
    void pass();
  };
  window.addEventListener('online', onOnline);
  const unsubscribe = onQueueSignal((signal) => {
    // A write queued (here or in another tab); not the changes a pass makes itself, which it reads anyway.
    if (signal.type === 'changed' && signal.employeeId === options.employeeId() && !running) void pass();
  });
  void pass();
  return {
    sendNow: () => void pass(),
    stop() {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      unsubscribe();
    },
  };
}
