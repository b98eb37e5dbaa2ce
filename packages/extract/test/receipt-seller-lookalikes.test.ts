import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/index.js';
import { toDocumentText, type DocumentText } from '../src/fields/document-text.js';
import { asOcr } from './as-ocr.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * Lines of a scanned till receipt that look like its seller and are not:
 * - the salesperson after a seller word ("Vendeur : Karim", "Verkäufer: Stefan", "Vendedor:
 *   Diego"): a first name;
 * - an Australian state before its postcode ("GLENELG SA 5045"), not the société anonyme "SA";
 * - a total line whose label OCR cut ("OTAL   8,00") at the head of the receipt's last block,
 *   where a footer's company line would be.
 * And a Belgian company's "BVBA" is its legal form. 60 seeded receipts, 15 of each.
 */
interface Case {
  text: string;
  want: string;
  /** The line over which the paper leaves a blank stretch. */
  gapAbove?: number;
}

const money = (r: () => number) => `${int(r, 1, 99)},${int(r, 10, 99)}`;

function clerk(seed: number): Case {
  const r = rng(seed);
  const [label, name, company, tax] = pick(r, [
    ['Vendeur :', 'Karim', 'Chevalier Services SARL', 'N° TVA intracom : FR02413408403'],
    ['Verkäufer:', 'Stefan', 'Vogel Einzelhandels GmbH', 'USt-ID: DE220429203'],
    ['Vendedor:', 'Diego', 'Navarro Comercial S.A.', 'C.I.F. ESB39865092'],
    ['Venditore:', 'Luca', 'Bianchi Servizi S.r.l.', 'P.IVA IT06737801024'],
  ] as const);
  const text = [
    pick(r, ['La Mie Dorée', 'Frischemarkt', 'Autoservicio El Sol', 'Bar Sport']),
    company,
    `${int(r, 1, 150)} avenue Jean Jaures`,
    `${int(r, 10_000, 99_999)} LYON`,
    tax,
    `Ticket : ${int(r, 1000, 9999)}-${int(r, 1000, 9999)}   Caisse 2`,
    `${label} ${name}`,
    `CROISSANT   ${money(r)}`,
    `TOTAL   ${money(r)}`,
  ];
  return { text: text.join('\n'), want: company };
}

function australianState(seed: number): Case {
  const r = rng(seed);
  const name = pick(r, ['Blue Door Bistro', 'Paper Lantern Books', 'Harbour Cafe']);
  const [town, state] = pick(r, [
    ['GLENELG', 'SA'],
    ['NEWTOWN', 'NSW'],
    ['ADELAIDE', 'SA'],
    ['PERTH', 'WA'],
  ] as const);
  const text = [
    name,
    `${int(r, 1, 200)} High St`,
    `${town} ${state} ${int(r, 1000, 7999)}`,
    `Ph 08 ${int(r, 1000, 9999)} ${int(r, 1000, 9999)}`,
    'ABN 95 618 340 304',
    'TAX INVOICE',
    `AMOUNT DUE   $${int(r, 10, 99)}.${int(r, 10, 99)}`,
  ];
  return { text: text.join('\n'), want: name };
}

function cutTotal(seed: number): Case {
  const r = rng(seed);
  const name = pick(r, ['Parking Plaza Mayor', 'Aparcamiento Centro', 'Garaje San Juan']);
  const amount = money(r);
  const text = [
    name,
    `Plaza de Espana, ${int(r, 1, 200)}`,
    `${int(r, 10_000, 52_999)} Barcelona`,
    'TICKET APARCAMIENTO',
    `Entrada: ${int(r, 10, 28)}/08/2024 13:07`,
    `Estacionamiento   ${amount}`,
    `${pick(r, ['OTAL', 'TAL', 'OTA'])}   ${amount}`,
    `IVA incluido 21%   ${money(r)}`,
    `Efectivo   ${money(r)}`,
    'CIF ESB00584086',
    'Gracias por su visita',
  ];
  return { text: text.join('\n'), want: name, gapAbove: 6 };
}

/** The receipt with a blank stretch over line `at`: the paper's blocks as OCR finds them. */
function withGapAbove(doc: DocumentText, at: number): DocumentText {
  const lines = doc.lines.map((l, i) => (i >= at ? { ...l, y: l.y + l.height * 3 } : l));
  return toDocumentText(lines, 'ocr');
}

function belgian(seed: number): Case {
  const r = rng(seed);
  const company = `${pick(r, ['Jansen', 'Peeters', 'Maes'])} Retail ${pick(r, ['BVBA', 'bvba', 'CVBA'])}`;
  const text = [
    pick(r, ['Versmarkt Jansen', 'Buurtsuper', 'Boekhandel Peeters']),
    company,
    `Meir ${int(r, 1, 99)}`,
    '2000 Antwerpen',
    'BTW BE0412345678',
    `Totaal   ${money(r)}`,
  ];
  return { text: text.join('\n'), want: company };
}

describe("a scanned receipt's seller", () => {
  it('is none of the lines that look like it', () => {
    const wrong = [clerk, australianState, cutTotal, belgian]
      .flatMap((make, k) => Array.from({ length: 15 }, (_, i) => make(45_000 + 100 * k + i)))
      .map((d) => {
        const doc = asOcr(d.text);
        const read = d.gapAbove === undefined ? doc : withGapAbove(doc, d.gapAbove);
        return { ...d, got: extractFields(read).extractedData.vendor.name };
      })
      .filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it('is still named by a seller label when the name is a business', () => {
    const text = ['KASSENBON', 'Verkäufer: Frischemarkt Vogel', 'SUMME   12,17'];
    expect(extractFields(asOcr(text.join('\n'))).extractedData.vendor.name).toBe(
      'Frischemarkt Vogel',
    );
  });
});
