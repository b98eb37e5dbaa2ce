/**
 * The wild corpus generator (test/corpus/wild-*.ts) where it can go wrong: a label that is not
 * printed, a company label that keeps its registration number, amounts that do not add up, a
 * total that is not what was paid, and runs that differ for the same seed. No extraction here:
 * `npm run bench:extract` measures.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPdf } from '../src/text/pdfjs.js';
import type { FreshDocument } from './corpus/fresh-corpus.js';
import { generateWild, wildImage } from './corpus/wild-corpus.js';
import { rm, WILD_RECEIPTS, type WildModel } from './corpus/wild-receipts.js';

const SEED = 301;
const COUNT = WILD_RECEIPTS.length * 8;

async function pageText(pdf: Uint8Array): Promise<string> {
  const doc = await openPdf(pdf);
  try {
    const content = await (await doc.getPage(1)).getTextContent();
    return content.items.map((i) => ('str' in i ? i.str : '')).join('\n');
  } finally {
    await doc.loadingTask.destroy();
  }
}

let docs: Array<{ doc: FreshDocument; text: string }> = [];
beforeAll(async () => {
  docs = [];
  for (let i = 0; i < COUNT; i++) {
    const doc = await generateWild(SEED, i);
    docs.push({ doc, text: await pageText(doc.pdf) });
  }
}, 120_000);

const plain = (s: string) => s.replace(/\s/g, '');
const wild = (d: FreshDocument) => (d.model as WildModel).wild;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Does the text print this ISO date in one of the ways a Malaysian till does? */
function printsDate(text: string, iso: string): boolean {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const yy = y.slice(2);
  const mon = MONTHS[Number(m) - 1]!;
  const forms = [
    `${d}/${m}/${y}`,
    `${d}-${m}-${y}`,
    `${d}-${m}-${yy}`,
    `${d}/${m}/${yy}`,
    `${d}-${mon}-${y}`,
    `${d} ${mon.toUpperCase()} ${y}`,
    `${mon} ${d}, ${y}`,
    `${y}/${m}/${d}`,
    `${y}-${m}-${d}`,
    `${d}.${m}.${yy}`,
    `${d}.${m}.${y}`,
  ];
  return forms.some((f) => plain(text).includes(plain(f)));
}

describe('wild corpus generator', () => {
  it('cycles five layouts, all Malaysian ringgit, dated 2017 to mid-2019', () => {
    expect(new Set(docs.map((d) => d.doc.layout.name)).size).toBe(5);
    for (const { doc } of docs) {
      expect(doc.label.currency).toBe('MYR');
      expect(doc.label.split).toBe('wild');
      expect(doc.label.issueDate! >= '2017-01-01' && doc.label.issueDate! < '2019-07-01').toBe(
        true,
      );
    }
  });

  it('labels what SROIE labels: company, date and total; no number, due date or tax id', () => {
    for (const { doc } of docs) {
      const l = doc.label;
      expect(l.invoiceNumber, l.file).toBeNull();
      expect(l.dueDate, l.file).toBeNull();
      expect(l.vendorTaxId, l.file).toBeNull();
      expect(l.vendorName, l.file).toBeTruthy();
      expect(l.totalAmount, l.file).toBeGreaterThan(0);
    }
  });

  it('prints every label: the company line, the date, the total as paid', () => {
    for (const { doc, text } of docs) {
      const l = doc.label;
      expect(plain(text), l.file).toContain(plain(l.vendorName!));
      expect(printsDate(text, l.issueDate!), `${l.file} ${l.issueDate}`).toBe(true);
      expect(plain(text), l.file).toContain(rm(Math.round(l.totalAmount! * 100)));
    }
  });

  it('labels the company without its registration number, which is printed', () => {
    const withReg = docs.filter(({ text, doc }) =>
      new RegExp(
        `\\((?:CO\\. REG : |Co\\. No\\. |ROC No: )?[A-Z0-9]*\\d{5,}-[A-Z]\\)|Company No`,
      ).test(text.slice(0, text.indexOf(doc.label.vendorName!) + 200)),
    );
    expect(withReg.length).toBeGreaterThan(COUNT / 2);
    for (const { doc } of docs) expect(doc.label.vendorName).not.toMatch(/\d{5,}-[A-Z]/);
  });

  it('adds up: items − discount + service + tax + rounding = total, cash − change = total', () => {
    let rounded = 0;
    for (const { doc } of docs) {
      const w = wild(doc);
      const tax = w.taxIncluded ? 0 : w.tax;
      expect(w.items - w.discount + w.service + tax + w.rounding, doc.label.file).toBe(w.total);
      expect(Math.abs(w.rounding)).toBeLessThanOrEqual(2);
      if (w.rounding) rounded++;
      if (w.cash !== null) expect(w.cash - w.change!).toBe(w.total);
      expect(Math.round(doc.label.totalAmount! * 100)).toBe(w.total);
    }
    expect(rounded).toBeGreaterThan(COUNT / 4);
  });

  it('taxes by the date: GST 6% to May 2018, 0% to August, SST after', () => {
    for (const { doc, text } of docs) {
      const w = wild(doc);
      if (w.regime === 'sst') expect(text, doc.label.file).not.toMatch(/GST/);
      if (w.regime === 'gst') expect(doc.label.issueDate! < '2018-06-01').toBe(true);
    }
  });

  it('is the same document and the same scan for the same seed', async () => {
    const again = await generateWild(SEED, 7);
    expect(again.label).toEqual(docs[7]!.doc.label);
    expect(await pageText(again.pdf)).toEqual(docs[7]!.text);
    const a = await wildImage(again, SEED, 7);
    const b = await wildImage(docs[7]!.doc, SEED, 7);
    expect(a.conditions).toEqual(b.conditions);
    expect(a.jpeg.equals(b.jpeg)).toBe(true);
    const other = await generateWild(SEED + 1, 7);
    expect(other.label).not.toEqual(docs[7]!.doc.label);
  });

  it('scans 300–1000 px wide JPEGs, photos and flatbed scans with their conditions', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 15; i++) {
      const scan = await wildImage(docs[i]!.doc, SEED, i);
      const meta = await sharp(scan.jpeg).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBeGreaterThanOrEqual(300);
      expect(meta.width).toBeLessThanOrEqual(1400);
      for (const c of scan.conditions) seen.add(c);
    }
    for (const c of ['scan', 'margin', 'rotated']) expect(seen).toContain(c);
  }, 60_000);
});
