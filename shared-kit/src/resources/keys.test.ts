import { QueryClient, QueryObserver, hashKey, type QueryKey } from '@tanstack/react-query';
import {
  customerKeys,
  employeeKeys,
  equipmentKeys,
  ifMatch,
  invalidate,
  invalidateAfter,
  jobClassKeys,
  laborItemKeys,
  payrollPeriodKeys,
  perDiemTableKeys,
  projectCorrectionKeys,
  projectKeys,
  roleKeys,
  rosterKeys,
  timesheetCorrectionKeys,
  timesheetKeys,
} from 'shared-kit/resources/keys';

/** One cached query of each kind a screen holds, by a name a test can read. */
const SEEDED: Record<string, QueryKey> = {
  timesheetList: timesheetKeys.list({ startDate: '2026-03-02', endDate: '2026-03-08' }),
  timesheet77: timesheetKeys.detail(77),
  timesheet78: timesheetKeys.detail(78),
  timesheetExists: timesheetKeys.exists({ projectId: 7, date: '2026-03-03' }),
  timesheetReport: timesheetKeys.report('print', { timesheetId: 77 }),
  payrollPeriodList: payrollPeriodKeys.list({ calculateStats: true }),
  payrollPeriod52: payrollPeriodKeys.detail(52),
  contractors52: payrollPeriodKeys.contractors(52),
  activePayrollPeriod: payrollPeriodKeys.active(),
  roster52: rosterKeys.detail(52),
  roster53: rosterKeys.detail(53),
  timesheetCorrectionList: timesheetCorrectionKeys.list({ payrollPeriodId: 52 }),
  projectCorrectionList: projectCorrectionKeys.list({ payrollPeriodId: 52 }),
  projectList: projectKeys.list({ status: 'Active' }),
  project7: projectKeys.detail(7),
  perDiemRate: perDiemTableKeys.rate({ projectId: 7, jobClass: 'LABORER', perDiemType: 'LOCAL' }),
  customerList: customerKeys.list({}),
  customer7: customerKeys.detail(7),
  employeeList: employeeKeys.list({ page: 1, pageSize: 500 }),
  roleList: roleKeys.lists(),
  jobClasses: jobClassKeys.lists(),
};

/** The names of the seeded queries that `keys` make stale. */
async function staleAfter(keys: readonly QueryKey[]): Promise<string[]> {
  const client = new QueryClient();
  for (const key of Object.values(SEEDED)) client.setQueryData(key, 'cached');
  await invalidate(client, keys);
  return Object.entries(SEEDED)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('resource query keys', () => {
  it('name the resource first, then list or detail, then the request or the id', () => {
    expect(timesheetKeys.all).toEqual(['timesheets']);
    expect(timesheetKeys.list({ page: 2 })).toEqual(['timesheets', 'list', { page: 2 }]);
    expect(timesheetKeys.detail(77)).toEqual(['timesheets', 'detail', 77]);
    expect(projectKeys.detail(7)).toEqual(['projects', 'detail', 7]);
    expect(payrollPeriodKeys.contractors(52)).toEqual(['payroll-periods', 'detail', 52, 'contractors']);
  });

  it('give every resource its own root, so invalidating one never touches another', () => {
    const roots = [
      timesheetKeys,
      projectKeys,
      customerKeys,
      employeeKeys,
      jobClassKeys,
      laborItemKeys,
      equipmentKeys,
      perDiemTableKeys,
      payrollPeriodKeys,
      rosterKeys,
      timesheetCorrectionKeys,
      projectCorrectionKeys,
      roleKeys,
    ].map((keys) => keys.all[0]);
    expect(new Set(roots).size).toBe(roots.length);
  });

  it('are stable: the same request in another property order is the same cache entry', () => {
    expect(hashKey(timesheetKeys.list({ projectId: 7, startDate: '2026-03-02' }))).toBe(
      hashKey(timesheetKeys.list({ startDate: '2026-03-02', projectId: 7 })),
    );
    expect(hashKey(timesheetKeys.list({ projectId: 7 }))).not.toBe(
      hashKey(timesheetKeys.list({ projectId: 8 })),
    );
  });

  it('are hierarchical: invalidating timesheetKeys.all covers lists, details, existence checks and reports', async () => {
    expect(await staleAfter([timesheetKeys.all])).toEqual([
      'timesheet77',
      'timesheet78',
      'timesheetExists',
      'timesheetList',
      'timesheetReport',
    ]);
    expect(await staleAfter([timesheetKeys.lists()])).toEqual(['timesheetList']);
    expect(await staleAfter([payrollPeriodKeys.detail(52)])).toEqual(['contractors52', 'payrollPeriod52']);
  });

  it('send the version read as If-Match, and none for a create', () => {
    expect(ifMatch(3)).toEqual({ headers: { 'If-Match': '"3"' } });
    expect(ifMatch(0)).toEqual({ headers: { 'If-Match': '"0"' } });
    expect(ifMatch(undefined)).toEqual({});
  });
});

describe('invalidateAfter: what a write makes stale across areas', () => {
  it("a timesheet write: the lists, existence checks and reports, and the payroll periods' counts — not the written timesheet, whose answer the screen caches", async () => {
    expect(await staleAfter(invalidateAfter.timesheetWritten())).toEqual([
      'contractors52',
      'payrollPeriod52',
      'payrollPeriodList',
      'timesheetExists',
      'timesheetList',
      'timesheetReport',
    ]);
  });

  it("timesheet corrections saved: the timesheet, its payroll period's corrections and counts, the boards", async () => {
    expect(await staleAfter(invalidateAfter.timesheetCorrectionsSaved(77))).toEqual([
      'contractors52',
      'payrollPeriod52',
      'payrollPeriodList',
      'timesheet77',
      'timesheetCorrectionList',
      'timesheetExists',
      'timesheetList',
      'timesheetReport',
    ]);
  });

  it('a standalone correction: its lists, the payroll periods and the reports (U-12)', async () => {
    expect(await staleAfter(invalidateAfter.projectCorrectionSaved())).toEqual([
      'activePayrollPeriod',
      'contractors52',
      'payrollPeriod52',
      'payrollPeriodList',
      'projectCorrectionList',
      'timesheetReport',
    ]);
  });

  it('a payroll period closed, reopened or completed: the periods and every timesheet (they show its state)', async () => {
    expect(await staleAfter(invalidateAfter.payrollPeriodMoved())).toEqual([
      'activePayrollPeriod',
      'contractors52',
      'payrollPeriod52',
      'payrollPeriodList',
      'timesheet77',
      'timesheet78',
      'timesheetExists',
      'timesheetList',
      'timesheetReport',
    ]);
  });

  it("a roster saved or regenerated: that period's roster and the periods, not another period's roster", async () => {
    const stale = await staleAfter(invalidateAfter.rosterSaved(52));
    expect(stale).toContain('roster52');
    expect(stale).toContain('payrollPeriodList');
    expect(stale).not.toContain('roster53');
  });

  it('master data: a project reaches the rate lookups and the timesheets; a customer its lists and projects, not its detail', async () => {
    const afterProject = await staleAfter(invalidateAfter.projectSaved());
    expect(afterProject).toEqual(
      expect.arrayContaining(['project7', 'projectList', 'perDiemRate', 'timesheet77']),
    );
    expect(afterProject).not.toContain('customerList');
    expect(await staleAfter(invalidateAfter.customerSaved())).toEqual([
      'customerList',
      'project7',
      'projectList',
    ]);
    expect(await staleAfter(invalidateAfter.employeeSaved())).toEqual(
      expect.arrayContaining(['employeeList', 'projectList', 'roster52', 'timesheet77']),
    );
    expect(await staleAfter(invalidateAfter.roleSaved())).toEqual(['roleList']);
  });

  it('refetches at once the affected queries a screen is showing', async () => {
    const client = new QueryClient();
    const queryKey = timesheetKeys.list({ page: 1 });
    const fetchList = jest.fn(async () => ['row']);
    await client.fetchQuery({ queryKey, queryFn: fetchList, staleTime: Infinity });
    const unsubscribe = new QueryObserver(client, {
      queryKey,
      queryFn: fetchList,
      staleTime: Infinity,
    }).subscribe(() => undefined);
    expect(fetchList).toHaveBeenCalledTimes(1);
    await invalidate(client, invalidateAfter.timesheetWritten());
    expect(fetchList).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
