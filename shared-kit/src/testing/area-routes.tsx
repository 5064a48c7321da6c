import type { ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import {
  PERMISSIONS,
  SHELL_ROUTES,
  createRouteTable,
  routesOf,
  type AreaDeclaration,
} from '../domain/index.ts';
import { makeUser, renderWithProviders } from './helpers.tsx';
import { SEED_NAV_ENTRIES, SEED_ROUTES } from './seed-routes.ts';

/** Values for route parameters that must be more than a number, e.g. `{ date: '2026-03-04' }`. */
export type SampleParams = Readonly<Record<string, string>>;

/** A concrete URL of a route pattern: each parameter takes its value from `params`, or 7. */
export const sampleUrl = (pattern: string, params: SampleParams = {}): string =>
  pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? '7');

/** The routes `area` declares, as `it.each` rows: [title, a URL of the route]. */
export const areaRouteCases = (
  area: AreaDeclaration,
  params: SampleParams = {},
): Array<[title: string, url: string]> =>
  area.routes.map((route) => [route.title, sampleUrl(route.path, params)]);

/**
 * `area` declares every route the seeds give it as the seeds have it — path, permission, title, print flag and
 * section — and their navigation entries with their labels, permissions and places in the seeds' order (SEED_ROUTES).
 * Pages beyond the seeds are the team's to add: they pass, as long as they take no seed entry's place.
 */
export function expectSeedRoutes(area: AreaDeclaration): void {
  // The seeds are English: a route's titles and labels in other languages are the area's own (docs/i18n.md).
  const declared = new Map(
    routesOf(area).map(({ nav: _nav, titles: _titles, ...route }) => [route.path, route]),
  );
  const seeded = SEED_ROUTES.filter((route) => route.owner === area.name);
  expect(seeded.map((route) => declared.get(route.path))).toEqual(seeded);
  const seedPaths = new Set(seeded.map((route) => route.path));
  const entries = createRouteTable(routesOf(area))
    .navEntries.filter((entry) => seedPaths.has(entry.path))
    .map(({ labels: _labels, ...entry }) => entry);
  expect(entries).toEqual(SEED_NAV_ENTRIES.filter((entry) => seedPaths.has(entry.path)));
  // The entries keep the seeds' order among all ten, not only among this area's.
  const seedOrder = SEED_NAV_ENTRIES.map((entry) => entry.path);
  for (const route of area.routes)
    if (route.nav && seedPaths.has(route.path))
      expect(route.nav.order).toBe((seedOrder.indexOf(route.path) + 1) * 10);
}

const everyPermission = makeUser([...PERMISSIONS]);

/**
 * Renders a remote's routes at `url` for a user with every permission and waits for the level-1 heading `title`:
 * the route's screen, or the area overview until the screen is built. Mock what the screen requests with mockApi.
 */
export async function expectRouteShowsTitle(
  AreaRoutes: ComponentType,
  url: string,
  title: string,
): Promise<void> {
  renderWithProviders(<AreaRoutes />, { route: url, user: everyPermission });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
}

/**
 * Renders a remote's routes at every route of the other areas and of the shell, and at an unknown path: the remote
 * renders nothing there (another area or the shell owns the page, and the shell owns not-found).
 */
export async function expectNothingOutsideArea(
  AreaRoutes: ComponentType,
  area: AreaDeclaration,
): Promise<void> {
  const foreignUrls = [
    ...[...SHELL_ROUTES, ...SEED_ROUTES]
      .filter((route) => route.owner !== area.name)
      .map((route) => sampleUrl(route.path)),
    '/no-such-page',
  ];
  const rendered: string[] = [];
  for (const url of foreignUrls) {
    const view = renderWithProviders(
      <div data-testid="area">
        <AreaRoutes />
      </div>,
      { route: url, user: everyPermission },
    );
    // Let a lazy screen that matched by mistake settle, so it shows up below.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    if (screen.getByTestId('area').innerHTML !== '') rendered.push(url);
    view.unmount();
  }
  expect(rendered).toEqual([]);
}
