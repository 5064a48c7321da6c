/** One change inside an audit event (AUDIT-08). */
export interface AuditLogEntry {
  action: 'add' | 'delete' | 'update';
  parent: string;
  fieldName: string | null;
  newValue: string | null;
  oldValue: string | null;
}

export interface FieldChange {
  fieldName: string;
  oldValue: string | null;
  newValue: string | null;
}

export interface GroupedAuditLog {
  /** 'N record(s) added' (AUDIT-09), or null when nothing was added. */
  added: string | null;
  /** 'N record(s) deleted' (AUDIT-10), or null. */
  deleted: string | null;
  /** The counts themselves, for a page that words them in its language. */
  addedCount: number;
  deletedCount: number;
  /** Field changes grouped by parent, in first-seen order (AUDIT-11). */
  updates: { parent: string; changes: FieldChange[] }[];
}

/** The audit view's Full log column: adds and deletes as counts, updates per parent (AUDIT-09…11). */
export const groupAuditLog = (entries: readonly AuditLogEntry[]): GroupedAuditLog => {
  const count = (action: AuditLogEntry['action']) =>
    entries.filter((entry) => entry.action === action).length;
  const added = count('add');
  const deleted = count('delete');
  const byParent = new Map<string, FieldChange[]>();
  for (const entry of entries) {
    if (entry.action !== 'update') continue;
    const changes = byParent.get(entry.parent) ?? [];
    changes.push({ fieldName: entry.fieldName ?? '', oldValue: entry.oldValue, newValue: entry.newValue });
    byParent.set(entry.parent, changes);
  }
  return {
    added: added ? `${added} record(s) added` : null,
    deleted: deleted ? `${deleted} record(s) deleted` : null,
    addedCount: added,
    deletedCount: deleted,
    updates: [...byParent].map(([parent, changes]) => ({ parent, changes })),
  };
};
