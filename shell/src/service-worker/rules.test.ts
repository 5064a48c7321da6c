import {
  chunkUrlsOf,
  keptAreasOf,
  precacheListOf,
  keptPageOf,
  KEEP_AREAS,
  ruleFor,
  type Origins,
} from './rules';

const PORTAL = 'https://crewtime.example';
const CDN = 'https://cdn.example';
const origins: Origins = { portal: PORTAL, remotes: new Set([CDN]) };

const rule = (url: string, facts: { method?: string; mode?: string; hasAuthorization?: boolean } = {}) =>
  ruleFor(
    { method: 'GET', mode: 'cors', hasAuthorization: false, ...facts, url: new URL(url, PORTAL) },
    origins,
  );

describe("the service worker's cache rules", () => {
  it('answers a page from the network, else from the last page kept', () => {
    expect(rule('/foreman', { mode: 'navigate' })).toBe('page');
    expect(rule('/foreman/projects/4/timesheets/17', { mode: 'navigate' })).toBe('page');
    expect(rule('/', { mode: 'navigate' })).toBe('page');
  });

  it('keeps no api answer, nothing with an Authorization header and nothing but GETs', () => {
    expect(rule('/api/timesheets?page=1')).toBe('network');
    expect(rule('/api/user', { mode: 'navigate' })).toBe('network');
    expect(rule('/remotes/mf-foreman/remoteEntry.js', { hasAuthorization: true })).toBe('network');
    expect(rule('/remotes/mf-foreman/134.6cd1ea65.js', { method: 'POST' })).toBe('network');
    expect(rule('/foreman', { mode: 'navigate', method: 'POST' })).toBe('network');
  });

  it('never keeps the identity provider: its own origin, or its paths under the portal', () => {
    expect(rule('https://accounts.google.com/o/oauth2/v2/auth', { mode: 'navigate' })).toBe('network');
    expect(rule('https://idp.example/oidc/jwks')).toBe('network');
    expect(rule('/oidc/auth', { mode: 'navigate' })).toBe('network');
    expect(rule('/config/auth')).toBe('network');
  });

  it("serves an area's hashed files from the copy and its entries from the network first", () => {
    expect(rule('/remotes/mf-foreman/134.6cd1ea65.js')).toBe('chunk');
    expect(rule('/remotes/mf-foreman/__federation_expose_app.753afe5d.js')).toBe('chunk');
    expect(rule('/remotes/mf-foreman/remoteEntry.js')).toBe('entry');
    expect(rule('/remotes/mf-foreman/mf-manifest.json')).toBe('entry');
    expect(rule('/remotes/mf-foreman/mf-precache.json')).toBe('entry');
    expect(rule('/config/remotes')).toBe('entry');
    expect(rule('/config/routes')).toBe('entry');
  });

  it('treats the files of an area on a CDN the registry names like the portal’s own, and no other origin', () => {
    expect(rule(`${CDN}/foreman/2.1.0/remoteEntry.js`)).toBe('entry');
    expect(rule(`${CDN}/foreman/2.1.0/87.1d88f2ad.js`)).toBe('chunk');
    expect(rule(`${CDN}/some/page`, { mode: 'navigate' })).toBe('network');
    expect(rule('https://elsewhere.example/87.1d88f2ad.js')).toBe('network');
  });

  it('leaves the shell’s other files and the bff’s health checks to the network', () => {
    expect(rule('/favicon.ico')).toBe('network');
    expect(rule('/healthz', { mode: 'navigate' })).toBe('network');
  });
});

describe('the areas the page asks the worker to keep', () => {
  it('reads the areas of a keep message, skipping rows it cannot use', () => {
    const foreman = {
      name: 'mf-foreman',
      entry: `${PORTAL}/remotes/mf-foreman/mf-manifest.json`,
      remoteEntry: `${PORTAL}/remotes/mf-foreman/remoteEntry.js`,
    };
    expect(
      keptAreasOf({
        type: KEEP_AREAS,
        areas: [
          foreman,
          { ...foreman, name: 'mf-payroll', entry: 'not a url' },
          { ...foreman, name: 'mf-approver', entry: 'javascript:alert(1)' },
          { ...foreman, name: 'mf-masterdata', remoteEntry: 'javascript:alert(1)' },
          { name: 'mf-admin-reports', entry: foreman.entry },
          null,
        ],
      }),
    ).toEqual([foreman]);
    expect(keptAreasOf({ type: 'something-else', areas: [] })).toBeNull();
    expect(keptAreasOf('skipWaiting')).toBeNull();
  });

  it('keeps the page that sent the message only when it is a page of the portal', () => {
    const message = (page: unknown) => ({ type: KEEP_AREAS, areas: [], page });
    expect(keptPageOf(message(`${PORTAL}/foreman/timesheets?page=2`), PORTAL)).toBe(
      `${PORTAL}/foreman/timesheets?page=2`,
    );
    expect(keptPageOf(message(`${CDN}/foreman`), PORTAL)).toBeNull();
    expect(keptPageOf(message(`${PORTAL}/api/user`), PORTAL)).toBeNull();
    expect(keptPageOf(message(42), PORTAL)).toBeNull();
  });

  it('finds the chunk list next to the manifest, and the chunks next to the list', () => {
    const precacheList = precacheListOf(`${CDN}/foreman/2.1.0/mf-manifest.json`);
    expect(precacheList).toBe(`${CDN}/foreman/2.1.0/mf-precache.json`);
    expect(
      chunkUrlsOf({ files: ['87.1d88f2ad.js', 'remoteEntry.js', '../../evil.js', 7] }, precacheList),
    ).toEqual([`${CDN}/foreman/2.1.0/87.1d88f2ad.js`]);
    expect(chunkUrlsOf(null, precacheList)).toEqual([]);
  });
});
