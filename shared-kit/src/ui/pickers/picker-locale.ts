import { useEffect, useState } from 'react';
import type { DayPickerLocale } from 'react-day-picker';

/**
 * react-day-picker's own locales (date-fns' with the grid's labels), fetched only for a page in that language: an
 * English page never loads one (react-day-picker's default is English). Each is its own chunk, asked for the first
 * time a picker renders in that language, then kept.
 */
const LOADERS: Readonly<Record<string, () => Promise<DayPickerLocale>>> = {
  es: () => import('react-day-picker/locale/es').then((module) => module.es),
};

const loaded = new Map<string, DayPickerLocale>();
const loading = new Map<string, Promise<DayPickerLocale>>();

/** Starts fetching the locale of `language` (nothing for English or a language without one). */
export function loadPickerLocale(language: string): Promise<DayPickerLocale | undefined> {
  const load = LOADERS[language];
  if (!load) return Promise.resolve(undefined);
  const known = loaded.get(language);
  if (known) return Promise.resolve(known);
  let pending = loading.get(language);
  if (!pending) {
    pending = load().then(
      (locale) => {
        loaded.set(language, locale);
        return locale;
      },
      (error: unknown) => {
        // A failed chunk is asked for again on the next render in that language.
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The grid's locale for `language`: `ready` false while it is on its way (the grid waits rather than showing English
 * month names first); English, or a language whose locale could not be fetched, renders react-day-picker's English.
 */
export function usePickerLocale(language: string): { ready: boolean; locale: DayPickerLocale | undefined } {
  const needed = language in LOADERS;
  const [, setArrived] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const locale = loaded.get(language);
  useEffect(() => {
    if (!needed || loaded.has(language)) return;
    let current = true;
    loadPickerLocale(language).then(
      () => current && setArrived((count) => count + 1),
      () => current && setFailed(language),
    );
    return () => {
      current = false;
    };
  }, [language, needed]);
  return { ready: !needed || locale !== undefined || failed === language, locale };
}
