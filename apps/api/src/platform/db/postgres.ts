import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import type { DatabaseHandle } from './database';
import * as schema from './schema';

export interface PostgresOptions {
  url: string;
  migrate?: boolean;
  maxConnections?: number;
  /** Timeouts against a slow or stalled database; DEFAULT_POSTGRES_TIMEOUTS when omitted. */
  timeouts?: Partial<PostgresTimeouts>;
  /** Told when the server ends an idle pooled connection; a warning on stderr by default. */
  onIdleError?: (error: Error) => void;
}

export interface PostgresTimeouts {
  /**
   * How long a statement may go without an answer before the client gives up on it and drops
   * the connection (the server then rolls back what it had not committed). 0: no limit.
   */
  queryMs: number;
  /** How long a caller waits for a pooled connection, or for a new one to be opened. 0: no limit. */
  connectMs: number;
}

/** Decision 073: far above any statement Papertray runs, well below a client's patience. */
export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { queryMs: 30_000, connectMs: 10_000 };

const READ_TIMEOUT = 'Query read timeout';

/**
 * A pg client that drops its connection when a statement times out. pg's own `query_timeout`
 * only stops waiting: the statement stays in flight on the connection and queries after it (a
 * transaction's ROLLBACK) queue behind it or are dropped from the queue, so the pool could hand
 * the connection to the next caller inside a transaction that never ends. Closing the socket
 * fails whatever was queued on it, the pool discards the client, and the server rolls back.
 */
class TimeoutClosingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: Error | null, result: unknown) => {
        this.closeAfterTimeout(error);
        (callback as (error: Error | null, result: unknown) => void)(error, result);
      };
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.catch((error: Error) => this.closeAfterTimeout(error));
    return result as never;
  }

  private closeAfterTimeout(error: Error | null): void {
    if (error?.message !== READ_TIMEOUT) return;
    (
      this as unknown as { connection: { stream: { destroy(): void } } }
    ).connection.stream.destroy();
  }
}

function warnIdleError(error: Error) {
  console.warn(`PostgreSQL closed an idle pooled connection (${error.message}); reconnecting`);
}

/** Its current or next query reports it; the pool's own listener reports idle clients. */
function ignoreCheckedOutError() {}

/** Any fixed number: the advisory lock every Papertray process takes around its migrations. */
const MIGRATION_LOCK = 0x70617065; // "pape"

/**
 * Runs the migrations while holding a session advisory lock: several processes starting at once
 * on one database (web x2, workers, scheduler) take turns instead of applying the same migration
 * twice; the ones after the first find nothing left to apply. A connection of its own, outside
 * the pool and without the query timeout: waiting for another process's migrations, or one
 * long migration, is not a stalled database.
 */
async function migrateOnce(url: string, connectMs: number) {
  const client = new pg.Client({
    connectionString: url,
    ...(connectMs > 0 ? { connectionTimeoutMillis: connectMs } : {}),
  });
  client.on('error', ignoreCheckedOutError);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}

/** A real PostgreSQL server through a `pg` pool (DATABASE_URL). */
export async function openPostgres(
  options: PostgresOptions,
): Promise<DatabaseHandle & { pool: pg.Pool }> {
  const timeouts = { ...DEFAULT_POSTGRES_TIMEOUTS, ...options.timeouts };
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    Client: TimeoutClosingClient,
    ...(timeouts.queryMs > 0 ? { query_timeout: timeouts.queryMs } : {}),
    ...(timeouts.connectMs > 0 ? { connectionTimeoutMillis: timeouts.connectMs } : {}),
  });
  // A restart, failover or pg_terminate_backend ends connections. Idle ones: the pool drops them
  // and opens new ones on the next query. Checked-out ones (a transaction between two queries):
  // the next query fails, the transaction rolls back and the pool drops the client. Either way
  // the connection's 'error' event needs a listener, or it ends the process.
  pool.on('error', options.onIdleError ?? warnIdleError);
  pool.on('connect', (client) => client.on('error', ignoreCheckedOutError));
  const db = drizzle({ client: pool, schema });
  try {
    if (options.migrate !== false) await migrateOnce(options.url, timeouts.connectMs);
    else await db.execute(sql`select 1`);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    kind: 'postgres',
    pool,
    db,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}
