import { createRouteTable, REMOTE_NAMES, type AppRoute } from 'shared-kit/domain';
// The seeds' route table is test data (DESIGN §2), a pure entry of plain objects: no browser code comes with it.
import { SEED_NAV_ENTRIES, SEED_ROUTES, seedArea } from 'shared-kit/testing/seed-routes';
import { composeRoutes } from './compose.ts';
import { ownerOfPath } from './ownership.ts';
import { checkRoutes } from './route-check.ts';

const byPath = (routes: readonly AppRoute[]): AppRoute[] =>
  [...routes].sort((left, right) => left.path.localeCompare(right.path));
const withoutNav = ({ nav: _nav, ...route }: AppRoute): AppRoute => route;

describe('the composed route table', () => {
  const composed = composeRoutes(REMOTE_NAMES.map(seedArea));

  it("of the five areas as the seeds declare them is the seeds' route table, each route owned by its remote", () => {
    expect(byPath(composed.map(withoutNav))).toEqual(byPath(SEED_ROUTES));
  });

  it("gives the seeds' side navigation, in the seeds' order", () => {
    expect(createRouteTable(composed).navEntries).toEqual(SEED_NAV_ENTRIES);
  });

  it('lists the remotes in REMOTE_NAMES order, each with its routes in the order it declares them', () => {
    const owners = composed
      .map((route) => route.owner)
      .filter((owner, index, all) => all[index - 1] !== owner);
    expect(owners).toEqual([...REMOTE_NAMES]);
    expect(composed.filter((route) => route.owner === 'mf-payroll').map((route) => route.path)).toEqual(
      seedArea('mf-payroll').routes.map((route) => route.path),
    );
  });

  it('leaves out a remote that declares nothing, and takes areas in any order', () => {
    const areas = [seedArea('mf-admin-reports'), seedArea('mf-foreman')];
    expect(composeRoutes(areas).map((route) => route.owner)).toEqual([
      ...seedArea('mf-foreman').routes.map(() => 'mf-foreman'),
      ...seedArea('mf-admin-reports').routes.map(() => 'mf-admin-reports'),
    ]);
  });
});

describe('the seeds under the registry', () => {
  it.each(SEED_ROUTES.map((route) => [route.path, route.owner]))(
    '%s lies under the prefixes of %s',
    (path, owner) => {
      expect(ownerOfPath(path)?.remote).toBe(owner);
    },
  );

  it.each([...REMOTE_NAMES])("takes %s's seed routes as a repoint beside the other four", (name) => {
    const others = composeRoutes(REMOTE_NAMES.filter((other) => other !== name).map(seedArea));
    const area = seedArea(name);
    expect(checkRoutes({ name, version: '1.0.0', routes: area.routes }, others)).toEqual({
      routes: area.routes,
    });
  });
});
