/**
 * The net/tax rule on many generated documents (test/corpus with its tax variants: the
 * development layouts in six languages and four currencies, one or two VAT rates, a "total VAT"
 * line, zero-rated invoices, credit notes, receipts printing only the tax), through the real
 * PDF text path. Held-out layouts are not used here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { extractDocument, type TExtractionResult } from '../src/index.js';
import { generateDocument, layoutsOf, type GeneratedDocument } from './corpus/generate.js';

const SEED = 9157;
const COUNT = 72;
let docs: Array<{ doc: GeneratedDocument; result: TExtractionResult }> = [];

beforeAll(async () => {
  docs = [];
  const layouts = layoutsOf('dev');
  for (let i = 0; i < COUNT; i++) {
    const doc = await generateDocument(SEED, i, layouts, { taxVariants: true });
    docs.push({ doc, result: await extractDocument(doc.pdf) });
  }
}, 180_000);

const cents = (n: number | null | undefined) => (n == null ? null : Math.round(n * 100));
const share = (items: boolean[]) => items.filter(Boolean).length / Math.max(1, items.length);
const invoices = () => docs.filter((d) => d.doc.spec.kind === 'invoice');
const expected = ({ doc }: { doc: GeneratedDocument }) => ({
  net: cents(doc.label.distractors?.net),
  tax: cents(doc.label.distractors?.vat),
});

describe('net and tax on generated documents', () => {
  it('varies languages, currencies, rates and layouts', () => {
    const all = invoices();
    expect(new Set(all.map((d) => d.doc.model.lang)).size).toBe(6);
    expect(new Set(all.map((d) => d.doc.model.currency)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((d) => d.doc.spec.name)).size).toBe(5);
    expect(all.filter((d) => d.doc.model.taxLines).length).toBeGreaterThanOrEqual(5);
    expect(all.filter((d) => d.doc.model.vat === 0).length).toBeGreaterThanOrEqual(2);
    expect(all.filter((d) => d.doc.model.taxTotalLabel).length).toBeGreaterThanOrEqual(5);
    expect(all.filter((d) => d.doc.model.credit).length).toBeGreaterThanOrEqual(2);
  });

  it('reads net and tax on invoices whose total is right', () => {
    const right = invoices().filter(
      ({ doc, result }) => result.extractedData.totalAmount === cents(doc.label.totalAmount),
    );
    const found = right.map(({ doc, result }) => {
      const want = expected({ doc });
      return (
        result.extractedData.netAmount === want.net && result.extractedData.taxAmount === want.tax
      );
    });
    expect(share(found)).toBeGreaterThanOrEqual(0.9);
  });

  it('sums two rates, and is not misled by a total-VAT line', () => {
    const split = invoices().filter((d) => d.doc.model.taxLines);
    for (const d of split) expect(d.result.extractedData.taxAmount).toBe(expected(d).tax);
  });

  it('never sets a wrong value: set means net + tax = total (credit notes negative)', () => {
    for (const { doc, result } of docs) {
      const { netAmount: net, taxAmount: tax, totalAmount: total } = result.extractedData;
      if (net == null) {
        expect(tax ?? null).toBeNull();
        continue;
      }
      expect(Math.abs(net + tax! - total!)).toBeLessThanOrEqual(1);
      expect({ net, tax }).toEqual(expected({ doc }));
      if (doc.model.credit) expect(net).toBeLessThan(0);
    }
  });

  it('leaves them unset on receipts that print the tax but no net', () => {
    const receipts = docs.filter((d) => d.doc.spec.kind === 'receipt');
    expect(receipts.length).toBeGreaterThan(5);
    for (const { result } of receipts) expect(result.extractedData.netAmount ?? null).toBeNull();
  });
});
