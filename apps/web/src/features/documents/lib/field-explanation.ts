import type { TFieldMeta, TFieldSource, TUsualValue } from '@papertray/contract';
import { format, parseISO } from 'date-fns';

const READ_FROM: Record<Exclude<TFieldSource, 'user'>, string> = {
  'e-invoice': 'Read from the e-invoice data inside the file',
  text: 'Read from the document’s text',
  ocr: 'Read by OCR from the image',
  llm: 'Suggested by the language model',
  learned: 'From your correction for this vendor',
  usual: 'Usual currency of this project',
};

/** A currency the document does not show, taken from the other documents (decision 092). */
const USUAL_OF: Record<TUsualValue['of'], string> = {
  contact: 'Usual currency of this supplier',
  project: 'Usual currency of this project',
};

/** Where a value came from; a default the document gave no hint of is not said to be read. */
function readFrom(source: keyof typeof READ_FROM, meta: TFieldMeta): string {
  if (meta.usual) return USUAL_OF[meta.usual.of];
  if (meta.fallback) return 'Not shown on the document: a default';
  return READ_FROM[source];
}

/** What the "How … was read" popover says about one field's value. */
export interface FieldExplanation {
  /** Where the value came from (or that nothing was read). */
  readFrom: string;
  /** The extractor's evidence as a sentence: the label it stood next to, the checks it passed. */
  evidence: string | null;
  /** "Learned from your correction on …" when a vendor's learned field found it. */
  learned: string | null;
  /** 0–100, or null for a value that was not read. */
  confidencePercent: number | null;
}

/** "right of the label …; net + tax = total" → "Right of the label …; net + tax = total". */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** True when there is something the extractor can say about the value (not the user's own). */
export function isExplained(meta: TFieldMeta | undefined): meta is TFieldMeta {
  return meta !== undefined && meta.source !== 'user';
}

/**
 * How a field's value was read. A value the user typed and an empty field are said plainly, so
 * a reviewer who asks about any field (the review's F1) gets an answer.
 */
export function explainField(meta: TFieldMeta | undefined): FieldExplanation {
  if (!meta) {
    return {
      readFrom: 'Nothing was read for this field',
      evidence: null,
      learned: null,
      confidencePercent: null,
    };
  }
  if (meta.source === 'user') {
    return {
      readFrom: 'Entered or corrected by you',
      evidence: null,
      learned: null,
      confidencePercent: null,
    };
  }
  return {
    readFrom: readFrom(meta.source, meta),
    evidence: meta.evidence ? sentence(meta.evidence) : null,
    learned: meta.learned
      ? `Learned from your correction on ${format(parseISO(meta.learned.learnedAt), 'MMM d, yyyy')}`
      : null,
    confidencePercent: Math.round(meta.confidence * 100),
  };
}
