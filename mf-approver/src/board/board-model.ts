import {
  CORRECTION_TYPE_LABEL,
  formatApiDate,
  formatHours,
  formatProjectNumber,
  type HydratedTimesheetSummary,
  type TimesheetState,
} from 'shared-kit';
import type { ProjectCorrectionView } from 'shared-kit/payroll';

/**
 * The approver board's rules (seed 001 §2, APPROVER-09…18, U-42), as plain functions the page draws: which column
 * an item goes to, how a column groups its items by project under 'WE {week end date}', and the row texts.
 */

export type BoardColumnId = 'open' | 'review' | 'done';

/** The three columns in order, with the headings of U-42. */
export const BOARD_COLUMNS: ReadonlyArray<{ id: BoardColumnId; heading: string }> = [
  { id: 'open', heading: 'Open' },
  { id: 'review', heading: 'In Review / Pending Approval' },
  { id: 'done', heading: 'Approved / Corrections / Rejected' },
];

/** The states a board shows and its Status filter offers (U-43), in the order of the columns. */
export const BOARD_STATES = ['OPEN', 'IN_REVIEW', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED'] as const;
export type BoardState = (typeof BOARD_STATES)[number];

const COLUMN_OF_STATE: Record<TimesheetState, BoardColumnId | null> = {
  OPEN: 'open',
  IN_REVIEW: 'review',
  PENDING_APPROVAL: 'review',
  APPROVED: 'done',
  REJECTED: 'done',
  // A timesheet of a completed period is history, not work: the board does not show it.
  COMPLETED: null,
};

export const columnOfState = (state: TimesheetState): BoardColumnId | null => COLUMN_OF_STATE[state];

export type BoardItem =
  | { kind: 'timesheet'; sortKey: string; timesheet: HydratedTimesheetSummary }
  | { kind: 'correction'; sortKey: string; correction: ProjectCorrectionView };

/** A project's items in one column: header 'WE {date}', project number, PM, PW marker, count badge. */
export interface BoardGroup {
  key: string;
  projectId: number;
  projectNumber: string;
  projectManager: string;
  prevailingWage: boolean;
  items: BoardItem[];
}

/** What the board knows about a project from its timesheets or the project list: PM and prevailing wage. */
export interface ProjectFacts {
  projectManager: string;
  prevailingWage: boolean;
}

const personName = (first: string | null | undefined, last: string | null | undefined): string =>
  [first, last].filter(Boolean).join(' ');

/**
 * Orders codes (project numbers, the date-first sort keys) by their characters. `localeCompare` built a collator on
 * the board's first render, which loads locale data the codes do not need.
 */
const byCodePoint = (left: string, right: string): number => (left < right ? -1 : left > right ? 1 : 0);

/**
 * The board's three columns: timesheets by state (COMPLETED left out), standalone corrections in the third. Each
 * column groups by project (ordered by project number), each group's items by date (timesheets before corrections
 * on one day).
 */
export function buildBoard(
  timesheets: readonly HydratedTimesheetSummary[],
  corrections: readonly ProjectCorrectionView[],
  projectFacts: ReadonlyMap<number, ProjectFacts>,
): Record<BoardColumnId, BoardGroup[]> {
  const columns: Record<BoardColumnId, Map<number, BoardGroup>> = {
    open: new Map(),
    review: new Map(),
    done: new Map(),
  };
  const groupOf = (column: BoardColumnId, projectId: number, projectNumber: string, facts: ProjectFacts) => {
    let group = columns[column].get(projectId);
    if (!group) {
      group = { key: `${column}-${projectId}`, projectId, projectNumber, ...facts, items: [] };
      columns[column].set(projectId, group);
    }
    return group;
  };

  for (const timesheet of timesheets) {
    const column = columnOfState(timesheet.state);
    if (!column) continue;
    const facts = {
      projectManager: personName(timesheet.pmFirstName, timesheet.pmLastName),
      prevailingWage: timesheet.prevailingWage,
    };
    groupOf(column, timesheet.projectId, timesheet.projectNumber, facts).items.push({
      kind: 'timesheet',
      sortKey: `${timesheet.date} 0 ${timesheet.timesheetId}`,
      timesheet,
    });
  }
  for (const correction of corrections) {
    const facts = projectFacts.get(correction.projectId) ?? { projectManager: '', prevailingWage: false };
    groupOf('done', correction.projectId, correction.projectNumber, facts).items.push({
      kind: 'correction',
      sortKey: `${correction.correctedDate} 1 ${correction.projectCorrectionId}`,
      correction,
    });
  }

  const ordered = (groups: Map<number, BoardGroup>) =>
    [...groups.values()]
      .sort((left, right) => byCodePoint(left.projectNumber, right.projectNumber))
      .map((group) => ({
        ...group,
        items: group.items.sort((left, right) => byCodePoint(left.sortKey, right.sortKey)),
      }));
  return { open: ordered(columns.open), review: ordered(columns.review), done: ordered(columns.done) };
}

/** 'WE 11/29/2026': the group header (APPROVER-10), the end of the week shown. */
export const weekEndingLabel = (weekEnd: string): string => `WE ${formatApiDate(weekEnd, 'MM/dd/yyyy')}`;

export const projectLabel = (projectNumber: string): string => formatProjectNumber(projectNumber);

/** 'Tuesday 11/24/2026 · Frank Morales · 8 Hours' (APPROVER-13). */
export const timesheetRowText = (timesheet: HydratedTimesheetSummary) => ({
  day: `${timesheet.dayOfWeek} ${formatApiDate(timesheet.date, 'MM/dd/yyyy')}`,
  creator: personName(timesheet.creatorEmployeeFirstName, timesheet.creatorEmployeeLastName),
  hours: formatHours(timesheet.totalHours),
});

/** 'Wednesday 11/25/2026 · Add Drive Miles · 40' (APPROVER-16), and whose correction it is. */
export const correctionRowText = (correction: ProjectCorrectionView) => ({
  day: `${correction.correctedDayOfWeek} ${formatApiDate(correction.correctedDate, 'MM/dd/yyyy')}`,
  type: CORRECTION_TYPE_LABEL[correction.correctionType],
  value: correction.newValue,
  employee: personName(correction.employeeFirstName, correction.employeeLastName),
});

export const timesheetPath = (
  timesheet: Pick<HydratedTimesheetSummary, 'projectId' | 'timesheetId'>,
): string => `/foreman/projects/${timesheet.projectId}/timesheets/${timesheet.timesheetId}`;

export const correctionPath = (
  correction: Pick<ProjectCorrectionView, 'payrollPeriodId' | 'projectCorrectionId'>,
): string => `/payroll/${correction.payrollPeriodId}/corrections/${correction.projectCorrectionId}`;

/** How many items a column holds in all its groups (its heading's count). */
export const itemCount = (groups: readonly BoardGroup[]): number =>
  groups.reduce((sum, group) => sum + group.items.length, 0);

/** Whether the board has results: any timesheet or standalone correction in any column. */
export const boardHasResults = (columns: Record<BoardColumnId, readonly BoardGroup[]>): boolean =>
  BOARD_COLUMNS.some(({ id }) => itemCount(columns[id]) > 0);
