import type { AppSettings } from '../../config.ts';
import type { Db } from '../../db/database.ts';

/** Where the process is in its life: /readyz answers 503 once it drains (http-drain.ts). */
export interface Lifecycle {
  readonly draining: boolean;
}

/** What route handlers may use. */
export interface RouteDependencies {
  /** Set by startApi; an app built without it (tests, benches) never drains. */
  lifecycle?: Lifecycle;
  db: Db;
  /** Loaded once at start-up; handlers never read the environment. */
  settings: AppSettings;
}
