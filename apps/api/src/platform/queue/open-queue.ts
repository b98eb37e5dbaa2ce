import type { FastifyBaseLogger } from 'fastify';
import type { PGliteLike } from 'pg-boss';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../db/database';
import { createQueue, type JobQueue, type QueueConnection } from './job-queue';

/**
 * Where the queue lives: PostgreSQL by DATABASE_URL (pg-boss keeps its own small pool), else the
 * app's own PGlite instance, which the PGlite adapter's handle carries as `client`.
 */
function connectionOf(config: Pick<AppConfig, 'databaseUrl'>, database: DatabaseHandle) {
  if (config.databaseUrl) return { connectionString: config.databaseUrl } as QueueConnection;
  if ('client' in database) return { pglite: database.client as PGliteLike };
  if ('pool' in database) {
    const { connectionString } = (database.pool as { options: { connectionString?: string } })
      .options;
    if (connectionString) return { connectionString };
  }
  throw new Error(`No queue connection for a ${database.kind} database handle`);
}

/**
 * The job queue in the app's own database, not started yet. Only a process with the scheduler
 * role turns schedules into jobs.
 */
export function openQueue(
  config: Pick<AppConfig, 'databaseUrl' | 'roles'>,
  database: DatabaseHandle,
  logger: Pick<FastifyBaseLogger, 'error' | 'warn'>,
  options: { pollingIntervalSeconds?: number } = {},
): JobQueue {
  return createQueue({
    ...connectionOf(config, database),
    logger,
    runSchedules: config.roles.includes('scheduler'),
    ...options,
  });
}
