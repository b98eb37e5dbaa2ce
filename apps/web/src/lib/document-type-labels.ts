import type { TDocumentType } from '@papertray/contract';

/** How each document type is named on screen. */
export const DOCUMENT_TYPE_LABELS: Record<TDocumentType, string> = {
  invoice: 'Invoice',
  receipt: 'Receipt',
  contract: 'Contract',
  other: 'Other',
};

/** A document without a type has not been classified yet. */
export function documentTypeLabel(type: TDocumentType | null): string {
  return type ? DOCUMENT_TYPE_LABELS[type] : 'Unclassified';
}
