import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/index.js';
import { asOcr } from './as-ocr.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * Receipts and invoices whose head (the seller's name and address) a crop, a shadow or OCR lost:
 * the reading starts at the item table's header. A cell of the header ("Item", "Description",
 * "Menge", "Désignation") is never the seller: with no head, no vendor is better than a wrong
 * one. 80 documents from a seeded generator in seven languages; the same documents with their
 * head keep their seller's name.
 */
const HEADERS: Record<string, string[][]> = {
  en: [
    ['Item', 'Qty', 'Price', 'Amount'],
    ['Description', 'Quantity', 'Unit Price', 'Amount'],
  ],
  de: [
    ['Artikel', 'Menge', 'Einzelpreis', 'Betrag'],
    ['Pos.', 'Bezeichnung', 'Anzahl', 'Preis'],
  ],
  fr: [
    ['Désignation', 'Qté', 'Prix unitaire', 'Montant'],
    ['Description', 'Quantité', 'P.U.', 'Total'],
  ],
  nl: [['Omschrijving', 'Aantal', 'Stukprijs', 'Bedrag']],
  it: [['Descrizione', 'Quantità', 'Prezzo', 'Importo']],
  es: [['Concepto', 'Cantidad', 'Precio unitario', 'Importe']],
  ms: [['Perkara', 'Kuantiti', 'Harga', 'Jumlah']],
};
const SELLERS = ['KEDAI RUNCIT SRI MELATI', 'Bäckerei Krume', 'Café du Marché', 'Eetcafé De Hoek'];
const GOODS = ['MILO 1KG', 'Croissant', 'Stroopwafel', 'Cappuccino', 'Apfelschorle'];

const money = (minor: number) => (minor / 100).toFixed(2);

function document(seed: number, withHead: boolean) {
  const r = rng(seed);
  const header = pick(r, HEADERS[pick(r, Object.keys(HEADERS))]!);
  const seller = pick(r, SELLERS);
  const rows = Array.from({ length: int(r, 1, 4) }, () => {
    const quantity = int(r, 1, 5);
    const price = int(r, 100, 2500);
    return `${pick(r, GOODS)}   ${quantity}   ${money(price)}   ${money(quantity * price)}`;
  });
  const lines = [
    ...(withHead ? [seller, `${int(r, 1, 200)} Jalan Besar`] : []),
    // Cells far apart, as a table's header is read.
    header.join('      '),
    ...rows,
  ];
  return { text: lines.join('\n'), seller };
}

describe("an item table's header is no seller", () => {
  it('takes no header cell for the seller when the head was lost', () => {
    for (let seed = 0; seed < 80; seed++) {
      const { text } = document(4400 + seed, false);
      expect(extractFields(asOcr(text)).extractedData.vendor?.name ?? null, text).toBeNull();
    }
  });

  it('keeps the seller of the same documents with their head', () => {
    for (let seed = 0; seed < 80; seed++) {
      const { text, seller } = document(4400 + seed, true);
      expect(extractFields(asOcr(text)).extractedData.vendor?.name, text).toBe(seller);
    }
  });
});
