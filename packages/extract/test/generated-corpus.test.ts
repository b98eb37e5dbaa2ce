/**
 * Each rule on many generated invoices (test/corpus: development layouts only, en/de/fr/nl/it/es,
 * several currencies and date formats), read through the real PDF text path. The held-out
 * layouts are never used here; `npm run bench:extract` measures them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeCompanyName } from '../src/company-name.js';
import { extractDocument, type TExtractionResult } from '../src/index.js';
import { generateDocument, layoutsOf, type GeneratedDocument } from './corpus/generate.js';

const SEED = 4242;
const COUNT = 60;
const invoices = layoutsOf('dev').filter((l) => l.kind === 'invoice');
let docs: Array<{ doc: GeneratedDocument; result: TExtractionResult }> = [];

beforeAll(async () => {
  docs = [];
  for (let i = 0; i < COUNT; i++) {
    const doc = await generateDocument(SEED, i, invoices);
    docs.push({ doc, result: await extractDocument(doc.pdf) });
  }
}, 120_000);

const share = (items: boolean[]) => items.filter(Boolean).length / Math.max(1, items.length);
const cents = (n: number | null) => (n === null ? null : Math.round(n * 100));

describe('generated invoices, development layouts', () => {
  it('covers every language and several currencies', () => {
    expect(new Set(docs.map((d) => d.doc.model.lang)).size).toBe(6);
    expect(new Set(docs.map((d) => d.doc.model.currency)).size).toBeGreaterThanOrEqual(3);
  });

  it('reads the invoice number next to or under its label, in every language', () => {
    const right = docs.map(
      ({ doc, result }) => result.extractedData.invoiceNumber === doc.label.invoiceNumber,
    );
    expect(share(right)).toBeGreaterThanOrEqual(0.9);
  });

  it('takes the issue date, never the delivery date', () => {
    const right = docs.map(
      ({ doc, result }) => result.extractedData.issueDate === doc.label.issueDate,
    );
    expect(share(right)).toBeGreaterThanOrEqual(0.9);
    for (const { doc, result } of docs)
      if (doc.label.distractors?.deliveryDate !== doc.label.issueDate)
        expect(result.extractedData.issueDate).not.toBe(doc.label.distractors?.deliveryDate);
  });

  it('finds the due date from a label or from payment terms in days', () => {
    const withDue = docs.filter((d) => d.doc.label.dueDate);
    const terms = withDue.filter((d) => d.doc.model.dueShown === 'terms');
    expect(terms.length).toBeGreaterThan(3);
    for (const { doc, result } of terms)
      expect(result.extractedData.dueDate).toBe(doc.label.dueDate);
    const right = withDue.map(
      ({ doc, result }) => result.extractedData.dueDate === doc.label.dueDate,
    );
    expect(share(right)).toBeGreaterThanOrEqual(0.85);
  });

  it('takes the grand total, never the net subtotal, and a negative total on credit notes', () => {
    for (const { doc, result } of docs) {
      // Without tax (US sales without tax) net and gross are the same amount.
      if (doc.model.vat === 0) continue;
      expect(result.extractedData.totalAmount).not.toBe(cents(doc.label.distractors?.net ?? null));
    }
    const credits = docs.filter((d) => d.doc.model.credit);
    for (const { doc, result } of credits)
      expect(result.extractedData.totalAmount).toBe(cents(doc.label.totalAmount));
    const right = docs.map(
      ({ doc, result }) => result.extractedData.totalAmount === cents(doc.label.totalAmount),
    );
    expect(share(right)).toBeGreaterThanOrEqual(0.9);
  });

  it('never takes the buyer for the vendor, and names the vendor', () => {
    for (const { doc, result } of docs) {
      const buyer = doc.label.distractors?.buyerName;
      if (buyer && result.extractedData.vendor.name)
        expect(normalizeCompanyName(result.extractedData.vendor.name)).not.toBe(
          normalizeCompanyName(buyer),
        );
    }
    const right = docs.map(
      ({ doc, result }) =>
        normalizeCompanyName(result.extractedData.vendor.name ?? '') ===
        normalizeCompanyName(doc.label.vendorName ?? ''),
    );
    expect(share(right)).toBeGreaterThanOrEqual(0.85);
  });

  it("takes the vendor's VAT id (checksum valid), not the buyer's nor a national number", () => {
    const withId = docs.filter((d) => d.doc.label.vendorTaxId);
    for (const { doc, result } of withId)
      if (doc.label.distractors?.buyerTaxId)
        expect(result.extractedData.vendor.taxId).not.toBe(doc.label.distractors.buyerTaxId);
    const right = withId.map(
      ({ doc, result }) => result.extractedData.vendor.taxId === doc.label.vendorTaxId,
    );
    expect(share(right)).toBeGreaterThanOrEqual(0.85);
  });

  it('reads the currency', () => {
    const right = docs.map(
      ({ doc, result }) => result.extractedData.currency === doc.label.currency,
    );
    expect(share(right)).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps the evidence of each value in fieldMeta', () => {
    const meta = docs[0]?.result.fieldMeta;
    expect(meta?.invoiceNumber?.evidence).toMatch(/label/);
    expect(meta?.totalAmount?.evidence).toBeTruthy();
  });
});
