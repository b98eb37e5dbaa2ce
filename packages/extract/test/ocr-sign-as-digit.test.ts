import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/index.js';
import { asOcr } from './as-ocr.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * OCR reads the currency sign before a receipt's total as one or two digits ("$96.48" as
 * "596.48", "RM29.43" as "5929,43", "S$27.82" as "5527.82"). 60 seeded scanned receipts whose
 * card payment line prints the amount paid: the total is that amount. A total paid in parts
 * ("VISA 100.00", "CASH 25.00") or confirmed by its payment line stays as read.
 */
const money = (cents: number) => (cents / 100).toFixed(2);

function receipt(seed: number) {
  const r = rng(seed);
  const items = Array.from({ length: int(r, 2, 5) }, () => int(r, 100, 2500));
  const total = items.reduce((a, b) => a + b, 0);
  const sign = pick(r, ['5', '8', '9', '6', '55', '59']);
  const lines = [
    pick(r, ['HEALTHFIRST PHARMACY INC.', 'EASTWAY RETAIL PTE LTD', 'CAFE RIVERA PTY LTD']),
    `${int(r, 1, 99)} MAIN STREET`,
    ...items.map((c, i) => `ITEM ${i + 1}   ${money(c)}`),
    `SUBTOTAL   ${money(total)}`,
    `${pick(r, ['TOTAL', 'TOTAL DUE', 'AMOUNT DUE', 'BALANCE DUE'])}   ${sign}${money(total)}`,
    `${pick(r, ['VISA', 'MASTERCARD', 'AMEX', 'CARD'])}   ${money(total)}`,
    'THANK YOU',
  ];
  return { text: lines.join('\n'), total };
}

const totalOf = (text: string) => extractFields(asOcr(text)).extractedData.totalAmount;

describe('a currency sign before the total that OCR read as digits', () => {
  it('is taken off when the payment line prints the amount', () => {
    const wrong = Array.from({ length: 60 }, (_, i) => receipt(19_000 + i))
      .map((d) => ({ text: d.text, want: d.total, got: totalOf(d.text) }))
      .filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it('is not looked for when the payments make the total as read', () => {
    const split = ['SHOP', 'TOTAL   125.00', 'VISA   100.00', 'CASH   25.00'].join('\n');
    const confirmed = ['SHOP', 'ITEM   5.00', 'TOTAL   45.00', 'CARD   45.00'].join('\n');
    expect([totalOf(split), totalOf(confirmed)]).toEqual([12500, 4500]);
  });
});

/**
 * No total line read at all (OCR garbled its amount: "NET TOTAL RM77..98"): the card line says
 * what was paid; with no payment line, a till's last "NET TOTAL" when no tax is printed (the net
 * is the gross). An item named like a payment ("GREETING CARD") pays nothing, and a net with
 * tax printed under it is no total.
 */
describe('a receipt whose total line OCR garbled', () => {
  it('takes what the card line paid', () => {
    const wrong = Array.from({ length: 40 }, (_, i) => {
      const r = rng(19_100 + i);
      const total = int(r, 500, 20_000);
      const text = [
        pick(r, ['RESTORAN SETIA JAYA SDN BHD', 'SENG KEE EMPORIUM PTE LTD', 'CAFE RIVERA']),
        `GREETING CARD   1   ${money(int(r, 100, 400))}`,
        `Sub Total   ${money(total)}`,
        `${pick(r, ['NET TOTAL', 'TOTAL', 'TOTAL S$'])}   ${pick(r, ['RM77..98', '(55.37%', '-'])}`,
        `${pick(r, ['MASTERCARD', 'VISA', 'AMEX', 'NETS'])}   ${money(total)}`,
      ].join('\n');
      return { text, want: total, got: totalOf(text) };
    }).filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it("takes a till's last net total when no tax is printed, and not when it is", () => {
    const untaxed = ['CAHAYA BARU SDN BHD', 'Sub Total   132.00', 'NET TOTAL   132.00'].join('\n');
    const taxed = ['NORD GMBH', 'Net total   100.00', 'VAT 19%   19.00', 'Bank transfer'].join(
      '\n',
    );
    expect([totalOf(untaxed), totalOf(taxed)]).toEqual([13200, null]);
    // A larger amount under a label we do not know as the total (a premium with insurance tax).
    const larger = [
      'IRIS VERSICHERUNG AG',
      'Beitrag (netto)   1.197,28 EUR',
      'zzgl. Versicherungsteuer (19 %)   227,48 EUR',
      'Zu zahlender Beitrag   1.424,76 EUR',
    ].join('\n');
    expect(totalOf(larger)).not.toBe(119728);
  });
});
