import { z } from 'zod';

/** Where a field's value came from; 'user' marks a value a person typed, which wins over all. */
export const ZFieldSource = z
  .enum(['e-invoice', 'text', 'ocr', 'llm', 'user'])
  .describe('Where the value came from');
export type TFieldSource = z.infer<typeof ZFieldSource>;

export const ZDocumentType = z
  .enum(['invoice', 'receipt', 'contract', 'other'])
  .describe('Kind of business document');
export type TDocumentType = z.infer<typeof ZDocumentType>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('Calendar date, ISO YYYY-MM-DD');

export const ZVendor = z.object({
  name: z.string().nullable().describe('Company that issued the document'),
  address: z.string().nullable().describe('Postal address of the vendor, lines joined by ", "'),
  taxId: z.string().nullable().describe('VAT id, GSTIN, EIN ... without spaces'),
});

export const ZParty = z.object({
  name: z.string(),
  role: z.string().describe('Role in the contract as written, e.g. "Client", "Auftragnehmer"'),
});

export const ZExtractedData = z.object({
  invoiceNumber: z.string().nullable(),
  issueDate: isoDate.nullable(),
  dueDate: isoDate.nullable(),
  transactionDate: isoDate.nullable().describe('Date of sale or service (receipts)'),
  totalAmount: z
    .number()
    .int()
    .nullable()
    .describe('Gross total in integer minor units of `currency` (cents)'),
  currency: z.string().length(3).nullable().describe('ISO 4217 code'),
  vendor: ZVendor,
  contractNumber: z.string().nullable(),
  parties: z.array(ZParty),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
});
export type TExtractedData = z.infer<typeof ZExtractedData>;

/** Field paths that carry a confidence; vendor sub-fields use dotted names. */
export const ZFieldName = z.enum([
  'invoiceNumber',
  'issueDate',
  'dueDate',
  'transactionDate',
  'totalAmount',
  'currency',
  'vendor.name',
  'vendor.address',
  'vendor.taxId',
  'contractNumber',
  'parties',
  'startDate',
  'endDate',
]);
export type TFieldName = z.infer<typeof ZFieldName>;

export const ZFieldMeta = z.object({
  confidence: z.number().min(0).max(1),
  source: ZFieldSource,
});
export type TFieldMeta = z.infer<typeof ZFieldMeta>;

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
  fieldMeta: z.partialRecord(ZFieldName, ZFieldMeta),
  durationsMs: z.record(z.string(), z.number()),
});
export type TExtractionResult = z.infer<typeof ZExtractionResult>;

export function emptyExtractedData(): TExtractedData {
  return {
    invoiceNumber: null,
    issueDate: null,
    dueDate: null,
    transactionDate: null,
    totalAmount: null,
    currency: null,
    vendor: { name: null, address: null, taxId: null },
    contractNumber: null,
    parties: [],
    startDate: null,
    endDate: null,
  };
}
