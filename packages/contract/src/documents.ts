import { z } from 'zod';
import { ZId, ZPagination, ZTimestamp } from './common';
import { ZContactRef } from './contacts';
import { ZDocumentType } from './document-types';
import { ZFolderRef } from './folders';

export { DOCUMENT_TYPES, ZDocumentType, type TDocumentType } from './document-types';

/** Largest file an upload may have (spec: 10MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_SCAN_PAGES = 50;
/** All pages of one scan together; bounds the memory one request can take. */
export const MAX_SCAN_TOTAL_BYTES = 60 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  invalidFileType: 'Please upload a PDF or image file (JPEG, PNG, WebP)',
  fileTooLarge: 'Please upload a file smaller than 10MB',
  noProject: 'Please select a project first',
  noFile: 'Please select a file to upload',
  noScans: 'Please scan at least one image',
  tooManyScans: `Please scan at most ${MAX_SCAN_PAGES} pages`,
  scanTooLarge: 'Please scan fewer pages: a scan may have at most 60MB of images',
  documentNotFound: 'Document not found',
  uploaded: 'Document uploaded. Processing with AI...',
  alreadyUploaded: 'This file is already in the project; showing the existing document.',
  processingQueued: 'Processing queued',
  noThumbnail: 'This document has no preview yet',
  viewLinkInvalid: 'This view link is invalid or has expired. Open the document again.',
  folderNotFound: 'Folder not found',
  contactNotFound: 'Contact not found',
  onlyTrashDeletable: 'Only documents in the trash can be deleted',
  deleted: 'Document deleted permanently',
  moveNeedsFolder: 'Please choose a folder',
} as const;

/** Trash items are deleted for good after this many days (spec section 9). */
export const TRASH_RETENTION_DAYS = 14;

export const DOCUMENT_STATES = ['paper_tray', 'approved', 'trash'] as const;
export const ZDocumentState = z
  .enum(DOCUMENT_STATES)
  .describe('paper_tray: waiting for review; approved: filed; trash: deleted after 14 days');
export type TDocumentState = z.infer<typeof ZDocumentState>;

export const DOCUMENT_SOURCES = ['manual_upload', 'mobile_scan', 'email'] as const;
export const ZDocumentSource = z.enum(DOCUMENT_SOURCES).describe('How the file arrived');
export type TDocumentSource = z.infer<typeof ZDocumentSource>;

export const PROCESSING_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
export const ZProcessingStatus = z.enum(PROCESSING_STATUSES);
export type TProcessingStatus = z.infer<typeof ZProcessingStatus>;

export const ZProcessing = z
  .object({
    status: ZProcessingStatus,
    error: z
      .string()
      .nullable()
      .describe('Why the last run failed (or what it waits for), safe to show; null when fine'),
    attempts: z.number().int().describe('Runs started for the current request'),
    updatedAt: ZTimestamp,
  })
  .describe('Where the extraction of this document stands');
export type TProcessing = z.infer<typeof ZProcessing>;

export const ZFieldSource = z
  .enum(['e-invoice', 'text', 'ocr', 'llm', 'learned', 'usual', 'user'])
  .describe(
    "Where a value came from; 'user' values are never overwritten by reprocessing; 'learned': " +
      "not read from this document but the value a user's correction gave this vendor (its name); " +
      "'usual': not read from this document, which shows no currency, but the currency the " +
      "supplier's or the project's other documents are usually in (see `usual`)",
  );
export type TFieldSource = z.infer<typeof ZFieldSource>;

const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2024-03-01')
  .describe('Calendar date, ISO YYYY-MM-DD');

export const ZVendor = z.object({
  name: z.string().nullable().describe('Company that issued the document'),
  address: z.string().nullable().describe('Postal address, lines joined by ", "'),
  taxId: z.string().nullable().describe('VAT id, GSTIN, EIN ... without spaces'),
});

export const ZParty = z.object({
  name: z.string(),
  role: z.string().describe('Role in the contract as written, e.g. "Client"'),
});

export const ZExtractedData = z.object({
  invoiceNumber: z.string().nullable(),
  issueDate: ZIsoDate.nullable(),
  dueDate: ZIsoDate.nullable(),
  transactionDate: ZIsoDate.nullable().describe('Date of sale or service (receipts)'),
  totalAmount: z
    .number()
    .int()
    .nullable()
    .describe('Gross total in integer minor units of `currency` (cents)'),
  netAmount: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe(
      'Total without tax in minor units of `currency`; set only when net + tax = total ' +
        '(absent on documents processed before it was extracted)',
    ),
  taxAmount: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe(
      'Tax (VAT, GST, sales tax) in minor units of `currency`; set only when net + tax = total ' +
        '(absent on documents processed before it was extracted)',
    ),
  currency: z.string().length(3).nullable().describe('ISO 4217 code'),
  vendor: ZVendor,
  contractNumber: z.string().nullable(),
  parties: z.array(ZParty),
  startDate: ZIsoDate.nullable(),
  endDate: ZIsoDate.nullable(),
});
export type TExtractedData = z.infer<typeof ZExtractedData>;

/** A document nobody has read yet: every field empty. */
export function emptyExtractedData(): TExtractedData {
  return {
    invoiceNumber: null,
    issueDate: null,
    dueDate: null,
    transactionDate: null,
    totalAmount: null,
    netAmount: null,
    taxAmount: null,
    currency: null,
    vendor: { name: null, address: null, taxId: null },
    contractNumber: null,
    parties: [],
    startDate: null,
    endDate: null,
  };
}

export const EXTRACTED_FIELD_NAMES = [
  'invoiceNumber',
  'issueDate',
  'dueDate',
  'transactionDate',
  'totalAmount',
  'netAmount',
  'taxAmount',
  'currency',
  'vendor.name',
  'vendor.address',
  'vendor.taxId',
  'contractNumber',
  'parties',
  'startDate',
  'endDate',
] as const;
export const ZExtractedFieldName = z
  .enum(EXTRACTED_FIELD_NAMES)
  .describe('A field of extractedData; vendor fields dotted');
export type TExtractedFieldName = z.infer<typeof ZExtractedFieldName>;

/** Fields a user's correction teaches where a vendor prints them (see learned-fields). */
export const LEARNABLE_FIELDS = [
  'invoiceNumber',
  'issueDate',
  'dueDate',
  'transactionDate',
  'totalAmount',
  'vendor.taxId',
  'contractNumber',
] as const satisfies readonly TExtractedFieldName[];
export const ZLearnableField = z.enum(LEARNABLE_FIELDS);
export type TLearnableField = z.infer<typeof ZLearnableField>;

/**
 * Fields whose corrected value itself is kept for the vendor: the vendor's name is a choice
 * (brand or legal name), not a reading, so the next documents get the user's name as it is.
 */
export const VALUE_LEARNED_FIELDS = [
  'vendor.name',
] as const satisfies readonly TExtractedFieldName[];
export type TValueLearnedField = (typeof VALUE_LEARNED_FIELDS)[number];

/** Every field a correction teaches: where it is printed, or (vendor name) the value itself. */
export const LEARNED_FIELD_NAMES = [...LEARNABLE_FIELDS, ...VALUE_LEARNED_FIELDS] as const;
export const ZLearnedFieldName = z.enum(LEARNED_FIELD_NAMES);
export type TLearnedFieldName = z.infer<typeof ZLearnedFieldName>;

export const USUAL_VALUE_SCOPES = ['contact', 'project'] as const;

export const ZUsualValue = z.object({
  of: z
    .enum(USUAL_VALUE_SCOPES)
    .describe(
      "'contact': the usual currency of this document's supplier; 'project': of the project",
    ),
  documents: z.number().int().min(1).describe('How many of the documents looked at are in it'),
  outOf: z
    .number()
    .int()
    .min(1)
    .describe(
      'The documents looked at: the latest with a currency read or confirmed (at most 100)',
    ),
});
export type TUsualValue = z.infer<typeof ZUsualValue>;

export const ZFieldMeta = z.object({
  confidence: z.number().min(0).max(1).describe('0 (a guess) to 1 (certain)'),
  source: ZFieldSource,
  evidence: z
    .string()
    .max(300)
    .optional()
    .describe(
      'Why the extractor chose this value: the label it stood next to, where, and the checks it passed',
    ),
  learned: z
    .object({
      learnedAt: ZTimestamp.describe('When the correction that taught it was made'),
      label: z
        .string()
        .nullable()
        .describe('The label it was found by; null: by its place, or a learned name (no label)'),
    })
    .optional()
    .describe(
      'Present when a vendor\'s learned field found the value: "Learned from your correction on …"',
    ),
  fallback: z
    .literal(true)
    .optional()
    .describe(
      "The document showed nothing for this field: the value is the extractor's default " +
        '(a currency of USD), which processing replaces with the usual currency when there is one',
    ),
  usual: ZUsualValue.optional().describe("Present when source is 'usual': whose usual value"),
});
export type TFieldMeta = z.infer<typeof ZFieldMeta>;

export const ZDocumentFieldMeta = z
  .partialRecord(ZExtractedFieldName, ZFieldMeta)
  .describe('Confidence and source of each extracted field that has a value');
export type TDocumentFieldMeta = z.infer<typeof ZDocumentFieldMeta>;

export const ZDocument = z.object({
  _id: ZId,
  name: z.string(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
  state: ZDocumentState,
  approvedAt: ZTimestamp.nullable().describe('When it was last approved; null unless approved'),
  trashedAt: ZTimestamp.nullable().describe(
    'When it went to the trash; it is deleted for good 14 days later',
  ),
  type: ZDocumentType.nullable().describe('Null until processing has classified it'),
  source: ZDocumentSource,
  projectId: ZId,
  contactId: ZContactRef.nullable(),
  folderId: ZFolderRef.nullable(),
  suggestedFolderId: ZFolderRef.nullable().describe(
    "Where it would be filed: learned from the project's approvals, else the type's default",
  ),
  possibleDuplicateOf: z
    .object({ _id: ZId, name: z.string() })
    .nullable()
    .describe('Another file with the same vendor, invoice number and total'),
  emailId: ZId.nullable(),
  attachmentId: z.object({ _id: ZId, filename: z.string() }).nullable(),
  extractedData: ZExtractedData.nullable().describe('Null until processed'),
  fieldMeta: ZDocumentFieldMeta,
  processing: ZProcessing,
  file: z.object({
    filename: z.string().describe('Original file name'),
    mimeType: z.string().describe('From the magic bytes'),
    size: z.number().int().describe('Bytes'),
    pageCount: z.number().int().nullable(),
  }),
  viewUrl: z
    .string()
    .describe(
      'Path of /documents/{id}/file with a short-lived token for this document; usable in ' +
        '<iframe>/<img> without the access token',
    ),
  thumbnailUrl: z
    .string()
    .nullable()
    .describe('Path of a small WebP preview of the first page (tokenised like viewUrl), or null'),
  viewUrlExpiresAt: ZTimestamp,
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZDocumentViewQuery = z.object({
  token: z
    .string()
    .min(1)
    .max(2000)
    .optional()
    .describe('The token of viewUrl/thumbnailUrl; without it, a bearer token is needed'),
});

export const ZUploadDocumentResponse = z.object({
  document: ZDocument,
  created: z
    .boolean()
    .describe('False when the same file was already in the project: `document` is that one'),
  message: z.string(),
});
export type TUploadDocumentResponse = z.infer<typeof ZUploadDocumentResponse>;

/** Multipart text fields of POST /documents/upload and /upload-multiple. */
export const ZUploadDocumentFields = z.object({
  projectId: z.uuid(DOCUMENT_MESSAGES.noProject),
  source: ZDocumentSource.exclude(['email']).optional(),
  multiPage: z.enum(['true', 'false']).optional(),
});

const ZCsv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1));

export const DOCUMENT_SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'name',
  'issueDate',
  'totalAmount',
] as const;

export const ZDocumentListQuery = z.object({
  projectId: ZId,
  state: ZCsv(ZDocumentState).optional().describe('One state or a comma-separated list'),
  type: ZCsv(ZDocumentType).optional().describe('One type or a comma-separated list'),
  folderId: ZId.optional(),
  contactId: ZId.optional(),
  processingStatus: ZCsv(ZProcessingStatus).optional(),
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('Full text over name, extracted fields and document text'),
  from: ZIsoDate.optional().describe('Created on or after this day (UTC)'),
  to: ZIsoDate.optional().describe('Created on or before this day (UTC)'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sortBy: z.enum(DOCUMENT_SORT_FIELDS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type TDocumentListQuery = z.infer<typeof ZDocumentListQuery>;

/** GET /contacts/{id}/documents: the list's filters without project and contact, newest first. */
export const ZContactDocumentsQuery = ZDocumentListQuery.omit({
  projectId: true,
  contactId: true,
}).extend({
  sortBy: z.enum(DOCUMENT_SORT_FIELDS).default('issueDate'),
});
export type TContactDocumentsQuery = z.infer<typeof ZContactDocumentsQuery>;

export const ZDocumentList = z.object({ data: z.array(ZDocument), pagination: ZPagination });
export type TDocumentList = z.infer<typeof ZDocumentList>;

/** Fields a user may correct; each one set is marked source 'user' and survives reprocessing. */
export const ZExtractedDataPatch = z
  .object({
    invoiceNumber: z.string().trim().max(200).nullable(),
    issueDate: ZIsoDate.nullable(),
    dueDate: ZIsoDate.nullable(),
    transactionDate: ZIsoDate.nullable(),
    totalAmount: z.number().int().nullable(),
    netAmount: z.number().int().nullable(),
    taxAmount: z.number().int().nullable(),
    currency: z.string().length(3).toUpperCase().nullable(),
    vendor: z
      .object({
        name: z.string().trim().max(300).nullable(),
        address: z.string().trim().max(1000).nullable(),
        taxId: z.string().trim().max(50).nullable(),
      })
      .partial(),
    contractNumber: z.string().trim().max(200).nullable(),
    parties: z.array(ZParty).max(20),
    startDate: ZIsoDate.nullable(),
    endDate: ZIsoDate.nullable(),
  })
  .partial();
export type TExtractedDataPatch = z.infer<typeof ZExtractedDataPatch>;

export const ZUpdateDocumentRequest = z.object({
  name: z.string().trim().min(1).max(300).optional(),
  type: ZDocumentType.optional(),
  extractedData: ZExtractedDataPatch.optional(),
  contactId: ZId.nullable()
    .optional()
    .describe('Another contact of the project, or null to unlink; reprocessing keeps the choice'),
  folderId: ZId.optional().describe('A folder of the same project to file it in (as move)'),
});
export type TUpdateDocumentRequest = z.infer<typeof ZUpdateDocumentRequest>;

export const ZApproveDocumentRequest = z.object({
  folderId: ZId.optional().describe(
    'Where to file it; without one the document goes to its suggested folder',
  ),
});
export type TApproveDocumentRequest = z.infer<typeof ZApproveDocumentRequest>;

export const ZMoveDocumentRequest = z.object({
  folderId: ZId.describe('The folder of the same project to file it in'),
});
export type TMoveDocumentRequest = z.infer<typeof ZMoveDocumentRequest>;

export const BULK_DOCUMENT_ACTIONS = ['approve', 'trash', 'restore', 'move'] as const;

export const ZBulkDocumentRequest = z
  .object({
    ids: z.array(ZId).min(1).max(100).describe('Documents of one or more of your projects'),
    action: z.enum(BULK_DOCUMENT_ACTIONS),
    folderId: ZId.optional().describe('Required for move; for approve, instead of the suggestion'),
  })
  .refine((body) => body.action !== 'move' || body.folderId !== undefined, {
    message: DOCUMENT_MESSAGES.moveNeedsFolder,
    path: ['folderId'],
  });
export type TBulkDocumentRequest = z.infer<typeof ZBulkDocumentRequest>;

export const ZBulkDocumentResponse = z.object({
  data: z.array(ZDocument).describe('The documents after the action, in the order of ids'),
});
export type TBulkDocumentResponse = z.infer<typeof ZBulkDocumentResponse>;
