import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import {
  claimTimesheetVersion,
  findTimesheetHeader,
  sharePeriodOfTimesheet,
  type TimesheetHeaderRow,
} from '../db/repositories/timesheets.ts';
import { notFound, staleWrite } from './errors.ts';
import { canSee, loadTimesheetDetail, type TimesheetDetail } from './timesheet-detail.ts';

/** What a change reports when it found nothing to change: its transaction is undone, version claim included. */
export const UNCHANGED = 'unchanged';

/** Thrown inside the transaction to roll it back; never leaves withClaimedTimesheet. */
const rollBack = Symbol('nothing changed');

/**
 * Runs `change` inside one transaction after claiming the version (409 when stale) and loading the header the user
 * may see (404 otherwise); returns the fresh detail after commit. The timesheet's payroll period stays share-locked
 * throughout, so the state `change` checks is the one the period still has when the change commits. A change that returns UNCHANGED leaves the
 * timesheet as it was, version included, so a save that changes nothing does not make anyone else's copy stale.
 */
export const withClaimedTimesheet = async (
  db: Db,
  user: CurrentUser,
  timesheetId: number,
  version: number,
  change: (trx: Db, header: TimesheetHeaderRow) => Promise<void | typeof UNCHANGED>,
  options: { deletes?: boolean } = {},
): Promise<TimesheetDetail | null> => {
  try {
    await inTransaction(db, async (trx) => {
      await sharePeriodOfTimesheet(trx, timesheetId);
      const claimed = await claimTimesheetVersion(trx, timesheetId, version);
      // Unseen or missing is 404 before stale is 409, so a stale write never tells that a hidden timesheet exists.
      const header = await findTimesheetHeader(trx, timesheetId);
      if (!header || !canSee(user, header)) throw notFound('timesheet');
      if (claimed === undefined) throw staleWrite('timesheet');
      if ((await change(trx, header)) === UNCHANGED) throw rollBack;
    });
  } catch (error) {
    if (error !== rollBack) throw error;
  }
  if (options.deletes) return null;
  return loadTimesheetDetail(db, (await findTimesheetHeader(db, timesheetId)) as TimesheetHeaderRow);
};
