import { sql, type Kysely } from 'kysely';

/** Timesheet audit log (events with their field entries) and the outbox of reminder e-mails. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('audit_logs')
    .addColumn('audit_log_id', 'integer', (column) => column.generatedByDefaultAsIdentity().primaryKey())
    // Deliberately no foreign key: deleting an OPEN timesheet must not erase the record of its deletion.
    .addColumn('timesheet_id', 'integer', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('employee_id', 'integer', (column) => column.references('employees.employee_id'))
    .addColumn('audit_time', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    // Set for transitions (AUDIT-12), null for plain changes.
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text')
    .execute();
  await db.schema
    .createIndex('audit_logs_timesheet_time')
    .on('audit_logs')
    .columns(['timesheet_id', 'audit_time desc'])
    .execute();

  await db.schema
    .createTable('audit_log_entries')
    .addColumn('audit_log_entry_id', 'integer', (column) =>
      column.generatedByDefaultAsIdentity().primaryKey(),
    )
    .addColumn('audit_log_id', 'integer', (column) =>
      column.notNull().references('audit_logs.audit_log_id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (column) =>
      column.notNull().check(sql`action in ('add', 'delete', 'update')`),
    )
    .addColumn('parent', 'text', (column) => column.notNull())
    .addColumn('field_name', 'text')
    .addColumn('new_value', 'text')
    .addColumn('old_value', 'text')
    .execute();
  await db.schema
    .createIndex('audit_log_entries_log')
    .on('audit_log_entries')
    .column('audit_log_id')
    .execute();

  await db.schema
    .createTable('reminder_outbox')
    .addColumn('reminder_id', 'integer', (column) => column.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('reminder_type', 'text', (column) =>
      column.notNull().check(sql`reminder_type in ('FOREMAN', 'GENERAL', 'FINAL')`),
    )
    .addColumn('recipient_employee_id', 'integer', (column) => column.references('employees.employee_id'))
    .addColumn('recipient_email', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('requested_by_employee_id', 'integer', (column) => column.references('employees.employee_id'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('failure', 'text')
    .execute();
  await db.schema
    .createIndex('reminder_outbox_unsent')
    .on('reminder_outbox')
    .column('created_at')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
};
