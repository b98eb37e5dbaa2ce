import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface ReceiptOptions {
  /** The shop's name, printed on the first line. */
  shop: string;
  /** Makes each receipt a file of its own. */
  number: string;
  /** As printed beside "TOTAL": "RM 12.50", "12.50 EUR", or a bare "7.70" (no currency shown). */
  total: string;
}

/** A one-page till receipt with a text layer, in English, that shows a currency only in `total`. */
export async function receiptPdf({ shop, number, total }: ReceiptOptions): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 420]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines: [string, string?][] = [
    [shop],
    ['12 Harbour Road'],
    [`Receipt No: ${number}`],
    ['Date: 03/14/2024'],
    ['Coffee', '4.50'],
    ['Sandwich', '3.20'],
    ['TOTAL', total],
    ['Thank you for your visit'],
  ];
  lines.forEach(([left, right], i) => {
    const y = 380 - i * 24;
    page.drawText(left, { x: 24, y, size: 11, font });
    if (right) page.drawText(right, { x: 200, y, size: 11, font });
  });
  return Buffer.from(await pdf.save());
}
