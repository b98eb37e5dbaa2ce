/**
 * The 'bills' corpus generator (test/corpus/bills-*.ts) where it can go wrong: labels not
 * printed, the total labelled as the balance after instalments or payments, a due date
 * labelled on a credit or a card payment, a creditor id or meter number that passes as a VAT
 * id. No extraction here: `npm run bench:extract` measures.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openPdf } from '../src/text/pdfjs.js';
import { iso, rng } from './corpus/model.js';
import { generateFresh, type FreshDocument } from './corpus/fresh-corpus.js';
import { BILLS } from './corpus/bills-corpus.js';
import { creditorId } from './corpus/bills-parts.js';
import type { EnergyModel } from './corpus/bills-energy.js';
import type { SaasModel } from './corpus/bills-subscriptions.js';

const SEED = 501;
const COUNT = BILLS.length * 10;

async function text(pdf: Uint8Array): Promise<string> {
  const doc = await openPdf(pdf);
  try {
    let out = '';
    for (let p = 1; p <= doc.numPages; p++) {
      const content = await (await doc.getPage(p)).getTextContent();
      out += content.items.map((i) => ('str' in i ? i.str : '')).join('');
    }
    return out;
  } finally {
    await doc.loadingTask.destroy();
  }
}

let bills: Array<{ doc: FreshDocument; text: string }> = [];

beforeAll(async () => {
  bills = [];
  for (let i = 0; i < COUNT; i++) {
    const doc = await generateFresh(SEED, i, BILLS, 'bills');
    bills.push({ doc, text: await text(doc.pdf) });
  }
}, 120_000);

const plain = (s: string) => s.replace(/[\s-]/g, '');
const amount = (d: FreshDocument, minor: number) =>
  d.model.fmtMoney(Math.abs(minor), { symbol: false });
const of = (name: string) => bills.filter((b) => b.doc.layout.name === name);

describe('bills corpus generator', () => {
  it('has four layouts in many countries, every producer', () => {
    expect(BILLS.map((l) => l.name)).toEqual(['telecom', 'energy', 'saas', 'insurance']);
    const countries = new Set(bills.map((b) => b.doc.model.country.code));
    for (const cc of ['DE', 'NL', 'FR', 'GB', 'AT']) expect(countries).toContain(cc);
    expect(new Set(bills.map((b) => b.doc.model.producer))).toEqual(
      new Set(['runs', 'shuffled', 'glyphs', 'pieces']),
    );
    for (const b of bills) expect(b.doc.label.split).toBe('bills');
  });

  it('is the same document for the same seed and index', async () => {
    const again = await generateFresh(SEED, 5, BILLS, 'bills');
    expect(again.label).toEqual(bills[5]!.doc.label);
    expect(await text(again.pdf)).toEqual(bills[5]!.text);
  });

  it('labels only what is printed: number, vendor, tax id, total, dates', () => {
    for (const { doc, text: t } of bills) {
      const l = doc.label;
      expect(plain(t), l.file).toContain(plain(l.invoiceNumber!));
      expect(plain(t), l.file).toContain(plain(l.vendorName!));
      if (l.vendorTaxId) expect(plain(t), l.file).toContain(plain(l.vendorTaxId));
      expect(plain(t), l.file).toContain(plain(amount(doc, doc.model.gross)));
      expect(l.issueDate).toBe(iso(doc.model.issue));
      if (l.dueDate) expect(plain(t), l.file).toContain(plain(doc.model.fmtDate(doc.model.due!)));
    }
  });

  it('labels the gross cost, not the balance after instalments; no due date on a credit', () => {
    const energy = of('energy').map((b) => ({ ...b, m: b.doc.model as unknown as EnergyModel }));
    expect(energy.some((b) => b.m.balance > 0)).toBe(true);
    expect(energy.some((b) => b.m.balance <= 0)).toBe(true);
    for (const { doc, m, text: t } of energy) {
      expect(doc.label.totalAmount).toBe(m.gross / 100);
      expect(plain(t)).toContain(plain(amount(doc, m.balance)));
      if (m.balance <= 0) expect(doc.label.dueDate).toBeNull();
    }
  });

  it('labels a paid subscription with its total, its due date only when printed', () => {
    for (const { doc, text: t } of of('saas')) {
      const m = doc.model as unknown as SaasModel;
      expect(doc.label.totalAmount).toBeGreaterThan(0);
      if (m.paidByCard) expect(plain(t)).toContain(plain(amount(doc, 0)));
      if (!m.due) expect(doc.label.dueDate).toBeNull();
    }
  });

  it('prints insurance tax instead of VAT and a valid SEPA creditor id', () => {
    for (const { text: t } of of('insurance'))
      expect(t).toMatch(/Versicherungsteuer|Versicherungssteuer|conventions d'assurance|Taxes/);
    const id = creditorId(rng(9), 'DE');
    expect(id).toMatch(/^DE\d{2}ZZZ0\d{10}$/);
    const numeric = `${id.slice(7)}DE${id.slice(2, 4)}`.replace(/[A-Z]/g, (c) =>
      String(c.charCodeAt(0) - 55),
    );
    expect(BigInt(numeric) % 97n).toBe(1n);
  });
});
