import type {
  TDocumentFieldMeta,
  TDocumentType,
  TExtractedData,
  TExtractedFieldName,
  TFieldMeta,
} from '@papertray/contract';
import { formatAmount } from '@/lib/format-amount';

/** Spec section 9: amounts without a currency are in USD. */
export const DEFAULT_CURRENCY = 'USD';
/** Below this confidence a value is marked for checking. */
export const LOW_CONFIDENCE = 0.7;

/** The label of each extracted field (spec section 3 `extractedData`). */
export const EXTRACTED_FIELD_LABELS: Record<TExtractedFieldName, string> = {
  invoiceNumber: 'Invoice Number',
  issueDate: 'Issue Date',
  dueDate: 'Due Date',
  transactionDate: 'Transaction Date',
  totalAmount: 'Total Amount',
  netAmount: 'Net Amount',
  taxAmount: 'Tax Amount',
  currency: 'Currency',
  'vendor.name': 'Vendor',
  'vendor.address': 'Vendor Address',
  'vendor.taxId': 'Tax ID',
  contractNumber: 'Contract Number',
  parties: 'Parties',
  startDate: 'Start Date',
  endDate: 'End Date',
};

const VENDOR: TExtractedFieldName[] = ['vendor.name', 'vendor.address', 'vendor.taxId'];
/** Shown when found (net + tax = total), under the total. */
const AMOUNT_PARTS: TExtractedFieldName[] = ['netAmount', 'taxAmount'];

/** The fields each type shows even when empty; other fields show only when they have a value. */
export const FIELDS_BY_TYPE: Record<TDocumentType, TExtractedFieldName[]> = {
  invoice: ['invoiceNumber', 'issueDate', 'dueDate', 'totalAmount', ...VENDOR],
  receipt: ['transactionDate', 'totalAmount', ...VENDOR],
  contract: ['contractNumber', 'parties', 'startDate', 'endDate'],
  other: [],
};

export interface ExtractedRow {
  field: TExtractedFieldName;
  label: string;
  /** Display text; null when nothing was found. */
  value: string | null;
  meta: TFieldMeta | undefined;
  lowConfidence: boolean;
}

/** An ISO calendar date (YYYY-MM-DD) in the reader's locale, e.g. "Mar 1, 2024". */
export function formatIsoDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
}

function rawValue(data: TExtractedData, field: TExtractedFieldName): string | null {
  switch (field) {
    case 'vendor.name':
      return data.vendor.name;
    case 'vendor.address':
      return data.vendor.address;
    case 'vendor.taxId':
      return data.vendor.taxId;
    case 'parties':
      return data.parties.length
        ? data.parties.map((p) => (p.role ? `${p.name} (${p.role})` : p.name)).join(', ')
        : null;
    case 'totalAmount':
    case 'netAmount':
    case 'taxAmount': {
      const amount = data[field] ?? null;
      return amount === null ? null : formatAmount(amount, data.currency ?? DEFAULT_CURRENCY);
    }
    case 'issueDate':
    case 'dueDate':
    case 'transactionDate':
    case 'startDate':
    case 'endDate':
      return data[field] === null ? null : formatIsoDate(data[field]);
    case 'invoiceNumber':
    case 'contractNumber':
    case 'currency':
      return data[field];
  }
}

/**
 * The rows to show for a document: its type's fields (empty ones too), then any other field
 * with a value. Currency is folded into Total Amount unless there is no amount.
 */
export function extractedRows(
  type: TDocumentType | null,
  data: TExtractedData,
  fieldMeta: TDocumentFieldMeta,
): ExtractedRow[] {
  const always = FIELDS_BY_TYPE[type ?? 'other'];
  const fields = (Object.keys(EXTRACTED_FIELD_LABELS) as TExtractedFieldName[]).filter(
    (field) => !always.includes(field),
  );
  const row = (field: TExtractedFieldName): ExtractedRow => {
    const meta = fieldMeta[field];
    return {
      field,
      label: EXTRACTED_FIELD_LABELS[field],
      value: rawValue(data, field),
      meta,
      lowConfidence:
        meta !== undefined && meta.source !== 'user' && meta.confidence < LOW_CONFIDENCE,
    };
  };
  const extra = fields
    .filter((field) => !(field === 'currency' && data.totalAmount !== null))
    .map(row)
    .filter((r) => r.value !== null);
  // Net and tax belong under the total they add up to.
  const parts = extra.filter((r) => AMOUNT_PARTS.includes(r.field));
  const rows = always.map(row);
  const total = rows.findIndex((r) => r.field === 'totalAmount');
  if (total < 0 || parts.length === 0) return [...rows, ...extra];
  rows.splice(total + 1, 0, ...parts);
  return [...rows, ...extra.filter((r) => !parts.includes(r))];
}
