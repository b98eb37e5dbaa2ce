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
  /** Told when the server ends an idle pooled connection; a warning on stderr by default. */
  onIdleError?: (error: Error) => void;
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
 * twice; the ones after the first find nothing left to apply. The migrations run on the locked
 * connection itself, so a pool of one connection cannot wait on itself.
 */
async function migrateOnce(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** A real PostgreSQL server through a `pg` pool (DATABASE_URL). */
export async function openPostgres(
  options: PostgresOptions,
): Promise<DatabaseHandle & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
  // A restart, failover or pg_terminate_backend ends connections. Idle ones: the pool drops them
  // and opens new ones on the next query. Checked-out ones (a transaction between two queries):
  // the next query fails, the transaction rolls back and the pool drops the client. Either way
  // the connection's 'error' event needs a listener, or it ends the process.
  pool.on('error', options.onIdleError ?? warnIdleError);
  pool.on('connect', (client) => client.on('error', ignoreCheckedOutError));
  const db = drizzle({ client: pool, schema });
  try {
    if (options.migrate !== false) await migrateOnce(pool);
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
