/**
 * The 'fresh' split: invoices and receipts in layouts written from real documents after the
 * extractor's rules (./fresh-letters.ts, ./fresh-more.ts, ./fresh-receipts.ts), to find the
 * failures our other generated layouts no longer show. Reproducible by seed; every document is
 * held out. Invoices are PDFs with a text layer (a third also scanned for the OCR path, every
 * layout alike: a PNG, or a scanned PDF when it has several pages); with `receiptScans`, only
 * till receipts as thermal-paper JPEGs.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Label } from '../../bench/labels.js';
import { renderPdfPage } from '../../src/render/pdf-render.js';
import { sharpFrom } from '../../src/render/raster.js';
import { openPdf } from '../../src/text/pdfjs.js';
import { degrade, labelFor } from './generate.js';
import { iso, invoiceModel, pick, rng, type InvoiceModel } from './model.js';
import { FRESH_LETTERS, type FreshLayout } from './fresh-letters.js';
import type { FreshFacts } from './fresh-model.js';
import { gridLayout } from './fresh-grid.js';
import { FRESH_MORE } from './fresh-more.js';
import { FRESH_RECEIPTS } from './fresh-receipts.js';
import { scanDpi, thermalScan } from './receipt-scans.js';
import { SOFTWARE_INVOICES, softwareProducer } from './software-corpus.js';
import { BILLS } from './bills-corpus.js';

export const FRESH_INVOICES: FreshLayout[] = [...FRESH_LETTERS, ...FRESH_MORE, gridLayout];
export { FRESH_RECEIPTS };

export interface FreshDocument {
  name: string;
  layout: FreshLayout;
  model: InvoiceModel & { fresh?: FreshFacts };
  pdf: Uint8Array;
  label: Label;
}

/** Document `index` of a seed: the layout cycles, the rest comes from the seed. */
export async function generateFresh(
  seed: number,
  index: number,
  layouts: FreshLayout[],
  split: 'fresh' | 'software' | 'bills' = 'fresh',
): Promise<FreshDocument> {
  const layout = layouts[index % layouts.length]!;
  const r = rng(seed * 1_000_037 + index * 7933);
  // The producer comes from its own stream: the same document's facts with or without it.
  const producer =
    split === 'software' || split === 'bills'
      ? softwareProducer(seed, index)
      : rng(seed * 7907 + index * 31)() < 0.35
        ? 'shuffled'
        : 'runs';
  const base = { ...invoiceModel(r, layout.kind, pick(r, layout.countries)), producer } as const;
  const made = layout.make(base);
  const pdf = await made.render();
  const model = made.model;
  const name = `${layout.name}-${model.country.code.toLowerCase()}-${seed}-${index}`;
  const label = labelFor(model, `${name}.pdf`, {
    name: layout.name,
    split,
    kind: layout.kind,
  });
  const f = model.fresh;
  if (label.distractors && f) {
    const sign = model.credit ? -1 : 1;
    label.distractors.amountDue = f.amountDue !== model.gross ? (sign * f.amountDue) / 100 : null;
    label.distractors.referencedNumber = f.reference?.number ?? null;
    label.distractors.otherDates = [
      iso(f.theirs.date),
      iso(f.reference?.date ?? null),
      iso(f.period?.from ?? null),
      iso(f.period?.to ?? null),
    ].filter((d): d is string => d !== null);
  }
  return { name, layout, model, pdf, label };
}

/** Every page of a PDF as a greyscale PNG at `dpi`. */
async function pagesAsPng(pdf: Uint8Array, dpi: number): Promise<Buffer[]> {
  const doc = await openPdf(pdf);
  try {
    const out: Buffer[] = [];
    for (let p = 1; p <= doc.numPages; p++)
      out.push(
        await sharpFrom(await renderPdfPage(doc, p, dpi))
          .greyscale()
          .png()
          .toBuffer(),
      );
    return out;
  } finally {
    await doc.loadingTask.destroy();
  }
}

/** The document as a scanner makes it: one PNG, or an image-only PDF of all its pages. */
export async function scanned(
  pdf: Uint8Array,
  seed: number,
): Promise<{ ext: 'png' | 'pdf'; bytes: Uint8Array }> {
  const pages = await Promise.all(
    (await pagesAsPng(pdf, 150)).map((png, i) => degrade(png, seed + i)),
  );
  if (pages.length === 1) return { ext: 'png', bytes: pages[0]! };
  const out = await PDFDocument.create();
  for (const png of pages) {
    const image = await out.embedPng(png);
    const page = out.addPage([595, 842]);
    page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return { ext: 'pdf', bytes: await out.save() };
}

export interface FreshOptions {
  seed: number;
  count: number;
  /** A third of the invoices (every layout alike) are also scanned (rasterImage) for OCR. */
  images?: boolean;
  /** Only the fresh till receipts, as thermal-paper JPEG scans. */
  receiptScans?: boolean;
  /** The 'software' layouts (./software-corpus.ts) instead of the fresh ones. */
  split?: 'fresh' | 'software' | 'bills';
}

export async function writeFreshCorpus(folder: string, o: FreshOptions): Promise<Label[]> {
  const split = o.split ?? 'fresh';
  const layouts = o.receiptScans
    ? FRESH_RECEIPTS
    : split === 'software'
      ? SOFTWARE_INVOICES
      : split === 'bills'
        ? BILLS
        : FRESH_INVOICES;
  const labels: Label[] = [];
  for (let i = 0; i < o.count; i++) {
    const doc = await generateFresh(o.seed, i, layouts, split);
    if (o.receiptScans) {
      const png = (await pagesAsPng(doc.pdf, scanDpi(o.seed + i)))[0]!;
      const jpeg = await thermalScan(png, o.seed * 7 + i);
      writeFileSync(path.join(folder, `${doc.name}.jpg`), jpeg);
      labels.push({ ...doc.label, file: `${doc.name}.jpg` });
      continue;
    }
    writeFileSync(path.join(folder, doc.label.file), doc.pdf);
    const label = { ...doc.label };
    // Every third round of the layouts is scanned, so each layout is scanned as often.
    if (o.images && Math.floor(i / layouts.length) % 3 === 0) {
      const scan = await scanned(doc.pdf, o.seed * 13 + i);
      const file = `${doc.name}-scan.${scan.ext}`;
      writeFileSync(path.join(folder, file), scan.bytes);
      label.rasterImage = file;
    }
    labels.push(label);
  }
  writeFileSync(path.join(folder, 'labels.json'), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}
