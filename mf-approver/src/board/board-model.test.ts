import { hydratedTimesheetSummary, projectCorrectionView } from 'shared-kit/testing';
import {
  BOARD_COLUMNS,
  boardHasResults,
  buildBoard,
  columnOfState,
  correctionPath,
  correctionRowText,
  itemCount,
  timesheetPath,
  timesheetRowText,
  weekEndingLabel,
} from './board-model';
import { defaultListParams } from 'shared-kit/list';
import { BOARD_PARAMS, mondayOf, mondayOfTyped, shiftWeek } from './board-params';

const timesheet = hydratedTimesheetSummary;

const correction = projectCorrectionView;

describe('the approver board', () => {
  it('has the three columns of U-42 and puts each state in its column; completed ones are not work', () => {
    expect(BOARD_COLUMNS.map((column) => column.heading)).toEqual([
      'Open',
      'In Review / Pending Approval',
      'Approved / Corrections / Rejected',
    ]);
    expect(columnOfState('OPEN')).toBe('open');
    expect(columnOfState('IN_REVIEW')).toBe('review');
    expect(columnOfState('PENDING_APPROVAL')).toBe('review');
    expect(columnOfState('APPROVED')).toBe('done');
    expect(columnOfState('REJECTED')).toBe('done');
    expect(columnOfState('COMPLETED')).toBeNull();
  });

  it('groups by project in project-number order, items by date, corrections in the third column', () => {
    const board = buildBoard(
      [
        timesheet({ timesheetId: 1, date: '2026-11-25', dayOfWeek: 'Wednesday' }),
        timesheet({ timesheetId: 2, date: '2026-11-23', dayOfWeek: 'Monday' }),
        timesheet({
          timesheetId: 3,
          state: 'APPROVED',
          projectId: 8,
          projectNumber: 'P13ABC01',
          prevailingWage: true,
        }),
        timesheet({ timesheetId: 4, state: 'COMPLETED' }),
        timesheet({ timesheetId: 5, state: 'PENDING_APPROVAL' }),
      ],
      [correction()],
      new Map([[8, { projectManager: 'Sam Lee', prevailingWage: true }]]),
    );
    expect(board.open).toHaveLength(1);
    expect(
      board.open[0]?.items.map((item) => item.kind === 'timesheet' && item.timesheet.timesheetId),
    ).toEqual([2, 1]);
    expect(board.open[0]).toMatchObject({ projectManager: 'Paula Meyer', prevailingWage: false });
    expect(itemCount(board.review)).toBe(1);
    expect(board.done.map((group) => group.projectNumber)).toEqual(['P13ABC01']);
    expect(board.done[0]?.items.map((item) => item.kind)).toEqual(['timesheet', 'correction']);
    expect(itemCount([...board.open, ...board.review, ...board.done])).toBe(5);
  });

  it('has results with any timesheet or standalone correction, and none on an empty week (APPROVER-08)', () => {
    const facts = new Map<number, { projectManager: string; prevailingWage: boolean }>();
    expect(boardHasResults(buildBoard([], [], facts))).toBe(false);
    // A completed timesheet is not on the board: a week of only those has no results.
    expect(boardHasResults(buildBoard([timesheet({ state: 'COMPLETED' })], [], facts))).toBe(false);
    expect(boardHasResults(buildBoard([timesheet({ state: 'REJECTED' })], [], facts))).toBe(true);
    expect(boardHasResults(buildBoard([], [correction()], facts))).toBe(true);
  });

  it('takes a correction-only project its manager and PW marker from the project list', () => {
    const board = buildBoard(
      [],
      [correction()],
      new Map([[8, { projectManager: 'Sam Lee', prevailingWage: true }]]),
    );
    expect(board.done[0]).toMatchObject({ projectManager: 'Sam Lee', prevailingWage: true });
  });

  it("writes the rows as the seed says: day and date, creator, 'Hour' for one, else 'Hours'", () => {
    expect(timesheetRowText(timesheet({ totalHours: 1 }))).toEqual({
      day: 'Tuesday 11/24/2026',
      creator: 'Frank Morales',
      hours: '1 Hour',
    });
    expect(timesheetRowText(timesheet({ totalHours: 7.5 })).hours).toBe('7.5 Hours');
    expect(correctionRowText(correction())).toEqual({
      day: 'Wednesday 11/25/2026',
      type: 'Add Drive Miles',
      value: '40',
      employee: 'Rosa Roberts',
    });
    expect(weekEndingLabel('2026-11-29')).toBe('WE 11/29/2026');
  });

  it('opens a timesheet and a correction at their paths (APPROVER-14, -17)', () => {
    expect(timesheetPath({ projectId: 7, timesheetId: 1 })).toBe('/foreman/projects/7/timesheets/1');
    expect(correctionPath({ payrollPeriodId: 9, projectCorrectionId: 5 })).toBe('/payroll/9/corrections/5');
  });

  it('holds the week as its Monday, and moves a week at a time', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('not a date')).toBeUndefined();
    expect(shiftWeek('2026-11-23', -1)).toBe('2026-11-16');
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
  });

  it('takes a typed date only once its year is typed out (Chrome reports 0002, 0020 and 0202 on the way to 2026)', () => {
    for (const partial of ['0002-11-11', '0020-11-11', '0202-11-11', '1899-12-31', ''])
      expect(mondayOfTyped(partial)).toBeUndefined();
    expect(mondayOfTyped('2026-11-11')).toBe('2026-11-09');
    expect(mondayOfTyped('1900-01-03')).toBe('1900-01-01');
  });

  it("starts on this week as it is when read: after Sunday's midnight, Clear Filters goes to the new week (U-54)", () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 29, 23, 50) }); // local time, as the browser's
    try {
      expect(defaultListParams(BOARD_PARAMS).week).toBe('2026-11-23');
      jest.setSystemTime(new Date(2026, 10, 30, 0, 10));
      expect(defaultListParams(BOARD_PARAMS).week).toBe('2026-11-30');
    } finally {
      jest.useRealTimers();
    }
  });
});
