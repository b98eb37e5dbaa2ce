/**
 * The fresh corpus generator (test/corpus/fresh-*.ts) where it can go wrong: labels that are
 * not printed, a credit note labelled positive or by the invoice it corrects, a multi-page
 * invoice that fits on one page, an amount due labelled as the total, the buyer as the vendor,
 * and runs that differ for the same seed. No extraction here: `npm run bench:extract` measures.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openPdf } from '../src/text/pdfjs.js';
import { invoiceModel, iso, rng } from './corpus/model.js';
import {
  FRESH_INVOICES,
  FRESH_RECEIPTS,
  generateFresh,
  type FreshDocument,
} from './corpus/fresh-corpus.js';

const SEED = 201;
const COUNT = FRESH_INVOICES.length * 5;

async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const doc = await openPdf(pdf);
  try {
    const pages: string[] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const content = await (await doc.getPage(p)).getTextContent();
      pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join('\n'));
    }
    return pages;
  } finally {
    await doc.loadingTask.destroy();
  }
}

interface Read {
  doc: FreshDocument;
  pages: string[];
  text: string;
}
let invoices: Read[] = [];
let receipts: Read[] = [];

async function read(doc: FreshDocument): Promise<Read> {
  const pages = await pageTexts(doc.pdf);
  return { doc, pages, text: pages.join('\n') };
}

beforeAll(async () => {
  invoices = [];
  receipts = [];
  for (let i = 0; i < COUNT; i++)
    invoices.push(await read(await generateFresh(SEED, i, FRESH_INVOICES)));
  for (let i = 0; i < 12; i++)
    receipts.push(await read(await generateFresh(SEED, i, FRESH_RECEIPTS)));
}, 120_000);

const plain = (s: string) => s.replace(/\s/g, '');
const amount = (d: FreshDocument, minor: number) =>
  d.model.fmtMoney(Math.abs(minor), { symbol: false });

describe('fresh corpus generator', () => {
  it('has at least eight invoice layouts and two receipt layouts, in six languages', () => {
    expect(FRESH_INVOICES.length).toBeGreaterThanOrEqual(8);
    expect(FRESH_RECEIPTS.length).toBeGreaterThanOrEqual(2);
    expect(new Set(invoices.map((r) => r.doc.model.lang)).size).toBe(6);
  });

  it('is the same document for the same seed and index', async () => {
    const again = await generateFresh(SEED, 7, FRESH_INVOICES);
    expect(again.label).toEqual(invoices[7]!.doc.label);
    expect(await pageTexts(again.pdf)).toEqual(invoices[7]!.pages);
    const other = await generateFresh(SEED + 1, 7, FRESH_INVOICES);
    expect(other.label).not.toEqual(invoices[7]!.doc.label);
  });

  it('labels only what is printed: number, vendor, tax id, total, due date', () => {
    for (const { doc, text } of [...invoices, ...receipts]) {
      const l = doc.label;
      expect(text, l.file).toContain(l.invoiceNumber!);
      expect(plain(text), l.file).toContain(plain(l.vendorName!));
      if (l.vendorTaxId) expect(plain(text), l.file).toContain(l.vendorTaxId);
      expect(text, l.file).toContain(amount(doc, doc.model.gross));
      expect(l.issueDate).toBe(iso(doc.model.issue));
      if (doc.model.fresh?.terms.dated && l.dueDate)
        expect(text, l.file).toContain(doc.model.fmtDate(doc.model.due!));
    }
  });

  it('labels credit notes negative, by their own number, never the corrected invoice', () => {
    const credits = invoices.filter((r) => r.doc.layout.name === 'credit-note');
    expect(credits.length).toBeGreaterThanOrEqual(4);
    for (const { doc, text } of credits) {
      const l = doc.label;
      expect(l.totalAmount!).toBeLessThan(0);
      expect(l.distractors!.net).toBeLessThan(0);
      const ref = l.distractors!.referencedNumber!;
      expect(ref).not.toBe(l.invoiceNumber);
      expect(text).toContain(ref);
      expect(l.dueDate).toBeNull();
    }
    // Only credit notes are credits.
    for (const { doc } of invoices.filter((r) => r.doc.layout.name !== 'credit-note'))
      expect(doc.label.totalAmount!).toBeGreaterThan(0);
  });

  it('prints multi-page invoices on two pages or more, the items carried over, totals last', () => {
    const multi = invoices.filter((r) => r.doc.layout.name === 'multi-page');
    expect(multi.length).toBeGreaterThanOrEqual(4);
    for (const { doc, pages } of multi) {
      expect(pages.length).toBeGreaterThanOrEqual(2);
      const gross = amount(doc, doc.model.gross);
      expect(pages.at(-1)).toContain(gross);
      expect(pages[0]).not.toContain(gross);
      // The head repeats the number on the last page.
      expect(pages.at(-1)).toContain(doc.label.invoiceNumber!);
    }
  });

  it('labels the invoice total, not the amount due after a prepayment or withholding', () => {
    const reduced = invoices.filter((r) => r.doc.label.distractors?.amountDue != null);
    expect(reduced.length).toBeGreaterThanOrEqual(5);
    for (const { doc, text } of reduced) {
      const f = doc.model.fresh!;
      const withheld = f.withholding && !f.withholding.inTotal ? f.withholding.amount : 0;
      expect(f.amountDue).toBe(doc.model.gross - f.prepaid - withheld);
      expect(doc.label.totalAmount).toBe(doc.model.gross / 100);
      expect(text).toContain(amount(doc, f.amountDue));
    }
  });

  it('adds up: items, discount, shipping, the VAT lines and the total', () => {
    for (const { doc } of invoices) {
      const m = doc.model;
      const f = m.fresh!;
      expect(m.lines.reduce((s, l) => s + l.amount, 0)).toBe(f.items);
      expect(m.net).toBe(f.items - f.discount + f.shipping);
      const vat = f.taxes.reduce((s, t) => s + t.vat, 0);
      const irpf = f.withholding?.inTotal ? f.withholding.amount : 0;
      expect(m.gross).toBe(m.net + vat - irpf);
    }
  });

  it('derives due dates only from terms that define one', () => {
    for (const { doc } of invoices) {
      const t = doc.model.fresh!.terms;
      if (doc.model.credit) continue;
      if (t.kind === 'receipt' || (t.kind === 'eom' && !t.dated))
        expect(doc.label.dueDate).toBeNull();
      if (t.kind === 'days' || t.kind === 'skonto') {
        const days =
          (Date.parse(doc.label.dueDate!) - Date.parse(doc.label.issueDate!)) / 86_400_000;
        expect(days).toBe(t.days);
      }
    }
  });

  it("labels a small business's tax number as its tax id when it prints no VAT id", () => {
    const grid = invoices.filter((r) => r.doc.layout.name === 'parties-grid');
    const small = grid.filter((r) => r.doc.model.vat === 0 && r.doc.model.country.code === 'DE');
    expect(small.length).toBeGreaterThanOrEqual(1);
    for (const { doc, text } of small) {
      expect(doc.label.vendorTaxId).toBe(doc.model.seller.taxNumber);
      expect(text).toContain(`Steuernummer ${doc.model.seller.taxNumber}`);
      expect(text).toContain('§ 19 UStG');
      expect(doc.label.totalAmount).toBe(doc.model.net / 100);
    }
  });

  it('never makes the buyer the vendor; buyers are companies with a legal form', () => {
    for (const { doc } of invoices) {
      const buyer = doc.label.distractors!.buyerName!;
      expect(buyer).not.toBe(doc.label.vendorName);
      expect(doc.model.buyer!.country.forms.some((f) => buyer.endsWith(f))).toBe(true);
    }
  });

  it('writes text out of reading order for a "shuffled" producer, the facts unchanged', async () => {
    const layout = FRESH_INVOICES[0]!;
    const made = (producer: 'runs' | 'shuffled') =>
      layout.make({ ...invoiceModel(rng(5), 'invoice', 'DE'), producer });
    const [runs, shuffled] = [made('runs'), made('shuffled')];
    expect(shuffled.model.number).toBe(runs.model.number);
    expect(shuffled.model.gross).toBe(runs.model.gross);
    const text = async (pdf: Uint8Array) => (await pageTexts(pdf))[0]!;
    const [a, b] = [await text(await runs.render()), await text(await shuffled.render())];
    // The same characters, in another order.
    const chars = (s: string) => [...plain(s)].sort().join('');
    expect(chars(b)).toBe(chars(a));
    expect(plain(b)).not.toBe(plain(a));
    const producers = new Set(invoices.map((r) => r.doc.model.producer));
    expect(producers).toEqual(new Set(['runs', 'shuffled']));
  });

  it('prints the merchant of a foot-name receipt only under its total', () => {
    // In reading order only: a shuffled producer writes the text in an order of its own.
    const foot = receipts.filter(
      (r) => r.doc.layout.name === 'scan-receipt-foot-name' && r.doc.model.producer === 'runs',
    );
    expect(foot.length).toBeGreaterThanOrEqual(2);
    for (const { doc, text } of foot) {
      const total = plain(text).indexOf(plain(amount(doc, doc.model.gross)));
      expect(total).toBeGreaterThan(0);
      expect(plain(text).indexOf(plain(doc.label.vendorName!))).toBeGreaterThan(total);
    }
  });
});
