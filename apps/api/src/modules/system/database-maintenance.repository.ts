import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';

/** Housekeeping statements PostgreSQL's autovacuum would run, for PGlite which has none. */
export class DatabaseMaintenanceRepository {
  constructor(private readonly db: Db) {}

  /** Fresh planner statistics (sampled, cheap): plans stay good as tables grow. */
  async analyze(): Promise<void> {
    await this.db.execute(sql`ANALYZE`);
  }

  /** Reclaims dead row versions (updates, deletes, lease renewals) and refreshes statistics. */
  async vacuumAnalyze(): Promise<void> {
    await this.db.execute(sql`VACUUM (ANALYZE)`);
  }
}
