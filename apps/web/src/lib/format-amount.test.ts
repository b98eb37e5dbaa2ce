import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount';

describe('formatAmount', () => {
  it('formats minor units in the currency', () => {
    expect(formatAmount(123456, 'USD')).toMatch(/1,?234\.56/);
  });

  it('falls back to the amount and the code for an invalid currency', () => {
    expect(formatAmount(1050, 'US1')).toBe('10.50 US1');
  });
});
