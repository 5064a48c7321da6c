import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLanguage } from 'shared-kit/host';
import { messagesFor, type Catalogues } from './catalogues.ts';

/**
 * Renders `children` in the page's language (the host's store, `useLanguage`): the kit's catalogue merged with the
 * package's own. The shell wraps its chrome in one, and every area its React root (areas ship alone, with their
 * catalogues). Numbers format through Intl in that language (es: 7,5); dates keep the seeds' numeric formats.
 */
export function I18nProvider({ catalogues, children }: { catalogues: Catalogues; children: ReactNode }) {
  const language = useLanguage();
  const messages = useMemo(() => messagesFor(language, catalogues), [language, catalogues]);
  return (
    <IntlProvider locale={language} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}
