import type { JobQueue } from '../../platform/queue/job-queue';
import type { DocumentServices } from './document-services';
import { DOCUMENTS_PURGE_TRASH_CRON } from './jobs/documents-purge-trash.job';
import { DOCUMENTS_SWEEP_CRON } from './jobs/documents-sweep.job';

/**
 * Starts the document side's background work by process role: `worker` processes documents, learns
 * from corrections and runs the sweep and the trash purge, `scheduler` sends the sweep every minute (mail marked for
 * documents, jobs lost to a crash) and the purge daily (trash older than 14 days).
 */
export async function startDocumentWorkers(options: {
  queue: JobQueue;
  documents: DocumentServices;
  roles: readonly string[];
}): Promise<void> {
  const { queue, documents, roles } = options;
  if (roles.includes('worker')) {
    await queue.work(documents.jobs.process);
    await queue.work(documents.jobs.sweep);
    await queue.work(documents.jobs.purgeTrash);
    await queue.work(documents.jobs.learn);
  }
  if (roles.includes('scheduler')) {
    await queue.schedule(documents.jobs.sweep, DOCUMENTS_SWEEP_CRON, {});
    await queue.schedule(documents.jobs.purgeTrash, DOCUMENTS_PURGE_TRASH_CRON, {});
  }
}
