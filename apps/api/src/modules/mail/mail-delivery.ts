import type { FastifyBaseLogger } from 'fastify';
import type { OutgoingMail, OutgoingMessage } from '../../platform/mail/outgoing-mail';
import type { JobQueue } from '../../platform/queue/job-queue';
import {
  attemptSend,
  createSendMailJob,
  type MailDeliveryListener,
  type MailSubject,
} from './jobs/send-mail.job';

/**
 * Outgoing mail as a capability: services hand over a rendered message and go on. With a job
 * queue the send-mail job delivers it (bounded retries, failures recorded on what the mail is
 * about); without one (tests, scripts) one attempt runs before `send` resolves, and a failure
 * is recorded and logged, never thrown at the caller.
 */
export class MailDelivery {
  private listener: MailDeliveryListener | null = null;
  readonly job: ReturnType<typeof createSendMailJob>;

  constructor(
    private readonly mail: OutgoingMail,
    private readonly queue: JobQueue | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.job = createSendMailJob(mail, {
      stillWanted: (about) => this.listener?.stillWanted(about) ?? Promise.resolve(true),
      record: (about, outcome) => this.listener?.record(about, outcome) ?? Promise.resolve(),
    });
  }

  /** The module that owns `about` subjects (teams: invitations) listens to their delivery. */
  setListener(listener: MailDeliveryListener): void {
    this.listener = listener;
  }

  async send(message: OutgoingMessage, about?: MailSubject): Promise<void> {
    const payload = { message, ...(about ? { about } : {}) };
    if (this.queue) {
      await this.queue.send(this.job, payload);
      return;
    }
    try {
      await attemptSend(this.mail, this.listener, payload, { attempt: 1 }, 0);
    } catch (error) {
      this.log.error({ err: error, to: message.to, subject: message.subject }, 'Mail not sent');
    }
  }
}
