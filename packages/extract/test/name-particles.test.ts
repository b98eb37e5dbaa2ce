import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/index.js';
import { asOcr } from './as-ocr.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * Names of shops and inns with a particle between their words: "Osteria del Ponte S.n.c.",
 * "Gasthaus zur Linde e.K.", "Apotheke am Markt GmbH", "Bar de la Plaza S.L.". The name is the
 * whole run before the legal form, not the words after its last particle. 60 seeded receipts
 * in four languages, with the name as a letterhead and as the legal line under it.
 */
const NAMES = {
  it: {
    shops: ['Osteria', 'Trattoria', 'Pizzeria', 'Bar', 'Farmacia'],
    particles: ['del', 'della', 'dei', 'da', 'dal'],
    places: ['Ponte', 'Duomo', 'Mario', 'Corso', 'Porto'],
    forms: ['S.n.c.', 'S.r.l.', 'S.a.s.'],
    tax: 'P. IVA 02785820263',
    total: 'TOTALE EUR   36,80',
  },
  de: {
    shops: ['Gasthaus', 'Apotheke', 'Parkhaus', 'Café', 'Hotel'],
    particles: ['zur', 'zum', 'am', 'im', 'an der'],
    places: ['Linde', 'Markt', 'Bahnhof', 'Park', 'Oper'],
    forms: ['GmbH', 'e.K.', 'KG', 'OHG'],
    tax: 'St.-Nr. 42/908/32999',
    total: 'SUMME   22,75',
  },
  es: {
    shops: ['Bar', 'Farmacia', 'Cafetería', 'Hostal'],
    particles: ['de la', 'del', 'de los', 'el'],
    places: ['Plaza', 'Mar', 'Puerto', 'Sol'],
    forms: ['S.L.', 'S.A.', 'S.L.U.'],
    tax: 'C.I.F. B44236701',
    total: 'TOTAL EUROS   51,35',
  },
  en: {
    shops: ['Bank', 'Friends', 'Spirit', 'House'],
    particles: ['of the', 'of'],
    places: ['West', 'Harbour', 'Valley', 'Lakes'],
    forms: ['Inc.', 'Ltd', 'LLC'],
    tax: 'Tel: 061 317 2220',
    total: 'TOTAL   $51.35',
  },
} as const;

function receipt(seed: number) {
  const r = rng(seed);
  const lang = pick(r, ['it', 'de', 'es', 'en'] as const);
  const n = NAMES[lang];
  const name = `${pick(r, n.shops)} ${pick(r, n.particles)} ${pick(r, n.places)}`;
  const form = pick(r, n.forms);
  const text = [
    ...(seed % 2 ? [name] : []),
    `${name} ${form}`,
    `Via Roma, ${int(r, 1, 99)}`,
    `${int(r, 10_000, 99_999)} Torino`,
    n.tax,
    `ITEM   ${int(r, 1, 40)},00`,
    n.total,
  ].join('\n');
  return { text, want: `${name} ${form}` };
}

describe('a company name with particles between its words', () => {
  it('is read whole up to its legal form', () => {
    const wrong = Array.from({ length: 60 }, (_, i) => receipt(42_000 + i))
      .map((d) => ({ ...d, got: extractFields(asOcr(d.text)).extractedData.vendor.name }))
      .filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });
});
