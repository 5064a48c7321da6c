import { ApiError } from 'shared-kit';

/**
 * A read that failed for lack of a connection: no answer at all (a tablet that believes it is connected but has no
 * signal), not an answer with an error.
 */
export const lacksConnection = (error: unknown): boolean =>
  error instanceof ApiError ? error.status === 0 : error instanceof TypeError;

/**
 * The error a page shows for a read: none when the read failed for lack of a connection while data is at hand (the
 * reads the device kept, docs/offline.md) — the page shows that data instead.
 */
export const errorToShow = (query: { data: unknown; error: Error | null }): Error | null =>
  query.data !== undefined && lacksConnection(query.error) ? null : query.error;
