import type { Db } from '../database.ts';

export interface AuditEntryValues {
  action: 'add' | 'delete' | 'update';
  parent: string;
  fieldName: string | null;
  newValue: string | null;
  oldValue: string | null;
}

export interface AuditEventValues {
  timesheetId: number;
  action: string;
  employeeId: number;
  fromState: string | null;
  toState: string | null;
  entries: readonly AuditEntryValues[];
}

/** One audit event with its entries; call inside the transaction of the change it records. */
export const insertAuditEvent = async (db: Db, event: AuditEventValues): Promise<void> => {
  const { auditLogId } = await db
    .insertInto('auditLogs')
    .values({
      timesheetId: event.timesheetId,
      action: event.action,
      employeeId: event.employeeId,
      fromState: event.fromState,
      toState: event.toState,
      auditTime: new Date(),
    })
    .returning('auditLogId')
    .executeTakeFirstOrThrow();
  if (event.entries.length === 0) return;
  await db
    .insertInto('auditLogEntries')
    .values(event.entries.map((entry) => ({ ...entry, auditLogId })))
    .execute();
};

export interface AuditEventRow {
  auditLogId: number;
  action: string;
  auditTime: Date;
  employeeId: number | null;
  employeeFirstName: string | null;
  employeeLastName: string | null;
  fromState: string | null;
  toState: string | null;
}

export interface AuditEntryRow extends AuditEntryValues {
  auditLogId: number;
}

/** A timesheet's audit events, newest first (AUDIT-04), with their entries in written order. */
export const listAuditEvents = async (
  db: Db,
  timesheetId: number,
): Promise<{ events: AuditEventRow[]; entries: AuditEntryRow[] }> => {
  const events = await db
    .selectFrom('auditLogs')
    .leftJoin('employees', 'employees.employeeId', 'auditLogs.employeeId')
    .select([
      'auditLogs.auditLogId',
      'auditLogs.action',
      'auditLogs.auditTime',
      'auditLogs.employeeId',
      'employees.firstName as employeeFirstName',
      'employees.lastName as employeeLastName',
      'auditLogs.fromState',
      'auditLogs.toState',
    ])
    .where('auditLogs.timesheetId', '=', timesheetId)
    .orderBy('auditLogs.auditTime', 'desc')
    .orderBy('auditLogs.auditLogId', 'desc')
    .execute();
  const entries =
    events.length === 0
      ? []
      : await db
          .selectFrom('auditLogEntries')
          .select(['auditLogId', 'action', 'parent', 'fieldName', 'newValue', 'oldValue'])
          .where(
            'auditLogId',
            'in',
            events.map((event) => event.auditLogId),
          )
          .orderBy('auditLogEntryId')
          .execute();
  return { events, entries: entries as AuditEntryRow[] };
};
