import { describe, expect, it } from 'vitest';
import { emptyExtractedData } from '@papertray/contract';
import { putUsualCurrency } from './usual-currency';

const fallback = (totalAmount: number) => ({
  data: { ...emptyExtractedData(), currency: 'USD', totalAmount, netAmount: null },
  meta: { currency: { source: 'text' as const, confidence: 0.2, fallback: true as const } },
});

describe('putting a usual currency in place of the fallback', () => {
  it('moves the amounts to the currency’s minor unit (cents to whole yen, to fils)', () => {
    const yen = fallback(77000);
    putUsualCurrency(yen, { of: 'project', currency: 'JPY', documents: 3, outOf: 4 });
    expect(yen.data).toMatchObject({ currency: 'JPY', totalAmount: 770, netAmount: null });
    const dinar = fallback(1250);
    putUsualCurrency(dinar, { of: 'contact', currency: 'BHD', documents: 1, outOf: 1 });
    expect(dinar.data.totalAmount).toBe(12500);
  });

  it('keeps the amounts of a currency with cents, and says whose usual currency it is', () => {
    const ringgit = fallback(770);
    putUsualCurrency(ringgit, { of: 'contact', currency: 'MYR', documents: 9, outOf: 10 });
    expect(ringgit.data.totalAmount).toBe(770);
    expect(ringgit.meta.currency).toEqual({
      source: 'usual',
      confidence: 0.5,
      usual: { of: 'contact', documents: 9, outOf: 10 },
      evidence:
        'no currency shown; 9 of the 10 latest documents of this supplier with a known currency are in MYR',
    });
  });
});
