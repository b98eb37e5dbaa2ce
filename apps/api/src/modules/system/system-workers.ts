import type { DatabaseHandle } from '../../platform/db/database';
import type { JobQueue } from '../../platform/queue/job-queue';
import { DatabaseMaintenanceRepository } from './database-maintenance.repository';
import {
  createDatabaseMaintenanceJob,
  DATABASE_MAINTENANCE_CRON,
} from './jobs/database-maintenance.job';

/** Starts housekeeping by process role; today only PGlite's stand-in for autovacuum. */
export async function startSystemWorkers(options: {
  queue: JobQueue;
  database: DatabaseHandle;
  roles: readonly string[];
}): Promise<void> {
  const { queue, database, roles } = options;
  if (database.kind !== 'pglite') return;
  const job = createDatabaseMaintenanceJob(new DatabaseMaintenanceRepository(database.db));
  if (roles.includes('worker')) await queue.work(job);
  if (roles.includes('scheduler')) await queue.schedule(job, DATABASE_MAINTENANCE_CRON, {});
}
