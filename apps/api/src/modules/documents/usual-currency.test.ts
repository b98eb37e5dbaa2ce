import { describe, expect, it } from 'vitest';
import { emptyExtractedData, type TDocumentFieldMeta } from '@papertray/contract';
import { putUsualCurrency } from './usual-currency';

const fallback = (totalAmount: number) => ({
  data: { ...emptyExtractedData(), currency: 'USD', totalAmount, netAmount: null },
  meta: { currency: { source: 'text', confidence: 0.2, fallback: true } } as TDocumentFieldMeta,
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
        'no currency shown; 9 of the 10 documents of this supplier with a known currency are in MYR',
    });
  });

  it.each([
    [1, 1, 'the one document of this project with a known currency is in EUR'],
    [3, 3, 'all 3 documents of this project with a known currency are in EUR'],
    [60, 100, '60 of the 100 latest documents of this project with a known currency are in EUR'],
  ])('counts %i of %i documents in words', (documents, outOf, words) => {
    const euro = fallback(100);
    putUsualCurrency(euro, { of: 'project', currency: 'EUR', documents, outOf });
    expect(euro.meta.currency?.evidence).toBe(`no currency shown; ${words}`);
  });
});
