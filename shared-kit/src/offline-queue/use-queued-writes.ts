import { useEffect, useRef, useState } from 'react';
import { onQueueSignal, queuedWrites, type QueueSignal, type QueuedWrite } from './queue.ts';

/** The employee's queued writes, kept current from the database (any tab's change); null while first read. */
export function useQueuedWrites(employeeId: number | null): QueuedWrite[] | null {
  const [writes, setWrites] = useState<{ employeeId: number | null; list: QueuedWrite[] } | null>(null);
  useEffect(() => {
    if (employeeId === null) return;
    let current = true;
    let reads = 0;
    const read = () => {
      // Only the latest read is shown: an older one answering late must not bring back a sent write.
      const turn = ++reads;
      queuedWrites(employeeId).then(
        (list) => {
          if (current && turn === reads) setWrites({ employeeId, list });
        },
        (error: unknown) => console.error('The queued writes could not be read', error),
      );
    };
    read();
    const unsubscribe = onQueueSignal((signal) => {
      if (signal.employeeId === employeeId) read();
    });
    return () => {
      current = false;
      unsubscribe();
    };
  }, [employeeId]);
  if (employeeId === null) return [];
  return writes?.employeeId === employeeId ? writes.list : null;
}

/** Calls `listener` (its latest version) on every signal of the employee's queue, from any tab. */
export function useQueueSignal(employeeId: number | null, listener: (signal: QueueSignal) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (employeeId === null) return undefined;
    return onQueueSignal((signal) => {
      if (signal.employeeId === employeeId) latest.current(signal);
    });
  }, [employeeId]);
}
