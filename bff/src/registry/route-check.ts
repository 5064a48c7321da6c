import {
  SHELL_ROUTES,
  createRouteTable,
  isPermission,
  routesOf,
  type AppRoute,
  type AreaRoute,
  type RemoteName,
} from 'shared-kit/domain';
import { areaRoutesSchema, hasKnownPermissions } from './area-route-schema.ts';
import { ownerOfPath, ROUTE_PREFIXES } from './ownership.ts';

/** What a repoint declares: the build's name and version from its mf-area.json, and its `routes` as found there. */
export interface DeclaredArea {
  name: RemoteName;
  version: string;
  routes: unknown;
}

export type RouteCheck = { problem: string } | { routes: AreaRoute[] };

/** Two routes with the same shape match the same URLs: parameter names do not tell them apart. */
export const routeShape = (path: string): string =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/');

/** How a message names a route the schema refused: its path when it has one, else its place in the list. */
function routeLabel(raw: unknown, index: number): string {
  const path = Array.isArray(raw) ? (raw[index] as { path?: unknown } | undefined)?.path : undefined;
  return typeof path === 'string' && path !== '' && path.length <= 200 ? path : `number ${index + 1}`;
}

/** The schema's complaints, per route, in the list's order. */
function malformedProblem(
  who: string,
  raw: unknown,
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
) {
  const whole = issues.filter((issue) => typeof issue.path[0] !== 'number');
  if (whole.length > 0)
    return `${who} has malformed routes: ${whole.map((issue) => issue.message).join('; ')}`;
  const byRoute = new Map<number, string[]>();
  for (const issue of issues) {
    const index = issue.path[0] as number;
    byRoute.set(index, [...(byRoute.get(index) ?? []), issue.message]);
  }
  const described = [...byRoute]
    .sort(([left], [right]) => left - right)
    .map(([index, messages]) => `${routeLabel(raw, index)}: ${messages.join(', ')}`);
  return described.length === 1
    ? `${who} declares a malformed route ${described[0]}`
    : `${who} declares malformed routes: ${described.join('; ')}`;
}

/** The navigation entries (their paths) of a composed table. */
const navPaths = (routes: readonly AppRoute[]): Set<string> =>
  new Set(createRouteTable(routes).navEntries.map((entry) => entry.path));

/**
 * Whether the routes a build of `area.name` declares may join the composed table (`registered`: every registered
 * remote's routes as served now), and if not, why, in words for the deployer who repointed it (DESIGN §2). The first
 * problem found is named: malformed, unknown permission, the same route twice, a route the shell or another remote
 * already serves, a path outside the remote's prefixes, then a navigation section no entry answers after the change.
 */
export function checkRoutes(area: DeclaredArea, registered: readonly AppRoute[]): RouteCheck {
  const who = `${area.name} ${area.version}`;
  if (area.routes === undefined || (Array.isArray(area.routes) && area.routes.length === 0)) {
    return {
      problem: `${who} does not declare its routes (no routes in its mf-area.json): declare them in its src/area.ts and build it with shared-kit/federation.`,
    };
  }
  const parsed = areaRoutesSchema.safeParse(area.routes);
  if (!parsed.success) return { problem: malformedProblem(who, area.routes, parsed.error.issues) };
  const declared = parsed.data;

  if (!hasKnownPermissions(declared)) {
    const unknown = declared.find((route) => route.permission !== null && !isPermission(route.permission));
    return {
      problem: `${who} declares ${unknown?.path} with the unknown permission ${unknown?.permission} (not in shared-kit's permission table)`,
    };
  }

  const seen = new Map<string, string>();
  for (const { path } of declared) {
    const twin = seen.get(routeShape(path));
    if (twin !== undefined) {
      return {
        problem:
          twin === path
            ? `${who} declares ${path} twice`
            : `${who} declares ${twin} and ${path}, the same route twice`,
      };
    }
    seen.set(routeShape(path), path);
  }

  for (const { path } of declared) {
    const shell = SHELL_ROUTES.find((route) => routeShape(route.path) === routeShape(path));
    if (shell) return { problem: `${who} declares ${path}, one of the shell's own routes` };
    const taken = registered.find(
      (route) => route.owner !== area.name && routeShape(route.path) === routeShape(path),
    );
    if (taken) {
      const as = taken.path === path ? '' : ` as ${taken.path}`;
      return { problem: `${who} declares ${path}, a route ${taken.owner} already serves${as}` };
    }
  }

  const prefixes = ROUTE_PREFIXES[area.name];
  for (const { path } of declared) {
    const owner = ownerOfPath(path);
    if (owner?.remote !== area.name) {
      // Under one of its own prefixes and still not its own: say whose longer prefix took it.
      const whose =
        owner && prefixes.some((prefix) => path.startsWith(`${prefix}/`))
          ? `; ${owner.prefix} belongs to ${owner.remote}`
          : '';
      return { problem: `${who} declares ${path}, outside its prefixes (${prefixes.join(', ')})${whose}` };
    }
  }

  const others = registered.filter((route) => route.owner !== area.name);
  const after = [...others, ...routesOf({ name: area.name, routes: declared })];
  const entriesAfter = navPaths(after);
  const lost = declared.find(
    (route) => route.navSection !== undefined && !entriesAfter.has(route.navSection),
  );
  if (lost) {
    return {
      problem: `${who} declares ${lost.path} in the navigation section ${lost.navSection}, which is no navigation entry (a navSection names the path of a route with a nav entry)`,
    };
  }
  // Another area's page may sit under one of this area's entries: a build that drops the entry would orphan it.
  const entriesBefore = navPaths(registered);
  const orphaned = others.find(
    (route) =>
      route.navSection !== undefined &&
      entriesBefore.has(route.navSection) &&
      !entriesAfter.has(route.navSection),
  );
  if (orphaned) {
    return {
      problem: `${who} drops the navigation entry ${orphaned.navSection}, the navigation section of ${orphaned.owner}'s ${orphaned.path}`,
    };
  }
  return { routes: declared };
}
