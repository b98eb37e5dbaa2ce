import type { TDocument } from '@papertray/contract';
import { formatAmount } from '@/lib/format-amount';

/** What the contact's documents table shows of a document. */
export interface DocumentRow {
  date: string;
  /** Invoice number, else contract number. */
  number: string | null;
  amount: string | null;
}

export function documentRow(document: TDocument): DocumentRow {
  const data = document.extractedData;
  return {
    // Spec: newest first by issue date, else by the day it arrived.
    date: data?.issueDate ?? document.createdAt,
    number: data?.invoiceNumber ?? data?.contractNumber ?? null,
    amount:
      data?.totalAmount != null && data.currency
        ? formatAmount(data.totalAmount, data.currency)
        : null,
  };
}
