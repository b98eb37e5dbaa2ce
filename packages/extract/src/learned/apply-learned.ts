import type { TDocumentFieldMeta, TExtractedData } from '@papertray/contract';
import { compactCode } from './candidates.js';
import { applyHints } from './learn.js';
import type { LearnedHint, PositionedLine } from './learned-hint.js';

/** A hint as the API keeps it: what was learned and when. */
export interface StoredHint {
  hint: LearnedHint;
  learnedAt: string;
}

/**
 * Puts what a contact's learned fields find on a document over the text rules' values: a
 * vendor's own layout, taught by a user, is better evidence than a general rule. E-invoice
 * values (exact) and the user's own values are never replaced. Each value found says so in its
 * meta (`learned`), with the date of the correction it came from. Returns the fields set.
 */
export function applyLearnedHints(
  extraction: { extractedData: TExtractedData; fieldMeta: TDocumentFieldMeta },
  lines: PositionedLine[],
  hints: StoredHint[],
  source: 'text' | 'ocr',
): string[] {
  const set: string[] = [];
  for (const found of applyHints(
    hints.map((h) => h.hint),
    lines,
  )) {
    const current = extraction.fieldMeta[found.field];
    if (current?.source === 'e-invoice' || current?.source === 'user') continue;
    const stored = hints.find((h) => h.hint.field === found.field)!;
    const data = extraction.extractedData;
    if (found.field === 'vendor.taxId') data.vendor.taxId = compactCode(String(found.value));
    else (data as unknown as Record<string, unknown>)[found.field] = found.value;
    extraction.fieldMeta[found.field] = {
      confidence: found.confidence,
      source,
      evidence: found.label
        ? `after "${found.label}", as your correction taught for this vendor`.slice(0, 300)
        : 'in the place your correction taught for this vendor',
      learned: { learnedAt: stored.learnedAt, label: found.label },
    };
    set.push(found.field);
  }
  return set;
}
