import { noAnswer } from 'shared-kit';
import { useRef } from 'react';

/** What the form may start from: a fresh read, the kept one (no connection), neither yet, or none (an error). */
export type StartingRead = 'fresh' | 'kept' | 'wait' | 'failed';

interface Read {
  data: unknown;
  error: unknown;
  isStale: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/**
 * Where the timesheet form's starting values may come from. A stale read (one the device kept, restored marked stale,
 * or one this page read a while ago) is not the stored timesheet: online, the form waits for the server's answer
 * (a reload must show someone else's change, or the user's own last save). The kept read serves when there is no
 * connection: the browser says so (the read is paused), or the read got no answer at all. A stale read the server
 * answered with an error is not used either.
 */
export function startingRead(read: Read): StartingRead {
  if (read.data === undefined) return read.error ? 'failed' : 'wait';
  if (!read.isStale) return 'fresh';
  if (read.fetchStatus === 'fetching') return 'wait';
  if (read.fetchStatus === 'paused') return 'kept';
  if (read.error) return noAnswer(read.error) ? 'kept' : 'failed';
  // Stale and not asking again (nothing to wait for): what the page holds is the latest it will get.
  return 'fresh';
}

/**
 * The starting read of the editor `editorKey`, held once the editor has started: a later refetch (after a Save, a
 * reconnect) never takes the form away from what is being typed. `started(ready)` says whether the editor shows now
 * (`ready`: everything else it needs is loaded) and `from` where its values came from.
 */
export function useStartingRead(read: Read, editorKey: string) {
  const started = useRef<{ key: string; from: 'fresh' | 'kept' } | null>(null);
  const now = startingRead(read);
  const held = started.current?.key === editorKey ? started.current.from : null;
  return {
    now,
    /** The editor shows: it started already, or it starts now from a fresh or kept read. */
    shows(ready: boolean): boolean {
      if (held) return true;
      if (!ready || (now !== 'fresh' && now !== 'kept')) return false;
      started.current = { key: editorKey, from: now };
      return true;
    },
    /** The form started from the read the device kept, and no fresh read has come since: the page says so. */
    fromKept: (held ?? now) === 'kept' && now !== 'fresh',
  };
}
