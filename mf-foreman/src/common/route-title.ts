import { pageTitles, useLanguage } from 'shared-kit';
import { AREA } from '../area';

/** The title mf-foreman declares for a page (src/area.ts): its heading says what the shell's header says. */
export const routeTitle = pageTitles(AREA);

/** routeTitle in the page's language (the titles src/area.ts declares). */
export const useRouteTitle = (pathname: string): string => routeTitle(pathname, useLanguage());
