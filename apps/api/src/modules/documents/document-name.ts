import type { TDocumentType, TExtractedData } from '@papertray/contract';

/**
 * Names cameras, scanners and generic exports give files: they say nothing about the document,
 * so the name is built from its data instead.
 */
const MEANINGLESS = [
  /^scan[\s_-]*\d*$/i,
  /^(img|image|dsc|dcim|pxl|photo|foto|picture|screenshot|bild)[\s_-]*[\d\s_-]*$/i,
  /^(document|dokument|doc|file|datei|attachment|anhang|download|untitled|unbenannt|print|pdf)[\s_-]*\(?\d*\)?$/i,
  /^[\d\s_-]+$/,
  /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i,
  /^(whatsapp image|whatsapp-bild).*$/i,
];

const TYPE_LABEL: Record<TDocumentType, string> = {
  invoice: 'Invoice',
  receipt: 'Receipt',
  contract: 'Contract',
  other: 'Document',
};

function stem(filename: string): string {
  return filename.replace(/\.[a-z0-9]{1,5}$/i, '').trim();
}

export function isMeaninglessFilename(filename: string): boolean {
  const base = stem(filename);
  return base === '' || MEANINGLESS.some((pattern) => pattern.test(base));
}

/** "Vendor – Invoice 123 – 2024-03-01", or null when the data has nothing to name it by. */
export function nameFromData(type: TDocumentType, data: TExtractedData): string | null {
  const number = type === 'contract' ? data.contractNumber : data.invoiceNumber;
  const date = data.issueDate ?? data.transactionDate ?? data.startDate;
  const who = data.vendor.name ?? data.parties[0]?.name ?? null;
  if (!who && !number && !date) return null;
  const label = number ? `${TYPE_LABEL[type]} ${number}` : TYPE_LABEL[type];
  return [who, label, date].filter(Boolean).join(' – ');
}

/**
 * The name processing gives a document. A meaningful file name is kept; otherwise the data names
 * it. A name that is neither the file name nor the previous automatic name was typed by a user
 * and is kept as it is.
 */
export function processedName(input: {
  currentName: string;
  originalFilename: string;
  previousAutoName: string | null;
  type: TDocumentType;
  data: TExtractedData;
}): string {
  const untouched =
    input.currentName === input.originalFilename || input.currentName === input.previousAutoName;
  if (!untouched || !isMeaninglessFilename(input.originalFilename)) return input.currentName;
  return nameFromData(input.type, input.data) ?? input.currentName;
}
