import { describe, expect, it } from 'vitest';
import { COUNTRIES, int, pick, rng, validVatId } from './corpus/model.js';
import { fieldsOf, type PlacedText } from './laid-out-page.js';

/**
 * The buyer's VAT id printed in its address block is never the vendor's:
 * - under a window address whose sender line, in small print, stands a body line or more above
 *   the address (DIN 5008: the gap is measured in the larger print, not the sender line's);
 * - in a "Facturé à" block when the seller's own id is on the last line of the footer, under a
 *   legal line in the same small print as a sender line ("X SAS - RCS Paris … - SIRET …"): that
 *   line names the seller but has no address window under it;
 * - after "USt-IdNr. des Leistungsempfängers" (a German compound naming the customer).
 * Seeded letters, the seller's id in the footer, the buyer's in its block.
 */
const DE = COUNTRIES.find((c) => c.code === 'DE')!;
const FR = COUNTRIES.find((c) => c.code === 'FR')!;
const ES = COUNTRIES.find((c) => c.code === 'ES')!;

function din5008(seed: number) {
  const r = rng(seed);
  const seller = pick(r, [
    'Winter Metallbau GmbH',
    'Steinbock Verpackungen AG',
    'Köhler & Jäger GmbH',
  ]);
  const sellerId = validVatId(r, DE) as string;
  const buyerId = validVatId(r, DE) as string;
  const items: PlacedText[] = [
    [seller.split(' ')[0]!, 476, 32, 20],
    [`${seller} · Bergstraße 26 · 18055 Rostock`, 71, 132, 7],
    // The info block on the right runs on line by line beside the address.
    ['Rechnung Nr.:', 354, 139, 8.5],
    [`R${int(r, 1_000_000, 9_999_999)}`, 499, 139, 8.5],
    [
      pick(r, ['Maschinenbau Klein e.K.', 'Ulmen Print KG', 'Sonnenfeld Fahrzeugtechnik GmbH']),
      71,
      150,
      8.5,
    ],
    ['Kundennummer:', 354, 150, 8.5],
    [`KD-${int(r, 1000, 9999)}`, 505, 150, 8.5],
    ['Leopoldstraße 25', 71, 162, 8.5],
    ['Rechnungsdatum:', 354, 162, 8.5],
    ['19.02.2024', 499, 162, 8.5],
    ['93047 Regensburg', 71, 173, 8.5],
    ['Lieferdatum:', 354, 173, 8.5],
    ['12.02.2024', 499, 173, 8.5],
    ['Bearbeiter: Miriam Sauer', 354, 184, 8.5],
    [`USt-IdNr.: ${buyerId}`, 71, 193, 8.5],
    ['Gesamtsumme', 317, 412, 10],
    ['3.075,96 EUR', 476, 412, 10],
    [seller, 71, 766, 7],
    ['Commerzbank', 298, 766, 7],
    ['IBAN DE07 1004 0000 7591 8229 33', 298, 776, 7],
    [`Umsatzsteuer-ID ${sellerId}`, 417, 785, 7],
  ];
  return { items, sellerId };
}

function facture(seed: number) {
  const r = rng(seed);
  const seller = pick(r, [
    'Établissements Garnier SAS',
    'Atelier Thomas SARL',
    'Vauban Conseil SAS',
  ]);
  const sellerId = validVatId(r, FR) as string;
  const buyerId = validVatId(r, pick(r, [ES, DE])) as string;
  const items: PlacedText[] = [
    [seller, 43, 61, 9],
    ['107 rue de la République', 43, 72, 9],
    ['75011 Paris', 43, 83, 9],
    ['Facture n°:', 354, 72, 9],
    [`FC${int(r, 100_000, 999_999)}`, 511, 72, 9],
    ['Facturé à', 320, 146, 8],
    [pick(r, ['Transportes Gil S.A.', 'Vogel Datentechnik KG']), 320, 156, 9],
    ['C/ San Vicente, 72', 320, 168, 9],
    ['46001 Valencia', 320, 181, 9],
    [`N° TVA : ${buyerId}`, 320, 193, 9],
    ['Total TTC', 354, 403, 9],
    ['2 475,21 €', 510, 403, 9],
    [`${seller} - capital de 37 000 € - RCS Paris 994 697 399 - APE 5621Z`, 105, 790, 7],
    [`N° TVA intracommunautaire ${sellerId}`, 228, 798, 7],
  ];
  return { items, sellerId };
}

describe("a buyer's VAT id in its address block", () => {
  it("is not the vendor's under a window address with its sender line", () => {
    const wrong = Array.from({ length: 30 }, (_, i) => din5008(15_000 + i))
      .map((d) => ({ want: d.sellerId, got: fieldsOf(d.items).vendor.taxId }))
      .filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it("is not the vendor's when the footer's legal line is in small print", () => {
    const wrong = Array.from({ length: 30 }, (_, i) => facture(15_100 + i))
      .map((d) => ({ want: d.sellerId, got: fieldsOf(d.items).vendor.taxId }))
      .filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it('is not the vendor\'s after "USt-IdNr. des Leistungsempfängers"', () => {
    const r = rng(15_200);
    const buyerId = validVatId(
      r,
      COUNTRIES.find((c) => c.code === 'IT')!,
    ) as string;
    const fields = fieldsOf([
      ['Rotdorn GmbH & Co. KG', 71, 60, 12],
      ['Sonnenallee 94, 99084 Erfurt', 71, 74, 9],
      ['Gesamtsumme', 317, 423, 10],
      ['289,19 €', 500, 423, 10],
      ['Steuerfreie innergemeinschaftliche Lieferung.', 71, 446, 9],
      [`USt-IdNr. des Leistungsempfängers: ${buyerId}`, 71, 461, 9],
      ['Steuernummer 35/319/24492', 417, 785, 7],
    ]);
    expect(fields.vendor.taxId).toBe('35/319/24492');
  });
});
