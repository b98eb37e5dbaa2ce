import { PLANS } from '@papertray/contract';
import type { InboxesRepository } from '../inboxes/inboxes.repository';
import type { MailQuota } from '../inboxes/sync/mail-quota';
import { monthlyLimitReached, type SmtpReply } from './smtp-replies';

/**
 * The emails-per-month limit as the receiver applies it: the very counting IMAP sync uses (all
 * mail of the owner's projects this month, plus the grace), answered as a 452 at RCPT so the
 * sending server keeps the mail and the sender learns why, instead of a silent drop.
 */
export class SmtpQuota {
  constructor(
    private readonly quota: Pick<MailQuota, 'allowance'>,
    private readonly owners: Pick<InboxesRepository, 'ownerOf'>,
  ) {}

  async refusal(projectId: string): Promise<SmtpReply | null> {
    const { remaining } = await this.quota.allowance(projectId);
    if (remaining === null || remaining > 0) return null;
    const owner = await this.owners.ownerOf(projectId);
    return monthlyLimitReached(owner ? PLANS[owner.plan].displayName : 'current');
  }
}
