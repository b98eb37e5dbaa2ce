import { z } from 'zod';
import { defineJob, type JobContext } from '../../../platform/queue/define-job';
import type { OutgoingMail } from '../../../platform/mail/outgoing-mail';

export const SEND_MAIL_JOB = 'send-mail';
/** A mail that could not be sent after this many retries (about 20 minutes) is given up. */
export const SEND_MAIL_RETRY_LIMIT = 4;

/** What a mail is about, so its delivery can be shown there (e.g. on the pending invitation). */
export const ZMailSubject = z.object({ kind: z.literal('invitation'), id: z.string().uuid() });
export type MailSubject = z.infer<typeof ZMailSubject>;

export const ZSendMailPayload = z.object({
  message: z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
    devLink: z.string().optional(),
  }),
  about: ZMailSubject.optional(),
});
export type SendMailPayload = z.infer<typeof ZSendMailPayload>;

export type DeliveryOutcome =
  { sent: true } | { sent: false; error: string; /** no retry follows */ final: boolean };

/** Told about each attempt of a mail that is about something; may veto a stale send. */
export interface MailDeliveryListener {
  /** false: the mail is no longer wanted (e.g. the invitation was revoked); it is dropped. */
  stillWanted(about: MailSubject): Promise<boolean>;
  record(about: MailSubject, outcome: DeliveryOutcome): Promise<void>;
}

/** Runs one attempt; throws on failure so the queue retries (bounded by retryLimit). */
export async function attemptSend(
  mail: OutgoingMail,
  listener: MailDeliveryListener | null,
  payload: SendMailPayload,
  context: Pick<JobContext, 'attempt'>,
  retryLimit: number,
): Promise<void> {
  const { about } = payload;
  if (about && listener && !(await listener.stillWanted(about))) return;
  try {
    await mail.send(payload.message);
  } catch (error) {
    if (about && listener) {
      await listener.record(about, {
        sent: false,
        error: (error as Error).message || String(error),
        final: context.attempt > retryLimit,
      });
    }
    throw error;
  }
  if (about && listener) await listener.record(about, { sent: true });
}

/**
 * Sends one rendered mail. Retried with backoff (10 s doubling, at most 4 retries) when the
 * transport fails; each failure is recorded on what the mail is about.
 */
export function createSendMailJob(mail: OutgoingMail, listener: MailDeliveryListener | null) {
  return defineJob({
    name: SEND_MAIL_JOB,
    payload: ZSendMailPayload,
    retryLimit: SEND_MAIL_RETRY_LIMIT,
    retryDelaySeconds: 10,
    retryBackoff: true,
    retryDelayMaxSeconds: 10 * 60,
    expireInSeconds: 2 * 60,
    handler: (payload, context) =>
      attemptSend(mail, listener, payload, context, SEND_MAIL_RETRY_LIMIT),
  });
}
