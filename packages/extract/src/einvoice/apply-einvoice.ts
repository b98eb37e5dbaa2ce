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
    'netAmount',
    'taxAmount',
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
  keepConsistentNetAndTax(fields);
  for (const key of ['name', 'address', 'taxId'] as const) {
    const value = eInvoice.data.vendor[key];
    if (value === null) continue;
    data.vendor[key] = value;
    fields.fieldMeta[`vendor.${key}` as TFieldName] = { confidence: 1, source: 'e-invoice' };
  }
  fields.type = typeHint ?? 'invoice';
}

/**
 * An XML without net or tax (a MINIMUM profile may leave them out) keeps the text's, but only
 * while they still add up to the total, which the XML may have replaced.
 */
function keepConsistentNetAndTax(fields: FieldExtraction): void {
  const data = fields.extractedData;
  const { netAmount: net, taxAmount: tax, totalAmount: total } = data;
  if (net == null && tax == null) return;
  if (net != null && tax != null && total !== null && Math.abs(net + tax - total) <= 1) return;
  data.netAmount = null;
  data.taxAmount = null;
  delete fields.fieldMeta.netAmount;
  delete fields.fieldMeta.taxAmount;
}
