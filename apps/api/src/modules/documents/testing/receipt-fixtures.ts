import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface ReceiptOptions {
  /** The shop's name, printed on the first line. */
  shop: string;
  /** Makes each receipt a file of its own. */
  number: string;
  /** As printed beside "TOTAL": "RM 12.50", "12.50 EUR", or a bare "7.70" (no currency shown). */
  total: string;
  /** The words around the values: English by default. */
  language?: 'en' | 'de';
}

interface ReceiptWords {
  street: string;
  number: string;
  date: string;
  items: [string, string];
  total: string;
  thanks: string;
}

const WORDS: Record<NonNullable<ReceiptOptions['language']>, ReceiptWords> = {
  en: {
    street: '12 Harbour Road',
    number: 'Receipt No:',
    date: 'Date: 03/14/2024',
    items: ['Coffee', 'Sandwich'],
    total: 'TOTAL',
    thanks: 'Thank you for your visit',
  },
  de: {
    street: 'Hauptstraße 12',
    number: 'Bon-Nr.',
    date: 'Datum: 14.03.2024',
    items: ['Kaffee', 'Brötchen'],
    total: 'SUMME',
    thanks: 'Vielen Dank für Ihren Einkauf',
  },
};

/** A one-page till receipt with a text layer that shows a currency only in `total`. */
export async function receiptPdf({
  shop,
  number,
  total,
  language = 'en',
}: ReceiptOptions): Promise<Buffer> {
  const words = WORDS[language];
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 420]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines: [string, string?][] = [
    [shop],
    [words.street],
    [`${words.number} ${number}`],
    [words.date],
    [words.items[0], '4.50'],
    [words.items[1], '3.20'],
    [words.total, total],
    [words.thanks],
  ];
  lines.forEach(([left, right], i) => {
    const y = 380 - i * 24;
    page.drawText(left, { x: 24, y, size: 11, font });
    if (right) page.drawText(right, { x: 200, y, size: 11, font });
  });
  return Buffer.from(await pdf.save());
}
