import { z } from 'zod';
import type { TDocumentFieldMeta, TExtractedData } from '@papertray/contract';

/**
 * The name a user gave a vendor by correcting it: a brand ("Muster Licht") or a legal name
 * ("Muster Elektro GmbH") is a choice no rule can make, so the value itself is kept, not where
 * it is printed. Stored as JSON with the contact, beside the place hints.
 */
export const ZLearnedName = z.object({
  field: z.literal('vendor.name'),
  name: z.string().min(1).describe('The name as the user wrote it'),
  nameKey: z
    .string()
    .nullable()
    .describe("Its comparison key: a document printing the user's name finds the contact too"),
  previousName: z.string().describe("The contact's name before; forgetting gives it back"),
});
export type LearnedName = z.infer<typeof ZLearnedName>;

/** A learned name as the API keeps it: the name and when it was learned. */
export interface StoredName {
  name: string;
  learnedAt: string;
}

/** Confidence of a learned name: the user said it for this vendor, and the vendor is matched. */
const LEARNED_NAME_CONFIDENCE = 0.95;

/**
 * Gives a vendor's document the name a user's correction chose for that vendor, in place of
 * what was read (text, OCR, the language model, even an e-invoice: its legal name is exact, but
 * which name to show is the user's choice). A value the user set on this document stays. The
 * printed name is kept in the evidence, so "how was it read" still shows it. True when set.
 */
export function applyLearnedName(
  extraction: { extractedData: TExtractedData; fieldMeta: TDocumentFieldMeta },
  learned: StoredName,
): boolean {
  const vendor = extraction.extractedData.vendor;
  if (extraction.fieldMeta['vendor.name']?.source === 'user') return false;
  const printed = vendor.name?.trim();
  vendor.name = learned.name;
  extraction.fieldMeta['vendor.name'] = {
    confidence: LEARNED_NAME_CONFIDENCE,
    source: 'learned',
    evidence: (printed && printed !== learned.name
      ? `the name you gave this vendor; the document prints "${printed}"`
      : 'the name you gave this vendor'
    ).slice(0, 300),
    learned: { learnedAt: learned.learnedAt, label: null },
  };
  return true;
}
