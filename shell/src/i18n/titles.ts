import { inLanguage, type GuardDecision } from 'shared-kit';
import type { IntlShape } from 'shared-kit/i18n';

/** The shell's own pages' titles: English in SHELL_ROUTES (shared-kit), other languages in the shell's catalogue. */
const SHELL_TITLE_KEYS: Readonly<Record<string, string>> = {
  '/login': 'shell.title.signIn',
  '/auth-callback': 'shell.title.signIn',
  '/': 'shell.title.home',
  '/under-construction': 'shell.title.underConstruction',
};

/**
 * Header title (U-24) in the page's language: an area's route by the translations it declares (English without
 * one), the shell's pages, not-found and access denied by the shell's catalogue.
 */
export function pageTitleOf(decision: GuardDecision, intl: IntlShape): string {
  switch (decision.kind) {
    case 'not-found':
      return intl.formatMessage({ id: 'shell.title.notFound' });
    case 'denied':
      return intl.formatMessage({ id: 'shell.title.accessDenied' });
    case 'allow':
    case 'public': {
      const { route } = decision.match;
      const key = route.owner === 'shell' ? SHELL_TITLE_KEYS[route.path] : undefined;
      return key ? intl.formatMessage({ id: key }) : inLanguage(route.title, route.titles, intl.locale);
    }
    default:
      return intl.formatMessage({ id: 'shell.title.home' });
  }
}
