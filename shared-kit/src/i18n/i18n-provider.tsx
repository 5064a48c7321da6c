import { useMemo, type ComponentType, type ReactNode } from 'react';
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

/** An area's App as createAreaLifecycles takes it: a component that may say how to preload a path and title it. */
type AreaApp = ComponentType & {
  preload?: (location: { pathname: string; search: string }) => Promise<void>;
  titleOf?: (pathname: string) => string | undefined;
};

/**
 * An area's root in its catalogues: `createAreaLifecycles({ name, App: withCatalogues(AreaRoutes, CATALOGUES) })`.
 * The App's preload and title stay reachable to the lifecycles.
 */
export function withCatalogues(App: AreaApp, catalogues: Catalogues): AreaApp {
  function AreaInLanguage() {
    return (
      <I18nProvider catalogues={catalogues}>
        <App />
      </I18nProvider>
    );
  }
  AreaInLanguage.displayName = `WithCatalogues(${App.displayName ?? App.name})`;
  return Object.assign(AreaInLanguage, { preload: App.preload, titleOf: App.titleOf });
}
