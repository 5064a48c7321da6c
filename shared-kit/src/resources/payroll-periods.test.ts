import { QueryClient } from '@tanstack/react-query';
import { mockApi, mockResponse, type MockApi } from 'shared-kit/testing';
import {
  activePayrollPeriodQueryOptions,
  downloadPayrollExport,
  movePayrollPeriod,
  payrollPeriodCompletenessQueryOptions,
  payrollPeriodContractorsQueryOptions,
  payrollPeriodPageQueryOptions,
  payrollPeriodQueryOptions,
} from 'shared-kit/resources/payroll-periods';

describe('payroll periods resource', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('lists the periods of a month with their counts (PAYROLL-02)', async () => {
    api = mockApi({ 'GET /payroll-periods': () => mockResponse(200, [], { 'X-Total-Count': '0' }) });
    const params = { calculateStats: true, startDate: '2026-03-01', endDate: '2026-03-31' };
    const options = payrollPeriodPageQueryOptions(params);
    expect(options.queryKey).toEqual(['payroll-periods', 'list', params]);
    await new QueryClient().fetchQuery(options);
    expect(Object.fromEntries(api.calls[0].query)).toEqual({
      calculateStats: 'true',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
  });

  it("reads one period, the active one and a period's contractors, the contractors under the period", async () => {
    api = mockApi({
      'GET /payroll-periods/active': () => ({ payrollPeriodId: 52 }),
      'GET /payroll-periods/:id': () => ({ payrollPeriodId: 52 }),
      'GET /payroll-periods/:id/contractors': () => [],
    });
    const client = new QueryClient();
    expect(payrollPeriodQueryOptions(52).queryKey).toEqual(['payroll-periods', 'detail', 52]);
    expect(activePayrollPeriodQueryOptions().queryKey).toEqual(['payroll-periods', 'active']);
    expect(payrollPeriodContractorsQueryOptions(52).queryKey).toEqual([
      'payroll-periods',
      'detail',
      52,
      'contractors',
    ]);
    await client.fetchQuery(payrollPeriodQueryOptions(52));
    await client.fetchQuery(activePayrollPeriodQueryOptions());
    await client.fetchQuery(payrollPeriodContractorsQueryOptions(52));
    expect(api.calls.map((call) => call.path)).toEqual([
      '/payroll-periods/52',
      '/payroll-periods/active',
      '/payroll-periods/52/contractors',
    ]);
  });

  it('closes, reopens and completes with PUT and the version read as If-Match (U-11)', async () => {
    api = mockApi({ 'PUT /payroll-periods/:id/:action': () => ({}) });
    await movePayrollPeriod(52, 'close', 3);
    await movePayrollPeriod(52, 'reopen', 4);
    await movePayrollPeriod(52, 'complete', 5);
    expect(api.calls.map((call) => [call.method, call.path, call.headers['If-Match']])).toEqual([
      ['PUT', '/payroll-periods/52/close', '"3"'],
      ['PUT', '/payroll-periods/52/reopen', '"4"'],
      ['PUT', '/payroll-periods/52/complete', '"5"'],
    ]);
  });

  it("checks a period's completeness under the period's key, so a write to the period makes it stale", async () => {
    api = mockApi({ 'GET /payroll-periods/:id/completeness': () => ({ payrollPeriodId: 52, ready: true }) });
    const options = payrollPeriodCompletenessQueryOptions(52);
    expect(options.queryKey).toEqual(['payroll-periods', 'detail', 52, 'completeness']);
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual({
      payrollPeriodId: 52,
      ready: true,
    });
    expect(api.calls.map((call) => [call.method, call.path])).toEqual([
      ['GET', '/payroll-periods/52/completeness'],
    ]);
  });

  it('downloads the payroll CSV with the name the server gives it (U-35)', async () => {
    api = mockApi({
      'GET /payroll-periods/:id/export/csv': () =>
        mockResponse(200, 'Record Type\n', {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="Crewtime_2026-03-08_Payroll.csv"',
        }),
    });
    await expect(downloadPayrollExport(52)).resolves.toMatchObject({
      filename: 'Crewtime_2026-03-08_Payroll.csv',
    });
    expect(api.calls[0].path).toBe('/payroll-periods/52/export/csv');
  });
});
