import { useSyncExternalStore } from 'react';

export interface ShellLocation {
  pathname: string;
  search: string;
  hash: string;
}

// single-spa fires popstate for pushState/replaceState (and navigateTo does without it); routing-event follows a reroute.
const EVENTS = ['popstate', 'single-spa:routing-event'];

const subscribe = (listener: () => void): (() => void) => {
  for (const name of EVENTS) window.addEventListener(name, listener);
  return () => {
    for (const name of EVENTS) window.removeEventListener(name, listener);
  };
};

const href = (): string => window.location.pathname + window.location.search + window.location.hash;

/** The browser location as the shell sees it (the shell has no router of its own; remotes do). */
export function useShellLocation(): ShellLocation {
  const current = useSyncExternalStore(subscribe, href, href);
  const url = new URL(current, 'http://shell.local');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
