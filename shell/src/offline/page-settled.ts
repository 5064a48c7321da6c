/**
 * How long after the page's load event the service worker is registered. On a slow line the screen's rows arrive after
 * `load`; registered at `load`, the worker's own download and its keeping of the areas' files took the line from them,
 * and the first visit's time to content grew by about 0.3 s (docs/offline.md, "Measured").
 */
export const REGISTER_AFTER_LOAD_MS = 5_000;

/**
 * Resolves REGISTER_AFTER_LOAD_MS after the page's load event. The shell's entry waits for it before it even downloads
 * the registration's code (offline/service-worker.ts), so that code is no part of the page's start either
 * (docs/performance.md, "Back under budget").
 */
export const pageSettled = (
  win: Pick<Window, 'addEventListener'> = window,
  doc: Pick<Document, 'readyState'> = document,
): Promise<void> =>
  new Promise<void>((resolve) => {
    if (doc.readyState === 'complete') resolve();
    else win.addEventListener('load', () => resolve(), { once: true });
  }).then(() => new Promise((resolve) => setTimeout(resolve, REGISTER_AFTER_LOAD_MS)));
