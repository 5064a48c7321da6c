import type { Express } from 'express';
import request from 'supertest';
import { PERMISSIONS, type Permission } from 'shared-kit/domain';
import { DEMO_ACCOUNTS, DEMO_ROLES } from '../db/seed/accounts.ts';
import { createTestApi, type TestApi } from '../testing/test-api.ts';
import { buildRouteTable } from './route-table.ts';
import type { ApiRoute } from './routes.ts';

/** Routes anyone may call without a token; everything else must name its audience. */
const PUBLIC_ROUTES = ['GET /healthz', 'GET /livez', 'GET /readyz', 'GET /openapi.json'];

let api: TestApi;
let table: ApiRoute[];
beforeAll(async () => {
  api = await createTestApi();
  table = buildRouteTable({ db: api.database.db, settings: api.settings });
});
afterAll(() => api.close());

const keyOf = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

/** Method + path of every route actually mounted on the Express app. */
const mountedRoutes = (app: Express): string[] =>
  app.router.stack.flatMap((layer) =>
    layer.route
      ? [...new Set(layer.route.stack.map((step) => step.method))].map((method) =>
          keyOf(method, layer.route?.path ?? ''),
        )
      : [],
  );

/** Mounted routes that are not in the declared table (so have no permission declaration). */
const undeclaredRoutes = (app: Express, routes: readonly ApiRoute[]): string[] => {
  const declared = new Set(routes.map((route) => keyOf(route.method, route.path)));
  return mountedRoutes(app).filter((route) => !declared.has(route));
};

const permissionsOf = (email: string): Set<Permission> => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  return new Set(account?.roles.flatMap((role) => [...DEMO_ROLES[role].permissions]) ?? []);
};

const concretePath = (path: string): string => path.replace(/:[A-Za-z]+/g, '1');

/** A request to a route of the table, its parameters filled with 1. */
const call = (route: ApiRoute) => request(api.app)[route.method](concretePath(route.path));

describe('every route declares who may call it (deny by default)', () => {
  it('mounts exactly the declared routes', () => {
    expect(undeclaredRoutes(api.app, table)).toEqual([]);
    expect(new Set(mountedRoutes(api.app))).toEqual(
      new Set(table.map((route) => keyOf(route.method, route.path))),
    );
  });

  it('notices a route mounted outside the table', () => {
    const app = api.app;
    app.get('/sneaky', (_request, response) => {
      response.json({});
    });
    try {
      expect(undeclaredRoutes(app, table)).toEqual(['GET /sneaky']);
    } finally {
      app.router.stack.pop();
    }
  });

  it('names only permissions of the seeds, and keeps public routes to the allow-list', () => {
    for (const route of table) {
      if (route.access.kind === 'any-of') {
        expect(route.access.permissions.length).toBeGreaterThan(0);
        for (const permission of route.access.permissions) expect(PERMISSIONS).toContain(permission);
      } else if (route.access.kind === 'public') {
        expect(PUBLIC_ROUTES).toContain(keyOf(route.method, route.path));
      } else {
        expect(route.access.kind).toBe('signed-in');
      }
    }
  });
});

describe('the route table × the five demo accounts', () => {
  it('answers 401 without a token on every non-public route', async () => {
    for (const route of table.filter((candidate) => candidate.access.kind !== 'public')) {
      const response = await call(route);
      expect([keyOf(route.method, route.path), response.status]).toEqual([
        keyOf(route.method, route.path),
        401,
      ]);
    }
  });

  it.each(DEMO_ACCOUNTS.map((account) => account.email))(
    'lets %s through exactly where a role grants it',
    async (email) => {
      const held = permissionsOf(email);
      const authorization = await api.bearer(email);
      for (const route of table.filter((candidate) => candidate.access.kind !== 'public')) {
        const allowed =
          route.access.kind !== 'any-of' ||
          route.access.permissions.some((permission) => held.has(permission));
        const response = await call(route).set('Authorization', authorization);
        const outcome =
          response.status === 403 ? 'denied' : response.status === 401 ? 'unauthenticated' : 'allowed';
        expect([keyOf(route.method, route.path), outcome]).toEqual([
          keyOf(route.method, route.path),
          allowed ? 'allowed' : 'denied',
        ]);
      }
    },
  );
});
