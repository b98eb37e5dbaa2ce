import { emptyExtractedData, type TDocument } from '@papertray/contract';
import { describe, expect, it } from 'vitest';
import { formValuesOf, updateRequestOf } from './extracted-details-mapping';
import { ZExtractedDetailsForm, DETAIL_MESSAGES } from './extracted-details-schema';
import { visibleFields } from './visible-fields';

const invoice: Pick<TDocument, 'name' | 'type' | 'extractedData'> = {
  name: 'aws.pdf',
  type: 'invoice',
  extractedData: {
    ...emptyExtractedData(),
    invoiceNumber: 'INV-1',
    issueDate: '2024-03-01',
    dueDate: '2024-03-31',
    totalAmount: 123456,
    currency: 'EUR',
    vendor: { name: 'Amazon Web Services', address: null, taxId: 'DE123' },
  },
};

describe('extracted details form values', () => {
  it('shows the document as text, empty for missing values', () => {
    const values = formValuesOf(invoice);
    expect(values).toMatchObject({
      name: 'aws.pdf',
      type: 'invoice',
      invoiceNumber: 'INV-1',
      totalAmount: '1234.56',
      currency: 'EUR',
      vendorName: 'Amazon Web Services',
      vendorAddress: '',
      transactionDate: '',
      parties: [],
    });
    expect(formValuesOf({ name: 'x', type: null, extractedData: null }).type).toBe('');
  });

  it('sends nothing when nothing changed', () => {
    const values = formValuesOf(invoice);
    expect(updateRequestOf(values, { ...values })).toBeNull();
    // Same amount written differently is no change either.
    expect(updateRequestOf(values, { ...values, totalAmount: '1234,56' })).toBeNull();
  });

  it('sends only the changed fields, so untouched ones stay the extraction’s', () => {
    const before = formValuesOf(invoice);
    expect(updateRequestOf(before, { ...before, invoiceNumber: 'INV-2' })).toEqual({
      extractedData: { invoiceNumber: 'INV-2' },
    });
    expect(
      updateRequestOf(before, { ...before, vendorTaxId: '', vendorAddress: '1 Main St' }),
    ).toEqual({ extractedData: { vendor: { taxId: null, address: '1 Main St' } } });
    expect(updateRequestOf(before, { ...before, name: 'AWS March', type: 'receipt' })).toEqual({
      name: 'AWS March',
      type: 'receipt',
    });
  });

  it('sends amounts in minor units, and the amount again when the currency changes', () => {
    const before = formValuesOf(invoice);
    expect(updateRequestOf(before, { ...before, totalAmount: '99.5' })).toEqual({
      extractedData: { totalAmount: 9950 },
    });
    expect(updateRequestOf(before, { ...before, currency: 'USD' })).toEqual({
      extractedData: { currency: 'USD', totalAmount: 123456 },
    });
    expect(updateRequestOf(before, { ...before, totalAmount: '', currency: '' })).toEqual({
      extractedData: { currency: null, totalAmount: null },
    });
  });

  it('shows net and tax as amounts and sends them in minor units, again on a new currency', () => {
    const withParts = {
      ...invoice,
      extractedData: { ...invoice.extractedData!, netAmount: 103745, taxAmount: 19711 },
    };
    const before = formValuesOf(withParts);
    expect(before).toMatchObject({ netAmount: '1037.45', taxAmount: '197.11' });
    expect(formValuesOf(invoice)).toMatchObject({ netAmount: '', taxAmount: '' });
    expect(updateRequestOf(before, { ...before, taxAmount: '197.12' })).toEqual({
      extractedData: { taxAmount: 19712 },
    });
    expect(updateRequestOf(before, { ...before, currency: 'JPY' })).toEqual({
      extractedData: { currency: 'JPY', totalAmount: null, netAmount: null, taxAmount: null },
    });
    const result = ZExtractedDetailsForm.safeParse({ ...before, currency: 'JPY' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'totalAmount',
      'netAmount',
      'taxAmount',
    ]);
  });

  it('sends the whole list of parties when one changed', () => {
    const before = { ...formValuesOf(invoice), parties: [{ name: 'Acme', role: 'Client' }] };
    expect(
      updateRequestOf(before, { ...before, parties: [{ name: 'Acme', role: 'Supplier' }] }),
    ).toEqual({ extractedData: { parties: [{ name: 'Acme', role: 'Supplier' }] } });
    expect(updateRequestOf(before, { ...before, parties: [] })).toEqual({
      extractedData: { parties: [] },
    });
  });
});

describe('extracted details validation', () => {
  const valid = formValuesOf(invoice);
  const messages = (input: Partial<typeof valid>) => {
    const result = ZExtractedDetailsForm.safeParse({ ...valid, ...input });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts the document as it is and normalises the currency', () => {
    expect(messages({})).toEqual([]);
    expect(ZExtractedDetailsForm.parse({ ...valid, currency: 'usd' }).currency).toBe('USD');
  });

  it('names what is wrong', () => {
    expect(messages({ name: ' ' })).toEqual([DETAIL_MESSAGES.nameRequired]);
    expect(messages({ issueDate: '2024-02-30' })).toEqual([DETAIL_MESSAGES.date]);
    expect(messages({ totalAmount: 'twelve' })).toEqual([DETAIL_MESSAGES.amount]);
    expect(messages({ currency: 'EURO' })).toEqual([DETAIL_MESSAGES.currency]);
    expect(messages({ currency: '' })).toEqual([DETAIL_MESSAGES.currencyNeeded]);
    expect(messages({ totalAmount: '1.234' })).toEqual([DETAIL_MESSAGES.decimals('EUR', 2)]);
    expect(messages({ totalAmount: '1.5', currency: 'JPY' })).toEqual([
      'JPY amounts have no decimals',
    ]);
    expect(messages({ dueDate: '2024-02-01' })).toEqual([DETAIL_MESSAGES.dueBeforeIssue]);
    expect(messages({ startDate: '2024-05-01', endDate: '2024-04-01' })).toEqual([
      DETAIL_MESSAGES.endBeforeStart,
    ]);
    expect(messages({ vendorTaxId: 'DE<1>' })).toEqual([DETAIL_MESSAGES.taxId]);
    expect(messages({ invoiceNumber: 'x'.repeat(201) })).toEqual([DETAIL_MESSAGES.tooLong(200)]);
    expect(messages({ parties: [{ name: '', role: 'Client' }] })).toEqual([
      DETAIL_MESSAGES.partyName,
    ]);
  });
});

describe('fields per document type', () => {
  const empty = formValuesOf({ name: 'x', type: null, extractedData: null });

  it('offers the fields of the chosen type', () => {
    expect(visibleFields('contract', empty)).toEqual(
      new Set([
        'contractNumber',
        'startDate',
        'endDate',
        'parties',
        'vendorName',
        'vendorAddress',
        'vendorTaxId',
      ]),
    );
    expect(visibleFields('receipt', empty).has('transactionDate')).toBe(true);
    expect(visibleFields('receipt', empty).has('invoiceNumber')).toBe(false);
    expect(visibleFields('', empty).has('invoiceNumber')).toBe(true);
  });

  it('never hides a field that has a value', () => {
    const saved = { ...empty, invoiceNumber: 'INV-9', parties: [{ name: 'A', role: 'B' }] };
    const fields = visibleFields('receipt', saved);
    expect(fields.has('invoiceNumber')).toBe(true);
    expect(fields.has('parties')).toBe(true);
    expect(fields.has('dueDate')).toBe(false);
  });
});
