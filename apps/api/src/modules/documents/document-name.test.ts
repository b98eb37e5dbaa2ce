import { describe, expect, it } from 'vitest';
import { isMeaninglessFilename, nameFromData, processedName } from './document-name';
import { emptyExtractedData } from '@papertray/contract';

const invoice = {
  ...emptyExtractedData(),
  invoiceNumber: '123',
  issueDate: '2024-03-01',
  vendor: { name: 'Acme GmbH', address: null, taxId: null },
};

describe('document names', () => {
  it.each([
    'scan_1.jpg',
    'scan.pdf',
    'IMG_1234.JPG',
    'PXL_20240301_101010.jpg',
    'document.pdf',
    'Dokument (2).pdf',
    'download.pdf',
    '20240301.pdf',
    '6f1c2d3e-1111-2222-3333-444455556666.pdf',
    'WhatsApp Image 2024-03-01 at 10.00.00.jpeg',
  ])('treats %s as saying nothing', (name) => {
    expect(isMeaninglessFilename(name)).toBe(true);
  });

  it.each(['Rechnung Telekom März.pdf', 'invoice-acme-2024-03.pdf', 'Mietvertrag.pdf'])(
    'keeps %s',
    (name) => {
      expect(isMeaninglessFilename(name)).toBe(false);
    },
  );

  it('builds "Vendor – Invoice 123 – date" from the data', () => {
    expect(nameFromData('invoice', invoice)).toBe('Acme GmbH – Invoice 123 – 2024-03-01');
    expect(nameFromData('receipt', { ...invoice, invoiceNumber: null })).toBe(
      'Acme GmbH – Receipt – 2024-03-01',
    );
    expect(nameFromData('other', emptyExtractedData())).toBeNull();
  });

  it('renames only untouched meaningless names, never a name a user typed', () => {
    const base = {
      originalFilename: 'scan_1.jpg',
      previousAutoName: null,
      type: 'invoice' as const,
    };
    expect(processedName({ ...base, currentName: 'scan_1.jpg', data: invoice })).toBe(
      'Acme GmbH – Invoice 123 – 2024-03-01',
    );
    expect(processedName({ ...base, currentName: 'Office rent', data: invoice })).toBe(
      'Office rent',
    );
    const previousAutoName = 'Acme GmbH – Invoice 122 – 2024-03-01';
    expect(
      processedName({ ...base, previousAutoName, currentName: previousAutoName, data: invoice }),
    ).toBe('Acme GmbH – Invoice 123 – 2024-03-01');
    expect(
      processedName({
        ...base,
        originalFilename: 'Telekom.pdf',
        currentName: 'Telekom.pdf',
        data: invoice,
      }),
    ).toBe('Telekom.pdf');
  });
});
