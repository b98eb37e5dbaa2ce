import { z } from 'zod';
import { defineJob } from '../../../platform/queue/define-job';
import type { DatabaseMaintenanceRepository } from '../database-maintenance.repository';

/** Hourly at minute 40; the full VACUUM at 03:40 UTC, when little else runs. */
export const DATABASE_MAINTENANCE_CRON = '40 * * * *';
const VACUUM_HOUR_UTC = 3;

/**
 * database-maintenance, for the embedded PGlite only: PGlite runs PostgreSQL in single-user
 * mode, without the autovacuum launcher, so nothing would ever analyze a growing table (the
 * planner would keep guessing from empty-table defaults) or reclaim dead rows. Hourly ANALYZE,
 * daily VACUUM. PostgreSQL servers do this themselves; the job is not scheduled for them.
 */
export function createDatabaseMaintenanceJob(
  repo: DatabaseMaintenanceRepository,
  now: () => Date = () => new Date(),
) {
  return defineJob({
    name: 'database-maintenance',
    payload: z.object({}),
    retryLimit: 1,
    retryDelaySeconds: 300,
    expireInSeconds: 30 * 60,
    handler: async () => {
      if (now().getUTCHours() === VACUUM_HOUR_UTC) await repo.vacuumAnalyze();
      else await repo.analyze();
    },
  });
}
