import type { TDocument } from '@papertray/contract';
import { documentTypeLabel } from '@/lib/document-type-labels';
import { formatAmount } from '@/lib/format-amount';

/** The contact it is linked to, else the vendor as read from the document. */
export function documentContactName(document: TDocument): string | null {
  return document.contactId?.name ?? document.extractedData?.vendor.name ?? null;
}

/** "Invoice · Coolblue B.V.": the type and who it is from, as far as known. */
export function documentSubtitle(document: TDocument): string {
  return [documentTypeLabel(document.type), documentContactName(document)]
    .filter(Boolean)
    .join(' · ');
}

export function documentAmount(document: TDocument): string | null {
  const data = document.extractedData;
  if (!data || data.totalAmount === null || !data.currency) return null;
  return formatAmount(data.totalAmount, data.currency);
}

/** The date on the document: issue date, else the transaction date of a receipt. */
export function documentDate(document: TDocument): string | null {
  return document.extractedData?.issueDate ?? document.extractedData?.transactionDate ?? null;
}

const dayFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** A calendar day (YYYY-MM-DD, no time zone) or a timestamp as "Mar 1, 2024". */
export function formatDay(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dayFormat.format(date);
}
