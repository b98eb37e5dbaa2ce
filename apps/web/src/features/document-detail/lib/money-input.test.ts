import { describe, expect, it } from 'vitest';
import {
  inputToMinorUnits,
  isCurrencyCode,
  minorUnitDigits,
  minorUnitsToInput,
} from './money-input';

describe('amount fields in minor units', () => {
  it('knows the decimals of a currency', () => {
    expect(minorUnitDigits('EUR')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('BHD')).toBe(3);
    expect(minorUnitDigits(null)).toBe(2);
    expect(minorUnitDigits('XYZQ')).toBe(2);
  });

  it('shows minor units as a decimal text', () => {
    expect(minorUnitsToInput(123456, 'EUR')).toBe('1234.56');
    expect(minorUnitsToInput(5, 'USD')).toBe('0.05');
    expect(minorUnitsToInput(-1250, 'USD')).toBe('-12.50');
    expect(minorUnitsToInput(1500, 'JPY')).toBe('1500');
    expect(minorUnitsToInput(1234, 'BHD')).toBe('1.234');
    expect(minorUnitsToInput(null, 'EUR')).toBe('');
  });

  it('reads the text back exactly, with a point or a comma', () => {
    expect(inputToMinorUnits('1234.56', 'EUR')).toBe(123456);
    expect(inputToMinorUnits('0,1', 'EUR')).toBe(10);
    expect(inputToMinorUnits(' 19.99 ', 'USD')).toBe(1999);
    expect(inputToMinorUnits('1.005', 'BHD')).toBe(1005);
    expect(inputToMinorUnits('7', 'JPY')).toBe(7);
    expect(inputToMinorUnits('-12.5', 'EUR')).toBe(-1250);
    expect(inputToMinorUnits('-0', 'EUR')).toBe(0);
  });

  it('refuses what is not an amount in that currency', () => {
    expect(inputToMinorUnits('', 'EUR')).toBeNull();
    expect(inputToMinorUnits('12.345', 'EUR')).toBeNull();
    expect(inputToMinorUnits('1.5', 'JPY')).toBeNull();
    expect(inputToMinorUnits('1,234.56', 'EUR')).toBeNull();
    expect(inputToMinorUnits('12 EUR', 'EUR')).toBeNull();
  });

  it('round-trips', () => {
    for (const [minor, currency] of [
      [1, 'EUR'],
      [100000, 'USD'],
      [-99, 'GBP'],
      [42, 'JPY'],
    ] as const) {
      expect(inputToMinorUnits(minorUnitsToInput(minor, currency), currency)).toBe(minor);
    }
  });

  it('accepts ISO currency codes only', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('usd')).toBe(true);
    expect(isCurrencyCode('EURO')).toBe(false);
    expect(isCurrencyCode('ABC')).toBe(false);
  });
});
