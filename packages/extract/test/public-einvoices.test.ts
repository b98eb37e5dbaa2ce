/**
 * Public e-invoice samples (fixtures/einvoices-public, decision 091): every labelled field of each
 * XML is read exactly. Labels were made from the XML by an independent script (stdlib XML, no
 * Papertray code) and checked by eye; null means "not labelled". XML only, so this stays fast.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Label } from '../bench/labels.js';
import { extractDocument } from '../src/index.js';

/** The bench's label row (bench/labels.ts), with the sample's syntax and type code (BT-3). */
type PublicLabel = Label & { syntax: string; documentTypeCode: string | null };

const folder = path.join(import.meta.dirname, 'fixtures/einvoices-public');
const labels = JSON.parse(readFileSync(path.join(folder, 'labels.json'), 'utf8')) as PublicLabel[];
const compactId = (id: string) => id.replace(/[\s.-]/g, '').toUpperCase();

describe('public e-invoice samples are read exactly', () => {
  it('covers ZUGFeRD 1.0, CII and UBL invoices and credit notes', () => {
    const syntaxes = new Set(labels.map((l) => l.syntax));
    expect([...syntaxes].sort()).toEqual(['CII', 'UBL CreditNote', 'UBL Invoice', 'ZUGFeRD 1.0']);
  });

  for (const label of labels) {
    it(`${label.file} (${label.syntax} ${label.documentTypeCode ?? ''})`, async () => {
      const result = await extractDocument(readFileSync(path.join(folder, label.file)), {
        filename: label.file,
      });
      const d = result.extractedData;
      expect(result.fieldMeta.totalAmount?.source).toBe('e-invoice');
      const expected: Record<string, unknown> = {};
      const actual: Record<string, unknown> = {};
      const check = (name: string, want: unknown, got: unknown) => {
        if (want === null) return;
        expected[name] = want;
        actual[name] = got;
      };
      check('invoiceNumber', label.invoiceNumber, d.invoiceNumber);
      check('issueDate', label.issueDate, d.issueDate);
      check('dueDate', label.dueDate, d.dueDate);
      check(
        'totalAmount',
        label.totalAmount === null ? null : Math.round(label.totalAmount * 100),
        d.totalAmount,
      );
      check('currency', label.currency, d.currency);
      check('vendorName', label.vendorName, d.vendor.name);
      check(
        'vendorTaxId',
        label.vendorTaxId === null ? null : compactId(label.vendorTaxId),
        d.vendor.taxId === null ? null : compactId(d.vendor.taxId),
      );
      expect(actual).toEqual(expected);
    });
  }
});
