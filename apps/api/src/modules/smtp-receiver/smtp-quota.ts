import { PLANS } from '@papertray/contract';
import type { InboxesRepository } from '../inboxes/inboxes.repository';
import type { MailQuota } from '../inboxes/sync/mail-quota';
import { monthlyLimitReached, type SmtpReply } from './smtp-replies';

/** How long a counted allowance is trusted; the grace absorbs what arrives meanwhile elsewhere. */
const ALLOWANCE_TTL_MS = 10_000;
const MAX_CACHED_PROJECTS = 10_000;

/**
 * The emails-per-month limit as the receiver applies it: the very counting IMAP sync uses (all
 * mail of the owner's projects this month, plus the grace), answered as a 452 at RCPT so the
 * sending server keeps the mail and the sender learns why, instead of a silent drop.
 * Counting the owner's month for every recipient was a quarter of the receiver's time under
 * load, so an allowance is counted once and then spent locally for a few seconds.
 */
export class SmtpQuota {
  private readonly cache = new Map<string, { remaining: number | null; until: number }>();

  constructor(
    private readonly quota: Pick<MailQuota, 'allowance'>,
    private readonly owners: Pick<InboxesRepository, 'ownerOf'>,
    private readonly now: () => number = Date.now,
  ) {}

  async refusal(projectId: string): Promise<SmtpReply | null> {
    let entry = this.cache.get(projectId);
    if (!entry || entry.until <= this.now() || entry.remaining === 0) {
      const { remaining } = await this.quota.allowance(projectId);
      entry = { remaining, until: this.now() + ALLOWANCE_TTL_MS };
      this.remember(projectId, entry);
    }
    if (entry.remaining === null) return null;
    if (entry.remaining > 0) {
      entry.remaining--;
      return null;
    }
    const owner = await this.owners.ownerOf(projectId);
    return monthlyLimitReached(owner ? PLANS[owner.plan].displayName : 'current');
  }

  private remember(projectId: string, entry: { remaining: number | null; until: number }) {
    this.cache.delete(projectId);
    this.cache.set(projectId, entry);
    if (this.cache.size > MAX_CACHED_PROJECTS) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }
}
