import { sql, type Kysely } from 'kysely';

/** The remote registry shared by every bff replica: one row per repointed remote, written whole in one statement. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('bff_remote_registry')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('entry', 'text', (column) => column.notNull())
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('routes', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('bff_remote_registry').execute();
};
