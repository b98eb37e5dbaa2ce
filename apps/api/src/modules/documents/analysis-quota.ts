import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { analysisMonth, type PlanLimits } from '../billing/plan-limits';
import type { DocumentAnalysesRepository } from './document-analyses.repository';

export { analysisMonth };

export type QuotaDecision = { allowed: true } | { allowed: false; message: string };

/**
 * The plan's "documents (AI analyses) per month" as document processing spends it: a document
 * counts once per month however often it is reprocessed; whether a new one fits is PlanLimits'
 * decision (owner's projects, 20% grace).
 */
export class AnalysisQuota {
  constructor(
    private readonly db: Db,
    private readonly repo: DocumentAnalysesRepository,
    private readonly limits: Pick<PlanLimits, 'assertWithin' | 'owner'>,
  ) {}

  /** Claims an analysis for the document, or says which limit stops it. */
  async claim(projectId: string, documentId: string, now = new Date()): Promise<QuotaDecision> {
    const month = analysisMonth(now);
    return this.db.transaction(async (tx) => {
      const owner = await this.limits.owner({ projectId }, tx).catch(() => null);
      if (!owner) return { allowed: false, message: 'The project no longer exists.' };
      if (await this.repo.isRecorded(documentId, month, tx)) return { allowed: true };
      try {
        await this.limits.assertWithin(
          'documentsPerMonth',
          { ownerId: owner.ownerId },
          { tx, now },
        );
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'plan_limit') throw error;
        return {
          allowed: false,
          message: `${error.message} This document can be processed next month or after an upgrade (use "Process again").`,
        };
      }
      await this.repo.record(projectId, documentId, month, tx);
      return { allowed: true };
    });
  }
}
