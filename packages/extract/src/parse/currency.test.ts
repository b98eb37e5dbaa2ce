import { describe, expect, it } from 'vitest';
import { currencyMentions, withoutCurrencies } from './currency.js';

describe('currencyMentions', () => {
  it('counts symbols and codes beside amounts', () => {
    expect(currencyMentions('A PAYER 31,20 €  TOTAL EUR 4,00  Paid $12.00')).toEqual([
      'EUR',
      'EUR',
      'USD',
    ]);
  });

  it('takes no dollar sign before a decimal comma: OCR read a 5 or an S ("TVA 20% $,20")', () => {
    for (const misread of ['TVA 20%   $,20', 'MwSt   1$,95', 'Rundung $,02'])
      expect(currencyMentions(misread), misread).toEqual([]);
    expect(currencyMentions('Total $5.20')).toEqual(['USD']);
  });

  it('takes no sign inside a word or an id ("VAT Reg No: 1£1260822H")', () => {
    expect(currencyMentions('VAT Reg No: 1£1260822H')).toEqual([]);
    expect(currencyMentions('Total £12.50 paid 3€ tip')).toEqual(['GBP', 'EUR']);
  });
});

describe('currencyMentions beside amounts only', () => {
  it('takes a sign before a price with its cents or after a price, on the same line', () => {
    expect(currencyMentions('TOTAL $12.50   RM5.00   3,20 €   $1,250.00', true)).toEqual([
      'USD',
      'MYR',
      'EUR',
      'USD',
    ]);
  });

  it('takes no sign before a bare number or across a line break', () => {
    for (const misread of ['$3650 SELANGOR', '17.70 S$\n5621838 MILO 1KG', '$716892 CUP MEE'])
      expect(currencyMentions(misread, true), misread).toEqual([]);
  });
});

describe('withoutCurrencies', () => {
  it('leaves the words around codes and symbols', () => {
    expect(withoutCurrencies('SUMME EUR')).toBe('SUMME');
    expect(withoutCurrencies('TOTAAL €')).toBe('TOTAAL');
    expect(withoutCurrencies('GBP')).toBe('');
    expect(withoutCurrencies('Euro Shop')).toBe('Euro Shop');
  });
});
