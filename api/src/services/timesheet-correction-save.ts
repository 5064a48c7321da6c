import type { TimesheetCorrectionsBody } from 'shared-kit/domain';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/database.ts';
import { insertAuditEvent, type AuditEntryValues } from '../db/repositories/audit.ts';
import {
  deleteCorrections,
  insertCorrection,
  listCorrections,
  updateCorrection,
  type CorrectionValues,
} from '../db/repositories/timesheet-corrections.ts';
import { listCrewRecords } from '../db/repositories/timesheet-records.ts';
import { fieldUpdates } from './audit.ts';
import { requireTimesheetAction, standingOf } from './timesheet-actions.ts';
import type { TimesheetDetail } from './timesheet-detail.ts';
import { correctionValuesOf } from './timesheet-corrections.ts';
import { fieldIssue, invalid, type Issue } from './errors.ts';
import { withClaimedTimesheet } from './claimed-timesheet.ts';

export const CORRECTIONS_ONLY_TEXT =
  'Corrections can only be made to an Approved timesheet whose payroll period is Completed';

const CORRECTION_FIELDS = [
  'employeeId',
  'correctionType',
  'correctionDriveMiles',
  'correctionFlyMiles',
  'correctionWorkHours',
  'correctionPerDiemType',
  'correctionTruckAllowance',
  'comments',
  'correctedDate',
] as const satisfies readonly (keyof CorrectionValues)[];

/**
 * PUT /timesheets/{id}/corrections (TS-CORR-01, -08…14, API-17): the body is the timesheet's whole list; items with a
 * timesheetCorrectionId update that correction, items without one are added, stored ones left out are deleted.
 */
export const saveTimesheetCorrections = async (
  db: Db,
  user: CurrentUser,
  timesheetId: number,
  version: number,
  input: TimesheetCorrectionsBody,
): Promise<TimesheetDetail> => {
  if (input.timesheetId !== undefined && input.timesheetId !== timesheetId) {
    throw invalid([fieldIssue(['timesheetId'], 'The timesheet id does not match the address')]);
  }
  const detail = await withClaimedTimesheet(db, user, timesheetId, version, async (trx, header) => {
    // TS-CORR-01: Add/Edit Corrections is the one action of an Approved timesheet in a Completed period.
    requireTimesheetAction(user, 'addCorrections', standingOf(header), { state: CORRECTIONS_ONLY_TEXT });
    const [crew, stored] = await Promise.all([
      listCrewRecords(trx, timesheetId, header.projectId),
      listCorrections(trx, { timesheetId }, { limit: 10_000, offset: 0 }),
    ]);
    const nameOf = new Map(crew.map((row) => [row.employeeId, `${row.firstName} ${row.lastName}`]));
    const storedById = new Map(stored.map((row) => [row.timesheetCorrectionId, row]));
    const issues: Issue[] = [];
    const items: { id: number | null; values: CorrectionValues }[] = [];
    const seenIds = new Set<number>();
    input.corrections.forEach((item, index) => {
      if (!nameOf.has(item.employeeId)) {
        issues.push(fieldIssue(['corrections', index, 'employeeId'], 'Employee is not on this timesheet'));
        return;
      }
      const id = item.timesheetCorrectionId ?? null;
      if (id !== null && (!storedById.has(id) || seenIds.has(id))) {
        issues.push(
          fieldIssue(
            ['corrections', index, 'timesheetCorrectionId'],
            'This correction is not part of this timesheet',
          ),
        );
        return;
      }
      if (id !== null) seenIds.add(id);
      const values = correctionValuesOf(item, index, header.date);
      if (Array.isArray(values)) issues.push(...values);
      else items.push({ id, values });
    });
    if (issues.length > 0) throw invalid(issues);

    const entries: AuditEntryValues[] = [];
    const removed = stored.filter((row) => !seenIds.has(row.timesheetCorrectionId));
    await deleteCorrections(
      trx,
      removed.map((row) => row.timesheetCorrectionId),
    );
    for (const row of removed) {
      entries.push({
        action: 'delete',
        parent: 'Corrections',
        fieldName: row.correctionType,
        newValue: null,
        oldValue: `${row.employeeFirstName} ${row.employeeLastName}`,
      });
    }
    for (const item of items) {
      const name = nameOf.get(item.values.employeeId) ?? String(item.values.employeeId);
      if (item.id === null) {
        await insertCorrection(trx, timesheetId, user.employeeId, item.values);
        entries.push({
          action: 'add',
          parent: 'Corrections',
          fieldName: item.values.correctionType,
          newValue: name,
          oldValue: null,
        });
      } else {
        const before = storedById.get(item.id);
        const changes = before ? fieldUpdates(name, before, item.values, CORRECTION_FIELDS) : [];
        if (changes.length > 0) await updateCorrection(trx, item.id, item.values);
        entries.push(...changes);
      }
    }
    await insertAuditEvent(trx, {
      timesheetId,
      action: 'Corrections',
      employeeId: user.employeeId,
      fromState: null,
      toState: null,
      entries,
    });
  });
  return detail as TimesheetDetail;
};
