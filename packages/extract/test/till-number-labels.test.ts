import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/index.js';
import { asOcr } from './as-ocr.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * How tills print their receipt's number:
 * - a British or Irish supermarket's foot line of store, operator, till and transaction
 *   ("ST:2782 OP:455 TE:4 TR:159864"): the transaction is the receipt's number;
 * - a French restaurant's bill, "Note N° 9060-6025" (OCR: "Note N” 9060-6025");
 * - a "N°" that OCR read as "N?" ("Factura N? 553378").
 * 45 seeded receipts, 15 of each.
 */
function tesco(seed: number) {
  const r = rng(seed);
  const number = String(int(r, 100, 999_999));
  const sep = pick(r, [':', ': ']);
  const text = [
    pick(r, ['VILLAGE STORES FOODS LTD', "Morgan's Bakery Ltd", 'Barnes Hardware']),
    `${int(r, 1, 200)} SHOP STREET`,
    `BREAD   £${int(r, 1, 9)}.${int(r, 10, 99)}`,
    `TOTAL TO PAY   ${int(r, 10, 99)}.${int(r, 10, 99)}`,
    `ST${sep}${int(r, 1000, 9999)} OP${sep}${int(r, 100, 999)} TE${sep}${int(r, 1, 20)} TR${sep}${number}`,
    `${int(r, 10, 28)}-Nov-2023 17:15`,
  ];
  return { text: text.join('\n'), want: number };
}

function frenchBill(seed: number) {
  const r = rng(seed);
  const number = `${int(r, 1000, 9999)}-${int(r, 1000, 9999)}`;
  const text = [
    pick(r, ['Hotel Chevalier', 'Brasserie du Port', 'Café de la Gare']),
    'Chevalier Distribution EURL',
    '50 rue Nationale',
    `${int(r, 10, 28)}-11-2017 17:47:12   Note ${pick(r, ['N°', 'N”', 'N°', 'n°'])} ${number}`,
    `Table ${int(r, 1, 30)} Couverts ${int(r, 1, 6)}`,
    `Total TTC   ${int(r, 10, 99)},${int(r, 10, 99)} €`,
  ];
  return { text: text.join('\n'), want: number };
}

function spanishTicket(seed: number) {
  const r = rng(seed);
  const number = String(int(r, 10_000, 999_999));
  const text = [
    'Navarro Comercial S.A.',
    'C/ Real, 29',
    'TICKET',
    `${pick(r, ['Factura', 'Ticket', 'Factura simplificada'])} N? ${number}`,
    `Fecha: ${int(r, 10, 28)}/03/2017`,
    `TOTAL (IVA INCL.)   ${int(r, 10, 99)},${int(r, 10, 99)}€`,
  ];
  return { text: text.join('\n'), want: number };
}

describe("a till receipt's own number", () => {
  it('is read after TR:, "Note N°" and an N° read as "N?"', () => {
    const wrong = [tesco, frenchBill, spanishTicket]
      .flatMap((make, k) => Array.from({ length: 15 }, (_, i) => make(44_000 + 100 * k + i)))
      .map((d) => ({ ...d, got: extractFields(asOcr(d.text)).extractedData.invoiceNumber }))
      .filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it('is not a note or a tax rate', () => {
    const note = ['ATELIER DUVAL SARL', 'Note : livraison le 12', 'Total TTC   12,00 €'];
    const rate = ['SHOP LTD', 'VAT RATE   NET   VAT', 'TR: 20%', 'TOTAL   12.00'];
    const of = (lines: string[]) => extractFields(asOcr(lines.join('\n'))).extractedData;
    expect([of(note).invoiceNumber, of(rate).invoiceNumber]).toEqual([null, null]);
  });
});
