import { waitFor } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import { navigateTo, session, type RemoteName } from 'shared-kit';
import { makeUser, seedRouteTable } from 'shared-kit/testing';
import { createRootConfig } from './root-config';

// Chrome counts the largest text the user saw first: the shell's pending heading, replaced by the area's identical
// one before the browser had shown it, went uncounted, and the page's largest paint waited for the area's code.
describe('single-spa root config: an area mounted before the page was first shown', () => {
  it('stays loading behind the pending page until the first paint is reported, then shows', async () => {
    let reportFirstPaint = (): void => undefined;
    const firstPaint = new Promise<void>((resolve) => {
      reportFirstPaint = resolve;
    });
    let mounted = false;
    const lifecycles: LifeCycles<{ domElement: HTMLElement }> = {
      bootstrap: async () => undefined,
      mount: async ({ domElement }) => {
        domElement.textContent = 'Foreman Dashboard';
        mounted = true;
      },
      unmount: async () => undefined,
    };
    const root = createRootConfig({
      routeTable: seedRouteTable(),
      loadArea: async (name: RemoteName) => {
        if (name !== 'mf-foreman') throw new Error(`${name} is not opened here`);
        return lifecycles as LifeCycles;
      },
      reloadArea: async () => undefined,
      firstPaint,
    });
    const changes = jest.fn();
    root.subscribe(changes);
    session.setTokens({ idToken: 'id', accessToken: 'access' });
    session.setUser(makeUser(['ForemanDashboard_View']));
    root.start();
    navigateTo('/foreman');

    await waitFor(() => expect(mounted).toBe(true));
    // single-spa has settled the route: the area has mounted, yet the shell still shows its pending page.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(root.getSnapshot()['mf-foreman'].status).toBe('loading');

    changes.mockClear();
    reportFirstPaint();
    await waitFor(() => expect(root.getSnapshot()['mf-foreman'].status).toBe('mounted'));
    expect(changes).toHaveBeenCalled();
  });
});
