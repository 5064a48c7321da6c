import { REMOTE_NAMES, routesOf, type AppRoute, type AreaDeclaration } from 'shared-kit/domain';

/**
 * The route table the page is sent (DESIGN §2): every route the registered builds declare, owned by its remote, in
 * REMOTE_NAMES order and then each build's own order. The shell adds its own routes (SHELL_ROUTES) itself.
 */
export function composeRoutes(areas: readonly AreaDeclaration[]): AppRoute[] {
  return REMOTE_NAMES.flatMap((name) => areas.filter((area) => area.name === name).flatMap(routesOf));
}
