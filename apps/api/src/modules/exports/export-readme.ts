import { PRODUCT_NAME } from '@papertray/contract';
import { CSV_COLUMNS } from './export-table';
import { UNFILED_FOLDER } from './export-paths';

export interface ExportDescription {
  projectName: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  /** Names of the folders the export was limited to; empty: all. */
  folders: string[];
  /** Names of the contacts the export was limited to; empty: all. */
  contacts: string[];
  exportedAt: Date;
  documents: number;
  /** Documents whose original file was not in storage (listed, without a file). */
  missingFiles: number;
}

/** README.txt: what the zip holds and what every column means. */
export function exportReadme(d: ExportDescription): string {
  const width = Math.max(...CSV_COLUMNS.map(([name]) => name.length));
  const columns = CSV_COLUMNS.map(([name, meaning]) => `  ${name.padEnd(width)}  ${meaning}`);
  const lines = [
    `${PRODUCT_NAME} export of "${d.projectName}"`,
    '',
    `Period:       ${d.startDate} to ${d.endDate} (both days included, time zone ${d.timeZone})`,
    `Folders:      ${d.folders.length > 0 ? d.folders.join(', ') : 'all'}`,
    `Contacts:     ${d.contacts.length > 0 ? d.contacts.join(', ') : 'all'}`,
    `Documents:    ${d.documents}`,
    `Exported at:  ${d.exportedAt.toISOString()}`,
    '',
    'A document belongs to the period by its issue date; a document without one by the day it was',
    "received (the mail's date, or when it was uploaded) in the time zone above. Documents in the",
    'trash are not exported.',
    '',
    'CONTENTS',
    '',
    '  <Folder>/<YYYY-MM>/<date> <vendor> <number>.<ext>',
    '      The original files, by folder and month of their date. Documents not filed in a',
    `      folder yet (the paper tray) are in "${UNFILED_FOLDER}". Names that would repeat get " (2)",`,
    '      " (3)" ...',
    '  documents.csv',
    '      One row per document, comma-separated, decimal point, UTF-8 with byte order mark.',
    '      For LibreOffice, Numbers, Google Sheets, bookkeeping imports, and Excel where the list',
    '      separator is a comma (e.g. English).',
    '  documents-semicolon.csv',
    '      The same rows, semicolon-separated with decimal commas: for Excel where the list',
    '      separator is a semicolon (e.g. German, French, Dutch, Italian, Spanish).',
    '  documents.json',
    '      Every document with all extracted data, the confidence and source of each field, its',
    '      folder, contact, mail and file (SHA-256).',
    '',
    'COLUMNS OF documents.csv',
    '',
    ...columns,
    '',
    'Amounts are plain decimal numbers in the document currency (no thousands separators).',
    'Dates are YYYY-MM-DD. A text cell that starts with =, +, - or @ has a leading apostrophe so',
    'that a spreadsheet does not run it as a formula.',
  ];
  if (d.missingFiles > 0) {
    lines.push(
      '',
      `${d.missingFiles} document(s) had no stored file: they are listed with an empty File column.`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
