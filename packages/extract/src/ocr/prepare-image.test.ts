import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { generateDocument, layoutsOf, rasterise } from '../../test/corpus/generate.js';
import { findAmounts } from '../parse/money.js';
import { buildLines } from '../text/layout.js';
import { prepareForOcr } from './prepare-image.js';
import { closeOcr, ocrEngine } from './tesseract.js';

afterAll(closeOcr);

/** A generated till receipt printed faintly on grey thermal paper and photographed askew. */
async function fadedReceipt(index: number) {
  const doc = await generateDocument(17, index, layoutsOf('all', 'receipt-scans'));
  const paper = 232;
  const png = await sharp(await rasterise(doc.pdf, 150))
    .linear(0.32, 150)
    .blur(0.7)
    .rotate(index % 2 ? 2 : -2, { background: { r: paper, g: paper, b: paper } })
    .png()
    .toBuffer();
  return { png, total: Math.round((doc.label.totalAmount ?? 0) * 100) };
}

describe('prepareForOcr: faded print on grey paper (slow: OCR)', () => {
  it.each([0, 1, 2, 3, 4, 5])('reads the total of faded receipt %i', async (index) => {
    const { png, total } = await fadedReceipt(index);
    const prepared = await prepareForOcr(png);
    const lines = buildLines(await ocrEngine().recognize(prepared.png), 1, 'ocr');
    const amounts = lines.flatMap((l) => findAmounts(l.text).map((a) => Math.abs(a.minor)));
    expect(amounts).toContain(total);
  });
});
