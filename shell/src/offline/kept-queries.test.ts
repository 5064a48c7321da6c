import { QueryClient } from '@tanstack/react-query';
import { isKeptForOffline, KEPT_QUERIES_MAX_AGE_MS, shouldKeepQuery } from './kept-queries';

const FOREMAN = 12;

describe('the reads kept for offline use', () => {
  it("keeps what the foreman's daily timesheet and picker read", () => {
    expect(isKeptForOffline(['timesheets', 'detail', 17], FOREMAN)).toBe(true);
    expect(isKeptForOffline(['projects', 'detail', 4], FOREMAN)).toBe(true);
    expect(isKeptForOffline(['projects', 'list', { status: 'Active', page: 1, pageSize: 10 }], FOREMAN)).toBe(
      true,
    );
    expect(isKeptForOffline(['job-classes', 'list'], FOREMAN)).toBe(true);
    expect(isKeptForOffline(['employees', 'list', { page: 1, pageSize: 500 }], FOREMAN)).toBe(true);
    expect(isKeptForOffline(['timesheets', 'exists', { projectId: 4, date: '2026-12-01' }], FOREMAN)).toBe(
      true,
    );
    expect(isKeptForOffline(['per-diem-tables', 'rate', { projectId: 4 }], FOREMAN)).toBe(true);
    expect(isKeptForOffline(['payroll-periods', 'active'], FOREMAN)).toBe(true);
    expect(isKeptForOffline(['payroll-periods', 'detail', 3, 'contractors'], FOREMAN)).toBe(true);
  });

  it("keeps the foreman's own timesheet lists (dashboard week, list pages), not anyone else's or the boards", () => {
    const own = {
      creatorEmployeeId: FOREMAN,
      startDate: '2026-11-30',
      endDate: '2026-12-06',
      calcTotalHours: true,
    };
    expect(isKeptForOffline(['timesheets', 'list', own], FOREMAN)).toBe(true);
    expect(isKeptForOffline(['timesheets', 'list', { ...own, creatorEmployeeId: 13 }], FOREMAN)).toBe(false);
    expect(isKeptForOffline(['timesheets', 'list', { ...own, creatorEmployeeId: null }], FOREMAN)).toBe(
      false,
    );
    expect(isKeptForOffline(['timesheets', 'list', { ...own, hydrate: 'true', pages: 'all' }], FOREMAN)).toBe(
      false,
    );
  });

  it('keeps nothing of payroll, roles, corrections or reports', () => {
    expect(isKeptForOffline(['payroll-periods', 'list', { page: 1 }], FOREMAN)).toBe(false);
    expect(isKeptForOffline(['payroll-periods', 'detail', 3, 'completeness'], FOREMAN)).toBe(false);
    expect(isKeptForOffline(['roles', 'list', {}], FOREMAN)).toBe(false);
    expect(isKeptForOffline(['timesheet-corrections', 'list', {}], FOREMAN)).toBe(false);
    expect(isKeptForOffline(['timesheets', 'report', 'weekly', {}], FOREMAN)).toBe(false);
    expect(isKeptForOffline(['roster', 'detail', 3], FOREMAN)).toBe(false);
  });

  it('writes only answered reads younger than the max age', () => {
    const now = Date.now();
    const client = new QueryClient();
    client.setQueryData(['timesheets', 'detail', 17], { timesheetId: 17 }, { updatedAt: now - 1000 });
    client.setQueryData(
      ['timesheets', 'detail', 18],
      { timesheetId: 18 },
      {
        updatedAt: now - KEPT_QUERIES_MAX_AGE_MS - 1,
      },
    );
    const query = (id: number) => client.getQueryCache().find({ queryKey: ['timesheets', 'detail', id] })!;
    expect(shouldKeepQuery(query(17), FOREMAN, now)).toBe(true);
    expect(shouldKeepQuery(query(18), FOREMAN, now)).toBe(false);
    client.getQueryCache().build(client, { queryKey: ['timesheets', 'detail', 19] });
    expect(shouldKeepQuery(query(19), FOREMAN, now)).toBe(false);
  });
});
