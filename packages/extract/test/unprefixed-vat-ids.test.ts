import { describe, expect, it } from 'vitest';
import { COUNTRIES, int, pick, rng, validVatId, type Rng } from './corpus/model.js';
import { fieldsOf, type PlacedText } from './laid-out-page.js';

/**
 * Italian and Spanish invoices print the VAT number without its country code ("P.IVA
 * 01234567890", "N.I.F.: B12345678"), French sole traders without VAT print their SIRET. 60
 * seeded Italian and Spanish invoices, the seller's block on the left and the buyer's, with its
 * own number, under "Spett.le" / "Cliente" on the right: the vendor's tax id is the seller's
 * number with its country code, never the buyer's. A number that fails the checksum and the
 * VAT rate after "IVA" are no ids. French sole traders: the SIRET when no VAT number is printed.
 */
const IT = COUNTRIES.find((c) => c.code === 'IT')!;
const ES = COUNTRIES.find((c) => c.code === 'ES')!;

const IT_LABELS = [
  'P.IVA',
  'P. IVA',
  'Partita IVA',
  'P.IVA e C.F.',
  'P.IVA/C.F.',
  'Identificativo fiscale ai fini IVA:',
];
const ES_LABELS = ['NIF:', 'CIF:', 'N.I.F.:', 'C.I.F.:', 'NIF'];

function bare(r: Rng, country: typeof IT): string {
  return (validVatId(r, country) as string).slice(2);
}

function invoice(seed: number) {
  const r = rng(seed);
  const italian = seed % 2 === 0;
  const country = italian ? IT : ES;
  const labels = italian ? IT_LABELS : ES_LABELS;
  const seller = bare(r, country);
  const buyer = bare(r, country);
  const sellerName = italian
    ? pick(r, ['Orizzonte Servizi S.n.c.', 'Garda Forniture S.r.l.', 'Edil Galli S.p.A.'])
    : pick(r, ['Logística Guadalquivir S.L.', 'Transportes Iglesias S.L.', 'Talleres Ruiz S.A.']);
  const items: PlacedText[] = [
    [sellerName, 40, 60, 12],
    [italian ? 'Via Nazionale 51' : 'Calle de Serrano, 7', 40, 74, 9],
    [italian ? '16121 Genova (GE)' : '46001 Valencia', 40, 86, 9],
    [`${pick(r, labels)} ${seller}`, 40, 98, 9],
    [italian ? 'Spett.le' : 'Cliente', 330, 74, 9],
    [italian ? 'Tipografia Parisi S.r.l.' : 'Cantábrica Consultores S.A.', 330, 86, 9],
    [italian ? 'Via Garibaldi 12' : 'Avda. de la Constitución, 88', 330, 98, 9],
    [italian ? '80133 Napoli (NA)' : '29001 Málaga', 330, 110, 9],
    [`${pick(r, labels)} ${buyer}`, 330, 122, 9],
    [italian ? 'FATTURA N. 27/25 DEL 16/01/2025' : 'FACTURA Nº F-2025-027', 40, 170, 12],
    [italian ? 'Totale IVA' : 'IVA 21 %', 330, 300, 9],
    [italian ? '4.403,08' : '1.234,00', 500, 300, 9],
    [italian ? 'Totale documento' : 'Total factura', 330, 316, 9],
    [`${int(r, 1000, 9999)},00 €`, 500, 316, 9],
  ];
  return { items, expected: `${country.vatPrefix}${seller}` };
}

describe('VAT numbers printed without their country code', () => {
  const docs = Array.from({ length: 60 }, (_, i) => invoice(14_000 + i));

  it("reads the seller's number, with its country code, and not the buyer's", () => {
    const wrong = docs
      .map((d) => ({ expected: d.expected, got: fieldsOf(d.items).vendor.taxId }))
      .filter((d) => d.got !== d.expected);
    expect(wrong).toEqual([]);
  });

  it('takes no number that fails the checksum, and no VAT rate or amount after "IVA"', () => {
    const fields = fieldsOf([
      ['Garda Forniture S.r.l.', 40, 60, 12],
      ['P.IVA 12345678901', 40, 74, 9],
      ['IVA 22 %', 330, 300, 9],
      ['Totale IVA', 330, 316, 9],
      ['4.403,08', 500, 316, 9],
      ['NIF: B12345678', 40, 86, 9],
    ]);
    expect(fields.vendor.taxId).toBeNull();
  });
});

/** A SIRET: a random SIREN and establishment number with the Luhn check digit they carry. */
function siret(r: Rng): string {
  const body = Array.from({ length: 13 }, () => int(r, 0, 9));
  for (let check = 0; check <= 9; check++) {
    const digits = [...body, check];
    const sum = digits
      .slice()
      .reverse()
      .reduce((s, d, i) => s + (i % 2 === 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
    if (sum % 10 === 0) return digits.join('');
  }
  throw new Error('unreachable');
}

const spaced = (n: string) => `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 9)} ${n.slice(9)}`;

describe("a French sole trader's SIRET", () => {
  const docs = Array.from({ length: 30 }, (_, i) => {
    const r = rng(14_100 + i);
    const number = siret(r);
    const items: PlacedText[] = [
      [pick(r, ['Julie Martin', 'Paul Lefèvre', 'Inès Garnier']), 40, 60, 12],
      [pick(r, ['Développeuse web freelance', 'Graphiste indépendant']), 40, 74, 9],
      [`SIRET : ${pick(r, [number, spaced(number)])}`, 40, 86, 9],
      ['TVA non applicable, art. 293 B du CGI', 40, 300, 9],
      ['Total', 330, 280, 9],
      ['1 250,00 €', 500, 280, 9],
    ];
    return { items, number };
  });

  it('is the tax id when no VAT number is printed', () => {
    const wrong = docs.filter((d) => fieldsOf(d.items).vendor.taxId !== d.number);
    expect(wrong).toEqual([]);
  });

  it('loses to a VAT number, and is not taken with a wrong check digit', () => {
    const { items, number } = docs[0]!;
    const withVat: PlacedText[] = [
      ...items,
      ['N° TVA intracommunautaire FR40303265045', 40, 98, 9],
    ];
    expect(fieldsOf(withVat).vendor.taxId).toBe('FR40303265045');
    const wrongDigit = `${number.slice(0, 13)}${(Number(number[13]) + 1) % 10}`;
    const broken = items.map(([text, ...rest]): PlacedText =>
      text.startsWith('SIRET') ? [`SIRET : ${wrongDigit}`, ...rest] : [text, ...rest],
    );
    expect(fieldsOf(broken).vendor.taxId).toBeNull();
  });
});
