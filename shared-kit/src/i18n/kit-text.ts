import { useContext } from 'react';
import { createIntl, createIntlCache, IntlContext, type IntlShape } from 'react-intl';
import kitEnglish from './kit/en.json';

/** English with the kit's catalogue: what a kit component says where no provider is above it (a test, a dev page). */
const englishFallback = createIntl({ locale: 'en', messages: kitEnglish }, createIntlCache());

/**
 * The page's formatter for a component of the kit: the provider's (I18nProvider: the kit's catalogue merged with the
 * area's or the shell's, in the page's language), else English. Free of the host contract, so the contract's own
 * components (toasts, the area panels) use it too.
 */
export function useKitIntl(): IntlShape {
  return useContext(IntlContext) ?? englishFallback;
}

/** A message of a catalogue by its key, in the page's language: `text('kit.retry')`. */
export function useText(): (id: string, values?: Record<string, string | number>) => string {
  const intl = useKitIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** Hours as the seeds write them ('1 Hour', '7.5 Hours'), in the page's language ('7,5 Horas'): an ICU plural. */
export function useFormatHours(): (hours: number) => string {
  const intl = useKitIntl();
  return (hours) => intl.formatMessage({ id: 'kit.hours' }, { hours });
}
