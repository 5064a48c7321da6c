import type { GuardSession, RemoteName, RouteTable } from 'shared-kit';

/**
 * single-spa activity of a remote: it owns the path in the route table AND the guard allows it, so a remote never
 * mounts for a signed-out user, while the user is loading, or without the route's permission (DESIGN §2).
 */
export function isAreaActive(
  table: RouteTable,
  name: RemoteName,
  location: { pathname: string; search?: string },
  session: GuardSession,
): boolean {
  if (table.match(location.pathname)?.route.owner !== name) return false;
  return table.decide(location, session).kind === 'allow';
}
