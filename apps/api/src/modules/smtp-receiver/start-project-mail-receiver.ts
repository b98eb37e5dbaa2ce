import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../platform/db/database';
import type { MailServices } from '../inboxes/mail-services';
import { ProjectsRepository } from '../projects/projects.repository';
import { ProjectEmailRepository } from '../project-email/project-email.repository';
import { ProjectEmailService } from '../project-email/project-email.service';
import { SmtpQuota } from './smtp-quota';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';

export interface ProjectMailReceiverOptions {
  settings: AppConfig['smtpReceiver'];
  mailDomain: string;
  db: Db;
  mail: Pick<MailServices, 'ingest' | 'quota' | 'inboxesRepo'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Test-only hook, see SmtpReceiverDeps.afterIngest. */
  afterIngest?: () => void;
}

/** The `smtp` role: the receiver wired to project addresses, the plan limit and ingestion. */
export async function startProjectMailReceiver(
  options: ProjectMailReceiverOptions,
): Promise<SmtpReceiver> {
  const { settings, db, mail } = options;
  const addresses = new ProjectEmailService(
    db,
    new ProjectEmailRepository(db),
    new ProjectsRepository(db),
    options.mailDomain,
  );
  const quota = new SmtpQuota(mail.quota, mail.inboxesRepo);
  const tls =
    settings.tlsCertPath && settings.tlsKeyPath
      ? { cert: await readFile(settings.tlsCertPath), key: await readFile(settings.tlsKeyPath) }
      : null;
  return startSmtpReceiver({
    settings: { ...settings, tls },
    deliveryTargetFor: (address) => addresses.deliveryTargetFor(address),
    quotaRefusal: (projectId) => quota.refusal(projectId),
    ingest: mail.ingest,
    log: options.log,
    afterIngest: options.afterIngest,
  });
}
