import { formatProjectNumber, normaliseProjectNumber } from './project-number.ts';
import {
  dayOfWeekName,
  formatApiDate,
  formatDate,
  formatDateTime,
  parseApiDate,
  previousWeekStart,
  weekOf,
  weekDays,
} from './dates.ts';
import { hasPermission, homePageOf, type SignedInUser } from './user.ts';
import { seesAllTimesheets, type Permission } from './permissions.ts';
import { formatHours } from './timesheet.ts';
import { TIMESHEET_LIST_FILTER_STATES, TIMESHEET_STATE_COLOUR, TIMESHEET_STATE_LABEL } from './states.ts';

describe('project number display (CONST-16/17)', () => {
  it('formats p13abc01xyz as P-13 ABC 01 XYZ', () => {
    expect(formatProjectNumber('p13abc01xyz')).toBe('P-13 ABC 01 XYZ');
    expect(formatProjectNumber('P-13 ABC 01 XYZ')).toBe('P-13 ABC 01 XYZ');
  });
  it('keeps New Project and caps at 15 characters', () => {
    expect(formatProjectNumber('New Project')).toBe('New Project');
    expect(formatProjectNumber('P13ABC01XYZ999').length).toBe(15);
  });
  it('normalises by removing spaces and hyphens', () => {
    expect(normaliseProjectNumber('p-13 abc 01')).toBe('P13ABC01');
  });
});

describe('weeks run Monday to Sunday (CONST-15)', () => {
  it('finds the week of a Wednesday and of a Sunday', () => {
    expect(weekOf(new Date(2026, 10, 18))).toEqual({ startOfWeek: '2026-11-16', endOfWeek: '2026-11-22' });
    expect(weekOf(new Date(2026, 10, 22))).toEqual({ startOfWeek: '2026-11-16', endOfWeek: '2026-11-22' });
    expect(weekOf(new Date(2026, 10, 23))).toEqual({ startOfWeek: '2026-11-23', endOfWeek: '2026-11-29' });
  });
  it('gives the previous Monday and the seven days', () => {
    expect(previousWeekStart(new Date(2026, 10, 22))).toBe('2026-11-09');
    expect(weekDays('2026-11-16')).toHaveLength(7);
    expect(weekDays('2026-11-16').at(-1)).toBe('2026-11-22');
  });
  it('formats dates as MM-dd-yyyy and MM/dd/yyyy', () => {
    expect(formatApiDate('2026-11-05')).toBe('11-05-2026');
    expect(formatApiDate('2026-11-05', 'MM/dd/yyyy')).toBe('11/05/2026');
    expect(formatApiDate('nonsense')).toBe('nonsense');
  });
  it('formats a moment as MM/dd/yyyy hh:mm a in local time, from a Date or an ISO timestamp', () => {
    expect(formatDateTime(new Date(2026, 10, 24, 14, 5))).toBe('11/24/2026 02:05 PM');
    expect(formatDateTime(new Date(2026, 10, 24, 0, 30).toISOString())).toBe('11/24/2026 12:30 AM');
  });
});

describe('permissions and home page', () => {
  const user: SignedInUser = {
    employeeId: 1,
    firstName: 'A',
    lastName: 'B',
    roles: [
      { roleId: 1, name: 'X', homePage: null, permissions: ['Timesheets_View'] },
      { roleId: 2, name: 'Y', homePage: '/payroll', permissions: ['PayrollDashboard_View'] },
    ],
  };
  it('unions permissions across roles (SHELL-10)', () => {
    expect(hasPermission(user, 'PayrollDashboard_View')).toBe(true);
    expect(hasPermission(user, 'Admin_View')).toBe(false);
  });
  it('uses the first role that has a home page (SHELL-14)', () => {
    expect(homePageOf(user)).toBe('/payroll');
    expect(homePageOf({ ...user, roles: [] })).toBeNull();
  });
  it.each<Permission>(['ApproverDashboard_View', 'Timesheets_Approve', 'Timesheets_ApproveAny'])(
    'lists timesheets approver-wide with %s (U-20)',
    (permission) => {
      expect(seesAllTimesheets(new Set<Permission>(['Timesheets_View', permission]))).toBe(true);
    },
  );
  it('lists only their own timesheets for a foreman (U-20)', () => {
    const foreman = new Set<Permission>([
      'ForemanDashboard_View',
      'Timesheets_View',
      'Timesheets_UpdateOpen',
    ]);
    expect(seesAllTimesheets(foreman)).toBe(false);
  });
});

describe('states and hours', () => {
  it('labels and colours the states', () => {
    expect(TIMESHEET_STATE_LABEL.PENDING_APPROVAL).toBe('Pending Approval');
    expect(TIMESHEET_STATE_COLOUR).toMatchObject({
      REJECTED: 'red',
      APPROVED: 'green',
      PENDING_APPROVAL: 'blue',
      IN_REVIEW: 'yellow',
      OPEN: 'gray',
    });
    expect(TIMESHEET_LIST_FILTER_STATES).not.toContain('OPEN');
    expect(TIMESHEET_LIST_FILTER_STATES).not.toContain('COMPLETED');
  });
  it('says Hour for 1 and Hours otherwise', () => {
    expect(formatHours(1)).toBe('1 Hour');
    expect(formatHours(8.5)).toBe('8.5 Hours');
    expect(formatHours(0)).toBe('0 Hours');
  });
});

describe('parseApiDate', () => {
  it('reads yyyy-MM-dd as a local calendar date and refuses anything else', () => {
    expect(parseApiDate('2026-11-05')?.getDate()).toBe(5);
    expect(parseApiDate('2026-02-30')).toBeNull();
    expect(parseApiDate('11-05-2026')).toBeNull();
    expect(parseApiDate('2026-11-05T10:00')).toBeNull();
  });

  it('gives local midnight of that day (jest runs in Los Angeles), across a DST change and a leap day', () => {
    const date = parseApiDate('2026-03-08') as Date;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual(
      [2026, 2, 8, 0, 0],
    );
    expect(parseApiDate('2028-02-29')?.getDate()).toBe(29);
    expect(parseApiDate('2027-02-29')).toBeNull();
    expect(parseApiDate('2026-13-01')).toBeNull();
    expect(parseApiDate('2026-00-10')).toBeNull();
    expect(parseApiDate('0099-01-01')?.getFullYear()).toBe(99);
  });
});

describe('date display', () => {
  it('names the weekday and formats times as hh:mm a', () => {
    expect(dayOfWeekName('2026-11-16')).toBe('Monday');
    // Every day of a week, as en-US names them (the table stands in for an Intl formatter).
    const week = [
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ];
    const english = new Intl.DateTimeFormat('en-US', { weekday: 'long' });
    expect(week.map(dayOfWeekName)).toEqual(week.map((day) => english.format(parseApiDate(day) as Date)));
    expect(dayOfWeekName('not a date')).toBe('');
    expect(formatDate(new Date(2026, 10, 16, 14, 5), 'hh:mm a')).toBe('02:05 PM');
    expect(formatDate(new Date(2026, 10, 16))).toBe('11/16/2026');
  });
});
