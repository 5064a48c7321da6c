import { screen, within } from '@testing-library/react';
import { ROUTES, PERMISSIONS } from 'shared-kit';
import { makeUser, renderWithProviders } from 'shared-kit/testing';
import { AreaRoutes } from './routes';

const admin = makeUser([...PERMISSIONS]);
const NOTICE = 'The screens of the Approver area arrive in later releases of Crewtime.';

/** Screens of the area without parameters: each a link (accessible name = title and path). */
const LINKED: ReadonlyArray<[name: string, href: string]> = [
  ['Approver Dashboard /approver', '/approver'],
  ['Approver Dashboard /approver/queue', '/approver/queue'],
];
/** Routes with parameters (and print views) are listed as their pattern text, never as links. */
const AS_TEXT: readonly string[] = [];

const ownRoutes = ROUTES.filter((route) => route.owner === 'mf-approver');
/** A concrete URL of a route pattern: every parameter becomes 7. */
const sampleUrl = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '7');

describe('mf-approver area', () => {
  it('renders "Approver Dashboard" with the later-releases notice and the build version on /approver', async () => {
    renderWithProviders(<AreaRoutes />, { route: '/approver', user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Approver Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByText('Build 0.0.0-test')).toBeInTheDocument();
  });

  it('links every screen of the area that has no parameters, and only those', async () => {
    renderWithProviders(<AreaRoutes />, { route: '/approver', user: admin });
    const list = within(await screen.findByRole('list'));
    expect(list.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      LINKED,
    );
  });

  it('lists every route of the area, those with parameters as pattern text', async () => {
    renderWithProviders(<AreaRoutes />, { route: '/approver', user: admin });
    const list = within(await screen.findByRole('list'));
    expect(list.getAllByRole('listitem')).toHaveLength(ownRoutes.length);
    for (const pattern of AS_TEXT) {
      const item = list.getByText(pattern).closest('li');
      expect(item).not.toBeNull();
      expect(within(item as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    }
  });

  it.each(ownRoutes.map((route) => [route.title, route.path] as const))(
    'renders the title "%s" for %s',
    async (title, path) => {
      renderWithProviders(<AreaRoutes />, { route: sampleUrl(path), user: admin });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(NOTICE)).toBeInTheDocument();
    },
  );

  it('renders nothing on /approver/projects, which another area owns', async () => {
    const { container } = renderWithProviders(
      <div data-testid="area">
        <AreaRoutes />
      </div>,
      { route: '/approver/projects', user: admin },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('[data-testid="area"]')).toBeEmptyDOMElement();
  });
});
