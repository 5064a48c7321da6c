import { createContext, useContext } from 'react';
import type { Language } from '../domain/language.ts';
import { messagesFor, type Catalogues } from './catalogues.ts';
import { createIntl, type IntlShape, type MessageValues } from './format.ts';
import kitEnglish from './kit/en.json';

/** The page's formatter, given by I18nProvider to what it renders. */
export const IntlContext = createContext<IntlShape | null>(null);

/** English with the kit's catalogue: what a kit component says where no provider is above it (a test, a dev page). */
const englishFallback = createIntl({ locale: 'en', messages: kitEnglish });

/**
 * The page's formatter for a component of the kit: the provider's (I18nProvider: the kit's catalogue merged with the
 * area's or the shell's, in the page's language), else English. Free of the host contract, so the contract's own
 * components (toasts, the area panels) use it too.
 */
export function useKitIntl(): IntlShape {
  return useContext(IntlContext) ?? englishFallback;
}

/**
 * A message by its key in `language`, outside React (a toast from a callback): `formatIn('es', SHELL_CATALOGUES,
 * 'shell.language.saveFailed')`. Never read a catalogue's entry as the text: a production build ships each message as
 * its ICU AST (docs/i18n.md).
 */
export function formatIn(
  language: Language,
  catalogues: Catalogues,
  id: string,
  values?: MessageValues,
): string {
  return createIntl({ locale: language, messages: messagesFor(language, catalogues) }).formatMessage(
    { id },
    values,
  );
}

/** A message of a catalogue by its key, in the page's language: `text('kit.retry')`. */
export function useText(): (id: string, values?: MessageValues) => string {
  const intl = useKitIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** Hours as the seeds write them ('1 Hour', '7.5 Hours'), in the page's language ('7,5 Horas'): an ICU plural. */
export function useFormatHours(): (hours: number) => string {
  const intl = useKitIntl();
  return (hours) => intl.formatMessage({ id: 'kit.hours' }, { hours });
}

/**
 * Where the kit's catalogue keeps the domain's texts that reach the screen as English (`kit.validation.<name of
 * MSG…>` from schemas and 400s, `kit.toast.<name of TIMESHEET_TOAST…>` from notify calls, `kit.answer.…` the form's
 * 409/428 notice and the api's stale-write text).
 */
const KNOWN_TEXT_PREFIXES = ['kit.validation.', 'kit.toast.', 'kit.answer.'];

/**
 * The text of a message that has no arguments: the JSON string (jest, the dev server), or the one literal of its AST
 * (a production build compiles the catalogues, shared-kit/federation/catalogue-loader.cjs).
 */
export function plainTextOf(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  const literal =
    Array.isArray(message) && message.length === 1
      ? (message[0] as { type?: unknown; value?: unknown })
      : null;
  return literal?.type === 0 && typeof literal.value === 'string' ? literal.value : undefined;
}

/**
 * The domain's validation messages by their English text (the zod schemas and the api's 400s carry the seeds'
 * English): built from the kit's English catalogue, whose entries equal the domain's constants (a test holds them).
 */
const VALIDATION_KEYS: ReadonlyMap<string, string> = new Map(
  Object.entries(kitEnglish as Record<string, unknown>)
    .filter(([key]) => KNOWN_TEXT_PREFIXES.some((prefix) => key.startsWith(prefix)))
    .flatMap(([key, message]) => {
      const english = plainTextOf(message);
      return english === undefined ? [] : [[english, key] as const];
    }),
);

/** The key of a validation message's English text, if the kit knows it. */
export const validationKeyOf = (english: string): string | undefined => VALIDATION_KEYS.get(english);

/**
 * Shows a message from a schema, a form or the api in the page's language: a known validation message by its
 * key; any other text (a server message the kit does not know) as it came.
 */
export function useTranslateMessage(): (message: string) => string {
  const intl = useKitIntl();
  const known = (text: string): string | undefined => {
    const key = VALIDATION_KEYS.get(text);
    return key && intl.formatMessage({ id: key });
  };
  return (given) => {
    // A catalogue entry passed as the text is an AST in a production build (docs/i18n.md §1.1): its text, never the
    // array (React cannot render it). Pass formatIn(…) instead; this keeps a toast readable where one was missed.
    const message = typeof given === 'string' ? given : (plainTextOf(given) ?? '');
    // The api names the field before a 400's message: 'timesheetRecords.0.workHours: Must have some work hours'.
    const [, field, text] = /^([\w.]+): (.+)$/s.exec(message) ?? [];
    return known(message) ?? (field && text && known(text) ? `${field}: ${known(text)}` : message);
  };
}
