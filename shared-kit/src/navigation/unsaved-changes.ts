import { useEffect, useRef } from 'react';

/** TS-DETAIL-24, character for character. */
export const UNSAVED_CHANGES = 'You have unsaved changes. Are you sure you want to leave?';

/** Marks a button that leaves the page (the shell's Sign Out): the guard asks on its click as on a link's. */
export const LEAVES_PAGE = 'data-leaves-page';

/** What a screen may do with its guard. */
export interface UnsavedChangesGuard {
  /** Lets the next navigation through without asking (the screen itself leaves, e.g. after a delete). */
  release(): void;
  /** A screen's own way out (a Back button): asks while dirty; true when it may go, and then it is unguarded. */
  confirmLeave(): boolean;
}

/** The part of single-spa's `before-routing-event` detail the guard reads (single-spa ≥ 5.7). */
interface BeforeRoutingDetail {
  oldUrl?: string;
  newUrl?: string;
  originalEvent?: Event & { singleSpa?: boolean; singleSpaTrigger?: string; state?: unknown };
  cancelNavigation?: (cancel?: boolean) => void;
}

/** The browser's Navigation API (Chromium, Safari 26, Firefox 147): where in the session history the page is. */
interface NavigationLike {
  currentEntry: { index: number } | null;
}

const navigationApi = (): NavigationLike | undefined =>
  (window as unknown as { navigation?: NavigationLike }).navigation;

const historyIndex = (): number | undefined => navigationApi()?.currentEntry?.index;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// One set of listeners for the page, however many forms are dirty (this module is the host contract's entry
// 'shared-kit/unsaved-changes', a Module Federation singleton loaded with the forms, off every page's critical
// path): one question per attempt to leave, and a yes lets every dirty form on the page go.
const active = new Set<symbol>();
const released = new Set<symbol>();
// The session-history entry the guarded page is on, to return to it after a refused Back or Forward.
let guardedIndex: number | undefined;

const guarding = (): boolean => [...active].some((guard) => !released.has(guard));

/** Asks UNSAVED_CHANGES; a yes releases every guard, so the navigation that follows is not asked about again. */
function mayLeave(): boolean {
  if (!window.confirm(UNSAVED_CHANGES)) return false;
  for (const guard of active) released.add(guard);
  return true;
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (!guarding()) return;
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = UNSAVED_CHANGES;
}

/**
 * Links, and buttons marked `data-leaves-page` (the shell's Sign Out): asked on the click, before React Router,
 * single-spa or the button's own handler run (capture phase on the document), so a refusal leaves the page exactly
 * as it was. Anchors on the page (the Data Errors box), downloads and new tabs are let through.
 */
function onClick(event: MouseEvent): void {
  if (!guarding() || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.target instanceof Element ? event.target.closest(`a[href], [${LEAVES_PAGE}]`) : null;
  if (!target) return;
  if (!target.hasAttribute(LEAVES_PAGE)) {
    const href = target.getAttribute('href') ?? '';
    const opens = target.getAttribute('target');
    if (href.startsWith('#') || (opens && opens !== '_self') || target.hasAttribute('download')) return;
  }
  if (!mayLeave()) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
}

/** A push made by an area's own React Router (its state carries `key` and `idx`): the screen chose to move. */
const isRouterPush = (original: BeforeRoutingDetail['originalEvent']): boolean =>
  Boolean(original?.singleSpa) &&
  original?.singleSpaTrigger === 'pushState' &&
  isRecord(original.state) &&
  'idx' in original.state &&
  'key' in original.state;

const withoutHash = (url: string): string => url.split('#')[0] ?? url;

/**
 * Everything else goes through single-spa (DESIGN §3): `navigateTo`, the browser's Back and Forward, and any other
 * pushState. single-spa holds back the areas' routers until this event has had its say, so a cancelled navigation
 * never reaches them: the form stays mounted with what was typed.
 * Not asked: a replace (a redirect, the URL catching up with a saved record), a hash change, and an area's own
 * React Router push (its router has already moved; the screen confirms before it navigates in code).
 */
function onBeforeRouting(event: Event): void {
  const detail = (event as CustomEvent<BeforeRoutingDetail | undefined>).detail;
  if (!guarding() || !detail?.cancelNavigation || !detail.oldUrl || !detail.newUrl) return;
  if (withoutHash(detail.oldUrl) === withoutHash(detail.newUrl)) return;
  const original = detail.originalEvent;
  if (original?.singleSpaTrigger === 'replaceState' || isRouterPush(original)) return;
  if (mayLeave()) return;
  detail.cancelNavigation();
  returnToGuardedEntry(detail.oldUrl, detail.newUrl, original);
}

/**
 * single-spa undoes a refused navigation by writing the guarded URL over the entry the browser is on: after a
 * refused navigateTo that is a second entry of the guarded page, after a refused Back the previous page's entry,
 * whose own URL is then lost. Once it has (it does so after this event, in a promise callback), put that entry's
 * URL back and return to the guarded entry, so Back and Forward go where they meant to. A push is one entry on;
 * where a traversal went, only the Navigation API tells (without it, single-spa's own undo stays).
 */
function returnToGuardedEntry(
  guardedUrl: string,
  leftFor: string,
  original: BeforeRoutingDetail['originalEvent'],
) {
  const now = historyIndex();
  const delta =
    original?.singleSpaTrigger === 'pushState'
      ? -1
      : guardedIndex !== undefined && now !== undefined
        ? guardedIndex - now
        : 0;
  if (delta === 0) return;
  setTimeout(() => {
    if (withoutHash(window.location.href) !== withoutHash(guardedUrl)) return;
    // The unpatched replaceState: no popstate, no reroute; single-spa already routes for the guarded URL.
    History.prototype.replaceState.call(window.history, window.history.state, '', leftFor);
    window.history.go(delta);
  }, 0);
}

/** Where the page is in the session history after every settled navigation (see restoreHistory). */
function onRouted(): void {
  guardedIndex = historyIndex();
}

function listen(): void {
  guardedIndex = historyIndex();
  window.addEventListener('beforeunload', onBeforeUnload);
  document.addEventListener('click', onClick, true);
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  window.addEventListener('single-spa:routing-event', onRouted);
}

function stopListening(): void {
  window.removeEventListener('beforeunload', onBeforeUnload);
  document.removeEventListener('click', onClick, true);
  window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
  window.removeEventListener('single-spa:routing-event', onRouted);
}

/**
 * TS-DETAIL-24. While `dirty`, every way of leaving the page asks UNSAVED_CHANGES once, and a refusal keeps the page
 * and what was typed: a link of the area or of the shell (side navigation, header), `navigateTo`, the browser's Back
 * and Forward (through single-spa's before-routing-event), and closing or reloading the tab (the browser's own
 * question). After a yes the navigation goes on and the form is no longer guarded, until it is dirty again.
 */
export function useUnsavedChangesPrompt(dirty: boolean): UnsavedChangesGuard {
  const guard = useRef<symbol>(null);
  useEffect(() => {
    if (!dirty) return;
    const self = Symbol('unsaved changes');
    guard.current = self;
    if (active.size === 0) listen();
    active.add(self);
    return () => {
      active.delete(self);
      released.delete(self);
      if (guard.current === self) guard.current = null;
      if (active.size === 0) stopListening();
    };
  }, [dirty]);
  return {
    release() {
      if (guard.current) released.add(guard.current);
    },
    confirmLeave() {
      const self = guard.current;
      return !self || released.has(self) || mayLeave();
    },
  };
}
