import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';
import { IngestRepository } from '../ingest/ingest.repository';
import { IngestService } from '../ingest/ingest.service';
import { CredentialsCipher } from './credentials-cipher';
import { InboxesRepository } from './inboxes.repository';
import { InboxSyncService, type InboxSyncSettings } from './sync/inbox-sync.service';
import { PlanLimits } from '../billing/plan-limits';
import { PlanLimitsRepository } from '../billing/plan-limits.repository';
import { MailQuota } from './sync/mail-quota';

export interface MailServicesDeps {
  db: Db;
  storage: FileStorage;
  /** AES-256-GCM key (hex) for IMAP passwords at rest. */
  encryptionKey: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  syncSettings?: Partial<InboxSyncSettings>;
  /** Told after a commit that created mail with document candidates (see IngestHooks). */
  onDocumentsPending?: () => void;
  /** Told when a sync succeeds for an inbox that was failing (IDLE watches it again). */
  onInboxRecovered?: () => Promise<void>;
}

export type MailServices = ReturnType<typeof createMailServices>;

/** The mail side's services, built the same way for the HTTP app, the workers and the tests. */
export function createMailServices(deps: MailServicesDeps) {
  const inboxesRepo = new InboxesRepository(deps.db);
  const cipher = new CredentialsCipher(deps.encryptionKey);
  const ingest = new IngestService(deps.db, deps.storage, new IngestRepository(), deps.log, {
    onDocumentsPending: deps.onDocumentsPending,
  });
  const limits = new PlanLimits(deps.db, new PlanLimitsRepository(deps.db));
  const quota = new MailQuota(limits);
  const sync = new InboxSyncService({
    db: deps.db,
    repo: inboxesRepo,
    ingest,
    quota,
    cipher,
    log: deps.log,
    settings: deps.syncSettings,
    onRecovered: deps.onInboxRecovered,
  });
  return { inboxesRepo, cipher, ingest, quota, sync, limits };
}
