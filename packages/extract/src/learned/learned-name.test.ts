import { describe, expect, it } from 'vitest';
import { emptyExtractedData, type TDocumentFieldMeta } from '@papertray/contract';
import { applyLearnedName } from './learned-name.js';

const LEARNED = { name: 'Flipkart', learnedAt: '2026-03-01T10:00:00.000Z' };

function read(name: string | null, meta: TDocumentFieldMeta = {}) {
  const extractedData = emptyExtractedData();
  extractedData.vendor.name = name;
  return { extractedData, fieldMeta: meta };
}

describe('applyLearnedName', () => {
  it('gives the learned name over a read one, keeping the printed name in the evidence', () => {
    const doc = read('Flipkart Internet Private Limited', {
      'vendor.name': { confidence: 1, source: 'e-invoice' },
    });
    expect(applyLearnedName(doc, LEARNED)).toBe(true);
    expect(doc.extractedData.vendor.name).toBe('Flipkart');
    expect(doc.fieldMeta['vendor.name']).toEqual({
      confidence: 0.95,
      source: 'learned',
      evidence:
        'the name you gave this vendor; the document prints "Flipkart Internet Private Limited"',
      learned: { learnedAt: LEARNED.learnedAt, label: null },
    });
  });

  it('fills a name nothing was read for, and never replaces what the user typed here', () => {
    const empty = read(null);
    expect(applyLearnedName(empty, LEARNED)).toBe(true);
    expect(empty.fieldMeta['vendor.name']?.evidence).toBe('the name you gave this vendor');
    const typed = read('Flipkart India', { 'vendor.name': { confidence: 1, source: 'user' } });
    expect(applyLearnedName(typed, LEARNED)).toBe(false);
    expect(typed.extractedData.vendor.name).toBe('Flipkart India');
    expect(typed.fieldMeta['vendor.name']?.source).toBe('user');
  });
});
