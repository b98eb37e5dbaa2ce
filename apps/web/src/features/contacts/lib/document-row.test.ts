import type { TDocument } from '@papertray/contract';
import { describe, expect, it } from 'vitest';
import { documentRow } from './document-row';

function doc(extractedData: Partial<NonNullable<TDocument['extractedData']>> | null): TDocument {
  return {
    createdAt: '2026-11-01T09:00:00.000Z',
    extractedData: extractedData && {
      invoiceNumber: null,
      contractNumber: null,
      issueDate: null,
      totalAmount: null,
      currency: null,
      ...extractedData,
    },
  } as TDocument;
}

describe('documentRow', () => {
  it('shows the issue date, invoice number and amount', () => {
    const row = documentRow(
      doc({
        issueDate: '2022-11-28',
        invoiceNumber: '2022089083',
        totalAmount: 5602,
        currency: 'EUR',
      }),
    );
    expect(row.date).toBe('2022-11-28');
    expect(row.number).toBe('2022089083');
    expect(row.amount).toMatch(/56\.02/);
  });

  it('falls back to the arrival day and the contract number', () => {
    const row = documentRow(doc({ contractNumber: 'C-7' }));
    expect(row).toEqual({ date: '2026-11-01T09:00:00.000Z', number: 'C-7', amount: null });
  });

  it('copes with a document not read yet', () => {
    expect(documentRow(doc(null))).toEqual({
      date: '2026-11-01T09:00:00.000Z',
      number: null,
      amount: null,
    });
  });
});
