import { describe, expect, it } from 'vitest';
import { decimalToMinor, findAmounts, parseMoney, parseNumber } from './money.js';

describe('parseMoney', () => {
  it.each([
    ['1.234,56', 123456, null],
    ['1,234.56', 123456, null],
    ['1 234,56 €', 123456, 'EUR'],
    ["CHF 1'234.50", 123450, 'CHF'],
    ['€ 4.904,94', 490494, 'EUR'],
    ['$4.11', 411, 'USD'],
    ['29.99 € TTC', 2999, 'EUR'],
    ['Rs 1939', 193900, 'INR'],
    ['EUR 49,99', 4999, 'EUR'],
    ['£2,448.00', 244800, 'GBP'],
    ['1,000', 100000, null],
    ['1.939', 193900, null],
    ['0,75 €', 75, 'EUR'],
    ['-9,32', -932, null],
    ['¥ 12,000', 12000, 'JPY'],
    ['1.5', 150, null],
    ['RM59.16', 5916, 'MYR'],
    ['RM 1,062.50', 106250, 'MYR'],
  ])('%s → %i minor units', (text, minor, currency) => {
    const money = parseMoney(text);
    expect(money?.minor).toBe(minor);
    expect(money?.currency).toBe(currency);
  });

  it('reads JPY without minor digits and KWD with three', () => {
    expect(parseNumber('12000', 'JPY')?.minor).toBe(12000);
    expect(parseNumber('1.250', 'KWD')?.minor).toBe(1250);
  });

  it('ignores percentages and non-currency words before numbers', () => {
    expect(findAmounts('VAT 20% on 100.00').map((a) => a.minor)).toEqual([10000]);
  });

  it('marks amounts with decimals or a currency as explicit money', () => {
    const [qty, price] = findAmounts('Qty 2  $2,400.00');
    expect(qty?.explicit).toBe(false);
    expect(price?.explicit).toBe(true);
  });

  it('takes "RM" before a whole number for a room, not the ringgit', () => {
    expect(findAmounts('RM 101   2 nights   RM240.00').map((a) => [a.minor, a.currency])).toEqual([
      [200, null],
      [24000, 'MYR'],
    ]);
  });

  it('returns null for text without a number', () => {
    expect(parseMoney('no amount here')).toBeNull();
  });
});

describe('decimalToMinor', () => {
  it('reads machine decimals exactly, whatever the digit count', () => {
    expect(decimalToMinor('1234.5', 'EUR')).toBe(123450);
    expect(decimalToMinor('1000.123', 'EUR')).toBe(100012);
    expect(decimalToMinor('-0.25', 'USD')).toBe(-25);
    expect(decimalToMinor('12000', 'JPY')).toBe(12000);
    expect(decimalToMinor('1,5', 'EUR')).toBeNull();
  });
});
