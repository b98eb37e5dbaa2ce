import {
  LIMIT_KEYS,
  LIMIT_LABELS,
  MESSAGES,
  PLANS,
  hardLimit,
  limitReachedMessage,
  type TLimitKey,
  type TLimitUsage,
  type TPlanType,
} from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { PlanLimitsRepository, PlanOwner } from './plan-limits.repository';

/** Whose plan: an account directly, or the owner of a project. */
export type OwnerRef = { ownerId: string } | { projectId: string };

export interface LimitCheck {
  key: TLimitKey;
  owner: PlanOwner;
  used: number;
  /** The plan's limit; null: unlimited. */
  limit: number | null;
  /** The limit plus the 20% grace; an action that would go past it is refused. */
  ceiling: number | null;
  /** How much more fits under the ceiling; null: unlimited. */
  remaining: number | null;
  allowed: boolean;
  /** The refusal naming the limit and the plan that lifts it (set even when allowed). */
  message: string;
}

/** First day (UTC) of the calendar month the monthly limits count in. */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The analysis ledger's month key, `YYYY-MM-01`. */
export function analysisMonth(now: Date): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}

/**
 * The one place plan limits are enforced (decisions.md, Plans): every limited action asks here.
 * Limits belong to the project owner's account and count everything the owner owns; over a
 * limit there is a 20% grace (`hardLimit`), past which the action is refused with a message that
 * names the limit and the plan that lifts it. Nothing here ever deletes or hides data: a
 * downgrade below current usage only refuses new additions.
 */
export class PlanLimits {
  constructor(
    private readonly db: Db,
    private readonly repo: PlanLimitsRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Current usage of one limit for an owner. */
  async used(key: TLimitKey, ownerId: string, tx: DbOrTx = this.db, now = this.clock()) {
    switch (key) {
      case 'projects':
        return this.repo.countProjects(ownerId, tx);
      case 'emailAccounts':
        return this.repo.countEmailAccounts(ownerId, tx);
      case 'emailsPerMonth':
        return this.repo.countEmailsSince(ownerId, startOfMonthUtc(now), tx);
      case 'documentsPerMonth':
        return this.repo.countAnalyses(ownerId, analysisMonth(now), tx);
      case 'storageBytes':
        return this.repo.storageBytes(ownerId, tx);
      case 'members':
        return this.repo.countMembers(ownerId, now, tx);
    }
  }

  /** Resolves whose plan applies; a project that is gone is a 404. */
  async owner(ref: OwnerRef, tx: DbOrTx = this.db): Promise<PlanOwner> {
    const owner =
      'ownerId' in ref
        ? await this.repo.planOf(ref.ownerId, tx)
        : await this.repo.ownerOfProject(ref.projectId, tx);
    if (!owner) throw AppError.notFound(MESSAGES.projectNotFound);
    return owner;
  }

  /** Whether `adding` more (items, or bytes for storage) fits under the ceiling. Reads only. */
  async check(
    key: TLimitKey,
    ref: OwnerRef | PlanOwner,
    options: { adding?: number; tx?: DbOrTx; now?: Date } = {},
  ): Promise<LimitCheck> {
    const tx = options.tx ?? this.db;
    const owner = 'plan' in ref ? ref : await this.owner(ref, tx);
    return this.decide(key, owner, options.adding ?? 1, tx, options.now ?? this.clock());
  }

  /**
   * Refuses (AppError `plan_limit`, 403) an action that would take the owner past the ceiling.
   * Inside the caller's transaction the owner's row is locked first, so two concurrent adds
   * cannot both pass the count; call it right before the insert in the same transaction.
   */
  async assertWithin(
    key: TLimitKey,
    ref: OwnerRef,
    options: { adding?: number; tx?: DbOrTx; now?: Date } = {},
  ): Promise<PlanOwner> {
    const tx = options.tx ?? this.db;
    let owner = await this.owner(ref, tx);
    if (options.tx) owner = (await this.repo.lockOwner(owner.ownerId, tx)) ?? owner;
    const decision = await this.decide(
      key,
      owner,
      options.adding ?? 1,
      tx,
      options.now ?? this.clock(),
    );
    if (!decision.allowed) throw new AppError('plan_limit', decision.message);
    return owner;
  }

  /**
   * The members limit for adding a person to a project's team (as a member, or by an open
   * invitation, which holds a seat until it is answered or expires): one seat, none for a person
   * (user id or email) who already holds one on the owner's plan.
   */
  async assertMemberSeats(
    projectId: string,
    options: { userId?: string; email?: string; tx?: DbOrTx; now?: Date } = {},
  ): Promise<void> {
    const tx = options.tx ?? this.db;
    const now = options.now ?? this.clock();
    const owner = await this.owner({ projectId }, tx);
    if (await this.repo.holdsSeat(owner.ownerId, options, now, tx)) return;
    await this.assertWithin('members', { ownerId: owner.ownerId }, { tx: options.tx, now });
  }

  /**
   * After a change of owner: refuses (plan_limit) when the new owner's usage of the limit is
   * past its ceiling, the project it took over included.
   */
  async assertHolds(key: TLimitKey, ownerId: string, tx: DbOrTx): Promise<void> {
    const decision = await this.check(key, { ownerId }, { adding: 0, tx });
    if (decision.ceiling !== null && decision.used > decision.ceiling) {
      throw new AppError('plan_limit', decision.message);
    }
  }

  /** Usage against every limit, for GET /api/billing/subscription. */
  async usage(ownerId: string, plan: TPlanType, now = this.clock()): Promise<TLimitUsage[]> {
    const limits = PLANS[plan].limits;
    return Promise.all(
      LIMIT_KEYS.map(async (key) => ({
        key,
        label: LIMIT_LABELS[key],
        used: await this.used(key, ownerId, this.db, now),
        limit: limits[key],
        ceiling: hardLimit(limits[key]),
      })),
    );
  }

  private async decide(
    key: TLimitKey,
    owner: PlanOwner,
    adding: number,
    tx: DbOrTx,
    now: Date,
  ): Promise<LimitCheck> {
    const limit = PLANS[owner.plan].limits[key];
    const ceiling = hardLimit(limit);
    const message = limitReachedMessage(owner.plan, key);
    if (ceiling === null) {
      return { key, owner, used: 0, limit, ceiling, remaining: null, allowed: true, message };
    }
    const used = await this.used(key, owner.ownerId, tx, now);
    const remaining = Math.max(0, ceiling - used);
    return { key, owner, used, limit, ceiling, remaining, allowed: adding <= remaining, message };
  }
}
