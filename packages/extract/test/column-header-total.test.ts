import { describe, expect, it } from 'vitest';
import { int, pick, rng } from './corpus/model.js';
import { fieldsOf, type PlacedText } from './laid-out-page.js';

/**
 * An item table whose last column is headed "Total" ("Totaal", "Totale", "Gesamt"), one item at
 * quantity 1 (its price printed twice), and the invoice's total under the table after a weak
 * "Total" label too, with or without a VAT line to check it: the value under the column's
 * heading is a line's, the total is the invoice's. 60 invoices from a seeded generator in five
 * languages.
 */
const WORDS = [
  {
    head: ['Pos.', 'Description', 'Qty', 'Price', 'Total'],
    sub: 'Subtotal',
    tax: 'VAT 20%',
    total: 'Total',
  },
  {
    head: ['Nr.', 'Product', 'Aantal', 'Prijs', 'Totaal'],
    sub: 'Subtotaal',
    tax: 'Btw 21%',
    total: 'Totaal',
  },
  {
    head: ['Pos.', 'Descrizione', 'Q.tà', 'Prezzo', 'Totale'],
    sub: 'Imponibile',
    tax: 'IVA 22%',
    total: 'Totale',
  },
  {
    head: ['Ref.', 'Concepto', 'Uds.', 'Precio', 'Total'],
    sub: 'Subtotal',
    tax: 'IVA 21%',
    total: 'TOTAL',
  },
  {
    head: ['Pos.', 'Artikel', 'Menge', 'Preis', 'Gesamt'],
    sub: 'Zwischensumme',
    tax: 'MwSt. 19 %',
    total: 'Gesamt',
  },
];
const COLUMNS = [40, 90, 300, 360, 460];

const money = (minor: number) =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

function invoice(seed: number) {
  const r = rng(seed);
  const w = pick(r, WORDS);
  const items = Array.from({ length: int(r, 1, 4) }, (_, i) => {
    const qty = i === 0 ? 1 : int(r, 2, 9);
    const price = int(r, 1000, 90000);
    return { qty, price, line: qty * price };
  });
  const net = items.reduce((sum, item) => sum + item.line, 0);
  const tax = Math.round(net * 0.2);
  const placed: PlacedText[] = [
    ['Northwind Trading Ltd', 40, 40, 14],
    [`Invoice No. ${int(r, 1000, 9999)}`, 40, 70, 10],
    ...w.head.map((h, i): PlacedText => [h, COLUMNS[i] as number, 120, 9]),
  ];
  items.forEach((item, i) => {
    const y = 134 + i * 14;
    placed.push(
      [String(i + 1), 40, y, 10],
      ['Consulting', 90, y, 10],
      [String(item.qty), 300, y, 10],
    );
    placed.push([money(item.price), 360, y, 10], [money(item.line), 460, y, 10]);
  });
  // Half of them print no VAT (a small business): the total is the items' sum, unchecked.
  if (seed % 2 === 0) placed.push([w.sub, 360, 240, 10], [money(net), 460, 240, 10]);
  if (seed % 2 === 0) placed.push([w.tax, 360, 254, 10], [money(tax), 460, 254, 10]);
  const total = seed % 2 === 0 ? net + tax : net;
  placed.push([w.total, 360, 268, 10], [money(total), 460, 268, 10]);
  return { placed, total };
}

describe('an item table with a "Total" column', () => {
  it('gives the invoice total, not the first line under its heading', () => {
    const wrong = Array.from({ length: 60 }, (_, i) => invoice(9800 + i))
      .map(({ placed, total }) => ({ want: total, got: fieldsOf(placed).totalAmount }))
      .filter((c) => c.got !== c.want);
    expect(wrong).toEqual([]);
  });
});
