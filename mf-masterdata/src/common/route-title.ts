import { pageTitles, useLocation } from 'shared-kit';
import { AREA } from '../area';

const titleOf = pageTitles(AREA);

/** The title mf-masterdata declares for the opened page (src/area.ts): its heading says what the header says. */
export const useRouteTitle = (): string => titleOf(useLocation().pathname);
