import { describe, expect, it } from 'vitest';
import type { TDocumentFieldMeta } from '@papertray/contract';
import { emptyExtractedData } from '@papertray/contract';
import { applyUserPatch, mergeKeepingUserValues } from './extracted-fields';

describe('user corrections and reprocessing', () => {
  it('marks corrected fields as the user’s and keeps them over a new extraction', () => {
    const extracted = {
      data: { ...emptyExtractedData(), invoiceNumber: 'OCR-1', totalAmount: 1000, currency: 'EUR' },
      meta: {
        invoiceNumber: { confidence: 0.6, source: 'ocr' },
        totalAmount: { confidence: 0.9, source: 'ocr' },
      } satisfies TDocumentFieldMeta,
    };
    const corrected = applyUserPatch(extracted, {
      invoiceNumber: 'INV-1',
      vendor: { taxId: 'DE811569869' },
    });
    expect(corrected.data.invoiceNumber).toBe('INV-1');
    expect(corrected.data.vendor.taxId).toBe('DE811569869');
    expect(corrected.meta['vendor.taxId']).toEqual({ confidence: 1, source: 'user' });
    expect(extracted.data.invoiceNumber).toBe('OCR-1');

    const again = mergeKeepingUserValues(corrected, {
      data: { ...emptyExtractedData(), invoiceNumber: 'OCR-2', totalAmount: 1190, currency: 'EUR' },
      meta: { invoiceNumber: { confidence: 0.7, source: 'text' } },
    });
    expect(again.data).toMatchObject({
      invoiceNumber: 'INV-1',
      totalAmount: 1190,
      vendor: { taxId: 'DE811569869', name: null },
    });
    expect(again.meta.invoiceNumber).toEqual({ confidence: 1, source: 'user' });
  });
});
