import {
  PAYROLL_TRANSITIONS,
  toApiDate,
  type PayrollPeriodAction,
  type PayrollPeriodContractor,
  type PayrollPeriodQuery,
  type PayrollPeriodState,
  type PayrollPeriodView,
} from 'shared-kit/domain';
import type { Db } from '../db/database.ts';
import {
  countPayrollPeriods,
  findPayrollPeriodRow,
  findPayrollPeriodRowOn,
  insertPayrollPeriodTransition,
  listPayrollPeriodContractors,
  listPayrollPeriodRows,
  lockPayrollPeriodRow,
  payrollPeriodStats,
  updatePayrollPeriodState,
  type PayrollPeriodFilter,
  type PayrollPeriodRow,
} from '../db/repositories/payroll-periods.ts';
import { conflict, DomainError, notFound, staleWrite } from './errors.ts';
import { pageRequestOf } from './paging.ts';

export const PAYROLL_PERIOD = 'payroll period';

export const periodViewOf = (row: PayrollPeriodRow): PayrollPeriodView => ({
  payrollPeriodId: row.payrollPeriodId,
  startDate: row.startDate,
  endDate: row.endDate,
  payrollPeriodState: row.state as PayrollPeriodState,
  rosterGeneratedTime: row.rosterGeneratedTime ? new Date(row.rosterGeneratedTime).toISOString() : null,
  version: row.version,
});

const withStats = async (db: Db, rows: readonly PayrollPeriodRow[]): Promise<PayrollPeriodView[]> => {
  const stats = await payrollPeriodStats(
    db,
    rows.map((row) => row.payrollPeriodId),
  );
  return rows.map((row) => ({ ...periodViewOf(row), ...stats.get(row.payrollPeriodId) }));
};

export const listPayrollPeriods = async (
  db: Db,
  query: PayrollPeriodQuery,
): Promise<{ items: PayrollPeriodView[]; total: number }> => {
  const filter: PayrollPeriodFilter = {};
  if (query.startDate) filter.from = query.startDate;
  if (query.endDate) filter.to = query.endDate;
  if (query.state) filter.state = query.state;
  const rows = await listPayrollPeriodRows(db, filter, pageRequestOf(query));
  const items = query.calculateStats === 'true' ? await withStats(db, rows) : rows.map(periodViewOf);
  return { items, total: await countPayrollPeriods(db, filter) };
};

/** One period with its counts (the payroll period page shows both). */
export const getPayrollPeriod = async (db: Db, payrollPeriodId: number): Promise<PayrollPeriodView> => {
  const row = await findPayrollPeriodRow(db, payrollPeriodId);
  if (!row) throw notFound(PAYROLL_PERIOD);
  const [view] = await withStats(db, [row]);
  return view as PayrollPeriodView;
};

/** API-24: the period holding today. */
export const getActivePayrollPeriod = async (db: Db, today: Date): Promise<PayrollPeriodView> => {
  const row = await findPayrollPeriodRowOn(db, toApiDate(today));
  if (!row) throw new DomainError('not-found', 'There is no payroll period for today');
  return periodViewOf(row);
};

export const getPayrollPeriodContractors = async (
  db: Db,
  payrollPeriodId: number,
): Promise<PayrollPeriodContractor[]> => {
  if (!(await findPayrollPeriodRow(db, payrollPeriodId))) throw notFound(PAYROLL_PERIOD);
  return listPayrollPeriodContractors(db, payrollPeriodId);
};

/**
 * A COMPLETED period is permanently locked (DESIGN §5): its timesheets change only through corrections. The
 * timesheet service asks this before any change to a timesheet of the period.
 */
export const isPeriodLocked = async (db: Db, payrollPeriodId: number): Promise<boolean> =>
  (await findPayrollPeriodRow(db, payrollPeriodId))?.state === 'COMPLETED';

// The rule is the domain's, shared with the dashboard that offers each action only where it applies.
export { PAYROLL_TRANSITIONS, type PayrollPeriodAction };

/** Why an action is refused in a state, in words a payroll clerk understands. */
export const transitionRefusal = (action: PayrollPeriodAction, state: string): string | null => {
  if (state === PAYROLL_TRANSITIONS[action].from) return null;
  if (state === 'COMPLETED') {
    return 'This payroll period is completed and permanently locked; it cannot be changed.';
  }
  switch (action) {
    case 'close':
      return 'This payroll period is already closed.';
    case 'reopen':
      return 'This payroll period is already open.';
    case 'complete':
      return 'Close this payroll period before completing it.';
  }
};

export const transitionPayrollPeriod = async (
  db: Db,
  change: { payrollPeriodId: number; action: PayrollPeriodAction; version: number; employeeId: number },
): Promise<PayrollPeriodView> => {
  const { from, to } = PAYROLL_TRANSITIONS[change.action];
  await db.transaction().execute(async (trx) => {
    const current = await lockPayrollPeriodRow(trx, change.payrollPeriodId);
    if (!current) throw notFound(PAYROLL_PERIOD);
    if (current.version !== change.version) throw staleWrite(PAYROLL_PERIOD);
    const refusal = transitionRefusal(change.action, current.state);
    if (refusal) throw conflict(refusal);
    const updated = await updatePayrollPeriodState(trx, {
      payrollPeriodId: change.payrollPeriodId,
      version: change.version,
      fromState: from,
      toState: to,
    });
    if (!updated) throw staleWrite(PAYROLL_PERIOD);
    await insertPayrollPeriodTransition(trx, {
      payrollPeriodId: change.payrollPeriodId,
      fromState: from,
      toState: to,
      employeeId: change.employeeId,
    });
  });
  return getPayrollPeriod(db, change.payrollPeriodId);
};
