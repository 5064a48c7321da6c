import type { AppSettings } from '../../config.ts';
import type { Db } from '../../db/database.ts';

/** What route handlers may use. */
export interface RouteDependencies {
  db: Db;
  /** Loaded once at start-up; handlers never read the environment. */
  settings: AppSettings;
}
