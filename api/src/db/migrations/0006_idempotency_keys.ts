import { sql, type Kysely } from 'kysely';

/**
 * The answers to writes sent with an Idempotency-Key (issue 43): a resend from the foreman's offline queue gets the
 * first answer instead of writing again. Keyed per employee, so two users' keys never meet; kept 24 hours.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('employee_id', 'integer', (column) =>
      column.notNull().references('employees.employee_id').onDelete('cascade'),
    )
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('method', 'text', (column) => column.notNull())
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    // Null while the first request is still running (its transaction holds the row until it commits).
    .addColumn('response_status', 'integer')
    // The JSON text as it was sent, so a replay is byte for byte the first answer (jsonb would reorder keys).
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['employee_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
};
