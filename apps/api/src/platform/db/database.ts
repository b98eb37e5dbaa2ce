import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * What services and repositories see: a drizzle database over the product schema. Both adapters
 * (PGlite and node-postgres) produce one, so no code outside platform/db knows which is in use.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle has the same query API as the database. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DatabaseHandle {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
