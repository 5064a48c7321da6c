import { matchRoute } from 'shared-kit';

/** The page title of a path from the route table (U-24), so a screen never spells its own title. */
export const routeTitle = (pathname: string): string => matchRoute(pathname)?.route.title ?? '';
