import type { AreaRoute, RemoteName } from 'shared-kit/domain';

/** A repointed remote as the registry keeps it: where its build is, and the routes that build declared. */
export interface DeployedRemote {
  entry: string;
  version: string;
  routes: AreaRoute[];
}

/** A deployed entry as a store returns it: not trusted until the registry has checked it (it may predate a rule). */
export interface StoredRemote {
  name: string;
  entry: unknown;
  version: unknown;
  routes: unknown;
}

/** A write the store could not make (its database unreachable): the registry kept its previous entry. */
export class RegistryUnavailableError extends Error {}

/**
 * Where the registry's deployed entries live: a file under DATA_DIR (one bff) or a PostgreSQL table (every replica
 * of a fleet). The registry reads its memory copy; a store only loads, saves and says when another replica changed it.
 */
export interface RegistryStore {
  /** For log lines and the "no usable routes" warning: "the registry file", "the registry table". */
  readonly description: string;
  /** Fields every log line about this store carries (the file, or the table and the database without password). */
  readonly logContext: Record<string, string>;
  /** Every deployed entry. Throws when the store cannot be read. */
  load(): Promise<StoredRemote[]>;
  /** Stores `name`'s whole entry at once; throws RegistryUnavailableError when it could not. */
  save(name: RemoteName, deployed: DeployedRemote): Promise<void>;
  /** Forgets `name`'s entry; throws RegistryUnavailableError when it could not. */
  remove(name: RemoteName): Promise<void>;
  /**
   * Calls `changed` whenever the entries may have changed elsewhere (another replica's write, a missed notification,
   * the database back after a drop). A store only this process writes never calls it.
   */
  watch(changed: () => void): void;
  /**
   * Runs `change` while no other replica runs one: a repoint is checked against the table as the change before it
   * left it, whichever replica made that one. Throws RegistryUnavailableError when the store cannot be locked.
   */
  exclusive<T>(change: () => Promise<T>): Promise<T>;
  /** Whether the store answers now (readiness). */
  check(): Promise<boolean>;
  /** Releases connections and timers. */
  close(): Promise<void>;
}
