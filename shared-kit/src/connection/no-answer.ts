// From the host contract, as the root entry re-exports it: the api client that throws is the host's, so this must test
// against the host's ApiError, whichever copy of this library a remote runs.
import { ApiError } from 'shared-kit/host';

/**
 * No answer from the api at all — no connection, a tablet that believes it is connected but has no signal, or
 * something in the way that is not the api (an UnexpectedAnswerError: a captive portal's page) — not a refusal. A
 * foreman's write then waits in the offline queue, a read shows what the device keeps (docs/offline.md), and the
 * shell starts keeping the reads at once (shell/src/offline/kept-reads-later.ts).
 */
export const noAnswer = (error: unknown): boolean =>
  error != null && (!(error instanceof ApiError) || error.status === 0);
