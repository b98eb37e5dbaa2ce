/**
 * The 'software' corpus generator (test/corpus/software-*.ts) where it can go wrong: labels not
 * printed, a producer that changes the words instead of how they are delivered, a Swiss QR-bill
 * without its ids, a marketplace invoice whose vendor is the marketplace, a wrapped name that
 * loses letters. No extraction here: `npm run bench:extract` measures.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openPdf } from '../src/text/pdfjs.js';
import { invoiceModel, iso, rng } from './corpus/model.js';
import { generateFresh, type FreshDocument } from './corpus/fresh-corpus.js';
import { SOFTWARE_INVOICES } from './corpus/software-corpus.js';
import { hyphenated, qrReference, structuredCommunication } from './corpus/software-parts.js';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { textObjects, type Producer } from './corpus/fresh-pdf.js';

const SEED = 401;
const COUNT = SOFTWARE_INVOICES.length * 8;

async function pageItems(pdf: Uint8Array): Promise<string[]> {
  const doc = await openPdf(pdf);
  try {
    const content = await (await doc.getPage(1)).getTextContent();
    return content.items.map((i) => ('str' in i ? i.str : ''));
  } finally {
    await doc.loadingTask.destroy();
  }
}

interface Read {
  doc: FreshDocument;
  items: string[];
  text: string;
}
let invoices: Read[] = [];

beforeAll(async () => {
  invoices = [];
  for (let i = 0; i < COUNT; i++) {
    const doc = await generateFresh(SEED, i, SOFTWARE_INVOICES, 'software');
    const items = await pageItems(doc.pdf);
    invoices.push({ doc, items, text: items.join('') });
  }
}, 120_000);

const plain = (s: string) => s.replace(/[\s-]/g, '');
const amount = (d: FreshDocument, minor: number) =>
  d.model.fmtMoney(Math.abs(minor), { symbol: false });
const of = (name: string) => invoices.filter((r) => r.doc.layout.name === name);

describe('software corpus generator', () => {
  it('has five layouts, every producer, German, French and English', () => {
    expect(SOFTWARE_INVOICES.map((l) => l.name)).toEqual([
      'lexoffice-de',
      'erp-boxes',
      'datev-letter',
      'odoo-facture',
      'webshop',
    ]);
    expect(new Set(invoices.map((r) => r.doc.model.producer))).toEqual(
      new Set(['runs', 'shuffled', 'glyphs', 'pieces']),
    );
    expect(new Set(invoices.map((r) => r.doc.model.lang))).toEqual(new Set(['de', 'fr', 'en']));
    for (const r of invoices) expect(r.doc.label.split).toBe('software');
  });

  it('is the same document for the same seed and index', async () => {
    const again = await generateFresh(SEED, 7, SOFTWARE_INVOICES, 'software');
    expect(again.label).toEqual(invoices[7]!.doc.label);
    expect(await pageItems(again.pdf)).toEqual(invoices[7]!.items);
  });

  it('labels only what is printed: number, vendor, tax id, total, dates', () => {
    for (const { doc, text } of invoices) {
      const l = doc.label;
      expect(plain(text), l.file).toContain(plain(l.invoiceNumber!));
      expect(plain(text), l.file).toContain(plain(l.vendorName!));
      if (l.vendorTaxId)
        expect(plain(text).replace(/\./g, ''), l.file).toContain(
          plain(l.vendorTaxId).replace(/\./g, ''),
        );
      expect(plain(text), l.file).toContain(plain(amount(doc, doc.model.gross)));
      expect(plain(text), l.file).toContain(plain(doc.model.fmtDate(doc.model.issue)));
      expect(l.issueDate).toBe(iso(doc.model.issue));
      if (l.dueDate && doc.model.fresh!.terms.kind === 'date')
        expect(plain(text), l.file).toContain(plain(doc.model.fmtDate(doc.model.due!)));
    }
  });

  it('labels the total with VAT, not the open amount after a payment', () => {
    const paid = invoices.filter((r) => r.doc.model.fresh!.prepaid > 0);
    expect(paid.length).toBeGreaterThanOrEqual(3);
    for (const { doc, text } of paid) {
      expect(Math.abs(doc.label.totalAmount!)).toBe(doc.model.gross / 100);
      expect(plain(text)).toContain(plain(amount(doc, doc.model.fresh!.amountDue)));
    }
  });

  it('labels a Steuernummer as the tax id only when no VAT id is printed', () => {
    for (const { doc, text } of invoices) {
      const s = doc.model.seller;
      if (doc.label.vendorTaxId === s.taxNumber && s.taxNumber)
        expect(text).not.toMatch(/USt-IdNr\.?:?\s*DE/);
    }
  });

  it('prints a Swiss QR-bill with CHF, the UID as MWST-Nr. and a valid QR reference', () => {
    const swiss = of('datev-letter').filter((r) => r.doc.model.country.code === 'CH');
    expect(swiss.length).toBeGreaterThanOrEqual(1);
    for (const { doc, text } of swiss) {
      expect(doc.label.currency).toBe('CHF');
      expect(doc.label.vendorTaxId).toMatch(/^CHE-\d{3}\.\d{3}\.\d{3}$/);
      for (const w of ['Zahlteil', 'Empfangsschein', 'Konto/Zahlbaran', 'Referenz', 'MWSTNr.CHE'])
        expect(plain(text)).toContain(w);
    }
    const ref = qrReference(rng(3)).replace(/\s/g, '');
    expect(ref).toHaveLength(27);
    const comm = structuredCommunication(rng(4));
    const [, ten, check] = /^\+\+\+(\d{3}\/\d{4}\/\d{3})(\d{2})\+\+\+$/.exec(comm)!;
    expect(Number(ten!.replace(/\//g, '')) % 97 || 97).toBe(Number(check));
  });

  it('makes the seller of a marketplace invoice the vendor, not the marketplace', () => {
    const shop = of('webshop');
    expect(shop.some((r) => /Sold by|Verkauft von|Vendu par/.test(r.text))).toBe(true);
    for (const { doc, text } of shop) {
      expect(doc.label.vendorName).toBe(doc.model.seller.name);
      expect(text).not.toContain(`${doc.label.vendorName}Marketplace`);
      expect(doc.label.dueDate).toBeNull();
    }
  });

  it('wraps a long name with a hyphen and loses no letter', () => {
    expect(hyphenated('Westwind Elektrotechnik GmbH')).toEqual([
      'Westwind Elektro-',
      'technik GmbH',
    ]);
    expect(hyphenated('Vega Bau AG')).toEqual(['Vega Bau AG']);
  });

  it('delivers the same characters whatever the producer, in more text objects', async () => {
    const layout = SOFTWARE_INVOICES[0]!;
    const made = async (producer: Producer) => {
      const doc = layout.make({ ...invoiceModel(rng(5), 'invoice', 'DE'), producer });
      return pageItems(await doc.render());
    };
    const runs = await made('runs');
    const chars = (items: string[]) => [...plain(items.join(''))].sort().join('');
    for (const p of ['shuffled', 'glyphs', 'pieces'] as const)
      expect(chars(await made(p)), p).toBe(chars(runs));
    // pdf.js joins what follows on a baseline again; the PDF itself has more text objects.
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const line = 'Gesamtbetrag brutto 1.234,56 EUR';
    expect(textObjects(line, font, 9, 'runs', 1)).toHaveLength(1);
    expect(textObjects(line, font, 9, 'glyphs', 1)).toHaveLength(line.replace(/ /g, '').length);
    const pieces = Array.from({ length: 20 }, (_, n) => textObjects(line, font, 9, 'pieces', n));
    expect(
      pieces.every(
        (p) =>
          p.length >= 2 &&
          p
            .map(([t]) => t)
            .join('')
            .replace(/ /g, '') === line.replace(/ /g, ''),
      ),
    ).toBe(true);
  });
});
