import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { chance, int, pick, rng } from './corpus/model.js';
import { fieldsOf, type PlacedText } from './laid-out-page.js';

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

/**
 * Letters whose logo is the distinctive part of the name, its last words or the owner's name
 * before the trade, with the e-mail domain after it: the legal line ("Installatiebedrijf van
 * Leeuwen B.V.") or the sender line over the address window ("Carolin Pfeiffer
 * Softwareentwicklung - Zeppelinstraße 60 - 73728 Esslingen", in small print) names the
 * company whole. 40 seeded letters, laid out as a DIN 5008 letter.
 */
function letter(seed: number) {
  const r = rng(seed);
  const owner = pick(r, ['van Leeuwen', 'de Graaf', 'Carolin Pfeiffer', 'Jonas Weber']);
  const trade = pick(r, ['Installatiebedrijf', 'Schilderwerken', 'Softwareentwicklung']);
  const legal = chance(r, 0.5);
  const name = legal ? `${trade} ${owner} B.V.` : `${owner} ${trade}`;
  const domain = owner.toLowerCase().replace(/[^a-z]/g, '');
  const street = `${pick(r, ['Coolsingel', 'Zeppelinstraße'])} ${int(r, 1, 90)}`;
  const town = `${int(r, 10_000, 99_999)} ${pick(r, ['Leiden', 'Esslingen'])}`;
  const head: PlacedText[] = legal
    ? [
        [name, 330, 40, 9],
        [street, 330, 52, 9],
        [town, 330, 64, 9],
        [`facturen@${domain}.nl`, 330, 76, 9],
        ['BTW-nummer NL559547006B01', 330, 88, 9],
      ]
    : [[`${name} - ${street} - ${town}`, 57, 137, 6]];
  const items: PlacedText[] = [
    [owner, 80, 43, 15],
    ...head,
    ['Sonnenfeld Fahrzeugtechnik GmbH', 57, 152, 9],
    ['Leopoldstraße 37', 57, 164, 9],
    ['64283 Darmstadt', 57, 177, 9],
    [legal ? 'Factuur nr.' : 'Rechnungs-Nr.', 363, 141, 8],
    [`RE${int(r, 1000, 9999)}`, 508, 141, 8],
    [legal ? 'Factuur' : 'Rechnung', 57, 273, 14],
    [legal ? 'Totaal' : 'Gesamtbetrag', 363, 400, 9],
    [`${int(r, 100, 900)},00 €`, 500, 400, 9],
    ...(legal ? [] : [[`E-Mail: info@${domain}.de`, 57, 760, 7] as PlacedText]),
  ];
  return { items, name };
}

describe('a logo’s word over the full name', () => {
  it('gives way to the full name', () => {
    expect(misses(Array.from({ length: 40 }, (_, i) => receipt(6200 + i)))).toEqual([]);
  });

  it('gives way to the full name, also when both match the e-mail domain', () => {
    expect(misses(Array.from({ length: 40 }, (_, i) => receipt(6300 + i, true)))).toEqual([]);
  });

  it('gives way to the legal or sender line that holds it with the trade', () => {
    const wrong = Array.from({ length: 40 }, (_, i) => letter(6400 + i))
      .map((l) => ({ want: l.name, got: fieldsOf(l.items).vendor.name }))
      .filter((x) => x.got !== x.want);
    expect(wrong).toEqual([]);
  });
});
