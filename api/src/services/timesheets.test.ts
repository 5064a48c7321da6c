import type { Permission } from 'shared-kit/domain';
import type { CurrentUser } from '../auth/current-user.ts';
import { timesheetFilterFor } from './timesheets.ts';

const userWith = (...permissions: Permission[]): CurrentUser => ({
  employeeId: 7,
  firstName: 'Frank',
  lastName: 'Morales',
  email: 'foreman@example.com',
  roles: [{ roleId: 1, name: 'Role', homePage: null, permissions }],
  language: null,
  permissions: new Set(permissions),
});

describe('which timesheets a user may list (U-20)', () => {
  it.each<Permission>(['ApproverDashboard_View', 'Timesheets_Approve', 'Timesheets_ApproveAny'])(
    'lists approver-wide with %s, keeping a requested creator',
    (permission) => {
      expect(timesheetFilterFor(userWith('Timesheets_View', permission), {})).toEqual({});
      expect(timesheetFilterFor(userWith(permission), { creatorEmployeeId: 12 })).toEqual({
        creatorEmployeeId: 12,
      });
    },
  );

  it('forces creatorEmployeeId to the user for everyone else, whatever was asked', () => {
    expect(
      timesheetFilterFor(userWith('Timesheets_View', 'ForemanDashboard_View'), { creatorEmployeeId: 12 }),
    ).toEqual({
      creatorEmployeeId: 7,
    });
  });

  it('passes the other filters through and reads prevailingWage as a boolean', () => {
    expect(
      timesheetFilterFor(userWith('ApproverDashboard_View'), {
        startDate: '2026-11-16',
        endDate: '2026-11-22',
        projectId: 4,
        projectManagerEmployeeId: 3,
        state: 'IN_REVIEW',
        prevailingWage: 'false',
      }),
    ).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      projectId: 4,
      projectManagerEmployeeId: 3,
      state: 'IN_REVIEW',
      prevailingWage: false,
    });
  });
});
