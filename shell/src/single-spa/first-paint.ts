/** A page that never reports its first paint (a browser that offers paint timing but leaves it out) still shows. */
const LONGEST_WAIT_MS = 2_000;

/** How long the opened page's area waits for its pending heading to be shown before it loads anyway. */
const LONGEST_HEADING_WAIT_MS = 1_500;

/**
 * Settles once the browser reports a performance entry of `type` that `seen` looks for (buffered: one reported before
 * the call counts): at once where the browser does not offer that entry type, and after `longestWaitMs` at the latest.
 */
function settleOnEntry(
  type: string,
  seen: (list: PerformanceObserverEntryList) => boolean,
  longestWaitMs: number,
): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes(type)
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (seen(list)) done();
    });
    const timer = window.setTimeout(done, longestWaitMs);
    observer.observe({ type, buffered: true });
  });
}

/**
 * Settles once the browser reports the page's first contentful paint: at once where paint timing is not offered,
 * and after LONGEST_WAIT_MS at the latest.
 */
export function firstContentfulPaint(): Promise<void> {
  return settleOnEntry(
    'paint',
    (list) => list.getEntriesByName('first-contentful-paint').length > 0,
    LONGEST_WAIT_MS,
  );
}

/**
 * Settles once the browser reports an element marked `elementtiming="<identifier>"` as painted (Element Timing: the
 * pending page's heading, PAGE_HEADING_TIMING): at once where Element Timing is not offered, and after
 * LONGEST_HEADING_WAIT_MS at the latest (a user still on the sign-in, a heading the browser does not report).
 */
export function elementShown(identifier: string, longestWaitMs = LONGEST_HEADING_WAIT_MS): Promise<void> {
  return settleOnEntry(
    'element',
    (list) =>
      (list.getEntries() as Array<PerformanceEntry & { identifier?: string }>).some(
        (entry) => entry.identifier === identifier,
      ),
    longestWaitMs,
  );
}
