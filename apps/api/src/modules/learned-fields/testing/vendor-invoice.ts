import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Who sends the invoice: the letterhead line and the VAT id in the footer (null: none). */
export interface Seller {
  letterhead: string;
  taxId: string | null;
}

export const MUSTER_ELEKTRO: Seller = {
  letterhead: 'Muster Elektro GmbH - Hauptstr. 5 - 80331 Muenchen',
  taxId: 'DE811569869',
};

/**
 * One vendor's invoice: its reference sits after "Vorgang", a label no general rule reads as
 * the invoice number, among other numbers; `shift` moves and `rows` lengthens the layout as
 * the vendor's next documents do. `seller` is Muster Elektro unless another is given.
 */
export async function vendorInvoice(
  reference: string,
  shift: number,
  rows: number,
  seller: Seller = MUSTER_ELEKTRO,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const at = (x: number, y: number, text: string) =>
    page.drawText(text, { x: x + shift, y: y - shift, size: 10, font });
  at(50, 790, seller.letterhead);
  at(50, 700, 'Kunde AG');
  at(330, 700, 'Vorgang');
  at(430, 700, reference);
  at(330, 685, 'Kundennummer');
  at(430, 685, 'K-40711');
  at(330, 670, 'Datum');
  at(430, 670, '11.03.2024');
  at(50, 620, 'Rechnung');
  let y = 590;
  for (let i = 0; i < rows; i++, y -= 15) {
    at(50, y, `Leuchte Typ ${i + 1}`);
    at(470, y, `${100 + i},00 EUR`);
  }
  at(330, y - 20, 'Gesamtbetrag');
  at(470, y - 20, '1.190,00 EUR');
  if (seller.taxId) at(50, 80, `USt-IdNr. ${seller.taxId}`);
  return Buffer.from(await doc.save());
}
