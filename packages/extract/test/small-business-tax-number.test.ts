import { describe, expect, it } from 'vitest';
import { COUNTRIES, chance, int, party, pick, rng } from './corpus/model.js';
import { fieldsOf, type PlacedText } from './laid-out-page.js';

/**
 * A small business (German § 19 UStG) prints only its tax number ("Steuernummer 18/914/75382"),
 * in its own column of a parties grid, on the same line as the customer's VAT id: the vendor's
 * tax id is the tax number, never the customer's VAT id. 40 invoices from a seeded generator,
 * the seller's column left or right.
 */
const DE = COUNTRIES.find((c) => c.code === 'DE');

function invoice(seed: number) {
  const r = rng(seed);
  if (!DE) throw new Error('DE');
  const seller = party(r, DE, true);
  const buyer = party(r, DE, true);
  const taxNumber = `${int(r, 10, 99)}/${int(r, 100, 999)}/${int(r, 10000, 99999)}`;
  const label = pick(r, ['Steuernummer', 'Steuer-Nr.', 'St.-Nr.', 'Steuernr.']);
  const [sx, bx] = chance(r, 0.5) ? [40, 300] : [300, 40];
  const items: PlacedText[] = [
    ['Rechnung', 40, 40, 14],
    ['Verkäufer', sx, 80, 9],
    ['Käufer', bx, 80, 9],
    [seller.name, sx, 94, 10],
    [seller.street, sx, 108, 10],
    [seller.city, sx, 122, 10],
    [`${label} ${taxNumber}`, sx, 136, 10],
    [buyer.name, bx, 94, 10],
    [buyer.street, bx, 108, 10],
    [buyer.city, bx, 122, 10],
    [`USt-IdNr. ${buyer.vatId}`, bx, 136, 10],
    [`Rechnungsnummer   ${int(r, 1000, 9999)}`, 40, 200, 10],
    ['Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.', 40, 380, 10],
    ['Summe brutto', 300, 400, 10],
    [`${int(r, 100, 900)},00 EUR`, 420, 400, 10],
  ];
  return { items, taxNumber };
}

describe("a small business's tax number beside the customer's VAT id", () => {
  it('is the vendor’s tax id', () => {
    const wrong = Array.from({ length: 40 }, (_, i) => invoice(9900 + i))
      .map(({ items, taxNumber }) => ({ want: taxNumber, got: fieldsOf(items).vendor.taxId }))
      .filter((c) => c.got !== c.want);
    expect(wrong).toEqual([]);
  });
});
