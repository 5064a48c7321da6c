/**
 * The page's first requests, sent before the code that needs their answers has arrived (index.ts), and handed over
 * to the api client when it asks for the same URL with the same token. They live on the page's window, not in a
 * module: the scripts that send them (the shell's entry, an area's first-requests script) are bundled apart from the
 * shared api client that takes them.
 */

/** One request sent early: its answer, or null when it never arrived (the network failed). */
export interface SentRequest {
  bearer: string;
  response: Promise<Response | null>;
  /** Date.now() when it was sent. */
  sentAt: number;
}

/** An answer older than this is not handed over: asked much later (an area loaded after a Retry), ask again. */
export const FIRST_REQUEST_MAX_AGE_MS = 10_000;

const SLOT = '__crewtimeFirstRequests';

type WithSlot = typeof globalThis & { [SLOT]?: Map<string, SentRequest> };

/** The page's requests sent early, by URL ('/api/projects?status=Active'). */
export function sentRequests(): Map<string, SentRequest> {
  const scope = globalThis as WithSlot;
  return (scope[SLOT] ??= new Map());
}

/**
 * The early answer for `url`, once, when it was sent with `bearer` (another account's answer is never taken) in the
 * last FIRST_REQUEST_MAX_AGE_MS; resolves to null when that request did not end in a 2xx answer, so the caller asks
 * again and deals with what the server says. Null at once when there is nothing to take.
 */
export function takeFirstRequest(
  url: string,
  bearer: string,
  now: number = Date.now(),
): Promise<Response | null> | null {
  const requests = sentRequests();
  const sent = requests.get(url);
  if (!sent) return null;
  requests.delete(url);
  if (sent.bearer !== bearer || now - sent.sentAt > FIRST_REQUEST_MAX_AGE_MS) return null;
  return sent.response.then((response) => (response?.ok ? response : null));
}
