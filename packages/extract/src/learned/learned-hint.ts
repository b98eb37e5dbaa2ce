import { z } from 'zod';
import { LEARNABLE_FIELDS, type TLearnableField } from '@papertray/contract';

export { LEARNABLE_FIELDS, type TLearnableField };

const ZUnit = z.number().min(0).max(1);

/**
 * Where a vendor prints one field, learned from a user's correction: the label printed next to
 * the value and the value's box on its page. Positions are relative to the page's printed area
 * (the box around all its text), so a different paper size, margin or scan resolution moves
 * nothing. Stored as JSON with the contact; `shape` generalises the corrected value
 * ("RE-2024-0815" → letters, dash, digits, dash, digits) so the next number is found too.
 */
export const ZLearnedHint = z.object({
  field: z.enum(LEARNABLE_FIELDS),
  label: z.string().nullable().describe('Label text before or above the value, as printed'),
  placement: z.enum(['right', 'below']).nullable(),
  page: z.number().int().min(1),
  box: z.object({ x0: ZUnit, y0: ZUnit, x1: ZUnit, y1: ZUnit }),
  /** Regular expression source of the value's shape (codes only). */
  shape: z.string().nullable(),
  /** Day-first or month-first, as the corrected date was printed (dates only). */
  dateOrder: z.enum(['DMY', 'MDY']).nullable(),
  /** The total is printed without its minus sign (credit notes). */
  negate: z.boolean(),
});
export type LearnedHint = z.infer<typeof ZLearnedHint>;

/** A line of text with its column segments, in page units, y growing downwards. */
export interface PositionedLine {
  page: number;
  y: number;
  height: number;
  segments: Array<{ text: string; x0: number; x1: number }>;
}

/** What a hint found on a document. */
export interface LearnedValue {
  field: TLearnableField;
  value: string | number;
  confidence: number;
  /** The label the value was found by, or null when its position alone found it. */
  label: string | null;
}
