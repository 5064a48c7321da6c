import type { AppRoute } from 'shared-kit/domain';
import { entryOwning, preloadLinksFor, withBootData } from './boot.ts';

const remotes = [
  {
    name: 'mf-foreman' as const,
    entry: '/remotes/mf-foreman/mf-manifest.json',
    version: '1.0.0',
    remoteEntry: '/remotes/mf-foreman/remoteEntry.js',
  },
  {
    name: 'mf-payroll' as const,
    entry: 'https://cdn.example.com/mf-payroll/2.0.0/remoteEntry.js',
    version: '2.0.0',
    remoteEntry: 'https://cdn.example.com/mf-payroll/2.0.0/remoteEntry.js',
  },
];

/** A composed table: the registered mf-payroll build declares a page no other build knows. */
const routes: AppRoute[] = [
  { path: '/foreman', owner: 'mf-foreman', permission: 'ForemanDashboard_View', title: 'Foreman Dashboard' },
  { path: '/foreman/timesheets', owner: 'mf-foreman', permission: 'Timesheets_View', title: 'Timesheets' },
  {
    path: '/approver',
    owner: 'mf-approver',
    permission: 'ApproverDashboard_View',
    title: 'Approver Dashboard',
  },
  { path: '/payroll', owner: 'mf-payroll', permission: 'PayrollDashboard_View', title: 'Payroll Dashboard' },
  { path: '/payroll/overtime', owner: 'mf-payroll', permission: 'PayrollDashboard_View', title: 'Overtime' },
];

describe('start-up data in index.html', () => {
  it('puts the data block and hints before </head>', () => {
    const html = withBootData(
      '<html><head><title>C</title></head><body></body></html>',
      { auth: null, remotes, routes },
      ['<link rel="preload" as="script" href="/x.js">'],
    );
    expect(html).toMatch(
      /<title>C<\/title><link rel="preload"[^>]+><script type="application\/json" id="crewtime-boot">/,
    );
    expect(html).toMatch(/<\/script><\/head><body>/);
  });

  it('cannot be broken out of: </script> and <!-- in a value stay inside the JSON', () => {
    const evil = { ...remotes[0]!, entry: '/x</script><script>alert(1)</script><!--' };
    const html = withBootData('<head></head>', { auth: null, remotes: [evil], routes }, []);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /id="crewtime-boot">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect((JSON.parse(json) as { remotes: Array<{ entry: string }> }).remotes[0]?.entry).toBe(evil.entry);
  });

  it('finds the registry entry of the remote whose route in the composed table matches the path, none for shell pages', () => {
    expect(entryOwning('/foreman/timesheets', remotes, routes)).toBe(remotes[0]);
    expect(entryOwning('/payroll', remotes, routes)).toBe(remotes[1]);
    expect(entryOwning('/payroll/overtime', remotes, routes)).toBe(remotes[1]);
    expect(entryOwning('/login', remotes, routes)).toBeUndefined();
    // The approver area is not in this registry.
    expect(entryOwning('/approver', remotes, routes)).toBeUndefined();
    // Under a remote's prefix but declared by no build: the shell's not-found page, no area to preload.
    expect(entryOwning('/foreman/no-such-page', remotes, routes)).toBeUndefined();
    expect(entryOwning('/no/such/page', remotes, routes)).toBeUndefined();
  });

  it('carries the composed route table in the data block', () => {
    const html = withBootData('<head></head>', { auth: null, remotes, routes }, []);
    const json = /id="crewtime-boot">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect((JSON.parse(json) as { routes: AppRoute[] }).routes).toEqual(routes);
  });

  it('preloads the remoteEntry.js the bff read from the manifest, never the manifest; nothing without one', () => {
    expect(preloadLinksFor(remotes[0])).toEqual([
      '<link rel="preload" as="script" href="/remotes/mf-foreman/remoteEntry.js">',
    ]);
    // Where the manifest says, not beside it.
    expect(preloadLinksFor({ ...remotes[0]!, remoteEntry: '/remotes/mf-foreman/v2/entry.js' })).toEqual([
      '<link rel="preload" as="script" href="/remotes/mf-foreman/v2/entry.js">',
    ]);
    expect(preloadLinksFor(remotes[1])).toEqual([
      '<link rel="preload" as="script" href="https://cdn.example.com/mf-payroll/2.0.0/remoteEntry.js">',
    ]);
    // A manifest the bff could not read: the area shows as unavailable, nothing of it is asked for.
    const { remoteEntry: _unread, ...unlocated } = remotes[0]!;
    expect(preloadLinksFor(unlocated)).toEqual([]);
    expect(preloadLinksFor(undefined)).toEqual([]);
  });

  it("adds the remote's exposed module after its remoteEntry.js, then its shared copies at low priority", () => {
    const scripts = {
      exposed: ['/remotes/mf-foreman/__federation_expose_app.22d8b1ab.js'],
      shared: ['/remotes/mf-foreman/8884.80f09e02.js'],
    };
    expect(preloadLinksFor(remotes[0], scripts)).toEqual([
      '<link rel="preload" as="script" href="/remotes/mf-foreman/remoteEntry.js">',
      '<link rel="preload" as="script" href="/remotes/mf-foreman/__federation_expose_app.22d8b1ab.js">',
      '<link rel="preload" as="script" fetchpriority="low" href="/remotes/mf-foreman/8884.80f09e02.js">',
    ]);
    expect(preloadLinksFor(undefined, scripts)).toEqual([]);
  });

  it("names the remote's first-requests script after its remoteEntry.js, run as soon as it arrives", () => {
    const scripts = {
      exposed: [],
      shared: [],
      firstRequests: ['/remotes/mf-masterdata/first-requests.68841399.js'],
    };
    const masterdata = {
      name: 'mf-masterdata' as const,
      entry: '/remotes/mf-masterdata/mf-manifest.json',
      version: '1.0.0',
      remoteEntry: '/remotes/mf-masterdata/remoteEntry.js',
    };
    expect(preloadLinksFor(masterdata, scripts)).toEqual([
      '<link rel="preload" as="script" href="/remotes/mf-masterdata/remoteEntry.js">',
      '<script async fetchpriority="high" src="/remotes/mf-masterdata/first-requests.68841399.js"></script>',
    ]);
  });
});
