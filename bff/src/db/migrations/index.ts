import type { Migration } from 'kysely/migration';
import * as remoteRegistry from './0001_remote_registry.ts';

/**
 * Every migration of the bff's tables, by name (the Migrator runs them in name order). A static map, not a folder
 * scan, as in the api. Add a file, then add it here; never edit an applied one.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_remote_registry': remoteRegistry,
};
