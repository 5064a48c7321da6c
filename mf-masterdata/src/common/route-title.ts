import { matchRoute, useLocation } from 'shared-kit';

/** The page title of the current path from the route table (U-24), so a screen never spells its own title. */
export const useRouteTitle = (): string => matchRoute(useLocation().pathname)?.route.title ?? '';
