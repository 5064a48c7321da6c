import { waitFor } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import { getAppStatus } from 'single-spa';
import { navigateTo, session, type RemoteName } from 'shared-kit';
import { makeUser, seedRouteTable } from 'shared-kit/testing';
import { createRootConfig } from './root-config';

type Props = { domElement: HTMLElement };

const lifecyclesRendering = (text: string, mountError?: Error): LifeCycles<Props> => ({
  bootstrap: async () => undefined,
  mount: async ({ domElement }) => {
    if (mountError) throw mountError;
    domElement.textContent = text;
  },
  unmount: async ({ domElement }) => {
    domElement.textContent = '';
  },
});

describe('single-spa root config: isolation and retry', () => {
  const loads: Record<string, Array<() => Promise<LifeCycles>>> = {};
  const loadArea = jest.fn(async (name: RemoteName) => {
    const next = loads[name]?.shift();
    if (!next) throw new Error(`no load prepared for ${name}`);
    return next();
  });
  const reloadArea = jest.fn(async () => undefined);
  const host = document.createElement('div');
  const root = createRootConfig({ routeTable: seedRouteTable(), loadArea, reloadArea });
  const state = (name: RemoteName) => root.getSnapshot()[name];

  beforeAll(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.appendChild(host);
    root.attachHost(host);
    session.setTokens({ idToken: 'id', accessToken: 'access' });
    session.setUser(makeUser(['ForemanDashboard_View', 'PayrollDashboard_View']));
    root.start();
  });

  it('gives each remote its own container inside the content area', () => {
    expect([...host.children].map((element) => element.getAttribute('data-area'))).toEqual([
      'mf-foreman',
      'mf-approver',
      'mf-payroll',
      'mf-masterdata',
      'mf-admin-reports',
    ]);
  });

  it('shows a remote whose manifest is unreachable as unavailable, and Retry re-registers and mounts it', async () => {
    loads['mf-foreman'] = [
      () => Promise.reject(new Error('Failed to fetch /remotes/mf-foreman/mf-manifest.json')),
      async () => lifecyclesRendering('Foreman Dashboard here') as LifeCycles,
    ];
    navigateTo('/foreman');
    await waitFor(() => expect(state('mf-foreman').status).toBe('error'));
    expect(String(state('mf-foreman').error)).toContain('mf-manifest.json');
    expect(getAppStatus('mf-foreman')).toBe('LOAD_ERROR');

    await root.retry('mf-foreman');
    expect(reloadArea).toHaveBeenCalledWith('mf-foreman');
    await waitFor(() => expect(state('mf-foreman').status).toBe('mounted'));
    expect(host.querySelector('[data-area="mf-foreman"]')).toHaveTextContent('Foreman Dashboard here');
  });

  it('isolates a remote that throws while mounting; the other areas keep working', async () => {
    loads['mf-payroll'] = [
      async () => lifecyclesRendering('never', new Error('mount exploded')) as LifeCycles,
      async () => lifecyclesRendering('Payroll Dashboard here') as LifeCycles,
    ];
    navigateTo('/payroll');
    await waitFor(() => expect(state('mf-payroll').status).toBe('error'));
    expect(getAppStatus('mf-payroll')).toBe('SKIP_BECAUSE_BROKEN');

    navigateTo('/foreman');
    await waitFor(() =>
      expect(host.querySelector('[data-area="mf-foreman"]')).toHaveTextContent('Foreman Dashboard here'),
    );

    navigateTo('/payroll');
    await root.retry('mf-payroll');
    await waitFor(() => expect(state('mf-payroll').status).toBe('mounted'));
    expect(host.querySelector('[data-area="mf-payroll"]')).toHaveTextContent('Payroll Dashboard here');
    expect(host.querySelector('[data-area="mf-foreman"]')).toBeEmptyDOMElement();
  });

  it('never loads a remote the guard denies', async () => {
    navigateTo('/approver');
    await waitFor(() => expect(host.querySelector('[data-area="mf-payroll"]')).toBeEmptyDOMElement());
    expect(loadArea).not.toHaveBeenCalledWith('mf-approver');
    expect(getAppStatus('mf-approver')).toBe('NOT_LOADED');
  });

  it('unmounts the active remote when the user signs out', async () => {
    loads['mf-foreman'] = [];
    navigateTo('/foreman');
    await waitFor(() => expect(state('mf-foreman').status).toBe('mounted'));
    session.signOut();
    await waitFor(() => expect(getAppStatus('mf-foreman')).toBe('NOT_MOUNTED'));
    expect(host.querySelector('[data-area="mf-foreman"]')).toBeEmptyDOMElement();
  });
});
