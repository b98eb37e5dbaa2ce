import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import { openOutgoingMail } from '../../platform/mail/open-mail';
import type { JobQueue } from '../../platform/queue/job-queue';
import { createInvitationMailListener } from '../teams/invitation-mail-listener';
import { TeamsRepository } from '../teams/teams.repository';
import { MailDelivery } from './mail-delivery';

/**
 * The `worker` role sends the queued mail (send-mail job) through the configured transport.
 * Returns the function that closes the transport on shutdown.
 */
export async function startOutgoingMailWorkers(options: {
  queue: JobQueue;
  db: Db;
  config: { dataDir: string; mail: { smtpUrl: string | null; from: string } };
  roles: readonly string[];
  log: FastifyBaseLogger;
}): Promise<() => Promise<void>> {
  if (!options.roles.includes('worker')) return async () => {};
  const mail = openOutgoingMail(options.config, options.log);
  const delivery = new MailDelivery(mail, options.queue, options.log);
  delivery.setListener(createInvitationMailListener(new TeamsRepository(options.db)));
  await options.queue.work(delivery.job);
  return () => mail.close();
}
