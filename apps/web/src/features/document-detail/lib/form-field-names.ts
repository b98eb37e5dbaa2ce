import type { TExtractedFieldName } from '@papertray/contract';
import type { DetailField } from './visible-fields';

/** The API's name of each form field, for its label and its source/confidence. */
export const EXTRACTED_FIELD_OF: Record<DetailField, TExtractedFieldName> = {
  invoiceNumber: 'invoiceNumber',
  issueDate: 'issueDate',
  dueDate: 'dueDate',
  transactionDate: 'transactionDate',
  totalAmount: 'totalAmount',
  netAmount: 'netAmount',
  taxAmount: 'taxAmount',
  currency: 'currency',
  vendorName: 'vendor.name',
  vendorAddress: 'vendor.address',
  vendorTaxId: 'vendor.taxId',
  contractNumber: 'contractNumber',
  parties: 'parties',
  startDate: 'startDate',
  endDate: 'endDate',
};
