import { REMOTE_NAMES, SHELL_ROUTES } from 'shared-kit/domain';
import { ownerOfPath, ROUTE_PREFIXES } from './ownership.ts';

describe('route ownership by prefix (DESIGN §2)', () => {
  it.each([
    ['/foreman', 'mf-foreman', '/foreman'],
    ['/foreman/projects/:projectId/timesheets/:timesheetId', 'mf-foreman', '/foreman'],
    ['/approver', 'mf-approver', '/approver'],
    ['/approver/queue', 'mf-approver', '/approver/queue'],
    ['/approver/queue/:timesheetId', 'mf-approver', '/approver/queue'],
    ['/approver/overview', 'mf-approver', '/approver'],
    ['/approver/projects', 'mf-masterdata', '/approver/projects'],
    ['/approver/customers/:customerId', 'mf-masterdata', '/approver/customers'],
    ['/approver/employees/new', 'mf-masterdata', '/approver/employees'],
    ['/payroll', 'mf-payroll', '/payroll'],
    ['/payroll/certified-payroll/report', 'mf-payroll', '/payroll'],
    ['/payroll/roles', 'mf-admin-reports', '/payroll/roles'],
    ['/payroll/roles/:roleId', 'mf-admin-reports', '/payroll/roles'],
    ['/admin', 'mf-admin-reports', '/admin'],
    ['/reports/timesheets/report', 'mf-admin-reports', '/reports'],
  ])('gives %s to %s (longest prefix %s)', (path, remote, prefix) => {
    expect(ownerOfPath(path)).toEqual({ remote, prefix });
  });

  it('never matches a :param segment of the route against a static prefix segment', () => {
    expect(ownerOfPath('/payroll/:payrollPeriodId/corrections')).toEqual({
      remote: 'mf-payroll',
      prefix: '/payroll',
    });
    expect(ownerOfPath('/approver/:section')).toEqual({ remote: 'mf-approver', prefix: '/approver' });
    expect(ownerOfPath('/:area')).toBeNull();
  });

  it('matches whole segments only: /payrolls and /administration are nobody’s', () => {
    expect(ownerOfPath('/payrolls')).toBeNull();
    expect(ownerOfPath('/administration')).toBeNull();
    expect(ownerOfPath('/approver/projectsx')).toEqual({ remote: 'mf-approver', prefix: '/approver' });
  });

  it("gives the shell's own routes to no remote", () => {
    for (const route of SHELL_ROUTES) expect(ownerOfPath(route.path)).toBeNull();
  });

  it('lists every remote, and no prefix twice', () => {
    expect(Object.keys(ROUTE_PREFIXES).sort()).toEqual([...REMOTE_NAMES].sort());
    const prefixes = Object.values(ROUTE_PREFIXES).flat();
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
