import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SEED_NAV_ENTRIES, SEED_ROUTES } from 'shared-kit/testing/seed-routes';
import { DEMO, signIn } from '../support/auth.ts';
import { E2E } from '../support/env.ts';
import {
  buildVariant,
  editFile,
  listRemotes,
  repointRemote,
  serveFolder,
  type RemoteEntry,
  type VariantSources,
} from '../support/registry.ts';

// A team ships its area alone (issue 41): a remote declares its own routes, the bff checks them against the
// remote's prefixes and composes the table the shell's navigation, guards and titles read. Nothing here rebuilds or
// restarts the shell.

interface ComposedRoute {
  path: string;
  owner: string;
  permission: string | null;
  title: string;
  print?: boolean;
  navSection?: string;
  nav?: { label: string; order: number; labels?: Record<string, string> };
  titles?: Record<string, string>;
}

/** The route table the bff sends with a page (its boot data). */
async function composedTable(): Promise<ComposedRoute[]> {
  const html = await (await fetch(`${E2E.baseUrl}/foreman`, { headers: { Accept: 'text/html' } })).text();
  const block = /<script type="application\/json" id="crewtime-boot">(.*?)<\/script>/s.exec(html)?.[1];
  expect(block, 'the boot data in the page').toBeTruthy();
  return (JSON.parse(block!) as { routes: ComposedRoute[] }).routes;
}

test('the table composed of the five areas is the seeds’ routes and navigation, sent with the page and by /config/routes', async () => {
  const routes = await composedTable();
  // In the registry's order of the remotes; a match never depends on the order (the most specific route wins).
  const byPath = <T extends { path: string }>(rows: readonly T[]): T[] =>
    [...rows].sort((left, right) => left.path.localeCompare(right.path));
  // The seeds are English; each route's titles in other languages are its area's own (docs/i18n.md).
  expect(byPath(routes.map(({ nav: _nav, titles: _titles, ...route }) => route))).toEqual(
    byPath(SEED_ROUTES),
  );
  // The foreman's pages are in Spanish too (issue 43), so their titles reach the shell with the table.
  const foremanWithoutSpanish = routes.filter((route) => route.owner === 'mf-foreman' && !route.titles?.es);
  expect(foremanWithoutSpanish.map((route) => route.path)).toEqual([]);
  const navigation = routes
    .filter((route) => route.nav)
    .sort((left, right) => left.nav!.order - right.nav!.order)
    .map((route) => ({ path: route.path, label: route.nav!.label, permission: route.permission }));
  expect(navigation).toEqual(SEED_NAV_ENTRIES);
  expect(await (await fetch(`${E2E.baseUrl}/config/routes`)).json()).toEqual(routes);
});

test.describe('a release of mf-payroll built alone', () => {
  let original: RemoteEntry;
  test.beforeAll(async () => {
    original = (await listRemotes()).find((remote) => remote.name === 'mf-payroll')!;
    expect(original).toBeTruthy();
  });
  test.afterEach(async () => {
    expect((await repointRemote('mf-payroll', original.entry, original.version)).status).toBe(200);
  });

  const AUDIT_VERSION = '9.9.9-audit';
  /** A line of mf-payroll's src/area.ts the variants add their route before. */
  const CERTIFIED_PAYROLL = "    { path: '/payroll/certified-payroll',";

  /**
   * The team's change: a Payroll Audit page behind PayrollDashboard_Export, with its own navigation entry, that shows
   * a widget shared-kit gained after the running shell was built (the variant's newer shared-kit).
   */
  const addAuditPage = ({ remote, kit }: VariantSources): void => {
    editFile(
      path.join(remote, 'src', 'area.ts'),
      CERTIFIED_PAYROLL,
      `    { path: '/payroll/audit', permission: 'PayrollDashboard_Export', title: 'Payroll Audit', nav: { label: 'Payroll Audit', order: 25 } },\n${CERTIFIED_PAYROLL}`,
    );
    editFile(
      path.join(remote, 'src', 'routes.tsx'),
      'screens: {',
      "screens: {\n    '/payroll/audit': lazyScreen(() => import('./audit/audit-page')),",
    );
    fs.mkdirSync(path.join(remote, 'src', 'audit'));
    fs.writeFileSync(
      path.join(remote, 'src', 'audit', 'audit-page.tsx'),
      [
        "import { PageHeading, Stack } from 'shared-kit';",
        "import { ChangeCount } from 'shared-kit/ui';",
        "import { useRouteTitle } from '../common/route-title';",
        '',
        'export default function AuditPage() {',
        '  return (',
        '    <Stack>',
        '      <PageHeading>{useRouteTitle()}</PageHeading>',
        '      <p>Changes to payroll periods, newest first.</p>',
        '      <ChangeCount count={3} />',
        '    </Stack>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    // The newer shared-kit: one more widget in its UI kit, which the shell's copy does not have.
    fs.writeFileSync(
      path.join(kit!, 'src', 'ui', 'widgets', 'change-count.tsx'),
      'export function ChangeCount({ count }: { count: number }) {\n  return <p role="status">{count} changes since the last export</p>;\n}\n',
    );
    fs.appendFileSync(
      path.join(kit!, 'src', 'ui', 'widgets', 'index.ts'),
      "export { ChangeCount } from './change-count.tsx';\n",
    );
  };

  test('a new page with its navigation entry, permission and a newer shared-kit widget works the next page load; the area’s pages still do', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const release = await buildVariant('mf-payroll', AUDIT_VERSION, addAuditPage, { newerKit: true });
    const cdn = await serveFolder(release, E2E.ports.canary);
    try {
      const payroll = await browser.newPage();
      await signIn(payroll, DEMO.payroll, '/payroll');
      await expect(payroll.getByRole('heading', { level: 1, name: 'Payroll Dashboard' })).toBeVisible();
      const navigation = payroll.getByRole('navigation');
      await expect(navigation.getByRole('link', { name: 'Payroll Audit' })).toHaveCount(0);

      expect(
        (await repointRemote('mf-payroll', `${cdn.origin}/mf-manifest.json`, AUDIT_VERSION)).status,
      ).toBe(200);
      await payroll.reload();
      // The entry sits where its order puts it: after the Payroll Dashboard, before the Timesheets.
      await expect(navigation.getByRole('link')).toContainText([
        'Payroll Dashboard',
        'Payroll Audit',
        'Timesheets',
      ]);
      await navigation.getByRole('link', { name: 'Payroll Audit' }).click();
      await expect(payroll).toHaveURL(/\/payroll\/audit$/);
      await expect(payroll.getByRole('heading', { level: 1, name: 'Payroll Audit' })).toBeVisible();
      await expect(payroll.getByTestId('page-title')).toHaveText('Payroll Audit');
      await expect(payroll.getByText('Changes to payroll periods, newest first.')).toBeVisible();
      // The widget of the newer shared-kit: the release runs its own copy of the library, not the shell's older one.
      await expect(
        payroll.getByRole('status').filter({ hasText: '3 changes since the last export' }),
      ).toBeVisible();
      // The area's other pages, from the same release.
      await navigation.getByRole('link', { name: 'Payroll Dashboard' }).click();
      await expect(payroll.getByRole('heading', { level: 1, name: 'Payroll Dashboard' })).toBeVisible();
      await expect(payroll.getByRole('table').first()).toBeVisible();
      await payroll.close();

      // Behind its permission: the approver has no PayrollDashboard_Export.
      const approver = await browser.newPage();
      await signIn(approver, DEMO.approver, '/payroll/audit');
      await expect(
        approver.getByText("Access Denied: You don't have permission to view this page."),
      ).toBeVisible();
      await expect(approver.getByRole('navigation').getByRole('link', { name: 'Payroll Audit' })).toHaveCount(
        0,
      );
      await approver.close();
    } finally {
      await cdn.close();
    }
  });

  test('a release with a route outside its prefixes is refused, the registry and the table unchanged', async () => {
    test.setTimeout(300_000);
    const release = await buildVariant('mf-payroll', '9.9.9-stray', ({ remote }) =>
      editFile(
        path.join(remote, 'src', 'area.ts'),
        CERTIFIED_PAYROLL,
        `    { path: '/admin/payroll-audit', permission: 'PayrollDashboard_View', title: 'Payroll Audit' },\n${CERTIFIED_PAYROLL}`,
      ),
    );
    const cdn = await serveFolder(release, E2E.ports.canary);
    try {
      const before = { remotes: await listRemotes(), routes: await composedTable() };
      const refused = await repointRemote('mf-payroll', `${cdn.origin}/mf-manifest.json`, '9.9.9-stray');
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'mf-payroll 9.9.9-stray declares /admin/payroll-audit, outside its prefixes (/payroll)',
      );
      expect({ remotes: await listRemotes(), routes: await composedTable() }).toEqual(before);
    } finally {
      await cdn.close();
    }
  });

  test('a release built on a shared-kit whose host contract went to the next major is refused, the registry and the table unchanged', async () => {
    test.setTimeout(300_000);
    let provided = '';
    let needed = '';
    const release = await buildVariant(
      'mf-payroll',
      '10.0.0-contract',
      ({ kit }) => {
        // The team's shared-kit changed the host contract incompatibly (a removed or changed name): its build records
        // that it needs the next major, which the running shell does not provide.
        const packageFile = path.join(kit!, 'package.json');
        const kitPackage = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { hostContract: string };
        provided = kitPackage.hostContract;
        needed = `^${Number(provided.split('.')[0]) + 1}.0.0`;
        fs.writeFileSync(
          packageFile,
          JSON.stringify(
            { ...kitPackage, hostContract: `${Number(provided.split('.')[0]) + 1}.0.0` },
            null,
            2,
          ),
        );
      },
      { newerKit: true },
    );
    const area = JSON.parse(fs.readFileSync(path.join(release, 'mf-area.json'), 'utf8')) as {
      hostContract: string;
    };
    expect(area.hostContract, 'the build records the contract range it was built against').toBe(needed);
    const cdn = await serveFolder(release, E2E.ports.canary);
    try {
      const before = { remotes: await listRemotes(), routes: await composedTable() };
      const refused = await repointRemote('mf-payroll', `${cdn.origin}/mf-manifest.json`, '10.0.0-contract');
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { message: string }).message).toBe(
        `mf-payroll 10.0.0-contract needs host contract ${needed}; the running shell provides ${provided}. Ship a shell that provides it first, or build mf-payroll against shared-kit's host contract ${provided}.`,
      );
      expect({ remotes: await listRemotes(), routes: await composedTable() }).toEqual(before);
    } finally {
      await cdn.close();
    }
  });
});
