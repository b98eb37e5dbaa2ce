import { z } from 'zod';

/** Kinds of business document; the extraction library uses the same four. */
export const DOCUMENT_TYPES = ['invoice', 'receipt', 'contract', 'other'] as const;
export const ZDocumentType = z.enum(DOCUMENT_TYPES).describe('Kind of business document');
export type TDocumentType = z.infer<typeof ZDocumentType>;
