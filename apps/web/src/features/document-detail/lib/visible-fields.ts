import type { TDocumentType } from '@papertray/contract';
import type { ExtractedDetailsValues } from './extracted-details-schema';

export type DetailField = Exclude<keyof ExtractedDetailsValues, 'name' | 'type'>;

const MONEY: DetailField[] = ['totalAmount', 'currency', 'netAmount', 'taxAmount'];
const VENDOR: DetailField[] = ['vendorName', 'vendorAddress', 'vendorTaxId'];

/** The fields each kind of document has; an unclassified document offers the invoice's. */
const FIELDS_BY_TYPE: Record<TDocumentType, DetailField[]> = {
  invoice: ['invoiceNumber', 'issueDate', 'dueDate', ...MONEY, ...VENDOR],
  receipt: ['transactionDate', ...MONEY, ...VENDOR],
  contract: ['contractNumber', 'startDate', 'endDate', 'parties', ...VENDOR],
  other: ['issueDate', ...MONEY, ...VENDOR],
};

const hasValue = (value: ExtractedDetailsValues[DetailField]) =>
  Array.isArray(value) ? value.length > 0 : value !== '';

/**
 * The fields to show for the chosen type, plus every field the saved document has a value in,
 * so nothing extracted is hidden by a type that does not usually carry it.
 */
export function visibleFields(
  type: ExtractedDetailsValues['type'],
  saved: ExtractedDetailsValues,
): Set<DetailField> {
  const fields = new Set(FIELDS_BY_TYPE[type === '' ? 'invoice' : type]);
  for (const field of Object.keys(saved) as (keyof ExtractedDetailsValues)[]) {
    if (field !== 'name' && field !== 'type' && hasValue(saved[field])) fields.add(field);
  }
  return fields;
}
