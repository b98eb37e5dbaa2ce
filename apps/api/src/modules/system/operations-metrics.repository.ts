import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';

export interface JobStateCount {
  name: string;
  state: string;
  count: number;
  /** Seconds since the oldest job in this name and state was created. */
  oldestAgeSeconds: number;
}

export interface InboxSyncStatus {
  inboxId: string;
  projectId: string;
  /** Seconds since the last sync finished; null when it never has. */
  secondsSinceSync: number | null;
  consecutiveFailures: number;
  failing: boolean;
}

/** Read-only figures for /api/metrics, read at scrape time so every process reports the same. */
export class OperationsMetricsRepository {
  constructor(private readonly db: Db) {}

  /** pg-boss's own table: jobs per name and state, with the age of the oldest. */
  async jobStates(): Promise<JobStateCount[]> {
    const result = (await this.db.execute(sql`
      select name, state::text as state, count(*)::int as count,
        extract(epoch from now() - min(created_on))::float8 as oldest_age_seconds
      from pgboss.job
      group by name, state
    `)) as unknown as {
      rows: { name: string; state: string; count: number; oldest_age_seconds: number }[];
    };
    return result.rows.map((row) => ({
      name: row.name,
      state: row.state,
      count: Number(row.count),
      oldestAgeSeconds: Number(row.oldest_age_seconds),
    }));
  }

  /** Every active IMAP inbox with how long ago it last synced and whether it is failing. */
  async inboxSyncStatus(): Promise<InboxSyncStatus[]> {
    const result = (await this.db.execute(sql`
      select id, project_id,
        extract(epoch from now() - last_sync_at)::float8 as seconds_since_sync,
        failure_count, last_error is not null as failing
      from inboxes
      where type = 'imap' and status = 'active'
    `)) as unknown as {
      rows: {
        id: string;
        project_id: string;
        seconds_since_sync: number | null;
        failure_count: number;
        failing: boolean;
      }[];
    };
    return result.rows.map((row) => ({
      inboxId: row.id,
      projectId: row.project_id,
      secondsSinceSync: row.seconds_since_sync === null ? null : Number(row.seconds_since_sync),
      consecutiveFailures: Number(row.failure_count),
      failing: row.failing,
    }));
  }
}
