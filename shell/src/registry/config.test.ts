import { mockApi, type MockApi } from 'shared-kit/testing';
import { BOOT_ELEMENT_ID, fetchRouteTable, readBootData } from './config';

const page = (text: string | null): Document => {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = BOOT_ELEMENT_ID;
    block.textContent = text;
    doc.head.append(block);
  }
  return doc;
};

const auth = {
  issuer: 'http://localhost:4100/oidc',
  clientId: 'crewtime-portal',
  responseType: 'id_token token',
  scope: 'openid email profile',
  authorizationEndpoint: 'http://localhost:4100/oidc/auth',
};

/** A page a newer mf-payroll build declares, between the Payroll Dashboard (20) and the Approver Dashboard (30). */
const overtime = {
  path: '/payroll/overtime',
  owner: 'mf-payroll',
  permission: 'PayrollDashboard_Export',
  title: 'Overtime',
  nav: { label: 'Overtime', order: 25 },
};
const certifiedReport = {
  path: '/payroll/certified-payroll/report',
  owner: 'mf-payroll',
  permission: 'PayrollDashboard_View',
  title: 'Certified Payroll Report',
  print: true,
};

/** One fault each: a path that is no path, an owner that is no remote (or the shell), wrong types, missing fields. */
const malformedRoutes: unknown[] = [
  { ...overtime, path: 'payroll/overtime' },
  { ...overtime, path: 42 },
  { ...overtime, owner: 'mf-evil' },
  { ...overtime, owner: 'shell' },
  { ...overtime, permission: 7 },
  { ...overtime, permission: undefined },
  { ...overtime, title: undefined },
  { ...overtime, print: 'yes' },
  { ...overtime, nav: { label: 'Overtime' } },
  { ...overtime, nav: { label: 3, order: 25 } },
  { ...overtime, nav: 'Overtime' },
  { ...overtime, navSection: 5 },
  { ...overtime, titles: 'Horas extra' },
  { ...overtime, titles: { es: 7 } },
  { ...overtime, nav: { label: 'Overtime', labels: ['Horas extra'], order: 25 } },
  'junk',
  null,
];

describe('start-up data sent with the page', () => {
  /** A registry row as the bff sends it: the manifest, and the remoteEntry.js it read from there. */
  const foremanRow = {
    name: 'mf-foreman',
    entry: '/remotes/mf-foreman/mf-manifest.json',
    version: '1.0.0',
    remoteEntry: '/remotes/mf-foreman/remoteEntry.js',
  };

  it('reads the auth settings and the known remotes, ignoring unknown names', () => {
    const boot = readBootData(
      page(
        JSON.stringify({
          auth,
          remotes: [foremanRow, { name: 'mf-evil', entry: 'https://evil.example/remoteEntry.js' }],
        }),
      ),
    );
    expect(boot?.auth).toMatchObject({ clientId: 'crewtime-portal' });
    expect(boot?.remotes).toEqual([foremanRow]);
  });

  it('keeps a remote whose remoteEntry.js the bff could not read, without one, and drops an empty one', () => {
    const boot = readBootData(
      page(
        JSON.stringify({
          auth,
          remotes: [
            { name: 'mf-foreman', entry: '/remotes/mf-foreman/mf-manifest.json' },
            { name: 'mf-payroll', entry: '/remotes/mf-payroll/mf-manifest.json', remoteEntry: '' },
          ],
        }),
      ),
    );
    expect(boot?.remotes).toEqual([{ name: 'mf-foreman', entry: '/remotes/mf-foreman/mf-manifest.json' }]);
  });

  it('keeps the registry but no auth settings when the bff could not read them', () => {
    expect(readBootData(page(JSON.stringify({ auth: null, remotes: [], routes: [] })))).toEqual({
      auth: null,
      remotes: [],
      routes: [],
    });
  });

  it("reads the remotes' routes with their owners", () => {
    const boot = readBootData(
      page(JSON.stringify({ auth, remotes: [], routes: [overtime, certifiedReport] })),
    );
    expect(boot?.routes).toEqual([overtime, certifiedReport]);
  });

  it("keeps a route's title and navigation label in other languages", () => {
    const translated = {
      ...overtime,
      titles: { es: 'Horas extra' },
      nav: { label: 'Overtime', labels: { es: 'Horas extra' }, order: 25 },
    };
    const boot = readBootData(page(JSON.stringify({ auth, remotes: [], routes: [translated] })));
    expect(boot?.routes).toEqual([translated]);
  });

  it('drops the route rows that are not valid routes and keeps the rest', () => {
    const boot = readBootData(
      page(JSON.stringify({ auth, remotes: [], routes: [overtime, ...malformedRoutes] })),
    );
    expect(boot?.routes).toEqual([overtime]);
  });

  it('never lets a remote route skip sign-in: a `public` flag in a row is not read', () => {
    const boot = readBootData(
      page(JSON.stringify({ auth, remotes: [], routes: [{ ...overtime, public: true }] })),
    );
    expect(boot?.routes).toEqual([overtime]);
  });

  it('leaves the routes to be asked for when the page came without a list of them', () => {
    expect(readBootData(page(JSON.stringify({ auth, remotes: [] })))?.routes).toBeNull();
    expect(readBootData(page(JSON.stringify({ auth, remotes: [], routes: 'all' })))?.routes).toBeNull();
  });

  it('is null without the block or with one it cannot read, so the shell asks the bff', () => {
    expect(readBootData(page(null))).toBeNull();
    expect(readBootData(page('{not json'))).toBeNull();
    expect(readBootData(page(JSON.stringify({ auth, remotes: 'all' })))).toBeNull();
  });
});

describe('GET /config/routes, when the page came without start-up data', () => {
  let server: MockApi;
  afterEach(() => server.restore());

  it("answers the remotes' routes, without the malformed rows", async () => {
    server = mockApi({ 'GET /config/routes': () => [overtime, ...malformedRoutes, certifiedReport] });
    await expect(fetchRouteTable()).resolves.toEqual([overtime, certifiedReport]);
    expect(server.calls.map((call) => call.path)).toEqual(['/config/routes']);
  });

  it('fails when the bff does not answer with a list', async () => {
    server = mockApi({});
    await expect(fetchRouteTable()).rejects.toThrow('/config/routes answered 404');
  });
});
