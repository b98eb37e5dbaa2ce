import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database';

/** One table of the product schema as a backup sees it. */
export interface BackupTable {
  name: string;
  /** Columns a backup writes and a restore inserts: every column but generated ones. */
  columns: string[];
  /** Primary key columns, the order rows are read in (pages by key, never by offset). */
  key: string[];
  /** Tables this one references; they are restored before it. */
  references: string[];
}

/**
 * Tables a backup leaves out: their rows are derived and rebuilt by the database itself when the
 * tables they derive from are restored (statement triggers append per-project count deltas), or
 * are short-lived proofs of work a restored install never needs.
 */
export const DERIVED_TABLES = new Set([
  'document_state_counts',
  'contact_type_counts',
  'used_bot_challenges',
]);

type Rows<T> = { rows: T[] };

/** Catalog reads and row copies for backup and restore; all of it plain SQL on PostgreSQL 15+. */
export class BackupRepository {
  constructor(private readonly db: Db) {}

  /** The product's tables (schema public), with columns, keys and references. */
  async tables(tx: DbOrTx): Promise<BackupTable[]> {
    const columns = (await tx.execute(sql`
      select c.table_name as table, c.column_name as column
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position
    `)) as unknown as Rows<{ table: string; column: string }>;
    const keys = (await tx.execute(sql`
      select cl.relname as table, a.attname as column
      from pg_index i
      join pg_class cl on cl.oid = i.indrelid
      join pg_namespace n on n.oid = cl.relnamespace
      join lateral unnest(i.indkey) with ordinality as k(attnum, position) on true
      join pg_attribute a on a.attrelid = cl.oid and a.attnum = k.attnum
      where i.indisprimary and n.nspname = 'public'
      order by cl.relname, k.position
    `)) as unknown as Rows<{ table: string; column: string }>;
    const references = (await tx.execute(sql`
      select distinct src.relname as table, dst.relname as referenced
      from pg_constraint con
      join pg_class src on src.oid = con.conrelid
      join pg_class dst on dst.oid = con.confrelid
      join pg_namespace n on n.oid = src.relnamespace
      where con.contype = 'f' and n.nspname = 'public' and src.relname <> dst.relname
    `)) as unknown as Rows<{ table: string; referenced: string }>;

    const byName = new Map<string, BackupTable>();
    for (const { table, column } of columns.rows) {
      if (DERIVED_TABLES.has(table)) continue;
      const entry = byName.get(table) ?? { name: table, columns: [], key: [], references: [] };
      entry.columns.push(column);
      byName.set(table, entry);
    }
    for (const { table, column } of keys.rows) byName.get(table)?.key.push(column);
    for (const { table, referenced } of references.rows) {
      byName.get(table)?.references.push(referenced);
    }
    return [...byName.values()];
  }

  /** Migrations applied to this database: a backup restores only into the same schema version. */
  async migrationCount(tx: DbOrTx): Promise<number> {
    const result = (await tx.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as Rows<{ n: number }>;
    return Number(result.rows[0]?.n ?? 0);
  }

  /** Rows of the product tables, to tell an empty install from a used one. */
  async hasUsers(tx: DbOrTx): Promise<boolean> {
    const result = (await tx.execute(
      sql`select exists (select 1 from users) as used`,
    )) as unknown as Rows<{ used: boolean }>;
    return Boolean(result.rows[0]?.used);
  }

  /**
   * One page of a table as JSON objects, in key order after `after` (the previous page's last
   * key values, or null for the first page). Types survive as PostgreSQL's own JSON rendering,
   * which json_populate_recordset reads back exactly.
   */
  async readPage(
    tx: DbOrTx,
    table: BackupTable,
    after: unknown[] | null,
    limit: number,
  ): Promise<Record<string, unknown>[]> {
    const name = sql.identifier(table.name);
    const columnList = sql.join(
      table.columns.map((c) => sql.identifier(c)),
      sql`, `,
    );
    const keyList = sql.join(
      table.key.map((c) => sql`t.${sql.identifier(c)}`),
      sql`, `,
    );
    // Key values come back as text and compare as the column's own type via the row's cast.
    const afterClause =
      after === null
        ? sql``
        : sql`where (${keyList}) > (${sql.join(
            after.map((v, i) => sql`${v}::${sql.raw(`${this.typeOf(table, i)}`)}`),
            sql`, `,
          )})`;
    const result = (await tx.execute(sql`
      select row_to_json(r) as row from (
        select ${columnList} from ${name} t ${afterClause}
        order by ${keyList}
        limit ${limit}
      ) r
    `)) as unknown as Rows<{ row: Record<string, unknown> | string }>;
    return result.rows.map((r) => (typeof r.row === 'string' ? JSON.parse(r.row) : r.row));
  }

  private keyTypes = new Map<string, string[]>();

  /** Loads the SQL types of every table's key columns (for typed keyset comparisons). */
  async loadKeyTypes(tx: DbOrTx, tables: BackupTable[]): Promise<void> {
    const result = (await tx.execute(sql`
      select c.table_name as table, c.column_name as column,
        format_type(a.atttypid, a.atttypmod) as type
      from information_schema.columns c
      join pg_class cl on cl.relname = c.table_name
      join pg_namespace n on n.oid = cl.relnamespace and n.nspname = c.table_schema
      join pg_attribute a on a.attrelid = cl.oid and a.attname = c.column_name
      where c.table_schema = 'public'
    `)) as unknown as Rows<{ table: string; column: string; type: string }>;
    const types = new Map(result.rows.map((r) => [`${r.table}.${r.column}`, r.type]));
    for (const table of tables) {
      this.keyTypes.set(
        table.name,
        table.key.map((c) => types.get(`${table.name}.${c}`) ?? 'text'),
      );
    }
  }

  private typeOf(table: BackupTable, index: number): string {
    const type = this.keyTypes.get(table.name)?.[index];
    if (!type || !/^[a-z0-9_ ()",]+$/i.test(type)) {
      throw new Error(`Unknown key type for ${table.name}.${table.key[index]}`);
    }
    return type;
  }

  /** Inserts rows given as JSON objects; columns missing from an object become null. */
  async insertRows(tx: DbOrTx, table: BackupTable, rows: Record<string, unknown>[]) {
    if (rows.length === 0) return;
    const name = sql.identifier(table.name);
    const columnList = sql.join(
      table.columns.map((c) => sql.identifier(c)),
      sql`, `,
    );
    await tx.execute(sql`
      insert into ${name} (${columnList})
      select ${columnList} from json_populate_recordset(null::${name}, ${JSON.stringify(rows)}::json)
    `);
  }

  /** Row count of one table, for the manifest and the restore's verification. */
  async count(tx: DbOrTx, table: string): Promise<number> {
    const result = (await tx.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )) as unknown as Rows<{ n: number }>;
    return Number(result.rows[0]?.n ?? 0);
  }

  transaction<T>(fn: (tx: DbOrTx) => Promise<T>, readOnly: boolean): Promise<T> {
    return this.db.transaction(fn, {
      isolationLevel: 'repeatable read',
      accessMode: readOnly ? 'read only' : 'read write',
    });
  }
}
