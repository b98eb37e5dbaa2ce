import {
  PLANS,
  PLAN_TYPES,
  hardLimit,
  planLimitMessage,
  type TPlanType,
} from '@papertray/contract';
import type { InboxesRepository } from '../inboxes.repository';

export interface QuotaAllowance {
  /** Mails that may still be taken this month; null: unlimited. */
  remaining: number | null;
  /** What to tell the user once `remaining` is used up. */
  message: string;
}

function nextPlanLifting(plan: TPlanType, limit: number): string | null {
  const after = PLAN_TYPES.slice(PLAN_TYPES.indexOf(plan) + 1);
  const next = after.find((p) => {
    const l = PLANS[p].limits.emailsPerMonth;
    return l === null || l > limit;
  });
  return next ? PLANS[next].displayName : null;
}

function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * The emails-per-month limit of the project owner's plan, counted over all their projects and
 * calendar months (UTC), with the 20% grace before sync stops taking new mail.
 */
export class MailQuota {
  constructor(private readonly repo: InboxesRepository) {}

  async allowance(projectId: string, now = new Date()): Promise<QuotaAllowance> {
    const owner = await this.repo.ownerOf(projectId);
    if (!owner) return { remaining: 0, message: 'The project no longer exists.' };
    const plan = PLANS[owner.plan];
    const limit = plan.limits.emailsPerMonth;
    const ceiling = hardLimit(limit);
    if (limit === null || ceiling === null) return { remaining: null, message: '' };
    const used = await this.repo.countEmailsOfOwnerSince(owner.ownerId, startOfMonthUtc(now));
    const message =
      `${planLimitMessage('emails per month', limit, plan.displayName, nextPlanLifting(owner.plan, limit))}` +
      ' New mail stays on the server and is fetched when the limit allows (next month or after an upgrade).';
    return { remaining: Math.max(0, ceiling - used), message };
  }
}
