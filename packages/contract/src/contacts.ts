import { z } from 'zod';
import { ZId, ZPagination, ZTimestamp } from './common';

export const CONTACT_TYPES = ['company', 'person'] as const;
export const ZContactType = z.enum(CONTACT_TYPES);
export type TContactType = z.infer<typeof ZContactType>;

/** What a document shows of its contact. */
export const ZContactRef = z.object({ _id: ZId, name: z.string() });
export type TContactRef = z.infer<typeof ZContactRef>;

export const ZCurrencyTotal = z.object({
  currency: z.string().length(3).describe('ISO 4217 code'),
  amount: z.number().int().describe('Sum in integer minor units (cents)'),
});

export const ZContactMetadata = z.object({
  documentCount: z.number().int(),
  totalAmount: z
    .number()
    .int()
    .describe('Sum of document totals in `currency`, integer minor units (cents)'),
  currency: z
    .string()
    .nullable()
    .describe('The currency most of its documents use; null before any amount is known'),
  totals: z
    .array(ZCurrencyTotal)
    .describe('One sum per currency; amounts in different currencies are never added up'),
  lastSeen: ZTimestamp.nullable().describe(
    "Its latest document's date: the issue (or transaction) date, else when it was received",
  ),
});

export const ZContact = z.object({
  _id: ZId,
  type: ZContactType,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  taxId: z.string().nullable().describe('VAT id or similar, upper case without spaces'),
  address: z.string().nullable(),
  projectId: z.object({ _id: ZId, name: z.string() }),
  metadata: ZContactMetadata,
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TContact = z.infer<typeof ZContact>;

/** Spec: contacts page size 20, default sort metadata.totalAmount descending. */
export const CONTACTS_PAGE_SIZE = 20;
export const CONTACT_SORT_FIELDS = [
  'name',
  'metadata.totalAmount',
  'metadata.lastSeen',
  'metadata.documentCount',
  'createdAt',
] as const;

export const ZContactListQuery = z.object({
  projectId: ZId,
  search: z.string().trim().max(200).optional().describe('Part of the name, email or tax id'),
  type: ZContactType.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(CONTACTS_PAGE_SIZE),
  sortBy: z.enum(CONTACT_SORT_FIELDS).default('metadata.totalAmount'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type TContactListQuery = z.infer<typeof ZContactListQuery>;

export const ZContactList = z.object({ data: z.array(ZContact), pagination: ZPagination });
export type TContactList = z.infer<typeof ZContactList>;

export const CONTACT_MESSAGES = {
  contactNotFound: 'Contact not found',
  mergeIntoItself: 'A contact cannot be merged into itself',
} as const;

export const ZContactProjectParams = z.object({ projectId: ZId });

export const ZContactOptions = z
  .array(ZContact)
  .describe('Every contact of the project by name (for pickers and filters); not paged');

export const ZContactMonthlyQuery = z.object({
  year: z.coerce
    .number()
    .int()
    .min(1970)
    .max(9999)
    .optional()
    .describe(
      'Calendar year; defaults to the latest year with invoices or receipts, else the current one (UTC)',
    ),
});
export type TContactMonthlyQuery = z.infer<typeof ZContactMonthlyQuery>;

const ZCountAndTotals = z.object({
  count: z.number().int().describe('Invoices and receipts (not in the trash)'),
  totals: z
    .array(ZCurrencyTotal)
    .describe('One sum per currency, never added up across currencies'),
});

export const ZContactMonthly = z
  .object({
    year: z.number().int(),
    months: z
      .array(ZCountAndTotals.extend({ month: z.number().int().min(1).max(12) }))
      .length(12)
      .describe('January to December, by issue date (else the day it arrived)'),
    total: ZCountAndTotals.describe('The whole year'),
    years: z
      .array(z.number().int())
      .describe('The years with invoices or receipts, newest first (for the year picker)'),
  })
  .describe("A contact's invoices per month for the chart");
export type TContactMonthly = z.infer<typeof ZContactMonthly>;

export const ZMergeContactsRequest = z.object({
  sourceContactId: ZId.describe(
    'The contact to merge into this one: its documents move over and it is removed',
  ),
});
export type TMergeContactsRequest = z.infer<typeof ZMergeContactsRequest>;
