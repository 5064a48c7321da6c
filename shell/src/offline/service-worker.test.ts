import type { AppRoute, AuthSession } from 'shared-kit';
import { makeUser } from 'shared-kit/testing';
import { KEEP_AREAS } from '../service-worker/rules';
import { areasToKeep, SERVICE_WORKER_URL, startServiceWorker } from './service-worker';

const routes: AppRoute[] = [
  { path: '/foreman', owner: 'mf-foreman', permission: 'ForemanDashboard_View', title: 'Foreman Dashboard' },
  { path: '/payroll', owner: 'mf-payroll', permission: 'PayrollDashboard_View', title: 'Payroll Dashboard' },
  { path: '/reports', owner: 'mf-admin-reports', permission: 'Report_View', title: 'Reports' },
];
const registry = [
  {
    name: 'mf-foreman' as const,
    entry: '/remotes/mf-foreman/mf-manifest.json',
    remoteEntry: '/remotes/mf-foreman/remoteEntry.js',
  },
  {
    name: 'mf-payroll' as const,
    entry: '/remotes/mf-payroll/mf-manifest.json',
    remoteEntry: '/remotes/mf-payroll/remoteEntry.js',
  },
  {
    name: 'mf-admin-reports' as const,
    entry: 'https://cdn.example/reports/4.0.0/mf-manifest.json',
    remoteEntry: 'https://static.example/reports/4.0.0/remoteEntry.js',
  },
];
const foreman = makeUser(['ForemanDashboard_View', 'Report_View'], { employeeId: 12 });

describe('the areas the worker keeps', () => {
  it('are the areas with a page the user may open, their entries and remoteEntry.js made absolute', () => {
    expect(areasToKeep(registry, { routes }, foreman, 'https://crewtime.example/foreman')).toEqual([
      {
        name: 'mf-foreman',
        entry: 'https://crewtime.example/remotes/mf-foreman/mf-manifest.json',
        remoteEntry: 'https://crewtime.example/remotes/mf-foreman/remoteEntry.js',
      },
      {
        name: 'mf-admin-reports',
        entry: 'https://cdn.example/reports/4.0.0/mf-manifest.json',
        remoteEntry: 'https://static.example/reports/4.0.0/remoteEntry.js',
      },
    ]);
    expect(areasToKeep(registry, { routes }, makeUser([]), 'https://crewtime.example/')).toEqual([]);
  });

  it('leaves out an area whose remoteEntry.js the bff could not read: the page does not run it', () => {
    const unread = registry.map(({ remoteEntry, ...remote }) =>
      remote.name === 'mf-foreman' ? remote : { ...remote, remoteEntry },
    );
    expect(
      areasToKeep(unread, { routes }, foreman, 'https://crewtime.example/').map((area) => area.name),
    ).toEqual(['mf-admin-reports']);
  });
});

describe('starting the worker', () => {
  it('registers /sw.js for the whole portal once the page has loaded, then names the areas once per user', async () => {
    let loaded!: () => void;
    const worker = { postMessage: jest.fn() };
    const container = {
      register: jest.fn(async () => ({})),
      ready: Promise.resolve({ active: worker }),
    } as unknown as ServiceWorkerContainer;
    let state: AuthSession = {
      idToken: 'id',
      accessToken: null,
      isAuthenticated: true,
      user: null,
      userChecked: false,
    };
    const listeners: Array<() => void> = [];
    const session = {
      getState: () => state,
      subscribe: (listener: () => void) => (listeners.push(listener), () => undefined),
    };
    const started = startServiceWorker({
      registry,
      routeTable: { routes },
      session,
      container,
      pageLoaded: new Promise<void>((resolve) => (loaded = resolve)),
    });
    await Promise.resolve();
    expect(container.register).not.toHaveBeenCalled();
    loaded();
    await started;
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(worker.postMessage).not.toHaveBeenCalled(); // the account is still on its way

    state = { ...state, user: foreman, userChecked: true };
    for (const listener of listeners) listener();
    for (const listener of listeners) listener();
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenCalledWith({
      type: KEEP_AREAS,
      areas: [
        {
          name: 'mf-foreman',
          entry: 'http://localhost/remotes/mf-foreman/mf-manifest.json',
          remoteEntry: 'http://localhost/remotes/mf-foreman/remoteEntry.js',
        },
        {
          name: 'mf-admin-reports',
          entry: 'https://cdn.example/reports/4.0.0/mf-manifest.json',
          remoteEntry: 'https://static.example/reports/4.0.0/remoteEntry.js',
        },
      ],
      page: window.location.href,
    });
  });
});
