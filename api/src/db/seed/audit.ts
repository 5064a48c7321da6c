import type { Transaction } from 'kysely';
import type { TimesheetState } from 'shared-kit/domain';
import type { AuditAction } from 'shared-kit/domain';
import type { Database } from '../schema.ts';
import { inChunks } from './insert-in-chunks.ts';
import type { Random } from './random.ts';
import { dateAt, notInFuture, plusDays } from './time.ts';
import type { SeededTimesheet } from './timesheets.ts';

interface AuditEntryPlan {
  action: 'add' | 'delete' | 'update';
  parent: string;
  fieldName: string | null;
  newValue: string | null;
  oldValue: string | null;
}

interface AuditEventPlan {
  timesheetId: number;
  action: AuditAction;
  employeeId: number;
  auditTime: Date;
  fromState: TimesheetState | null;
  toState: TimesheetState | null;
  entries: AuditEntryPlan[];
}

/** The history that led each demo timesheet to its state: created, submitted, reviewed, approved or rejected. */
const eventsOf = (random: Random, now: Date, { timesheetId, plan }: SeededTimesheet): AuditEventPlan[] => {
  const creator = plan.creator.employeeId;
  const manager = plan.project.pmEmployeeId;
  const nextDay = plusDays(plan.date, 1);
  const created: AuditEntryPlan[] = [
    ...plan.records.map((record) => ({
      action: 'add' as const,
      parent: 'Crew Timecard',
      fieldName: null,
      newValue: `${record.employee.firstName} ${record.employee.lastName}`,
      oldValue: null,
    })),
    ...plan.contractLabor.map((labor) => ({
      action: 'add' as const,
      parent: 'Contract Labor',
      fieldName: null,
      newValue: labor.contractorName,
      oldValue: null,
    })),
  ];
  const events: Omit<AuditEventPlan, 'timesheetId' | 'auditTime'>[] = [
    { action: 'Create', employeeId: creator, fromState: null, toState: null, entries: created },
  ];
  const times = [dateAt(plan.date, 15, random.int(0, 50))];
  if (plan.state !== 'OPEN') {
    events.push({
      action: 'Submit',
      employeeId: creator,
      fromState: 'OPEN',
      toState: 'PENDING_APPROVAL',
      entries: [],
    });
    times.push(dateAt(plan.date, 17, random.int(0, 30)));
  }
  if (['IN_REVIEW', 'APPROVED', 'REJECTED'].includes(plan.state)) {
    events.push({
      action: 'Start Review',
      employeeId: manager,
      fromState: 'PENDING_APPROVAL',
      toState: 'IN_REVIEW',
      entries: [],
    });
    times.push(dateAt(nextDay, 8, random.int(0, 40)));
  }
  if (plan.state === 'APPROVED') {
    events.push({
      action: 'Approve',
      employeeId: manager,
      fromState: 'IN_REVIEW',
      toState: 'APPROVED',
      entries: [],
    });
    times.push(dateAt(nextDay, 9, random.int(0, 50)));
  }
  if (plan.state === 'REJECTED') {
    events.push({
      action: 'Update',
      employeeId: manager,
      fromState: null,
      toState: null,
      entries: [
        {
          action: 'update',
          parent: 'Timesheet',
          fieldName: 'approverNotes',
          newValue: plan.approverNotes,
          oldValue: null,
        },
      ],
    });
    events.push({
      action: 'Reject',
      employeeId: manager,
      fromState: 'IN_REVIEW',
      toState: 'REJECTED',
      entries: [],
    });
    times.push(dateAt(nextDay, 9, 5), dateAt(nextDay, 9, 10));
  }
  const clamped = notInFuture(times, now);
  return events.map((event, index) => ({ ...event, timesheetId, auditTime: clamped[index] ?? now }));
};

export const insertAuditHistory = async (
  trx: Transaction<Database>,
  random: Random,
  now: Date,
  timesheets: readonly SeededTimesheet[],
  extraEvents: readonly AuditEventPlan[] = [],
): Promise<void> => {
  const events = [...timesheets.flatMap((timesheet) => eventsOf(random, now, timesheet)), ...extraEvents];
  const inserted = await inChunks(events, (chunk) =>
    trx
      .insertInto('auditLogs')
      .values(chunk.map(({ entries: _entries, ...event }) => event))
      .returning(['auditLogId', 'timesheetId', 'action'])
      .execute(),
  );
  // Each action happens at most once per demo timesheet, so (timesheet, action) finds the row.
  const idOf = new Map(inserted.map((row) => [`${row.timesheetId}|${row.action}`, row.auditLogId]));
  const entries = events.flatMap((event) =>
    event.entries.map((entry) => ({
      ...entry,
      auditLogId: idOf.get(`${event.timesheetId}|${event.action}`) ?? 0,
    })),
  );
  await inChunks(entries, async (chunk) => {
    await trx.insertInto('auditLogEntries').values(chunk).execute();
    return [];
  });
};

export type { AuditEventPlan };
