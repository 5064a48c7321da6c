import { noAnswer } from 'shared-kit';

/**
 * A read as a page shows it: one that failed for lack of a connection while data is at hand (the reads the device
 * kept, docs/offline.md, or an earlier answer) counts as answered — the page shows that data, not the error.
 */
export function keptWhenUnreachable<Query extends { data: unknown; error: Error | null }>(
  query: Query,
): Query {
  if (query.data === undefined || !noAnswer(query.error)) return query;
  return { ...query, status: 'success', isSuccess: true, isError: false, isRefetchError: false, error: null };
}
