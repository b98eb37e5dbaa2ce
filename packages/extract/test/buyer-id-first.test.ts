import { describe, expect, it } from 'vitest';
import { COUNTRIES, pick, rng, validVatId } from './corpus/model.js';
import { fieldsOf, type PlacedText } from './laid-out-page.js';

/**
 * The customer's block at the top left, unlabelled, with its company name and VAT id; the
 * seller labelled at the right ("Fournisseur", "Supplier", "Lieferant") and its own VAT id
 * printed further down, apart from its block. The customer's id comes first on the page; it is
 * never the vendor's, and the seller's is. 36 invoices, six countries.
 */
const SELLER_LABEL: Record<string, string> = {
  fr: 'Fournisseur',
  en: 'Supplier',
  de: 'Lieferant',
  it: 'Fornitore',
  nl: 'Leverancier',
  es: 'Proveedor',
};
const VAT_LABEL: Record<string, string> = {
  fr: 'TVA intracom. :',
  en: 'VAT No:',
  de: 'USt-IdNr.:',
  it: 'P. IVA:',
  nl: 'BTW-nr:',
  es: 'NIF:',
};

function invoice(seed: number) {
  const r = rng(seed);
  const country = pick(
    r,
    COUNTRIES.filter((c) => c.vatPattern && SELLER_LABEL[c.lang]),
  );
  const form = () => pick(r, country.forms);
  const buyer = `${pick(r, ['Zenith Office', 'Castor Logistique', 'Alder Retail'])} ${form()}`;
  const seller = `${pick(r, ['Brightline Technologies', 'Helios Studio', 'Meridian Data'])} ${form()}`;
  const buyerId = validVatId(r, country) as string;
  const sellerId = validVatId(r, country) as string;
  const label = VAT_LABEL[country.lang] as string;
  const spaced = (id: string) =>
    `${id.slice(0, 2)} ${id.slice(2).replace(/(\d{3})(?=\d)/g, '$1 ')}`;
  const items: PlacedText[] = [
    [buyer, 50, 60, 10],
    [SELLER_LABEL[country.lang] as string, 330, 60, 10],
    [`${pick(r, country.streets)} 175`, 50, 72, 10],
    [seller, 330, 72, 10],
    [`7854 ${pick(r, country.cities)}`, 50, 84, 10],
    [`${pick(r, country.streets)} 167`, 330, 84, 10],
    [`${label} ${spaced(buyerId)}`, 50, 96, 10],
    [`5572 ${pick(r, country.cities)}`, 330, 96, 10],
    [`info@${seller.split(' ')[0]?.toLowerCase()}.com`, 330, 108, 10],
    [`${label} ${sellerId}`, 330, 132, 10],
    ['Invoice FT898793', 50, 180, 14],
    ['Total   12.720,94 EUR', 330, 400, 10],
  ];
  return { items, sellerId, seller };
}

describe('the customer’s tax id printed first, unlabelled', () => {
  const invoices = Array.from({ length: 36 }, (_, i) => invoice(7100 + i));

  it('is not the vendor’s: the seller’s own id printed further down is', () => {
    const wrong = invoices
      .map((inv) => ({ want: inv.sellerId, got: fieldsOf(inv.items).vendor.taxId }))
      .filter((x) => x.want !== x.got);
    expect(wrong).toEqual([]);
  });
});
