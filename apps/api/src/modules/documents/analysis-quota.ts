import {
  PLANS,
  PLAN_TYPES,
  hardLimit,
  planLimitMessage,
  type TPlanType,
} from '@papertray/contract';
import type { Db } from '../../platform/db/database';
import type { DocumentAnalysesRepository } from './document-analyses.repository';

function nextPlanLifting(plan: TPlanType, limit: number): string | null {
  const after = PLAN_TYPES.slice(PLAN_TYPES.indexOf(plan) + 1);
  const next = after.find((p) => {
    const l = PLANS[p].limits.documentsPerMonth;
    return l === null || l > limit;
  });
  return next ? PLANS[next].displayName : null;
}

/** Calendar month (UTC) an analysis counts towards, as its first day. */
export function analysisMonth(now: Date): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}

export type QuotaDecision = { allowed: true } | { allowed: false; message: string };

/**
 * The plan's "documents (AI analyses) per month", counted over all projects of the project's
 * owner, with the 20% grace. A document counts once per month however often it is reprocessed.
 */
export class AnalysisQuota {
  constructor(
    private readonly db: Db,
    private readonly repo: DocumentAnalysesRepository,
  ) {}

  /** Claims an analysis for the document, or says which limit stops it. */
  async claim(projectId: string, documentId: string, now = new Date()): Promise<QuotaDecision> {
    const month = analysisMonth(now);
    return this.db.transaction(async (tx) => {
      const owner = await this.repo.lockOwnerOf(projectId, tx);
      if (!owner) return { allowed: false, message: 'The project no longer exists.' };
      if (await this.repo.isRecorded(documentId, month, tx)) return { allowed: true };
      const plan = PLANS[owner.plan];
      const limit = plan.limits.documentsPerMonth;
      const ceiling = hardLimit(limit);
      if (limit !== null && ceiling !== null) {
        const used = await this.repo.countForOwner(owner.ownerId, month, tx);
        if (used >= ceiling) {
          const what = 'documents (AI analyses) per month';
          const next = nextPlanLifting(owner.plan, limit);
          return {
            allowed: false,
            message: `${planLimitMessage(what, limit, plan.displayName, next)} This document can be processed next month or after an upgrade (use "Process again").`,
          };
        }
      }
      await this.repo.record(projectId, documentId, month, tx);
      return { allowed: true };
    });
  }
}
