import { Migrator, type MigrationResult } from 'kysely/migration';
import type { Db } from './database.ts';
import { MIGRATIONS } from './migrations/index.ts';

export class MigrationError extends Error {}

/** Brings the schema to the latest version; a no-op when it already is. Returns the names applied now. */
export const migrateToLatest = async (db: Db): Promise<string[]> => {
  const migrator = new Migrator({
    // Migrations speak snake_case SQL as written; the camelCase plugin is for the application's queries.
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result: MigrationResult) => result.status === 'Error');
  if (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`migration ${failed?.migrationName ?? '(setup)'} failed: ${detail}`);
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
};
