/** A page that never reports its first paint (a browser that offers paint timing but leaves it out) still shows. */
const LONGEST_WAIT_MS = 2_000;

/**
 * Settles once the browser reports the page's first contentful paint: at once where paint timing is not offered,
 * and after LONGEST_WAIT_MS at the latest.
 */
export function firstContentfulPaint(): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
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
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = window.setTimeout(done, LONGEST_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}
