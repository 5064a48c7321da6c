import { waitFor } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import { navigateTo, session, type RemoteName } from 'shared-kit';
import { makeUser, seedRouteTable } from 'shared-kit/testing';
import { createRootConfig } from './root-config';

// The shell's first render runs in a transition (bootstrap.tsx), so an area can mount before the content area is in
// the page: it renders into its own container, which joins the page when the content area attaches.
describe('single-spa root config: an area mounted before the content area attaches', () => {
  it('renders into its container, which the content area takes in when it attaches', async () => {
    const lifecycles: LifeCycles<{ domElement: HTMLElement }> = {
      bootstrap: async () => undefined,
      mount: async ({ domElement }) => {
        domElement.textContent = 'Foreman Dashboard';
      },
      unmount: async ({ domElement }) => {
        domElement.textContent = '';
      },
    };
    const root = createRootConfig({
      routeTable: seedRouteTable(),
      loadArea: async (name: RemoteName) => {
        if (name !== 'mf-foreman') throw new Error(`${name} is not opened here`);
        return lifecycles as LifeCycles;
      },
      reloadArea: async () => undefined,
    });
    session.setTokens({ idToken: 'id', accessToken: 'access' });
    session.setUser(makeUser(['ForemanDashboard_View']));
    root.start();
    navigateTo('/foreman');
    await waitFor(() => expect(root.getSnapshot()['mf-foreman'].status).toBe('mounted'));
    expect(document.body).not.toHaveTextContent('Foreman Dashboard');

    const host = document.createElement('div');
    document.body.appendChild(host);
    root.attachHost(host);
    expect(host.querySelector('[data-area="mf-foreman"]')).toHaveTextContent('Foreman Dashboard');
  });
});
