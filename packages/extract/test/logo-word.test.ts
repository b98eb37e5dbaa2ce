import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * Receipts whose top line is the logo's word, the brand's first word or initials in capitals
 * ("HELIOS", "DE" for "De Vries …"), over the full name, with or without a legal form: the full
 * name is the vendor. 40 receipts from a seeded generator; names with particles ("De", "Da",
 * "Van") that are also label words elsewhere.
 */
const FIRST = ['Helios', 'De Vries', 'Da Costa', 'Van Dijk', 'Meridian', 'Alder'];
const SECOND = ['Installatie', 'Ingenieria', 'Design Studio', 'Catering', 'Hardware'];
const FORMS = ['', ' Co.', ' OG', ' GmbH', ' Ltd', ' B.V.'];

function receipt(seed: number, withDomain = false) {
  const r = rng(seed);
  const first = pick(r, FIRST);
  const name = `${first} ${pick(r, SECOND)}${pick(r, FORMS)}`;
  const logo = first.includes(' ')
    ? first
        .split(' ')
        .map((w) => w[0])
        .join('')
        .toUpperCase()
    : first.toUpperCase();
  const text = [
    logo,
    name,
    `${int(r, 1, 200)} ${pick(r, ['Sth Avenue', 'Landstraße', 'Mill Lane', 'Kerkstraat'])}`,
    `${int(r, 1000, 9999)} ${pick(r, ['Graz', 'Leeds', 'Utrecht', 'New York'])}`,
    ...(withDomain
      ? [
          `info@${name
            .toLowerCase()
            .replace(/[^a-z]/g, '')
            .slice(0, 14)}.com`,
        ]
      : []),
    `Inv No:   ${int(r, 1000, 9999)}`,
    `ITEM   ${int(r, 1, 90)}.50`,
    `TOTAL   ${int(r, 100, 190)}.50`,
  ].join('\n');
  return { text, name };
}

/** The receipts whose vendor is not their full name. */
function misses(receipts: Array<ReturnType<typeof receipt>>) {
  return receipts
    .map((rc) => ({
      want: rc.name,
      got: extractFields(documentTextFromPlain(rc.text)).extractedData.vendor.name,
    }))
    .filter((x) => x.got !== x.want);
}

describe('a logo’s word over the full name', () => {
  it('gives way to the full name', () => {
    expect(misses(Array.from({ length: 40 }, (_, i) => receipt(6200 + i)))).toEqual([]);
  });

  it('gives way to the full name, also when both match the e-mail domain', () => {
    expect(misses(Array.from({ length: 40 }, (_, i) => receipt(6300 + i, true)))).toEqual([]);
  });
});
