import { Kysely, PostgresDialect, type ColumnType } from 'kysely';
import pg from 'pg';

/** The bff's own tables, beside the api's in the same database: every name starts with `bff_`. */
export interface BffDatabase {
  bff_remote_registry: {
    name: string;
    entry: string;
    version: string;
    /** jsonb: read as parsed JSON, written as its JSON text (pg would send a JS array as a PostgreSQL array). */
    routes: ColumnType<unknown, string, string>;
    updated_at: ColumnType<Date, never, Date>;
  };
}

export type BffDb = Kysely<BffDatabase>;

/** How long a connection attempt or a statement may take before the registry counts the database as unreachable. */
export const DATABASE_TIMEOUT_MS = 5_000;

/** The server's address for logs: the URL without its password. */
export function databaseLocation(databaseUrl: string): string {
  const url = URL.parse(databaseUrl);
  if (!url) return '(unparsable DATABASE_URL)';
  url.password = '';
  return url.toString();
}

/**
 * A small pool: the bff reads the registry every few seconds and locks and writes it on a deploy. pg re-emits an error on an
 * idle pooled connection (a server restart) as the pool's 'error' event, which would end the process unhandled; the
 * pool drops that connection and opens another on the next query, so it is only noted.
 */
export function connectDatabase(databaseUrl: string, onIdleError: (error: Error) => void): BffDb {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    // One held by a deploy's lock (registry exclusive()), one for reads and the write it makes.
    max: 3,
    connectionTimeoutMillis: DATABASE_TIMEOUT_MS,
    query_timeout: DATABASE_TIMEOUT_MS,
    application_name: 'crewtime-bff',
  });
  pool.on('error', onIdleError);
  // The pool listens for a connection's end only while the connection is idle: one that dies while the registry's
  // lock transaction holds it (a database restart) would end the process unhandled. The holder's next statement fails
  // anyway, and the pool drops the connection when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<BffDatabase>({ dialect: new PostgresDialect({ pool }) });
}
