import { SHELL_ROUTES, createRouteTable, type AppRoute, type RouteTable } from 'shared-kit';
import { fetchRouteTable, type BootData } from './config';

/**
 * The shell's route table: its own routes, then the remotes'. The shell's come first so that on a tie they win (the
 * table keeps the first of two equally specific matches): a remote row for '/login' never takes the sign-in page.
 */
export const shellRouteTable = (remoteRoutes: readonly AppRoute[]): RouteTable =>
  createRouteTable([...SHELL_ROUTES, ...remoteRoutes]);

/**
 * The table the shell runs with, made once at start: the remotes' routes sent with the page, else GET /config/routes.
 * Neither answering leaves the shell's own routes only: the remotes' pages then show not-found, while sign-in and the
 * welcome page still work.
 */
export async function loadRouteTable(
  boot: BootData | null,
  fetchRoutes: () => Promise<AppRoute[]> = fetchRouteTable,
): Promise<RouteTable> {
  if (boot?.routes) return shellRouteTable(boot.routes);
  try {
    return shellRouteTable(await fetchRoutes());
  } catch (error) {
    console.error('Could not load /config/routes', error);
    return shellRouteTable([]);
  }
}
