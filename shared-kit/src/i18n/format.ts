import { IntlMessageFormat } from 'intl-messageformat';
import type { Catalogue } from './catalogues.ts';

/** The values a message takes: `{hours}`, `{section}` — text and numbers (numbers format in the page's language). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** What a message is asked for by: its key, and the text to show if no catalogue has it. */
export interface MessageDescriptor {
  readonly id: string;
  readonly defaultMessage?: string;
}

/** The page's formatter of messages: its language, and each message by its key in that language. */
export interface IntlShape {
  readonly locale: string;
  formatMessage(descriptor: MessageDescriptor, values?: MessageValues): string;
}

/**
 * A formatter of `messages` in `locale`, on FormatJS's own formatter (intl-messageformat): ICU plurals, selects and
 * numbers through Intl. A production build's catalogues are ASTs (catalogue-loader.cjs) and its formatter has no
 * parser; jest and the dev server parse the JSON strings. Each message is prepared once, on its first use.
 *
 * A key no catalogue has, or a message that cannot be formatted (a value missing), shows as its `defaultMessage`
 * or its key, and `onError` is told (console.error unless given): a screen keeps working, and a test sees it.
 */
export function createIntl({
  locale,
  messages,
  onError = (error) => console.error(error),
}: {
  locale: string;
  messages: Catalogue;
  onError?: (error: Error) => void;
}): IntlShape {
  const prepared = new Map<string, IntlMessageFormat>();
  return {
    locale,
    formatMessage({ id, defaultMessage }, values) {
      const message = messages[id];
      if (message === undefined) {
        onError(new Error(`[i18n] no message "${id}" in ${locale}`));
        return defaultMessage ?? id;
      }
      try {
        let format = prepared.get(id);
        if (!format) {
          format = new IntlMessageFormat(message, locale);
          prepared.set(id, format);
        }
        return String(format.format(values));
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
        return defaultMessage ?? id;
      }
    },
  };
}
