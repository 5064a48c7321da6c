import type { ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import { PERMISSIONS, ROUTES, type RemoteName } from '../domain/index.ts';
import { makeUser, renderWithProviders } from './helpers.tsx';

/** Values for route parameters that must be more than a number, e.g. `{ date: '2026-03-04' }`. */
export type SampleParams = Readonly<Record<string, string>>;

/** A concrete URL of a route pattern: each parameter takes its value from `params`, or 7. */
export const sampleUrl = (pattern: string, params: SampleParams = {}): string =>
  pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? '7');

/** The routes the route table gives `area`, as `it.each` rows: [title, a URL of the route]. */
export const areaRouteCases = (
  area: RemoteName,
  params: SampleParams = {},
): Array<[title: string, url: string]> =>
  ROUTES.filter((route) => route.owner === area).map((route) => [route.title, sampleUrl(route.path, params)]);

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
export async function expectNothingOutsideArea(AreaRoutes: ComponentType, area: RemoteName): Promise<void> {
  const foreignUrls = [
    ...ROUTES.filter((route) => route.owner !== area).map((route) => sampleUrl(route.path)),
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
