import { Migrator, type MigrationResult } from 'kysely/migration';
import type { BffDb } from './database.ts';
import { MIGRATIONS } from './migrations/index.ts';

export class MigrationError extends Error {}

/** The bff's own migration bookkeeping, apart from the api's `kysely_migration` in the same database. */
export const MIGRATION_TABLE = 'bff_migration';
export const MIGRATION_LOCK_TABLE = 'bff_migration_lock';

/** Brings the bff's tables to the latest version; a no-op when they already are. Returns the names applied now. */
export async function migrateToLatest(db: BffDb): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: MIGRATION_LOCK_TABLE,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result: MigrationResult) => result.status === 'Error');
  if (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`bff migration ${failed?.migrationName ?? '(setup)'} failed: ${detail}`);
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
