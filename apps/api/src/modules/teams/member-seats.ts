import {
  PLANS,
  PLAN_TYPES,
  hardLimit,
  planLimitMessage,
  type TPlanType,
} from '@papertray/contract';
import type { DbOrTx } from '../../platform/db/database';
import type { UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { TeamsRepository } from './teams.repository';

/** The next plan up that allows more members, for the "upgrade to" hint. */
function planThatLifts(current: TPlanType, currentLimit: number): string | null {
  const next = PLAN_TYPES.slice(PLAN_TYPES.indexOf(current) + 1).find((p) => {
    const limit = PLANS[p].limits.members;
    return limit === null || limit > currentLimit;
  });
  return next ? PLANS[next].displayName : null;
}

/**
 * The plan's members limit (decisions.md "Plans"): the people in the teams of all the owner's
 * projects plus the addresses with an open invitation to one of them, each person once, the
 * owner included. Adding a person who already holds a seat costs nothing; past the limit plus
 * the 20% grace the addition is refused with a message naming the limit and the plan that lifts
 * it. Call inside the transaction that adds, with the owner's row locked (lockOwner).
 *
 * One function on purpose: when the central plan-limits module lands (billing), this is the one
 * call site to move.
 */
export async function assertMemberSeat(
  repo: TeamsRepository,
  owner: Pick<UserRow, 'id' | 'plan'>,
  email: string,
  now: Date,
  tx: DbOrTx,
): Promise<void> {
  const plan = PLANS[owner.plan];
  const limit = plan.limits.members;
  const ceiling = hardLimit(limit);
  if (limit === null || ceiling === null) return;
  const holders = await repo.seatHolders(owner.id, now, tx);
  if (holders.includes(email.toLowerCase())) return;
  if (holders.length >= ceiling) {
    throw new AppError(
      'plan_limit',
      planLimitMessage(
        limit === 1 ? 'member' : 'members',
        limit,
        plan.displayName,
        planThatLifts(owner.plan, limit),
      ),
    );
  }
}

/** Seats in use and the plan's limit, for the members list. */
export async function memberSeatUsage(
  repo: TeamsRepository,
  owner: Pick<UserRow, 'id' | 'plan'>,
  now: Date,
): Promise<{ used: number; limit: number | null }> {
  return {
    used: (await repo.seatHolders(owner.id, now)).length,
    limit: PLANS[owner.plan].limits.members,
  };
}
