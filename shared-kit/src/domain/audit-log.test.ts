import { groupAuditLog, type AuditLogEntry } from './audit-log.ts';

const entry = (
  action: AuditLogEntry['action'],
  parent: string,
  fieldName: string | null = null,
  oldValue: string | null = null,
  newValue: string | null = null,
): AuditLogEntry => ({
  action,
  parent,
  fieldName,
  oldValue,
  newValue,
});

describe('audit Full log (AUDIT-09…11)', () => {
  it('counts added and deleted records as "N record(s) added" / "N record(s) deleted"', () => {
    const grouped = groupAuditLog([
      entry('add', 'Ana Diaz'),
      entry('add', 'Sam Lee'),
      entry('delete', 'Bo Chen'),
    ]);
    expect(grouped.added).toBe('2 record(s) added');
    expect(grouped.deleted).toBe('1 record(s) deleted');
  });

  it('groups field changes by parent in the order they first appear', () => {
    const grouped = groupAuditLog([
      entry('update', 'Ana Diaz', 'workHours', '8', '9'),
      entry('update', 'timesheet', 'dailyJournal', 'Poured', 'Poured footings'),
      entry('update', 'Ana Diaz', 'driveMiles', '0', '40'),
    ]);
    expect(grouped.updates).toEqual([
      {
        parent: 'Ana Diaz',
        changes: [
          { fieldName: 'workHours', oldValue: '8', newValue: '9' },
          { fieldName: 'driveMiles', oldValue: '0', newValue: '40' },
        ],
      },
      {
        parent: 'timesheet',
        changes: [{ fieldName: 'dailyJournal', oldValue: 'Poured', newValue: 'Poured footings' }],
      },
    ]);
    expect(grouped.added).toBeNull();
    expect(grouped.deleted).toBeNull();
  });

  it('is empty for a transition without changes', () => {
    expect(groupAuditLog([])).toEqual({
      added: null,
      deleted: null,
      addedCount: 0,
      deletedCount: 0,
      updates: [],
    });
  });
});
