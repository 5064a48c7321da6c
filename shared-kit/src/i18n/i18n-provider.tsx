import {
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { getLanguage, useLanguage } from 'shared-kit/host';
import type { Language } from '../domain/language.ts';
import { cataloguesHere, loadCatalogues, messagesFor, type Catalogues } from './catalogues.ts';
import { createIntl, type IntlShape, type MessageDescriptor, type MessageValues } from './format.ts';
import { IntlContext } from './kit-text.ts';

/**
 * Renders `children` in the page's language (the host's store, `useLanguage`): the kit's catalogue merged with the
 * package's own. The shell wraps its chrome in one, and every area its React root (areas ship alone, with their
 * catalogues). Numbers format through Intl in that language (es: 7,5); dates keep the seeds' numeric formats.
 */
export function I18nProvider({ catalogues, children }: { catalogues: Catalogues; children: ReactNode }) {
  const language = useLanguage();
  const here = cataloguesHere(language, catalogues);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [unreachable, setUnreachable] = useState<Language | null>(null);
  const lastShown = useRef<Language | null>(null);
  // A language whose messages are still on their way (a page that starts in Spanish, a switch): the language shown
  // before, or on a page's first render nothing, rather than a flash of English; English only if they cannot come.
  const shown = here ? language : unreachable === language ? 'en' : lastShown.current;
  useEffect(() => {
    lastShown.current = shown;
  });
  useEffect(() => {
    if (here) return;
    let current = true;
    loadCatalogues(language, catalogues).then(
      () => current && arrived(),
      () => current && setUnreachable(language),
    );
    return () => {
      current = false;
    };
  }, [here, language, catalogues]);
  const intl = useMemo(
    () => shown && createIntl({ locale: shown, messages: messagesFor(shown, catalogues) }),
    [shown, catalogues],
  );
  if (!intl) return null;
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

/** The formatter of the I18nProvider above: `useIntl().formatMessage({ id: 'foreman.timesheets.title' })`. */
export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an I18nProvider above it (withCatalogues gives an area one)');
  return intl;
}

/** A message as text in the page's language: `<FormattedMessage id="kit.retry" />`. */
export function FormattedMessage({
  id,
  defaultMessage,
  values,
}: MessageDescriptor & { values?: MessageValues }) {
  return <>{useIntl().formatMessage({ id, defaultMessage }, values)}</>;
}

/** An area's App as createAreaLifecycles takes it: a component that may say how to preload a path and title it. */
type AreaApp = ComponentType & {
  preload?: (location: { pathname: string; search: string }) => Promise<void>;
  titleOf?: (pathname: string) => string | undefined;
};

/**
 * An area's root in its catalogues: `createAreaLifecycles({ name, App: withCatalogues(AreaRoutes, CATALOGUES) })`.
 * The App's preload and title stay reachable to the lifecycles; its preload also fetches the page's language, beside
 * the screen's code rather than after it.
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
  const preload = async (location: { pathname: string; search: string }) => {
    // Not fetched: the provider tries again and shows what it has; the screen's own code decides the preload.
    await Promise.all([
      App.preload?.(location),
      loadCatalogues(getLanguage(), catalogues).catch(() => undefined),
    ]);
  };
  return Object.assign(AreaInLanguage, { preload, titleOf: App.titleOf });
}
