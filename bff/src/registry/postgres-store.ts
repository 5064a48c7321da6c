import { sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';

import type { RemoteName } from 'shared-kit/domain';
import { connectDatabase, databaseLocation, DATABASE_TIMEOUT_MS } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { RegistryUnavailableError, type RegistryStore } from './store.ts';

/** The table every replica reads, and the channel a write notifies them on (the remote's name as payload). */
export const REGISTRY_TABLE = 'bff_remote_registry';
export const REGISTRY_CHANNEL = 'bff_remote_registry';

/**
 * The registry of a fleet: the `bff_remote_registry` table, migrated when the bff starts. A write is one upsert and a
 * `pg_notify` in one transaction (the notification goes out only once the row is committed); every replica LISTENs on
 * one connection of its own for immediacy, and reloads every `refreshMs` as the safety net for a notification missed
 * while that connection was down.
 */
export function createPostgresStore(options: {
  databaseUrl: string;
  refreshMs: number;
  logger: Logger;
}): RegistryStore {
  const { databaseUrl, refreshMs, logger } = options;
  const logContext = { table: REGISTRY_TABLE, database: databaseLocation(databaseUrl) };
  const db = connectDatabase(databaseUrl, (error) =>
    logger.warn(
      { ...logContext, err: error },
      `PostgreSQL closed an idle registry connection: ${error.message}`,
    ),
  );

  let migrated: Promise<unknown> | null = null;
  // Once per process; a failed attempt (the database not up yet) is tried again by the next load.
  const ensureMigrated = (): Promise<unknown> => {
    migrated ??= migrateToLatest(db).catch((error: unknown) => {
      migrated = null;
      throw error;
    });
    return migrated;
  };

  let changed: () => void = () => undefined;
  let listener: pg.Client | null = null;
  let connecting = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    if (closed || listener || connecting) return;
    connecting = true;
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: DATABASE_TIMEOUT_MS,
      keepAlive: true,
      application_name: 'crewtime-bff-listener',
    });
    const drop = (): void => {
      if (listener === client) listener = null;
    };
    client.on('notification', () => changed());
    client.on('end', drop);
    client.on('error', () => {
      drop();
      client.end().catch(() => undefined);
    });
    try {
      await client.connect();
      await client.query(`listen ${REGISTRY_CHANNEL}`);
      if (closed) {
        await client.end();
        return;
      }
      listener = client;
      // Whatever changed while nobody listened (a start, a dropped connection) is read now.
      changed();
    } catch {
      // The database is unreachable: the next tick tries again, and the registry logs the failed loads.
      client.end().catch(() => undefined);
    } finally {
      connecting = false;
    }
  };

  const write = async (what: string, change: () => Promise<void>): Promise<void> => {
    try {
      await ensureMigrated();
      await change();
    } catch (error) {
      throw new RegistryUnavailableError(
        `The remote registry in PostgreSQL could not be ${what}: ${(error as Error).message}`,
      );
    }
  };

  return {
    description: 'the registry table',
    logContext,
    load: async () => {
      await ensureMigrated();
      return db.selectFrom('bff_remote_registry').select(['name', 'entry', 'version', 'routes']).execute();
    },
    save: (name: RemoteName, deployed) =>
      write('written', () =>
        db.transaction().execute(async (transaction) => {
          // One row per remote, replaced whole by one statement: two replicas repointing it at once leave one of
          // the two entries, never a mix.
          await transaction
            .insertInto('bff_remote_registry')
            .values({
              name,
              entry: deployed.entry,
              version: deployed.version,
              routes: JSON.stringify(deployed.routes),
            })
            .onConflict((conflict) =>
              conflict.column('name').doUpdateSet((update) => ({
                entry: update.ref('excluded.entry'),
                version: update.ref('excluded.version'),
                routes: update.ref('excluded.routes'),
                updated_at: sql<Date>`now()`,
              })),
            )
            .execute();
          await sql`select pg_notify(${REGISTRY_CHANNEL}, ${name})`.execute(transaction);
        }),
      ),
    remove: (name: RemoteName) =>
      write('written', () =>
        db.transaction().execute(async (transaction) => {
          await transaction.deleteFrom('bff_remote_registry').where('name', '=', name).execute();
          await sql`select pg_notify(${REGISTRY_CHANNEL}, ${name})`.execute(transaction);
        }),
      ),
    watch: (onChange) => {
      changed = onChange;
      if (timer) return;
      timer = setInterval(() => {
        changed();
        void listen();
      }, refreshMs);
      // Graceful shutdown calls close(); a forgotten registry must not keep the process alive either.
      timer.unref();
      void listen();
    },
    exclusive: async (change) => {
      let locked = false;
      try {
        return await db.transaction().execute(async (transaction) => {
          // Held by a transaction of its own while the build is checked and the row written (on another connection);
          // its end releases it, whatever happened to the connection.
          await sql`select pg_advisory_xact_lock(hashtext(${REGISTRY_TABLE}))`.execute(transaction);
          locked = true;
          return change();
        });
      } catch (error) {
        if (locked || error instanceof RegistryUnavailableError) throw error;
        throw new RegistryUnavailableError(
          `The remote registry in PostgreSQL could not be locked: ${(error as Error).message}`,
        );
      }
    },
    check: async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      closed = true;
      clearInterval(timer);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
      await db.destroy();
    },
  };
}
