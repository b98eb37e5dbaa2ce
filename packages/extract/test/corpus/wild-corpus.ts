/**
 * The 'wild' split (./wild-receipts.ts): Malaysian receipts of 2017–2019 as the SROIE kind of
 * held-out set has them. With `receiptScans` each is a JPEG scan or photo (./wild-scan.ts);
 * without, the PDF stands in for it (text path). Reproducible by seed; every document is held out.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Label } from '../../bench/labels.js';
import { generateFresh, type FreshDocument } from './fresh-corpus.js';
import { rasterise } from './generate.js';
import { WILD_RECEIPTS, wildLabel } from './wild-receipts.js';
import { wildDpi, wildScan } from './wild-scan.js';

/** Document `index` of a seed, labelled as SROIE labels: company, date, total, currency. */
export async function generateWild(seed: number, index: number): Promise<FreshDocument> {
  const doc = await generateFresh(seed, index, WILD_RECEIPTS);
  return { ...doc, label: wildLabel(doc.label) };
}

/** The receipt as a scan or photo: the JPEG and the conditions it was made with. */
export async function wildImage(doc: FreshDocument, seed: number, index: number) {
  const width = (await PDFDocument.load(doc.pdf)).getPage(0).getWidth();
  const png = await rasterise(doc.pdf, wildDpi(seed + index, width));
  return wildScan(png, seed * 7 + index);
}

export async function writeWildCorpus(
  folder: string,
  o: { seed: number; count: number; receiptScans?: boolean },
): Promise<Label[]> {
  const labels: Label[] = [];
  for (let i = 0; i < o.count; i++) {
    const doc = await generateWild(o.seed, i);
    if (!o.receiptScans) {
      writeFileSync(path.join(folder, doc.label.file), doc.pdf);
      labels.push(doc.label);
      continue;
    }
    const scan = await wildImage(doc, o.seed, i);
    const file = `${doc.name}.jpg`;
    writeFileSync(path.join(folder, file), scan.jpeg);
    labels.push({ ...doc.label, file, scan: scan.conditions });
  }
  writeFileSync(path.join(folder, 'labels.json'), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}
