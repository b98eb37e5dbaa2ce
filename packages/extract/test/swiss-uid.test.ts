import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { int, pick, rng } from './corpus/model.js';
import { swissUid } from './corpus/software-parts.js';

/**
 * Swiss invoices print the seller's UID with the register it is entered in, in the invoice's
 * language: "MWST-Nr. CHE-123.456.789 MWST", "N° TVA CHE-123.456.789 TVA", "IVA CHE… IVA". jsvat
 * takes the id with or without the suffix; the id is the number. 60 seeded invoices, the UID in
 * the letterhead, the footer or a QR-bill's payment part, dotted or compact.
 */
function invoice(seed: number) {
  const r = rng(seed);
  const uid = swissUid(r);
  const printed = pick(r, [uid, uid.replace(/[.-]/g, ''), uid.replace('-', ' ')]);
  const suffix = pick(r, ['MWST', 'TVA', 'IVA']);
  const label = pick(r, ['MWST-Nr.', 'UID', 'N° TVA', 'Partita IVA', 'VAT No.', 'MWST']);
  const id = `${label} ${printed} ${suffix}`;
  const head = pick(r, [0, 1]) === 0;
  const text = [
    'Alpina Treuhand AG',
    'Bahnhofstrasse 12, 8001 Zürich',
    ...(head ? [id] : []),
    `Rechnung Nr. ${int(r, 1000, 99999)}`,
    'Datum: 12.03.2025',
    "Total CHF   1'234.50",
    ...(head ? [] : [`Alpina Treuhand AG · ${id} · IBAN CH93 0076 2011 6238 5295 7`]),
  ].join('\n');
  return { text, want: uid.replace(/[.-]/g, '') };
}

describe('a Swiss UID with its register', () => {
  it('is the number without MWST, TVA or IVA', () => {
    const misses = Array.from({ length: 60 }, (_, i) => invoice(5100 + i))
      .map(({ text, want }) => ({
        text,
        want,
        got: extractFields(documentTextFromPlain(text)).extractedData.vendor.taxId,
      }))
      .filter((c) => c.got !== c.want);
    expect(misses).toEqual([]);
  });
});
