import { QueryClient } from '@tanstack/react-query';
import { mockApi, mockResponse, type MockApi } from 'shared-kit/testing';
import {
  createProject,
  equipmentCatalogQueryOptions,
  projectPageQueryOptions,
  projectQueryOptions,
  saveProjectEquipment,
  saveProjectRoster,
  updateProjectDetails,
} from 'shared-kit/resources/projects';
import type { ProjectForm } from 'shared-kit/master-data';

const form: ProjectForm = {
  projectNumber: 'P-24 HOU 01',
  status: 'Active',
  customerId: 1,
  description: 'Ship Channel Pump Station Retrofit',
  address: '1 Channel Rd',
  city: 'Houston',
  stateCode: 'TX',
  zipCode: '77001',
  pmEmployeeId: 3,
  prevailingWage: false,
  perDiemTableType: 'DEFAULT',
  version: 5,
};

describe('projects resource', () => {
  let api: MockApi;
  afterEach(() => api.restore());
  const only = () => {
    expect(api.calls).toHaveLength(1);
    return api.calls[0];
  };

  it('lists with status, search, sort and paging, keyed by that request', async () => {
    api = mockApi({ 'GET /projects': () => mockResponse(200, [], { 'X-Total-Count': '31' }) });
    const params = {
      status: 'Inactive,Completed,Cancelled',
      search: 'HOU',
      sort: '-city',
      page: 2,
      pageSize: 20,
    } as const;
    const options = projectPageQueryOptions(params);
    expect(options.queryKey).toEqual(['projects', 'list', params]);
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual({ items: [], total: 31 });
    expect(Object.fromEntries(only().query)).toEqual({
      status: 'Inactive,Completed,Cancelled',
      search: 'HOU',
      sort: '-city',
      page: '2',
      pageSize: '20',
    });
  });

  it('reads one project by id', async () => {
    api = mockApi({ 'GET /projects/:id': ({ params }) => ({ projectId: Number(params.id) }) });
    const options = projectQueryOptions(7);
    expect(options.queryKey).toEqual(['projects', 'detail', 7]);
    await new QueryClient().fetchQuery(options);
    expect(only().path).toBe('/projects/7');
  });

  it('creates with POST /projects, and saves each tab with PUT and the version read as If-Match', async () => {
    api = mockApi({ 'POST /projects': () => ({}), 'PUT /projects/:id/:tab': () => ({}) });
    await createProject({ ...form, version: undefined });
    await updateProjectDetails(7, form);
    await saveProjectRoster(7, {
      projectEmployees: [{ employeeId: 17, jobClass: 'LABORER', perDiemType: 'NONE' }],
      version: 6,
    });
    await saveProjectEquipment(7, { equipment: [{ equipmentId: 2, quantity: 1, vendor: null }], version: 7 });
    expect(api.calls.map((call) => [call.method, call.path, call.headers['If-Match']])).toEqual([
      ['POST', '/projects', undefined],
      ['PUT', '/projects/7/details', '"5"'],
      ['PUT', '/projects/7/roster', '"6"'],
      ['PUT', '/projects/7/equipment', '"7"'],
    ]);
  });

  it('reads the equipment catalog once for a while', async () => {
    api = mockApi({ 'GET /equipments': () => [{ equipmentId: 2, name: 'Boom lift', category: 'Lifts' }] });
    const options = equipmentCatalogQueryOptions();
    expect(options.queryKey).toEqual(['equipment', 'list']);
    expect(options.staleTime).toBeGreaterThan(0);
    await new QueryClient().fetchQuery(options);
    expect(only().path).toBe('/equipments');
  });
});
