import type { Permission } from './permissions.ts';
import { hasPermission } from './permission-check.ts';
import type { SignedInUser } from './user.ts';

/** Who renders a route: the shell itself or one of the independently deployed remotes (DESIGN §2). */
export const REMOTE_NAMES = [
  'mf-foreman',
  'mf-approver',
  'mf-payroll',
  'mf-masterdata',
  'mf-admin-reports',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RouteOwner = RemoteName | 'shell';

/**
 * A declared text in the portal's other languages, by language code: `{ es: 'Partes diarios' }`. English is the text
 * itself; a language left out shows the English (docs/i18n.md).
 */
export type Translations = Readonly<Partial<Record<string, string>>>;

/** `english` in `language`, from its translations; English where there is none. */
export const inLanguage = (
  english: string,
  translations: Translations | undefined,
  language: string,
): string => translations?.[language] ?? english;

/** The side navigation entry a route puts in the shell's navigation: its label, and where it goes among the others. */
export interface RouteNav {
  label: string;
  /** The label in other languages. */
  labels?: Translations;
  /** Entries show in ascending order; the seeds' ten entries use 10, 20 … 100, so a new one fits between two. */
  order: number;
}

/**
 * One route as a remote declares it in its own `src/area.ts` (DESIGN §2); its build emits the declarations in
 * mf-area.json and the bff checks them against the remote's prefixes before it serves them.
 */
export interface AreaRoute {
  /** Path pattern; `:name` segments are parameters. */
  path: string;
  /** Permission the guard requires (a name of the shared permission table); null = any signed-in user. */
  permission: Permission | null;
  /** Page title shown in the header (U-24). */
  title: string;
  /** The title in other languages. */
  titles?: Translations;
  /** Print views render without header or navigation and open in a new tab. */
  print?: boolean;
  /** The route's own side navigation entry, shown to users with its permission. */
  nav?: RouteNav;
  /** The navigation entry the page belongs to, where its path lies under another entry's ('/foreman'). */
  navSection?: string;
}

/** A remote's declaration of itself: its name and its routes (each remote's `src/area.ts`). */
export interface AreaDeclaration {
  name: RemoteName;
  routes: readonly AreaRoute[];
}

/** A route of the composed table: a declared route with its owner, or one of the shell's own. */
export interface AppRoute extends AreaRoute {
  owner: RouteOwner;
  /** Public routes need no sign-in. */
  public?: boolean;
}

/** The routes the shell owns and renders itself (DESIGN §2); everything else comes from the remotes' declarations. */
export const SHELL_ROUTES: readonly AppRoute[] = [
  { path: '/login', owner: 'shell', permission: null, title: 'Sign In', public: true },
  { path: '/auth-callback', owner: 'shell', permission: null, title: 'Sign In', public: true },
  { path: '/', owner: 'shell', permission: null, title: 'Crewtime' },
  { path: '/under-construction', owner: 'shell', permission: null, title: 'Under Construction' },
];

/** A remote's declared routes as rows of the composed table. */
export const routesOf = (area: AreaDeclaration): AppRoute[] =>
  area.routes.map((route) => ({ ...route, owner: area.name }));

export interface NavEntry {
  path: string;
  label: string;
  /** The label in other languages, when the route declares them. */
  labels?: Translations;
  permission: Permission;
}

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
}

/** Lexicographic comparison: the first differing segment decides (static 2 beats parameter 1). */
const compareScores = (left: number[], right: number[]): number => {
  for (const [index, value] of left.entries()) {
    const other = right[index] ?? 0;
    if (value !== other) return value - other;
  }
  return 0;
};

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** decodeURIComponent, or null for text that does not decode (a link cut short: '%E0%A4%A'). */
export const tryDecodeURIComponent = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/** How well `routeSegments` match `pathSegments`, segment by segment (static 2, parameter 1), or null. */
function scoreOf(
  routeSegments: readonly string[],
  pathSegments: readonly string[],
): RouteMatch['params'] | null {
  const params: Record<string, string> = {};
  for (const [index, routeSegment] of routeSegments.entries()) {
    const pathSegment = pathSegments[index] ?? '';
    if (routeSegment.startsWith(':')) {
      const value = tryDecodeURIComponent(pathSegment);
      // A segment that does not decode (a link cut short: '%E0%A4%A') is no id: the path matches no route.
      if (value === null) return null;
      params[routeSegment.slice(1)] = value;
    } else if (routeSegment !== pathSegment) {
      return null;
    }
  }
  return params;
}

export const ACCESS_DENIED_TEXT = "Access Denied: You don't have permission to view this page.";

export type GuardDecision =
  | { kind: 'public'; match: RouteMatch }
  | { kind: 'sign-in'; savePath: string }
  | { kind: 'loading-user' }
  | { kind: 'denied'; match: RouteMatch }
  | { kind: 'not-found' }
  | { kind: 'allow'; match: RouteMatch };

export interface GuardSession {
  isAuthenticated: boolean;
  /** null while GET /user is still loading. */
  user: SignedInUser | null;
}

/** A route table and what is decided from it: matches, guard decisions, the side navigation. */
export interface RouteTable {
  readonly routes: readonly AppRoute[];
  /** The most specific route for a path: a static segment beats a parameter, so '/approver/projects/new' is no id. */
  match(pathname: string): RouteMatch | null;
  /**
   * The guard's decision before any remote mounts (DESIGN §2): public routes pass; unauthenticated → save the path
   * and sign in; unknown → not-found; missing permission → access denied.
   */
  decide(location: { pathname: string; search?: string }, session: GuardSession): GuardDecision;
  /** Every navigation entry of the table, in order. */
  readonly navEntries: readonly NavEntry[];
  /** The navigation entries `user` may follow, in order; none for no user. */
  navEntriesFor(user: SignedInUser | null | undefined): NavEntry[];
}

/** Makes the table of `routes`: the shell's of the composed routes (with SHELL_ROUTES), a remote's of its own. */
export function createRouteTable(routes: readonly AppRoute[]): RouteTable {
  // Each path split once: match runs on every navigation, for every area and the side nav.
  const split = routes.map((route) => ({ route, segments: segmentsOf(route.path) }));
  const match = (pathname: string): RouteMatch | null => {
    const pathSegments = segmentsOf(pathname);
    let best: { match: RouteMatch; score: number[] } | null = null;
    for (const { route, segments } of split) {
      if (segments.length !== pathSegments.length) continue;
      const params = scoreOf(segments, pathSegments);
      if (!params) continue;
      const score = segments.map((segment) => (segment.startsWith(':') ? 1 : 2));
      if (!best || compareScores(score, best.score) > 0) best = { match: { route, params }, score };
    }
    return best?.match ?? null;
  };
  const navEntries: NavEntry[] = routes
    .flatMap((route) =>
      route.nav && route.permission
        ? [
            {
              entry: {
                path: route.path,
                label: route.nav.label,
                ...(route.nav.labels ? { labels: route.nav.labels } : {}),
                permission: route.permission,
              },
              order: route.nav.order,
            },
          ]
        : [],
    )
    .sort((left, right) => left.order - right.order)
    .map(({ entry }) => entry);
  return {
    routes,
    match,
    decide: (location, session) => {
      const found = match(location.pathname);
      if (found?.route.public) return { kind: 'public', match: found };
      if (!session.isAuthenticated)
        return { kind: 'sign-in', savePath: `${location.pathname}${location.search ?? ''}` };
      if (!found) return { kind: 'not-found' };
      if (!session.user) return { kind: 'loading-user' };
      if (found.route.permission && !hasPermission(session.user, found.route.permission))
        return { kind: 'denied', match: found };
      return { kind: 'allow', match: found };
    },
    navEntries,
    navEntriesFor: (user) => navEntries.filter((entry) => hasPermission(user, entry.permission)),
  };
}

/**
 * The page titles a remote declares, by path, in `language` (English by default): for its own headings, which must
 * say what the shell's header says.
 */
export function pageTitles(area: AreaDeclaration): (pathname: string, language?: string) => string {
  const table = createRouteTable(routesOf(area));
  return (pathname, language = 'en') => {
    const route = table.match(pathname)?.route;
    return route ? inLanguage(route.title, route.titles, language) : '';
  };
}

/** Fills a route pattern: buildPath('/payroll/:payrollPeriodId/nopayroster', { payrollPeriodId: 4 }). */
export const buildPath = (pattern: string, params: Record<string, string | number>): string =>
  pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
