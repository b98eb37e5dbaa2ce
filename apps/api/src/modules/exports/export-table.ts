import { minorUnitDigits } from '@papertray/extract/light';
import type { ExportDocumentRow } from './exports.repository';

/**
 * The two CSV dialects of an export (decision 040): the comma file is RFC 4180 with decimal
 * points, what bookkeeping imports, LibreOffice, Numbers, Google Sheets and Excel in comma
 * locales read; the semicolon file has decimal commas for Excel in semicolon locales
 * (German, French, Dutch, ...), which splits a double-clicked .csv at its locale's separator.
 */
export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

export const COMMA_CSV: CsvDialect = { separator: ',', decimal: '.' };
export const SEMICOLON_CSV: CsvDialect = { separator: ';', decimal: ',' };

/** The UTF-8 byte order mark: Excel reads a .csv as UTF-8 only when it starts with one. */
export const UTF8_BOM = '\ufeff';

type Cell = { text: string | null } | { amount: string | null };

/** The columns of documents.csv, in order, with what README.txt says about each. */
export const CSV_COLUMNS = [
  ['Date', 'The date the period is judged by: the issue date, else the received date'],
  ['Issue date', 'Date printed on the document (YYYY-MM-DD), when found'],
  ['Due date', 'Payment due date (YYYY-MM-DD), when found'],
  ['Received', 'Day the document arrived (mail date, or upload), in the export time zone'],
  ['Type', 'invoice, receipt, contract or other; empty until classified'],
  ['Number', 'Invoice number (or contract number)'],
  ['Vendor', 'Company that issued the document'],
  ['Vendor tax ID', 'VAT id, GSTIN, EIN ... as printed, without spaces'],
  ['Net', 'Amount without tax, when known: found next to its label and net + tax = total'],
  ['Tax', 'Tax (VAT, GST, sales tax; all rates together), when known, like Net'],
  ['Total', 'Gross total, as a decimal number in the currency'],
  ['Currency', 'ISO 4217 code of the amounts'],
  ['Folder', 'Folder the document is filed in; empty when not filed yet'],
  ['Contact', 'Contact the document is linked to'],
  ['State', 'paper_tray (waiting for review) or approved'],
  ['Source', 'email, manual_upload or mobile_scan'],
  ['File', 'Path of the original file inside this zip; empty if the file was missing'],
  ['Original file name', 'Name the file came with'],
  ['Document name', 'Name shown in Papertray'],
  ['Document ID', 'Identifier in Papertray'],
] as const;

/** An integer amount in minor units as a plain decimal number ("1234.50", no grouping). */
export function formatMinorUnits(minor: number, currency: string | null, decimal: string): string {
  const digits = minorUnitDigits(currency);
  const negative = minor < 0;
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, -digits);
  const fraction = digits === 0 ? '' : `${decimal}${text.slice(-digits)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

function cells(row: ExportDocumentRow, filePath: string | null, dialect: CsvDialect): Cell[] {
  const data = row.extractedData;
  const currency = data?.currency ?? null;
  const amount = (minor: number | null | undefined) =>
    minor === null || minor === undefined
      ? null
      : formatMinorUnits(minor, currency, dialect.decimal);
  return [
    { text: row.day },
    { text: data?.issueDate ?? null },
    { text: data?.dueDate ?? null },
    { text: row.receivedDay },
    { text: row.type },
    { text: data?.invoiceNumber ?? data?.contractNumber ?? null },
    { text: data?.vendor.name ?? null },
    { text: data?.vendor.taxId ?? row.contactTaxId },
    { amount: amount(data?.netAmount) },
    { amount: amount(data?.taxAmount) },
    { amount: amount(data?.totalAmount) },
    { text: currency },
    { text: row.folderName },
    { text: row.contactName },
    { text: row.state },
    { text: row.source },
    { text: filePath },
    { text: row.originalFilename },
    { text: row.name },
    { text: row.id },
  ];
}

/**
 * A text cell a spreadsheet would run as a formula ("=HYPERLINK(...)" in a vendor name) gets a
 * leading apostrophe, as OWASP advises against CSV injection; amounts are numbers and stay as
 * they are.
 */
function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function field(value: string, separator: string): string {
  const needsQuotes =
    value.includes(separator) ||
    value.includes('"') ||
    value.includes('\n') ||
    value.includes('\r') ||
    value !== value.trim();
  return needsQuotes ? `"${value.replaceAll('"', '""')}"` : value;
}

function line(values: string[], dialect: CsvDialect): string {
  return `${values.map((value) => field(value, dialect.separator)).join(dialect.separator)}\r\n`;
}

export function csvHeader(dialect: CsvDialect): string {
  return `${UTF8_BOM}${line(
    CSV_COLUMNS.map(([name]) => name),
    dialect,
  )}`;
}

export function csvRow(row: ExportDocumentRow, filePath: string | null, dialect: CsvDialect) {
  const values = cells(row, filePath, dialect).map((cell) => {
    if ('amount' in cell) return cell.amount ?? '';
    return cell.text === null ? '' : neutralise(cell.text);
  });
  return line(values, dialect);
}

/** One document of documents.json: everything Papertray knows about it. */
export function jsonDocument(row: ExportDocumentRow, filePath: string | null) {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    state: row.state,
    source: row.source,
    date: row.day,
    receivedAt: row.receivedAt.toISOString(),
    receivedDate: row.receivedDay,
    createdAt: row.createdAt.toISOString(),
    file: {
      path: filePath,
      missing: filePath === null,
      originalFilename: row.originalFilename,
      mimeType: row.mimeType,
      size: row.size,
      sha256: row.fileKey,
    },
    folder: row.folderId ? { id: row.folderId, name: row.folderName } : null,
    contact: row.contactId
      ? { id: row.contactId, name: row.contactName, taxId: row.contactTaxId }
      : null,
    email: row.emailId ? { id: row.emailId, subject: row.emailSubject } : null,
    // Documents read before net and tax were extracted have neither key: null like the rest.
    extractedData: row.extractedData && {
      ...row.extractedData,
      netAmount: row.extractedData.netAmount ?? null,
      taxAmount: row.extractedData.taxAmount ?? null,
    },
    fieldMeta: row.fieldMeta,
  };
}
