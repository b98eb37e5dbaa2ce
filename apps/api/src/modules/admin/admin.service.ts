import type { TPlanType } from '@papertray/contract';
import type { Db } from '../../platform/db/database';
import type { JobQueue } from '../../platform/queue/job-queue';
import type { PasswordHasher } from '../auth/passwords';
import type { DocumentServices } from '../documents/document-services';
import type { InboxSyncJob } from '../inboxes/jobs/inbox-sync.job';
import { FailedJobsRepository, type FailedJob } from '../system/failed-jobs.repository';
import { UsersRepository } from '../users/users.repository';
import { AdminRepository } from './admin.repository';

export class AdminCommandError extends Error {
  override readonly name = 'AdminCommandError';
}

export interface AdminServiceDeps {
  db: Db;
  queue: JobQueue;
  passwords: PasswordHasher;
  documents: DocumentServices;
  syncJob: InboxSyncJob;
}

/**
 * What an operator does from the command line (`npm run papertray -- …`), through the same
 * repositories, services and queue the server uses, so a command can do nothing the product's
 * own rules would not.
 */
export class AdminService {
  private readonly users: UsersRepository;
  private readonly repo: AdminRepository;
  private readonly failedJobs: FailedJobsRepository;

  constructor(private readonly deps: AdminServiceDeps) {
    this.users = new UsersRepository(deps.db);
    this.repo = new AdminRepository(deps.db);
    this.failedJobs = new FailedJobsRepository(deps.db);
  }

  /** Creates an account that signs in with email and password, on the given plan. */
  async createUser(input: { email: string; password: string; name: string; plan: TPlanType }) {
    if (input.password.length < 8) {
      throw new AdminCommandError('The password must be at least 8 characters');
    }
    const user = await this.users.insert({
      email: input.email,
      name: input.name,
      passwordHash: await this.deps.passwords.hash(input.password),
    });
    if (!user) throw new AdminCommandError(`An account with ${input.email} exists already`);
    if (input.plan !== user.plan) await this.users.update(user.id, { plan: input.plan });
    return { id: user.id, email: user.email, plan: input.plan };
  }

  async setPlan(email: string, plan: TPlanType) {
    const user = await this.users.findByEmail(email);
    if (!user) throw new AdminCommandError(`No account has the email ${email}`);
    await this.users.update(user.id, { plan });
    return { id: user.id, email: user.email, previous: user.plan, plan };
  }

  /** Starts a new processing run for every document of a project (trash excluded). */
  async reprocessProject(projectId: string): Promise<number> {
    const documents = await this.repo.documentsOfProject(projectId);
    for (const document of documents) await this.deps.documents.intake.startRun(document);
    return documents.length;
  }

  /** Queues a sync of one IMAP inbox; a worker runs it. */
  async resyncInbox(inboxId: string): Promise<string> {
    const inbox = await this.repo.inboxById(inboxId);
    if (!inbox) throw new AdminCommandError(`No inbox has the id ${inboxId}`);
    if (inbox.type !== 'imap') {
      throw new AdminCommandError(`${inbox.name} is a receiving address; only IMAP inboxes sync`);
    }
    return this.deps.queue.send(this.deps.syncJob, { inboxId });
  }

  listFailedJobs(): Promise<FailedJob[]> {
    return this.failedJobs.list();
  }

  /** Queues failed jobs again: one by id, or every failed job. Returns how many were queued. */
  async retryFailedJobs(id: string | 'all'): Promise<number> {
    const failed = await this.failedJobs.list(10_000);
    const chosen = id === 'all' ? failed : failed.filter((job) => job.id === id);
    if (id !== 'all' && chosen.length === 0) {
      throw new AdminCommandError(`No failed job has the id ${id}`);
    }
    let retried = 0;
    for (const job of chosen) if (await this.deps.queue.retry(job.name, job.id)) retried += 1;
    return retried;
  }
}
