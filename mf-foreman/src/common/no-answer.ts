import { ApiError } from 'shared-kit';

/**
 * No answer from the api at all — no connection, a tablet that believes it is connected but has no signal, or
 * something in the way that is not the api (an UnexpectedAnswerError: a captive portal's page) — not a refusal. A
 * write then waits in the offline queue; a read shows what the page holds (the device's copy, docs/offline.md).
 */
export const unreachable = (error: unknown): boolean =>
  error != null && (!(error instanceof ApiError) || error.status === 0);
