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
}

/** A real PostgreSQL server through a `pg` pool (DATABASE_URL). */
export async function openPostgres(
  options: PostgresOptions,
): Promise<DatabaseHandle & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
  const db = drizzle({ client: pool, schema });
  try {
    if (options.migrate !== false) await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
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
