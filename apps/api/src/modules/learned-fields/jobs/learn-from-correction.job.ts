import { z } from 'zod';
import { ZLearnedFieldName } from '@papertray/contract';
import { defineJob } from '../../../platform/queue/define-job';
import type { LearnedFieldsService } from '../learned-fields.service';

export const ZLearnFromCorrectionPayload = z.object({
  documentId: z.uuid(),
  fields: z.array(ZLearnedFieldName).min(1),
  learnedAt: z.iso.datetime({ offset: true }),
});

/**
 * document-learn-correction: re-reads a corrected document and keeps where its contact prints
 * the corrected fields (a corrected vendor name: the name itself, no re-reading). Saving
 * replaces the contact's hint for a field, so a second run of the same correction stores the
 * same thing again.
 */
export function learnFromCorrectionJob(learnedFields: LearnedFieldsService) {
  return defineJob({
    name: 'document-learn-correction',
    payload: ZLearnFromCorrectionPayload,
    retryLimit: 1,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * 60,
    handler: async (payload) => learnedFields.learnFromCorrection(payload),
  });
}
