/**
 * A labelled corpus of invoices from the HTML layouts (./html-layouts.ts), printed to PDF by
 * Chromium (Playwright's, as the e2e tests use). Reproducible by seed like ./generate.ts; every
 * document is held out (no rule was written looking at these layouts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import type { Label } from '../../bench/labels.js';
import { degrade, labelFor, rasterise } from './generate.js';
import { HTML_LAYOUTS } from './html-layouts.js';
import { invoiceModel, rng } from './model.js';

export async function writeHtmlCorpus(
  folder: string,
  /** `images`: every third invoice is also scanned (PNG, 150 dpi, skewed) for the OCR path. */
  options: { seed: number; count: number; images?: boolean },
): Promise<Label[]> {
  // Debian's Chromium, as the e2e tests launch it: Playwright never downloads a browser here.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    const labels: Label[] = [];
    for (let i = 0; i < options.count; i++) {
      const layout = HTML_LAYOUTS[i % HTML_LAYOUTS.length]!;
      const model = invoiceModel(rng(options.seed * 1_000_033 + i * 7907), 'invoice');
      await page.setContent(layout.html(model), { waitUntil: 'load' });
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      const name = `${layout.name}-${model.country.code.toLowerCase()}-${options.seed}-${i}`;
      writeFileSync(path.join(folder, `${name}.pdf`), pdf);
      const label = labelFor(model, `${name}.pdf`, {
        name: layout.name,
        split: 'holdout',
        kind: 'invoice',
      });
      if (options.images && i % 3 === 0) {
        const png = await degrade(await rasterise(pdf, 150), options.seed + i);
        writeFileSync(path.join(folder, `${name}.png`), png);
        label.rasterImage = `${name}.png`;
      }
      labels.push(label);
    }
    writeFileSync(path.join(folder, 'labels.json'), `${JSON.stringify(labels, null, 1)}\n`);
    return labels;
  } finally {
    await browser.close();
  }
}
