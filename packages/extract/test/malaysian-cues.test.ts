import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/index.js';
import { withinOneEdit } from '../src/parse/malaysian-place-misread.js';
import { asOcr } from './as-ocr.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * A scanned Malaysian receipt that lost its "RM", its "Sdn Bhd" and its street words to OCR still
 * says where it is from: a postcode and town ("41200 KLANG"), a Malay word for a shop or a
 * business ("KEDAI RUNCIT", "PERNIAGAAN"), a GST number as Malaysia gave them (twelve digits,
 * "00" first), a company number with its check letter ("(525484-X)"). Such a receipt is in
 * ringgit, and its dates are day first. 60 receipts from a seeded generator, each with one cue
 * alone.
 */
const TOWNS = ['KLANG', 'Puchong', 'SHAH ALAM', 'Petaling Jaya', 'KEPONG', 'Seremban', 'IPOH'];
const BUSINESS = ['KEDAI RUNCIT', 'PERNIAGAAN', 'KOPITIAM', 'SYARIKAT'];

function receipt(seed: number) {
  const r = rng(seed);
  const kind = seed % 4;
  const name = pick(r, ['SOON HUAT', 'AIK CHEONG', 'GIN KEE', 'LIAN HING']);
  const head =
    kind === 0
      ? [`${name} TRADING`, `LOT ${int(r, 1, 99)}, ${pick(r, ['BATU 3', 'SEKSYEN 7'])}`]
      : kind === 1
        ? [`${pick(r, BUSINESS)} ${name}`, `LOT ${int(r, 1, 99)}`]
        : kind === 2
          ? [`${name} HARDWARE`, `GST REG NO: 00${int(r, 1000000000, 9999999999)}`]
          : [`${name} HARDWARE (${int(r, 10000, 9999999)}-${pick(r, [...'ADKMPTUVWX'])})`];
  const town = kind === 0 ? [`${int(r, 10000, 99999)} ${pick(r, TOWNS)}`] : [];
  const day = int(r, 1, 12);
  const month = int(r, 1, 12);
  const total = int(r, 500, 20000);
  const text = [
    ...head,
    ...town,
    `Date: ${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/2018`,
    `ITEM 1   ${(total / 100).toFixed(2)}`,
    `TOTAL   ${(total / 100).toFixed(2)}`,
  ].join('\n');
  const iso = `2018-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { text, iso };
}

describe('a scanned receipt with one Malaysian cue left', () => {
  const receipts = Array.from({ length: 60 }, (_, i) => receipt(8100 + i));

  it('is in ringgit', () => {
    const wrong = receipts.filter(
      (rc) => extractFields(asOcr(rc.text)).extractedData.currency !== 'MYR',
    );
    expect(wrong.map((rc) => rc.text)).toEqual([]);
  });

  it('prints its dates day first', () => {
    const wrong = receipts.filter(
      (rc) => extractFields(asOcr(rc.text)).extractedData.issueDate !== rc.iso,
    );
    expect(wrong.map((rc) => rc.text)).toEqual([]);
  });

  it('is not told by a town without its postcode, another country’s postcode, or another number', () => {
    const currency = (text: string) => extractFields(asOcr(text)).extractedData.currency;
    expect(currency('Klang & Ton Musikhaus\nBeleg 12\nGesamt MwSt 7%   12,40')).toBe('EUR');
    expect(currency('Musikhaus Klang\nHauptstr. 4\n80331 München\nTOTAL   12.40')).not.toBe('MYR');
    expect(currency('GOLDEN HARDWARE\nGST NO: 1234567890\nTOTAL   12.40')).not.toBe('MYR');
    // Singapore's UEN has no dash, a UK company number no check letter.
    expect(currency('GOLDEN HARDWARE (199912345K)\nTOTAL   12.40')).not.toBe('MYR');
    expect(currency('GOLDEN HARDWARE (Co. No. 01234567)\nTOTAL   12.40')).not.toBe('MYR');
  });
});

describe('a Malaysian place whose name OCR misread by one letter', () => {
  /** The name with one letter changed, added or dropped, never the name itself. */
  function misread(r: () => number, name: string): string {
    const at = int(r, 0, name.length - 1);
    const kind = int(r, 0, 2);
    const letter = pick(
      r,
      [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((l) => l !== name[at]),
    );
    if (kind === 0 && name[at] !== ' ') return name.slice(0, at) + letter + name.slice(at + 1);
    if (kind === 1) return name.slice(0, at) + letter + name.slice(at);
    return name[at] === ' ' ? `${name}${letter}` : name.slice(0, at) + name.slice(at + 1);
  }

  it('still says ringgit on a scan with no other cue', () => {
    const r = rng(8200);
    // States and towns, from the one list of places (src/parse/malaysian-places.ts), a town
    // with its postcode or without.
    const states = ['KUALA LUMPUR', 'SELANGOR', 'SARAWAK', 'KELANTAN'];
    const towns = ['PUCHONG', 'SEREMBAN', 'JOHOR BAHRU', 'SHAH ALAM', 'GEORGE TOWN', 'KOTA BHARU'];
    for (let i = 0; i < 60; i++) {
      const name = pick(r, [...states, ...towns]);
      const postcode = towns.includes(name) && i % 2 ? `${int(r, 10000, 99999)} ` : '';
      const place = postcode + misread(r, name);
      const total = int(r, 500, 20000);
      const text = [
        `${pick(r, ['SOON HUAT', 'AIK CHEONG', 'GIN KEE'])} BOOK STORE`,
        `LOT ${int(r, 1, 99)}, ${place}`,
        `Date: 12/0${int(r, 1, 9)}/2018`,
        `TOTAL   ${(total / 100).toFixed(2)}`,
      ].join('\n');
      expect(extractFields(asOcr(text)).extractedData.currency, text).toBe('MYR');
    }
  });

  it('is one edit apart, and nothing further', () => {
    expect(withinOneEdit('kuala lumfur', 'kuala lumpur')).toBe(true);
    expect(withinOneEdit('puchiong', 'puchong')).toBe(true);
    expect(withinOneEdit('selango', 'selangor')).toBe(true);
    expect(withinOneEdit('kepomg', 'kepong')).toBe(true);
    expect(withinOneEdit('selanogr', 'selangor')).toBe(false);
    expect(withinOneEdit('pushing', 'puchong')).toBe(false);
    const currency = (text: string) => extractFields(asOcr(text)).extractedData.currency;
    // A word two letters off, a short name's neighbour, or a text layer: no cue.
    expect(currency('BOOK STORE\nSELANOGR\nTOTAL   12.40')).not.toBe('MYR');
    expect(currency('Muziekhuis Klank\nTOTAL   12.40')).not.toBe('MYR');
  });
});
