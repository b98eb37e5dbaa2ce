import { emptyExtractedData } from '@papertray/contract';
import { describe, expect, it } from 'vitest';
import { extractedRows, formatIsoDate } from './extracted-fields';

describe('extractedRows', () => {
  it("shows an invoice's fields even when empty, and other fields only with a value", () => {
    const data = { ...emptyExtractedData(), invoiceNumber: 'INV-7', startDate: '2024-03-01' };
    const rows = extractedRows('invoice', data, {});
    expect(rows.map((r) => r.label)).toEqual([
      'Invoice Number',
      'Issue Date',
      'Due Date',
      'Total Amount',
      'Vendor',
      'Vendor Address',
      'Tax ID',
      'Start Date',
    ]);
    expect(rows[0]!.value).toBe('INV-7');
    expect(rows[1]!.value).toBeNull();
  });

  it('folds the currency into the amount and flags low confidence unless a user set it', () => {
    const data = { ...emptyExtractedData(), totalAmount: 123456, currency: 'EUR' };
    const rows = extractedRows('receipt', data, {
      totalAmount: { confidence: 0.4, source: 'text' },
      transactionDate: { confidence: 0.2, source: 'user' },
    });
    const amount = rows.find((r) => r.field === 'totalAmount')!;
    expect(amount.value).toMatch(/1,?234\.56/);
    expect(amount.value).toMatch(/€|EUR/);
    expect(amount.lowConfidence).toBe(true);
    expect(rows.find((r) => r.field === 'transactionDate')!.lowConfidence).toBe(false);
    expect(rows.some((r) => r.field === 'currency')).toBe(false);
  });

  it('shows net and tax under the total when they were found', () => {
    const data = {
      ...emptyExtractedData(),
      totalAmount: 11900,
      netAmount: 10000,
      taxAmount: 1900,
      currency: 'EUR',
    };
    const rows = extractedRows('invoice', data, { netAmount: { confidence: 0.5, source: 'text' } });
    expect(rows.map((r) => r.field).slice(3, 6)).toEqual(['totalAmount', 'netAmount', 'taxAmount']);
    expect(rows.find((r) => r.field === 'taxAmount')!.value).toMatch(/19\.00/);
    expect(rows.find((r) => r.field === 'netAmount')!.lowConfidence).toBe(true);
    const none = extractedRows('invoice', { ...data, netAmount: undefined, taxAmount: null }, {});
    expect(none.some((r) => r.field === 'netAmount' || r.field === 'taxAmount')).toBe(false);
  });

  it('lists parties with their roles for contracts', () => {
    const data = {
      ...emptyExtractedData(),
      parties: [
        { name: 'Acme', role: 'Client' },
        { name: 'Bob', role: '' },
      ],
    };
    const parties = extractedRows('contract', data, {}).find((r) => r.field === 'parties')!;
    expect(parties.value).toBe('Acme (Client), Bob');
  });
});

describe('formatIsoDate', () => {
  it('keeps the calendar day whatever the time zone, and passes through bad input', () => {
    expect(formatIsoDate('2024-03-01')).toMatch(/2024/);
    expect(formatIsoDate('2024-03-01')).toMatch(/1/);
    expect(formatIsoDate('not a date')).toBe('not a date');
  });
});
