import type { FieldExtraction } from '../fields/extract-fields.js';
import type { TDocumentType, TFieldName } from '../schema.js';
import type { EInvoice } from './einvoice.js';

/** A due date worked out from payment terms is as good as the terms' wording, not exact. */
const DUE_FROM_TERMS_CONFIDENCE = 0.9;

/**
 * E-invoice values are exact: they replace whatever the text rules found, field by field. A
 * field the XML leaves empty keeps the text's value. Every kind (invoice, credit note,
 * corrected or self-billed invoice) is the product's type "invoice"; a credit note says so by
 * its negative total.
 */
export function applyEInvoice(
  fields: FieldExtraction,
  eInvoice: EInvoice,
  typeHint?: TDocumentType,
): void {
  const data = fields.extractedData;
  const scalar = [
    'invoiceNumber',
    'issueDate',
    'dueDate',
    'transactionDate',
    'totalAmount',
    'currency',
  ] as const;
  for (const key of scalar) {
    const value = eInvoice.data[key];
    if (value === null) continue;
    (data as Record<string, unknown>)[key] = value;
    const confidence =
      key === 'dueDate' && eInvoice.dueDateFromTerms ? DUE_FROM_TERMS_CONFIDENCE : 1;
    fields.fieldMeta[key] = { confidence, source: 'e-invoice' };
  }
  for (const key of ['name', 'address', 'taxId'] as const) {
    const value = eInvoice.data.vendor[key];
    if (value === null) continue;
    data.vendor[key] = value;
    fields.fieldMeta[`vendor.${key}` as TFieldName] = { confidence: 1, source: 'e-invoice' };
  }
  fields.type = typeHint ?? 'invoice';
}
