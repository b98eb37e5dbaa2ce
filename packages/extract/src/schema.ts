import { z } from 'zod';
import {
  ZDocumentFieldMeta,
  ZDocumentType,
  ZExtractedData,
  ZExtractedFieldName,
  type TExtractedFieldName,
} from '@papertray/contract';

// The document vocabulary (types, fields, sources) is the API's, so it lives in the contract;
// this package adds only what extraction itself produces.
export {
  emptyExtractedData,
  ZDocumentType,
  ZExtractedData,
  ZFieldMeta,
  ZFieldSource,
  ZParty,
  ZVendor,
  type TDocumentType,
  type TExtractedData,
  type TFieldMeta,
  type TFieldSource,
} from '@papertray/contract';

/** Field paths that carry a confidence; vendor sub-fields use dotted names. */
export const ZFieldName = ZExtractedFieldName;
export type TFieldName = TExtractedFieldName;

export const ZFileType = z.enum(['pdf', 'jpeg', 'png', 'webp', 'xml']);
export type TFileType = z.infer<typeof ZFileType>;

export const ZExtractionResult = z.object({
  fileType: ZFileType,
  pageCount: z.number().int(),
  text: z.string().describe('Whole document text, pages separated by form feeds'),
  pages: z.array(
    z.object({
      number: z.number().int(),
      text: z.string(),
      source: z.enum(['text', 'ocr', 'xml']),
    }),
  ),
  type: ZDocumentType,
  extractedData: ZExtractedData,
  fieldMeta: ZDocumentFieldMeta,
  durationsMs: z.record(z.string(), z.number()),
  layout: z
    .array(
      z.object({
        page: z.number().int(),
        y: z.number(),
        height: z.number(),
        segments: z.array(z.object({ text: z.string(), x0: z.number(), x1: z.number() })),
      }),
    )
    .optional()
    .describe('Lines with their column segments and positions; only when asked for (layout)'),
});
export type TExtractionResult = z.infer<typeof ZExtractionResult>;
