import type { AuditLogView } from 'shared-kit/domain';
import type { Db } from '../db/database.ts';
import { listAuditEvents, type AuditEntryValues } from '../db/repositories/audit.ts';

/** How a value reads in the audit log: numbers and texts as written, booleans Y/N, signatures never as image data. */
export const auditValue = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

const SIGNATURE_FIELDS = new Set(['foremanSignature', 'customerSignature']);

/** `update` entries for each field whose value differs between `before` and `after` (AUDIT-08). */
export const fieldUpdates = <K extends string>(
  parent: string,
  before: { readonly [key in K]?: unknown },
  after: { readonly [key in K]?: unknown },
  fields: readonly K[],
): AuditEntryValues[] =>
  fields.flatMap((fieldName) => {
    const oldValue = auditValue(before[fieldName]);
    const newValue = auditValue(after[fieldName]);
    if (oldValue === newValue) return [];
    if (SIGNATURE_FIELDS.has(fieldName)) {
      return [
        {
          action: 'update' as const,
          parent,
          fieldName,
          oldValue: oldValue === null ? null : 'signed',
          newValue: newValue === null ? null : 'signed',
        },
      ];
    }
    return [{ action: 'update' as const, parent, fieldName, oldValue, newValue }];
  });

/** A timesheet's audit history for GET /timesheets/{id}: newest first, each with its full log. */
export const auditLogsOf = async (db: Db, timesheetId: number): Promise<AuditLogView[]> => {
  const { events, entries } = await listAuditEvents(db, timesheetId);
  const byEvent = new Map<number, AuditLogView['log']>();
  for (const entry of entries) {
    const log = byEvent.get(entry.auditLogId) ?? [];
    log.push({
      action: entry.action,
      parent: entry.parent,
      fieldName: entry.fieldName,
      newValue: entry.newValue,
      oldValue: entry.oldValue,
    });
    byEvent.set(entry.auditLogId, log);
  }
  return events.map((event) => ({
    auditLogId: event.auditLogId,
    action: event.action,
    date: new Date(event.auditTime).toISOString(),
    employeeId: event.employeeId,
    employeeFirstName: event.employeeFirstName,
    employeeLastName: event.employeeLastName,
    fromState: event.fromState,
    toState: event.toState,
    log: byEvent.get(event.auditLogId) ?? [],
  }));
};
