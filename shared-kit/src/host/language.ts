import { useSyncExternalStore } from 'react';
import { localStorageOrNull } from '../auth/storage-keys.ts';
import { isPortalLanguage, type PortalLanguage } from '../i18n/languages.ts';

/** Ours, not the seeds': the last language chosen on this device, read before sign-in. */
export const LANGUAGE_STORAGE_KEY = 'crewtime.language';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The language a page starts in (docs/i18n.md): the last one chosen on this device, else the browser's first
 * preference that is one of ours ('es-MX' → es), else English. The profile's, once the user is known, wins over both.
 */
export function startingLanguage(
  storage: Pick<Storage, 'getItem'> | null,
  preferred: readonly string[],
): PortalLanguage {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    if (isPortalLanguage(stored)) return stored;
  } catch {
    // Storage that cannot be read (private mode): the browser's preference decides.
  }
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isPortalLanguage(primary)) return primary;
  }
  return 'en';
}

export interface LanguageStore {
  getLanguage(): PortalLanguage;
  /** Shows the page in `language` at once and remembers it on this device. */
  setLanguage(language: PortalLanguage): void;
  subscribe(listener: () => void): () => void;
}

/** A language store; `document.documentElement.lang` follows it from creation on (WCAG 3.1.1). */
export function createLanguageStore(
  storage: () => StorageLike | null,
  preferred: readonly string[],
  root: { lang: string } | null,
): LanguageStore {
  let language = startingLanguage(storage(), preferred);
  if (root) root.lang = language;
  const listeners = new Set<() => void>();
  return {
    getLanguage: () => language,
    setLanguage(next) {
      try {
        storage()?.setItem(LANGUAGE_STORAGE_KEY, next);
      } catch {
        // Quota or privacy errors: the page still changes language; the next one starts from the browser's.
      }
      if (next === language) return;
      language = next;
      if (root) root.lang = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/** The page's one language (host contract: shell and every area read the same). */
const pageLanguage = createLanguageStore(
  localStorageOrNull,
  browserLanguages(),
  typeof document === 'undefined' ? null : document.documentElement,
);

export const getLanguage = (): PortalLanguage => pageLanguage.getLanguage();
export const setLanguage = (language: PortalLanguage): void => pageLanguage.setLanguage(language);
export const subscribeLanguage = (listener: () => void): (() => void) => pageLanguage.subscribe(listener);

/** The page's language; renders again when it changes. */
export function useLanguage(): PortalLanguage {
  return useSyncExternalStore(pageLanguage.subscribe, pageLanguage.getLanguage, pageLanguage.getLanguage);
}
