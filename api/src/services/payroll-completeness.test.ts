import type { ApprovedHoursRow } from '../db/repositories/payroll-roster.ts';
import {
  employeeIdsWithoutHoursOrReason,
  isPeriodReady,
  unapprovedTimesheetOf,
} from './payroll-completeness.ts';
import { rosterMembers } from './roster.ts';

const hours = (employeeId: number, work: number, travel = 0): ApprovedHoursRow => ({
  employeeId,
  hours: work,
  travelHours: travel,
});

describe('the period completeness rule', () => {
  it('lists a roster member with no work hours, no travel hours and no no-pay reason', () => {
    const members = rosterMembers([1, 2, 3], [hours(2, 8)]);
    expect(employeeIdsWithoutHoursOrReason(members, new Map())).toEqual([1, 3]);
  });

  it('counts travel hours alone as hours', () => {
    expect(employeeIdsWithoutHoursOrReason([hours(4, 0, 1.5)], new Map())).toEqual([]);
  });

  it('leaves out an employee whose roster row carries a no-pay reason', () => {
    const reasons = new Map<number, string | null>([
      [1, 'PTO'],
      [3, null],
    ]);
    expect(employeeIdsWithoutHoursOrReason(rosterMembers([1, 3], []), reasons)).toEqual([3]);
  });

  it("takes the period's employees from the no-pay roster: active employees plus anyone with approved hours", () => {
    // 9 is inactive but worked: a member with hours, so never missing; inactive 10 without hours is no member.
    const members = rosterMembers([1], [hours(9, 6)]);
    expect(members.map((member) => member.employeeId)).toEqual([1, 9]);
    expect(employeeIdsWithoutHoursOrReason(members, new Map())).toEqual([1]);
  });

  it('is ready only with nothing waiting for approval and nobody without hours or reason', () => {
    expect(isPeriodReady({ unapprovedCount: 0, employeesWithoutHoursOrReasonCount: 0 })).toBe(true);
    expect(isPeriodReady({ unapprovedCount: 1, employeesWithoutHoursOrReasonCount: 0 })).toBe(false);
    expect(isPeriodReady({ unapprovedCount: 0, employeesWithoutHoursOrReasonCount: 2 })).toBe(false);
  });

  it('names the foreman of an unapproved timesheet by first and last name', () => {
    expect(
      unapprovedTimesheetOf({
        timesheetId: 41,
        projectId: 3,
        projectNumber: 'P24DAL03',
        date: '2026-03-04',
        state: 'PENDING_APPROVAL',
        foremanFirstName: 'Frank',
        foremanLastName: 'Morales',
      }),
    ).toEqual({
      timesheetId: 41,
      projectId: 3,
      projectNumber: 'P24DAL03',
      date: '2026-03-04',
      state: 'PENDING_APPROVAL',
      foremanName: 'Frank Morales',
    });
  });
});
