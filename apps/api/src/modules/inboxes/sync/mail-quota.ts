import type { PlanLimits } from '../../billing/plan-limits';

export interface QuotaAllowance {
  /** Mails that may still be taken this month; null: unlimited. */
  remaining: number | null;
  /** What to tell the user once `remaining` is used up. */
  message: string;
}

const WAITING =
  ' New mail stays on the server and is fetched when the limit allows (next month or after an upgrade).';

/**
 * How much new mail an owner's projects may still take: the emails-per-month limit with its
 * grace, and nothing at all once the storage limit (with its grace) is used up. Both are decided
 * by PlanLimits; this only turns them into a budget for sync and the SMTP receiver.
 */
export class MailQuota {
  constructor(private readonly limits: Pick<PlanLimits, 'check' | 'owner'>) {}

  async allowance(projectId: string, now = new Date()): Promise<QuotaAllowance> {
    let owner;
    try {
      owner = await this.limits.owner({ projectId });
    } catch {
      return { remaining: 0, message: 'The project no longer exists.' };
    }
    const storage = await this.limits.check('storageBytes', owner, { adding: 0, now });
    if (storage.remaining === 0) return { remaining: 0, message: storage.message + WAITING };
    const emails = await this.limits.check('emailsPerMonth', owner, { adding: 0, now });
    return { remaining: emails.remaining, message: emails.message + WAITING };
  }
}
