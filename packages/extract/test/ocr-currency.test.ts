import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { asOcr } from './as-ocr.js';

/**
 * A scanned receipt whose currency sign OCR misread at the total only ("BALANCE DUE €3.64" on a
 * receipt that prints "£" on every other line): 36 receipts, three currencies, misread as
 * either other sign.
 */
const SIGNS = [
  ['£', 'GBP'],
  ['€', 'EUR'],
  ['$', 'USD'],
] as const;

function receipt(i: number) {
  const [sign, code] = SIGNS[i % 3] as (typeof SIGNS)[number];
  const [misread] = SIGNS[(i + 1 + (i % 2)) % 3] as (typeof SIGNS)[number];
  const prices = [199 + i * 13, 250 + i * 7, 99 + i];
  const total = prices.reduce((a, b) => a + b, 0);
  const m = (v: number) => (v / 100).toFixed(2);
  const text = [
    'Blue Harbor Media PLC',
    '100 Station Road',
    ...prices.map((p, k) => `ITEM ${k + 1}   ${sign}${m(p)}`),
    `SUBTOTAL   ${sign}${m(total)}`,
    `BALANCE DUE   ${misread}${m(total)}`,
    `Card   ${sign}${m(total)}`,
  ].join('\n');
  return { text, code };
}

describe('a currency sign OCR misread at the total', () => {
  const receipts = Array.from({ length: 36 }, (_, i) => receipt(i));

  it('is the sign the rest of the receipt prints', () => {
    const wrong = receipts.filter(
      (r) => extractFields(asOcr(r.text)).extractedData.currency !== r.code,
    );
    expect(wrong.map((r) => r.text)).toEqual([]);
  });

  it('stays as printed on a text layer, and where the rest prints it fewer than three times', () => {
    const r = receipts[0] as (typeof receipts)[number];
    expect(extractFields(documentTextFromPlain(r.text)).extractedData.currency).not.toBe(r.code);
    const two = 'Shop Ltd\nITEM 1   £1.00\nITEM 2   £2.00\nTOTAL   €3.00';
    expect(extractFields(asOcr(two)).extractedData.currency).toBe('EUR');
  });
});

/**
 * A receipt that prints no currency sign or code at all: the seller's VAT id names its country.
 * 24 receipts over eight countries, English labels ("VAT Reg No", which alone hints at the UK).
 */
describe('a receipt without any currency printed', () => {
  const IDS = [
    ['IE1260822H', 'EUR'],
    ['IE6388047V', 'EUR'],
    ['ATU13585627', 'EUR'],
    ['DE136695976', 'EUR'],
    ['FR40303265045', 'EUR'],
    ['NL004495445B01', 'EUR'],
    ['GB980780684', 'GBP'],
    ['BE0411905847', 'EUR'],
  ] as const;

  it('is in the currency of the seller’s VAT id country', () => {
    const wrong = IDS.flatMap(([id, code], i) =>
      [1, 2, 3].map((k) => {
        const text = [
          'Ulmen Services Ltd',
          `VAT Reg No: ${id}`,
          `ITEM A   ${k + i}.50`,
          `TOTAL   ${k + i + 10}.50`,
        ].join('\n');
        return {
          text,
          code,
          got: extractFields(documentTextFromPlain(text)).extractedData.currency,
        };
      }),
    ).filter((r) => r.got !== r.code);
    expect(wrong).toEqual([]);
  });
});

/**
 * A Malaysian receipt scanned without its "RM": dollar signs OCR made of other print, never a
 * price's sign: a postcode's first digit ("$3650 SELANGOR" for 43650), a tax code at a line's
 * end before the next line's item code ("17.70 S$"), an item code's first digit ("$716892
 * MINERAL WATER"). The address says the country: 36 receipts, three misreadings, twelve
 * addresses.
 */
describe('a dollar sign OCR made of a postcode, a tax code or an item code', () => {
  const TOWNS = [
    ['JALAN MEGAH 7', 'BANDAR BARU BANGI', '43650', 'SELANGOR'],
    ['JLN PUCHONG', 'TAMAN CONNAUGHT', '56000', 'KUALA LUMPUR'],
    ['PERSIARAN KLANG', 'TAMAN SRI MUDA', '40400', 'SHAH ALAM, SELANGOR'],
    ['JALAN BESAR', 'BATU PAHAT', '83000', 'JOHOR'],
  ] as const;
  const receipt = (i: number) => {
    const [street, area, postcode, state] = TOWNS[i % 4] as (typeof TOWNS)[number];
    const kind = Math.floor(i / 4) % 3;
    const prices = [3.9 + (i % 5), 12.6 + i, 1.7 * (1 + (i % 3))];
    const total = prices.reduce((a, b) => a + b, 0).toFixed(2);
    const item = (code: string, name: string, price: number, k: number) =>
      kind === 1
        ? [`${code} ${name}`, `${price.toFixed(2)} ${k === 0 ? 'S$' : 'SR'}`]
        : [`${kind === 2 && k === 1 ? '$' : ''}${code} ${name}`, `${price.toFixed(2)} SR`];
    return [
      'ECO-MART',
      `LOT ${10 + i}, ${street},`,
      `${area}, ${kind === 0 ? `$${postcode.slice(1)}` : postcode} ${state}`,
      `TEL: 03-${4000 + i} 2145`,
      ...item(`${716892 + i}`, 'MINERAL WATER 1.5L', prices[0] as number, 0),
      ...item(`${509099 + i}`, 'MILO 1KG', prices[1] as number, 1),
      ...item(`${3079949 + i}`, 'CUP MEE', prices[2] as number, 2),
      `TOTAL   ${total}`,
      'CASH   100.00',
      'THANK YOU & HAVE A NICE DAY',
    ].join('\n');
  };

  it('does not outvote the Malaysian address', () => {
    const wrong = Array.from({ length: 36 }, (_, i) => receipt(i)).filter(
      (text) => extractFields(asOcr(text)).extractedData.currency !== 'MYR',
    );
    expect(wrong).toEqual([]);
  });
});

/**
 * The same Malaysian receipts with the misread sign next to a price, where it looks like a
 * price's own: a price's first digit read as "$" ("$4.50" for 54.50), a tax code after a price
 * ("13.20 $"), and the total's "RM" lost while an item's 5 became "$". 36 receipts, three
 * misreadings, four addresses. A receipt that prints "$" beside three prices or more, or "USD",
 * is in dollars whatever its address says.
 */
describe('a dollar sign OCR made of a digit or a tax code beside a price', () => {
  const PLACES = [
    ['WAH SENG HARDWARE SDN BHD', '58, JALAN MEGAH 7,', '81100 JOHOR BAHRU, JOHOR'],
    ['FAMILY BAKERY SDN BHD', 'JALAN 111, PERSIARAN KLANG,', '53100 KUALA LUMPUR'],
    ['KEDAI RUNCIT TECK GUAN', 'LOT 11, JALAN KEBUN,', '40400 SHAH ALAM, SELANGOR'],
    ['MINI MARKET AIK CHEONG', 'NO 3, TAMAN SRI MUDA,', '31400 IPOH, PERAK'],
  ] as const;
  const receipt = (i: number, misread = i % 3) => {
    const [name, street, town] = PLACES[i % 4] as (typeof PLACES)[number];
    const prices = [54.5 + (i % 7), 13.2 + i, 3.7 * (1 + (i % 3))];
    const total = prices.reduce((a, b) => a + b, 0).toFixed(2);
    const item = (k: number) => {
      const price = (prices[k] as number).toFixed(2);
      if (misread === 0 && k === 0) return `ITEM ${k + 1}   ${price.replace(/^5/, '$')}`;
      if (misread === 1 && k === 1) return `ITEM ${k + 1}   ${price} $`;
      if (misread === 2 && k === 0) return `ITEM ${k + 1}   $${price.slice(1)}`;
      return `ITEM ${k + 1}   ${price} SR`;
    };
    return [
      name,
      street,
      town,
      `TEL: 03-${4000 + i} 2145`,
      ...[0, 1, 2].map(item),
      misread === 2 ? `TOTAL   ${total}` : `TOTAL (RM)   ${total}`,
      'CASH   200.00',
    ].join('\n');
  };

  it('does not outvote the Malaysian address', () => {
    const wrong = Array.from({ length: 36 }, (_, i) => receipt(i)).filter(
      (text) => extractFields(asOcr(text)).extractedData.currency !== 'MYR',
    );
    expect(wrong).toEqual([]);
  });

  it('is a dollar when printed beside three prices, or as "USD"', () => {
    const dollars = receipt(3)
      .replace(/(\d+\.\d{2}) SR/g, '$$$1')
      .replace('TOTAL (RM)', 'TOTAL');
    const usd = receipt(4).replace('TOTAL (RM)', 'TOTAL USD');
    expect(dollars.match(/\$\d/g)?.length).toBeGreaterThanOrEqual(3);
    expect(extractFields(asOcr(dollars)).extractedData.currency).toBe('USD');
    expect(extractFields(asOcr(usd)).extractedData.currency).toBe('USD');
  });
});
