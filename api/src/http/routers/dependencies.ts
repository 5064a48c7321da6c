import type { Db } from '../../db/database.ts';

/** What route handlers may use. */
export interface RouteDependencies {
  db: Db;
}
