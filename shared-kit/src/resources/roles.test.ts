import { QueryClient } from '@tanstack/react-query';
import { mockApi, type MockApi } from 'shared-kit/testing';
import {
  createRole,
  homePagesQueryOptions,
  permissionsQueryOptions,
  roleQueryOptions,
  rolesQueryOptions,
  updateRole,
} from 'shared-kit/resources/roles';

describe('roles resource', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('reads the roles, one role, the permission names and the home pages, all under the roles key', async () => {
    api = mockApi({
      'GET /roles': () => [],
      'GET /roles/:id': () => ({ roleId: 1 }),
      'GET /permissions': () => ['Timesheets_View'],
      'GET /home-pages': () => [{ name: 'foreman', path: '/foreman' }],
    });
    const client = new QueryClient();
    const all = [
      rolesQueryOptions(),
      roleQueryOptions(1),
      permissionsQueryOptions(),
      homePagesQueryOptions(),
    ];
    expect(all.map((options) => options.queryKey)).toEqual([
      ['roles', 'list'],
      ['roles', 'detail', 1],
      ['roles', 'permissions'],
      ['roles', 'home-pages'],
    ]);
    for (const options of all) await client.fetchQuery(options as ReturnType<typeof rolesQueryOptions>);
    expect(api.calls.map((call) => call.path)).toEqual(['/roles', '/roles/1', '/permissions', '/home-pages']);
  });

  it('creates, and updates with the version read as If-Match (ROLES-07/08)', async () => {
    api = mockApi({ 'POST /roles': () => ({}), 'PUT /roles/:id': () => ({}) });
    const form = { name: 'Estimator', homePage: null, permissions: ['Report_View'] };
    await createRole(form);
    await updateRole(4, { ...form, version: 2 });
    expect(api.calls.map((call) => [call.method, call.path, call.headers['If-Match']])).toEqual([
      ['POST', '/roles', undefined],
      ['PUT', '/roles/4', '"2"'],
    ]);
  });
});
