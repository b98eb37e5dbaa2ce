import { Gauge, Registry } from 'prom-client';
import type { OperationsMetricsRepository } from './operations-metrics.repository';

export interface OperationsMetrics {
  registry: Registry;
  /** Reads the database once and sets every gauge; a scrape calls it before rendering. */
  refresh(): Promise<void>;
}

/**
 * Gauges read from the database when Prometheus scrapes: the job queue and every IMAP inbox's
 * sync lag. They live in the database, not in a process, so any process answers them alike.
 */
export function createOperationsMetrics(repo: OperationsMetricsRepository): OperationsMetrics {
  const registry = new Registry();
  const scrapeSuccess = new Gauge({
    name: 'papertray_operations_scrape_success',
    help: '1 when the database figures of this scrape were read, 0 when reading them failed',
    registers: [registry],
  });
  const jobs = new Gauge({
    name: 'papertray_jobs',
    help: 'Jobs in the queue by name and state',
    labelNames: ['name', 'state'] as const,
    registers: [registry],
  });
  const jobAge = new Gauge({
    name: 'papertray_job_oldest_age_seconds',
    help: 'Age of the oldest job by name and state (a growing value for created jobs is a backlog)',
    labelNames: ['name', 'state'] as const,
    registers: [registry],
  });
  const syncLag = new Gauge({
    name: 'papertray_imap_sync_lag_seconds',
    help: 'Seconds since each active IMAP inbox last synced (absent until its first sync)',
    labelNames: ['inbox_id', 'project_id'] as const,
    registers: [registry],
  });
  const syncFailures = new Gauge({
    name: 'papertray_imap_sync_consecutive_failures',
    help: 'Consecutive failed syncs of each active IMAP inbox (0 when its last sync worked)',
    labelNames: ['inbox_id', 'project_id'] as const,
    registers: [registry],
  });

  async function refresh(): Promise<void> {
    for (const gauge of [jobs, jobAge, syncLag, syncFailures]) gauge.reset();
    try {
      const [jobStates, inboxes] = await Promise.all([repo.jobStates(), repo.inboxSyncStatus()]);
      for (const row of jobStates) {
        jobs.set({ name: row.name, state: row.state }, row.count);
        jobAge.set({ name: row.name, state: row.state }, row.oldestAgeSeconds);
      }
      for (const inbox of inboxes) {
        const labels = { inbox_id: inbox.inboxId, project_id: inbox.projectId };
        if (inbox.secondsSinceSync !== null) syncLag.set(labels, inbox.secondsSinceSync);
        syncFailures.set(labels, inbox.consecutiveFailures);
      }
      scrapeSuccess.set(1);
    } catch {
      // The process figures still answer; the database's are absent and this says so.
      scrapeSuccess.set(0);
    }
  }

  return { registry, refresh };
}
