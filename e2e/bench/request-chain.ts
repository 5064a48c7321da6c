import type { CDPSession } from '@playwright/test';

/**
 * How many requests stand one after another before a page's code has arrived (issue 13: "sequential round trips from
 * HTML to the first area render ≤ 4"): each request is linked to the responses it could not be sent without, as
 * Chrome's network domain records them (the document for what the parser or a preload hint asks for; every script on
 * the (async) stack for what a script asks for), and the longest such chain among the page's code is the figure.
 */
export interface SentRequest {
  url: string;
  /** The urls of the responses that had to arrive before this request was sent; none for the document itself. */
  after: string[];
}

interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
}
interface StackTrace {
  callFrames: Array<{ url: string }>;
  parent?: StackTrace;
}

/** Every script url on a (possibly async) stack: the code that asked, and the code that called it. */
const scriptsOn = (stack: StackTrace | undefined): string[] => {
  const urls = new Set<string>();
  for (let at = stack; at; at = at.parent)
    for (const frame of at.callFrames) if (frame.url) urls.add(frame.url);
  return [...urls];
};

/** Records every request the page sends from now on, with what started it. */
export async function recordRequests(cdp: CDPSession): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    const initiator = event.initiator as Initiator;
    const scripts = scriptsOn(initiator.stack);
    const after =
      event.type === 'Document'
        ? []
        : scripts.length
          ? scripts
          : [initiator.url ?? event.documentURL].filter((url): url is string => Boolean(url));
    sent.push({ url: event.request.url, after });
  });
  return sent;
}

/** The longest chain of requests that ends in one `counted` accepts, first request first. */
export function longestChain(sent: readonly SentRequest[], counted: (url: string) => boolean): string[] {
  const firstByUrl = new Map<string, SentRequest>();
  for (const request of sent) if (!firstByUrl.has(request.url)) firstByUrl.set(request.url, request);
  const chainTo = (request: SentRequest, seen: Set<string>): string[] => {
    const before = request.after
      .map((url) => firstByUrl.get(url))
      .filter((parent): parent is SentRequest => parent !== undefined && !seen.has(parent.url))
      .map((parent) => chainTo(parent, new Set(seen).add(request.url)))
      .reduce<string[]>((longest, chain) => (chain.length > longest.length ? chain : longest), []);
    return [...before, request.url];
  };
  return [...firstByUrl.values()]
    .filter((request) => counted(request.url))
    .map((request) => chainTo(request, new Set()))
    .reduce<string[]>((longest, chain) => (chain.length > longest.length ? chain : longest), []);
}

/**
 * The same figure measured instead of read from initiators (which cannot see a response a script awaited): the page
 * is loaded with the HTTP cache off at two added latencies, and the time until its last piece of code has arrived
 * grows by one added latency per request that had to wait for another, or for a free connection. `load` opens the
 * page and waits until it has rendered; `codeArrivedMs` reads when its last piece of code arrived.
 */
export async function requestsInSeriesByLatency(
  cdp: CDPSession,
  load: () => Promise<unknown>,
  codeArrivedMs: () => Promise<number>,
): Promise<number> {
  const LOW_MS = 0;
  const HIGH_MS = 400;
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const arrivedAt = async (latency: number): Promise<number> => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // The quicker of two loads: a slow moment of the machine is not a round trip.
    const times: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      await load();
      times.push(await codeArrivedMs());
    }
    return Math.min(...times);
  };
  try {
    const low = await arrivedAt(LOW_MS);
    const high = await arrivedAt(HIGH_MS);
    return (high - low) / (HIGH_MS - LOW_MS);
  } finally {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  }
}
