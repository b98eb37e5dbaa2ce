/**
 * Writes a generated, labelled corpus (invoices and receipts in many layouts, languages and
 * currencies) into a folder for `npm run bench:extract -- <folder>`. Reproducible by seed.
 * Usage: npm run bench:corpus -- <folder> [--seed 1] [--count 120] [--split dev|holdout|all|fresh|software]
 *   --split fresh writes the fresh layouts instead (test/corpus/fresh-corpus.ts): DIN 5008
 *   letters, French factures, multi-page invoices, credit notes, web billing, nl/it/es; with
 *   --receipt-scans the fresh till receipts as thermal scans.
 *   --split software writes invoices as accounting / ERP / e-invoicing programs print them
 *   (test/corpus/software-corpus.ts: lexoffice, SAP box grids, DATEV/AT/CH QR-bill, Odoo, web
 *   shops), their text glyph by glyph, in pieces or out of order. Every third invoice is also
 *   scanned for the OCR path unless --no-images.
 *   --split wild writes Malaysian receipts of 2017–2019 (test/corpus/wild-receipts.ts: cash
 *   bills, restaurant bills, chain store slips, wholesale cash invoices, small shops), labelled
 *   as SROIE labels them; with --receipt-scans as scans and phone photos (test/corpus/wild-scan.ts).
 *   --split bills writes recurring bills as providers print them (test/corpus/bills-corpus.ts:
 *   telecom / internet, electricity / gas / water, hosting / SaaS, insurance premium notes).
 *   --no-images skips the PNG renderings (receipts are then written as PDFs, read as text).
 *   --tax-variants varies how net and tax are printed (two rates, a total-VAT line, zero-rated).
 *   --html prints invoices from HTML layouts with Chromium instead (test/corpus/html-layouts.ts);
 *   every third is also scanned to PNG unless --no-images.
 *   --receipt-scans writes only till receipts (Malaysian GST, UK, German and the receipt layouts)
 *   as JPEG scans of thermal paper: low resolution, faded, noisy, skewed.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeCorpus } from '../test/corpus/generate.js';
import { writeFreshCorpus } from '../test/corpus/fresh-corpus.js';
import { writeHtmlCorpus } from '../test/corpus/html-corpus.js';
import { writeWildCorpus } from '../test/corpus/wild-corpus.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seed: { type: 'string', default: '1' },
    count: { type: 'string', default: '120' },
    split: { type: 'string', default: 'dev' },
    'no-images': { type: 'boolean', default: false },
    'tax-variants': { type: 'boolean', default: false },
    html: { type: 'boolean', default: false },
    'receipt-scans': { type: 'boolean', default: false },
  },
});
const folder = path.resolve(positionals[0] ?? 'generated-corpus');
const split = values.split as 'dev' | 'holdout' | 'all' | 'fresh' | 'software' | 'wild' | 'bills';
if (!['dev', 'holdout', 'all', 'fresh', 'software', 'wild', 'bills'].includes(split))
  throw new Error('--split is dev, holdout, all, fresh, software, wild or bills');
mkdirSync(folder, { recursive: true });
const labels = values.html
  ? await writeHtmlCorpus(folder, {
      seed: Number(values.seed),
      count: Number(values.count),
      images: !values['no-images'],
    })
  : split === 'wild'
    ? await writeWildCorpus(folder, {
        seed: Number(values.seed),
        count: Number(values.count),
        receiptScans: values['receipt-scans'],
      })
    : split === 'fresh' || split === 'software' || split === 'bills'
      ? await writeFreshCorpus(folder, {
          split,
          seed: Number(values.seed),
          count: Number(values.count),
          images: !values['no-images'],
          receiptScans: values['receipt-scans'],
        })
      : await writeCorpus(folder, {
          seed: Number(values.seed),
          count: Number(values.count),
          split: split as 'dev' | 'holdout' | 'all',
          images: !values['no-images'],
          taxVariants: values['tax-variants'],
          receiptScans: values['receipt-scans'],
        });
const kind = values.html ? 'html, holdout' : split;
console.log(`${labels.length} labelled documents (${kind}, seed ${values.seed}) in ${folder}`);
