/**
 * A labelled corpus of invoices and receipts, reproducible by seed: document i of seed s is
 * always the same PDF. Receipts (and some invoices) are also rendered to PNG with pdftoppm for
 * the OCR path. Labels have the bench's form plus the facts a confusion summary needs (buyer,
 * net and VAT amounts, the other dates).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderPdfPage } from '../../src/render/pdf-render.js';
import { sharpFrom } from '../../src/render/raster.js';
import { openPdf } from '../../src/text/pdfjs.js';
import type { Label } from '../../bench/labels.js';
import { drawPdf, LAYOUTS, type LayoutSpec } from './layouts.js';
import { chance, invoiceModel, iso, pick, rng, type InvoiceModel } from './model.js';
import { RECEIPT_SCAN_LAYOUTS, scanDpi, thermalScan } from './receipt-scans.js';
import { withTaxVariants } from './tax-variants.js';

export interface GeneratedDocument {
  name: string;
  spec: LayoutSpec;
  model: InvoiceModel;
  pdf: Uint8Array;
  label: Label;
}

export function layoutsOf(
  split: 'dev' | 'holdout' | 'all',
  set: 'documents' | 'receipt-scans' = 'documents',
): LayoutSpec[] {
  const layouts =
    set === 'documents'
      ? LAYOUTS
      : [...RECEIPT_SCAN_LAYOUTS, ...LAYOUTS.filter((l) => l.kind === 'receipt')];
  return layouts.filter((l) => split === 'all' || l.split === split);
}

/** Document `index` of a corpus: its layout cycles, everything else comes from the seed. */
export async function generateDocument(
  seed: number,
  index: number,
  layouts: LayoutSpec[],
  options: { taxVariants?: boolean } = {},
): Promise<GeneratedDocument> {
  const spec = layouts[index % layouts.length] as LayoutSpec;
  const r = rng(seed * 1_000_003 + index * 7919);
  const plain = invoiceModel(r, spec.kind, spec.countries ? pick(r, spec.countries) : undefined);
  const varied = options.taxVariants ? withTaxVariants(plain, seed * 7919 + index) : plain;
  const model = spec.model ? spec.model(varied) : varied;
  const pdf = await drawPdf(spec, model);
  const name = `${spec.name}-${model.country.code.toLowerCase()}-${seed}-${index}`;
  const label = labelFor(model, `${name}.pdf`, spec);
  return { name, spec, model, pdf, label };
}

/** The bench's label of a generated document, with the facts the confusion summary needs. */
export function labelFor(
  model: InvoiceModel,
  file: string,
  layout: { name: string; split: NonNullable<Label['split']>; kind: 'invoice' | 'receipt' },
): Label {
  const sign = model.credit ? -1 : 1;
  return {
    file,
    invoiceNumber: model.number,
    issueDate: iso(model.issue),
    dueDate: iso(model.due),
    totalAmount: (sign * model.gross) / 100,
    currency: model.currency,
    vendorName: model.seller.name,
    vendorTaxId: model.seller.vatId,
    vendorAddress: `${model.seller.street}, ${model.seller.city}`,
    layout: layout.name,
    split: layout.split,
    language: model.lang,
    kind: layout.kind,
    distractors: {
      buyerName: model.buyer?.name ?? null,
      buyerTaxId: model.buyer?.vatId ?? null,
      net: (sign * model.net) / 100,
      vat: (sign * model.vat) / 100,
      lines: model.lines.map((l) => (sign * l.amount) / 100),
      cash: layout.kind === 'receipt' ? model.cash / 100 : null,
      change: layout.kind === 'receipt' ? model.change / 100 : null,
      deliveryDate: iso(model.kind === 'invoice' ? model.delivery : null),
      customerNo: model.customerNo,
    },
  };
}

/** A greyscale PNG of the PDF's first page, rendered by the package's own pdf.js renderer. */
export async function rasterise(pdf: Uint8Array, dpi: number): Promise<Buffer> {
  const doc = await openPdf(pdf);
  try {
    const raster = await renderPdfPage(doc, 1, dpi);
    return await sharpFrom(raster).greyscale().png().toBuffer();
  } finally {
    await doc.loadingTask.destroy();
  }
}

/** A scan's slight skew and blur. */
export async function degrade(png: Buffer, seed: number): Promise<Buffer> {
  const r = rng(seed);
  const angle = (r() - 0.5) * 3;
  let image = sharp(png).rotate(angle, { background: '#ffffff' });
  if (chance(r, 0.5)) image = image.blur(0.6);
  return image.png().toBuffer();
}

export interface CorpusOptions {
  seed: number;
  count: number;
  split: 'dev' | 'holdout' | 'all';
  /** Render receipts (and every sixth invoice) to PNG for the OCR path. */
  images?: boolean;
  /** Vary how net and tax are printed (./tax-variants.ts); labels carry them in `distractors`. */
  taxVariants?: boolean;
  /**
   * Only till receipts, as thermal-paper scans (./receipt-scans.ts): JPEGs at 110–200 dpi with
   * faded ink, noise, skew and blur.
   */
  receiptScans?: boolean;
}

/** Writes PDFs, PNGs and labels.json into `folder`; returns the labels. */
export async function writeCorpus(folder: string, options: CorpusOptions): Promise<Label[]> {
  const scans = options.receiptScans ?? false;
  const layouts = layoutsOf(options.split, scans ? 'receipt-scans' : 'documents');
  const labels: Label[] = [];
  for (let i = 0; i < options.count; i++) {
    const doc = await generateDocument(options.seed, i, layouts, {
      taxVariants: options.taxVariants ?? false,
    });
    if (scans) {
      const jpeg = await thermalScan(
        await rasterise(doc.pdf, scanDpi(options.seed + i)),
        options.seed * 7 + i,
      );
      writeFileSync(path.join(folder, `${doc.name}.jpg`), jpeg);
      labels.push({ ...doc.label, file: `${doc.name}.jpg` });
      continue;
    }
    // With images, a receipt is only its picture; without, its PDF stands in for it.
    if (doc.spec.kind === 'invoice' || !options.images)
      writeFileSync(path.join(folder, doc.label.file), doc.pdf);
    const label = { ...doc.label };
    if (options.images && (doc.spec.kind === 'receipt' || i % 6 === 0)) {
      const png = await degrade(
        await rasterise(doc.pdf, doc.spec.kind === 'receipt' ? 200 : 150),
        options.seed + i,
      );
      const image = `${doc.name}.png`;
      writeFileSync(path.join(folder, image), png);
      // A receipt is only ever a picture; an invoice picture is the same page through OCR.
      if (doc.spec.kind === 'receipt') label.file = image;
      else label.rasterImage = image;
    }
    labels.push(label);
  }
  writeFileSync(path.join(folder, 'labels.json'), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}
