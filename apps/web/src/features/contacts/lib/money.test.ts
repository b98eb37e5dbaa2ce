import { describe, expect, it } from 'vitest';
import { contactTotals, formatTotals } from './money';

describe('formatTotals', () => {
  it('keeps one line per currency, largest first, never adding them up', () => {
    const lines = formatTotals([
      { currency: 'USD', amount: 411 },
      { currency: 'EUR', amount: 5602 },
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/56\.02/);
    expect(lines[0]).toMatch(/€|EUR/);
    expect(lines[1]).toMatch(/4\.11/);
    expect(lines.join(' ')).not.toMatch(/60\.13/);
  });

  it('shows nothing without totals', () => {
    expect(formatTotals([])).toEqual([]);
  });
});

describe('contactTotals', () => {
  const base = { documentCount: 1, lastSeen: null };

  it('prefers the per-currency totals', () => {
    const lines = contactTotals({
      ...base,
      totalAmount: 1000,
      currency: 'EUR',
      totals: [
        { currency: 'EUR', amount: 1000 },
        { currency: 'GBP', amount: 2000 },
      ],
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/20\.00/);
  });

  it('falls back to the total in its currency, and to nothing without one', () => {
    expect(contactTotals({ ...base, totalAmount: 3473, currency: 'EUR', totals: [] })[0]).toMatch(
      /34\.73/,
    );
    expect(contactTotals({ ...base, totalAmount: 0, currency: null, totals: [] })).toEqual([]);
  });
});
