/**
 * Navigation across areas through the history API, so single-spa reroutes and every mounted router follows
 * (DESIGN §3). single-spa patches pushState/replaceState and fires popstate itself; without it (a remote alone in
 * dev, tests) a popstate is fired here so React Router and the shell still hear about it.
 */
export function navigateTo(path: string, options: { replace?: boolean } = {}): void {
  const history = window.history;
  const patched = history.pushState !== History.prototype.pushState;
  if (options.replace) history.replaceState(history.state, '', path);
  else history.pushState(null, '', path);
  if (!patched) window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
}

/** Print views open in a new tab without access to this one (DESIGN §3: noopener). */
export function openPrintView(path: string): void {
  window.open(path, '_blank', 'noopener,noreferrer');
}

/** Click handler for an <a href> that should navigate in-app: keeps new-tab/modifier clicks native. */
export function handleLinkClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
  currentTarget: { getAttribute(name: string): string | null };
}): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.currentTarget.getAttribute('target');
  if (target && target !== '_self') return;
  const href = event.currentTarget.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//')) return;
  event.preventDefault();
  navigateTo(href);
}
