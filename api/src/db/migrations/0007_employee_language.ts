import { sql, type Kysely } from 'kysely';

/** The language an employee picked in the portal (issue 43); null until they pick one. The list is written out. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('employees')
    .addColumn('language', 'text', (column) => column.check(sql`language in ('en', 'es')`))
    .execute();
};
