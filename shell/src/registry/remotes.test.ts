import { createRemoteLoader, type FederationRuntime } from './remotes';

jest.mock('./federation', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const lifecycles = {
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
};

function fakeRuntime(loaded: unknown = lifecycles) {
  const runtime = {
    registerRemotes: jest.fn<void, Parameters<FederationRuntime['registerRemotes']>>(),
    loadRemote: jest.fn(async () => loaded),
  };
  return runtime as typeof runtime & FederationRuntime;
}

describe('remote loading through the Module Federation runtime', () => {
  const entries = [
    {
      name: 'mf-foreman' as const,
      entry: '/remotes/mf-foreman/mf-manifest.json',
      remoteEntry: '/remotes/mf-foreman/remoteEntry.js',
    },
    {
      name: 'mf-admin-reports' as const,
      entry: 'https://cdn.example/admin/mf-manifest.json',
      remoteEntry: 'https://static.example/admin/remoteEntry.js',
    },
  ];

  it('registers the registry entries under their federation names by the remoteEntry.js the bff read from each manifest', () => {
    const runtime = fakeRuntime();
    createRemoteLoader(entries, runtime);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_foreman', entry: '/remotes/mf-foreman/remoteEntry.js' },
      { name: 'mf_admin_reports', entry: 'https://static.example/admin/remoteEntry.js' },
    ]);
  });

  it('registers no entry whose remoteEntry.js the bff could not read, and shows that area as unavailable', async () => {
    const runtime = fakeRuntime();
    const unread = { name: 'mf-payroll' as const, entry: 'https://cdn.example/payroll/mf-manifest.json' };
    const loader = createRemoteLoader([...entries, unread], runtime);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes.mock.calls[0]?.[0].map((remote) => remote.name)).toEqual([
      'mf_foreman',
      'mf_admin_reports',
    ]);
    await expect(loader.loadArea('mf-payroll')).rejects.toThrow(
      "mf-payroll's build has no remoteEntry.js in the remote registry",
    );
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it("loads an area's lifecycles from '<federation name>/app'", async () => {
    const runtime = fakeRuntime({ default: lifecycles });
    await expect(createRemoteLoader(entries, runtime).loadArea('mf-foreman')).resolves.toBe(lifecycles);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_foreman/app');
  });

  it('fails clearly for a remote missing from the registry or without lifecycles', async () => {
    await expect(createRemoteLoader(entries, fakeRuntime()).loadArea('mf-payroll')).rejects.toThrow(
      'mf-payroll is not in the remote registry',
    );
    await expect(createRemoteLoader(entries, fakeRuntime(null)).loadArea('mf-foreman')).rejects.toThrow(
      'does not export single-spa lifecycles',
    );
  });

  it('gives up on a remote that never answers, so the area shows as unavailable', async () => {
    const runtime = fakeRuntime();
    runtime.loadRemote.mockReturnValueOnce(new Promise(() => undefined));
    const loader = createRemoteLoader(entries, runtime, async () => [], 20);
    await expect(loader.loadArea('mf-foreman')).rejects.toThrow('mf_foreman/app did not load within 0.02 s');
  });

  it('re-registers with force on retry, using the entry the registry gives now', async () => {
    const runtime = fakeRuntime();
    const loader = createRemoteLoader(entries, runtime, async () => [
      {
        name: 'mf-foreman',
        entry: 'https://cdn.example/foreman-v2/mf-manifest.json',
        remoteEntry: 'https://cdn.example/foreman-v2/remoteEntry.js',
      },
    ]);
    await loader.reloadArea('mf-foreman');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_foreman', entry: 'https://cdn.example/foreman-v2/remoteEntry.js' }],
      { force: true },
    );
  });

  it('re-registers the known entry when the registry is unreachable', async () => {
    const runtime = fakeRuntime();
    const loader = createRemoteLoader(entries, runtime, async () => {
      throw new Error('offline');
    });
    await loader.reloadArea('mf-admin-reports');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_admin_reports', entry: 'https://static.example/admin/remoteEntry.js' }],
      { force: true },
    );
  });

  it('hands a preloaded area to the next loadArea instead of loading it twice', async () => {
    const runtime = fakeRuntime();
    const loader = createRemoteLoader(entries, runtime);
    loader.preloadArea('mf-foreman');
    loader.preloadArea('mf-foreman');
    await expect(loader.loadArea('mf-foreman')).resolves.toBe(lifecycles);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    // Taken over once: a later load (a retry after an unmount) asks the runtime again.
    await loader.loadArea('mf-foreman');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed preload, so loadArea tries again', async () => {
    const runtime = fakeRuntime();
    runtime.loadRemote.mockRejectedValueOnce(new Error('remoteEntry.js is unreachable'));
    const loader = createRemoteLoader(entries, runtime);
    loader.preloadArea('mf-foreman');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loader.loadArea('mf-foreman')).resolves.toBe(lifecycles);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('preloads nothing for a remote missing from the registry', () => {
    const runtime = fakeRuntime();
    createRemoteLoader(entries, runtime).preloadArea('mf-payroll');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});
