/** Runs `callback` in a task of its own, after the ones already queued (not a microtask: the page may paint first). */
export type PostTask = (callback: () => void) => void;

/**
 * The browser's way to queue a task without setTimeout's 4 ms clamp: a message to oneself. Null where there is no
 * MessageChannel (jsdom in the unit tests), and then every request leaves at once.
 */
export function messageChannelPost(): PostTask | null {
  if (typeof MessageChannel === 'undefined' || typeof window === 'undefined') return null;
  const channel = new MessageChannel();
  const callbacks: Array<() => void> = [];
  channel.port1.onmessage = () => callbacks.shift()?.();
  return (callback) => {
    callbacks.push(callback);
    channel.port2.postMessage(null);
  };
}

export interface RequestTurns {
  /** Null when the request may leave now; else a promise that settles in the task where it may. */
  take(): Promise<void> | null;
}

/**
 * Requests started in one task leave one per task: the first at once, each further one in a task of its own, in the
 * order they were asked for. A screen opens with several requests (the approver board asks five things at once), and
 * each fetch() call costs the main thread some time before it returns (on a slow tablet, and many times more with
 * DevTools or Lighthouse watching the network): made in one go they formed one long task that kept the page from
 * answering a tap. The later requests wait for a task turn only, well under a millisecond on an idle page.
 */
export function createRequestTurns(post: PostTask | null): RequestTurns {
  const waiting: Array<() => void> = [];
  let taken = false;
  const release = (): void => {
    const next = waiting.shift();
    if (!next) {
      taken = false;
      return;
    }
    next();
    post?.(release);
  };
  return {
    take() {
      if (!post) return null;
      if (!taken) {
        taken = true;
        post(release);
        return null;
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}
