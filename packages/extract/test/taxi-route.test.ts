import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/index.js';
import { asOcr } from './as-ocr.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * A taxi or train ticket prints its route: "From: Harbour" over "To: Convention Centre" ("Van:"
 * over "Naar:", "Da:" over "A:", "Von:" over "Nach:"). The start of the trip is no seller,
 * though "From:" labels one on an invoice. 48 seeded taxi receipts in six languages: the
 * seller is the cab company at the top.
 */
const ROUTES = {
  en: ['From', 'To', 'TAXI RECEIPT', 'Fare', 'TOTAL'],
  nl: ['Van', 'Naar', 'TAXIBON', 'Ritprijs', 'TOTAAL'],
  it: ['Da', 'A', 'RICEVUTA TAXI', 'Corsa', 'TOTALE'],
  de: ['Von', 'Nach', 'TAXIQUITTUNG', 'Fahrpreis', 'SUMME'],
  fr: ['De', 'À', 'REÇU TAXI', 'Course', 'TOTAL'],
  es: ['Origen', 'Destino', 'RECIBO TAXI', 'Tarifa', 'TOTAL'],
} as const;

function ticket(seed: number) {
  const r = rng(seed);
  const lang = pick(r, Object.keys(ROUTES) as Array<keyof typeof ROUTES>);
  const [from, to, title, fare, total] = ROUTES[lang];
  const company = pick(r, ['Kampong Glam Cabs', 'Yellow Line Taxi', 'Taxicentrale Noord']);
  const amount = `${int(r, 10, 90)},${int(r, 10, 99)}`;
  const text = [
    company.toUpperCase(),
    `${int(r, 1, 200)} ${pick(r, ['ELM STREET', 'Herestraat', 'Via Cavour'])}`,
    `${int(r, 10_000, 99_999)} ${pick(r, ['Eindhoven', 'Bologna', 'Madison'])}`,
    title,
    `Driver: ${int(r, 1000, 9999)}`,
    `${from}: ${pick(r, ['Harbour', 'Airport T1', 'Aeroporto', 'Hauptbahnhof', 'Gare du Nord'])}`,
    ...(seed % 3 === 0 ? ['.'] : []),
    `${to}: ${pick(r, ['Convention Centre', 'University', 'Hotel Central', 'Plaza Mayor'])}`,
    `${fare}   ${amount}`,
    `${total}   ${amount}`,
  ].join('\n');
  return { text, want: company.toUpperCase() };
}

const vendorOf = (text: string) => extractFields(asOcr(text)).extractedData.vendor.name;

describe("a trip's route", () => {
  it('names no seller', () => {
    const wrong = Array.from({ length: 48 }, (_, i) => ticket(43_000 + i))
      .map((d) => ({ ...d, got: vendorOf(d.text) }))
      .filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it('leaves a company after "From:" the seller', () => {
    const invoice = [
      'INVOICE',
      'From: Northwind Print Ltd',
      'To: Castello Services',
      'Invoice No: 1042',
      'Total   120.00',
    ];
    expect(vendorOf(invoice.join('\n'))).toBe('Northwind Print Ltd');
  });
});
