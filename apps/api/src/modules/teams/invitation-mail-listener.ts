import type { MailDeliveryListener } from '../mail/jobs/send-mail.job';
import type { TeamsRepository } from './teams.repository';

/**
 * Shows the delivery of invitation mail on the invitation (sendStatus, lastSendError,
 * lastSentAt), and drops the mail of an invitation that was answered or revoked meanwhile.
 */
export function createInvitationMailListener(
  repo: TeamsRepository,
  clock: () => Date = () => new Date(),
): MailDeliveryListener {
  return {
    stillWanted: (about) => repo.isOpen(about.id),
    record: (about, outcome) =>
      repo.recordDelivery(
        about.id,
        outcome.sent
          ? { sendStatus: 'sent', error: null, sentAt: clock() }
          : {
              sendStatus: outcome.final ? 'failed' : 'retrying',
              error: outcome.error,
              sentAt: null,
            },
      ),
  };
}
