import { QueryClient } from '@tanstack/react-query';
import { mockApi, type MockApi } from 'shared-kit/testing';
import { regenerateRoster, rosterQueryOptions, saveNoPayRoster } from 'shared-kit/resources/roster';

describe('no-pay roster resource', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it("reads a period's roster, keyed by the period", async () => {
    api = mockApi({ 'GET /payroll-periods/:id/roster': () => [] });
    const options = rosterQueryOptions(52);
    expect(options.queryKey).toEqual(['roster', 'detail', 52]);
    await new QueryClient().fetchQuery(options);
    expect(api.calls[0].path).toBe('/payroll-periods/52/roster');
  });

  it('regenerates with POST (version when known) and saves the no-pay statuses with the period version (NOPAY-15)', async () => {
    api = mockApi({
      'POST /payroll-periods/:id/roster': () => ({}),
      'PUT /payroll-periods/:id/roster/no-pay': () => ({}),
    });
    await regenerateRoster(52, 6);
    await regenerateRoster(53);
    await saveNoPayRoster(52, {
      payrollRosters: [{ payrollPeriodEmployeeId: 900, noPayStatus: 'OFF', noPayNotes: null }],
      version: 7,
    });
    expect(api.calls.map((call) => [call.method, call.path, call.headers['If-Match']])).toEqual([
      ['POST', '/payroll-periods/52/roster', '"6"'],
      ['POST', '/payroll-periods/53/roster', undefined],
      ['PUT', '/payroll-periods/52/roster/no-pay', '"7"'],
    ]);
    expect(api.calls[2].body).toMatchObject({
      payrollRosters: [{ payrollPeriodEmployeeId: 900, noPayStatus: 'OFF' }],
    });
  });
});
