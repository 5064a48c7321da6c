import { QueryClient } from '@tanstack/react-query';
import { mockApi, type MockApi } from 'shared-kit/testing';
import {
  perDiemRateQueryOptions,
  saveProjectPerDiemTable,
  sharedPerDiemTableQueryOptions,
} from 'shared-kit/resources/per-diem-tables';

const LOOKUP = {
  projectId: 7,
  jobClass: 'LABORER',
  perDiemType: 'LOCAL',
  driveMiles: 60,
  flyMiles: 0,
  workHours: 8,
} as const;

describe('per diem tables resource', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it("looks a row's rate up in the project's table with the row's values (TS-CALC-08)", async () => {
    api = mockApi({
      'GET /projects/:id/per-diem-rate': () => ({
        projectId: 7,
        tableType: 'DEFAULT',
        jobClass: 'LABORER',
        perDiemType: 'LOCAL',
        rate: 45,
      }),
    });
    const options = perDiemRateQueryOptions(LOOKUP);
    expect(options.queryKey).toEqual(['per-diem-tables', 'rate', LOOKUP]);
    await expect(new QueryClient().fetchQuery(options)).resolves.toMatchObject({ rate: 45 });
    expect(api.calls[0].path).toBe('/projects/7/per-diem-rate');
    expect(Object.fromEntries(api.calls[0].query)).toEqual({
      jobClass: 'LABORER',
      perDiemType: 'LOCAL',
      driveMiles: '60',
      flyMiles: '0',
      workHours: '8',
    });
  });

  it('reads a shared table by its URL name (API-46…52)', async () => {
    api = mockApi({ 'GET /per-diem-rate-tables/:table': () => ({ type: 'REGION_TEXAS', rows: [] }) });
    const options = sharedPerDiemTableQueryOptions('region-texas');
    expect(options.queryKey).toEqual(['per-diem-tables', 'detail', 'region-texas']);
    await new QueryClient().fetchQuery(options);
    expect(api.calls[0].path).toBe('/per-diem-rate-tables/region-texas');
  });

  it("saves a project's table with PUT and the project's version as If-Match (U-51)", async () => {
    api = mockApi({ 'PUT /projects/:id/per-diem-rate-table': () => ({}) });
    await saveProjectPerDiemTable(7, { type: 'DEFAULT', perDiemRates: [], version: 5 });
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/projects/7/per-diem-rate-table',
      body: { type: 'DEFAULT' },
    });
    expect(api.calls[0].headers['If-Match']).toBe('"5"');
  });
});
