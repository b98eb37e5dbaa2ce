import { normalizeCompanyName } from '../src/company-name.js';
import type { TExtractionResult } from '../src/schema.js';

/** One row of labels.json: null means "not labelled", never "absent". */
export interface Label {
  file: string;
  invoiceNumber: string | null;
  issueDate: string | null;
  dueDate: string | null;
  totalAmount: number | null;
  currency: string | null;
  vendorName: string | null;
  vendorTaxId: string | null;
  /** A picture of the same page, for measuring the OCR path against the same labels. */
  rasterImage?: string;
  /** Generated corpora only: where the document came from. */
  vendorAddress?: string;
  layout?: string;
  split?: 'dev' | 'holdout' | 'fresh' | 'software' | 'wild' | 'bills';
  /** Wild receipts: the image conditions of the scan or photo (test/corpus/wild-scan.ts). */
  scan?: string[];
  language?: string;
  kind?: 'invoice' | 'receipt';
  /**
   * Other values printed on the document that a wrong answer may have taken instead (the
   * buyer, the net amount, ...), so the benchmark can say what a miss was confused with.
   */
  distractors?: {
    buyerName: string | null;
    buyerTaxId: string | null;
    net: number;
    vat: number;
    lines: number[];
    cash: number | null;
    change: number | null;
    deliveryDate: string | null;
    customerNo: string;
    /** Fresh layouts: what is left to pay after a prepayment or withholding, when it differs. */
    amountDue?: number | null;
    /** Fresh credit notes: the number of the invoice they correct. */
    referencedNumber?: string | null;
    /** Fresh layouts: other printed dates (the buyer's letter, the corrected invoice, a period). */
    otherDates?: string[];
  };
}

export const BENCH_FIELDS = [
  'invoiceNumber',
  'issueDate',
  'dueDate',
  'totalAmount',
  'currency',
  'vendorName',
  'vendorTaxId',
] as const;
export type BenchField = (typeof BENCH_FIELDS)[number];

/** Comparison forms: ids without spaces, "#" and case; names by the contact-matching key. */
const normalise: Record<BenchField, (v: string) => string> = {
  invoiceNumber: (v) => v.replace(/[\s#]/g, '').toUpperCase(),
  issueDate: (v) => v,
  dueDate: (v) => v,
  totalAmount: (v) => v,
  currency: (v) => v.toUpperCase(),
  vendorName: (v) => normalizeCompanyName(v),
  vendorTaxId: (v) => taxIdKey(v),
};

/**
 * One id, however printed: a VAT number with or without its country code (the Italian
 * "P.IVA 01234567890" is IT01234567890, the Spanish "CIF B12345678" is ESB12345678), a Swiss
 * UID with or without the register it is entered in ("CHE-123.456.789 MWST").
 */
function taxIdKey(value: string): string {
  return value
    .replace(/[\s.-]/g, '')
    .toUpperCase()
    .replace(/^(CHE\d{9})(?:MWST|TVA|IVA)$/, '$1')
    .replace(VAT_COUNTRY_CODE, '');
}

const VAT_COUNTRY_CODE =
  /^(?:AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|GB|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)(?=[0-9A-Z]{8,12}$)/;

export function expectedValue(label: Label, field: BenchField): string | null {
  const value = label[field];
  if (value === null) return null;
  // Labels give totals in major units; results carry integer minor units.
  if (field === 'totalAmount') return String(Math.round(Number(value) * 100));
  return normalise[field](String(value));
}

export function actualValue(result: TExtractionResult, field: BenchField): string | null {
  const d = result.extractedData;
  const raw =
    field === 'vendorName'
      ? d.vendor.name
      : field === 'vendorTaxId'
        ? d.vendor.taxId
        : field === 'totalAmount'
          ? d.totalAmount === null
            ? null
            : String(d.totalAmount)
          : d[field];
  return raw === null ? null : normalise[field](raw);
}
