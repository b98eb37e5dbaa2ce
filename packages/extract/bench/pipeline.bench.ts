/**
 * Speed of extractDocument on this machine: ms per page for text-layer PDFs, s per page for
 * OCR (images and scanned PDFs), and documents per minute. Usage: npm run bench:pipeline
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { closeOcr, extractDocument } from '../src/index.js';

const folder = path.join(import.meta.dirname, '../test/fixtures/invoices');
const files = readdirSync(folder);
const pdfs = files.filter((f) => f.endsWith('.pdf')).map((f) => readFileSync(path.join(folder, f)));
const pngs = files.filter((f) => f.endsWith('.png')).map((f) => readFileSync(path.join(folder, f)));
const TEXT_ROUNDS = 5;

/** A scanned PDF: the page picture only, no text layer. */
async function scanned(png: Buffer): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  const page = pdf.addPage([612, (612 * image.height) / image.width]);
  page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  return pdf.save();
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

/**
 * CPU seconds used by this process and its finished children (tesseract), from
 * /proc/self/stat: unlike wall time, barely changed by other processes competing for the cores.
 */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
  return ticks / 100;
}

async function perPage(
  docs: Uint8Array[],
  rounds: number,
): Promise<{ perPage: number[]; cpuPerPage: number; docs: number; ms: number }> {
  const perPage: number[] = [];
  let pages = 0;
  const started = performance.now();
  const cpuStart = cpuSeconds();
  for (let r = 0; r < rounds; r++) {
    for (const doc of docs) {
      const t = performance.now();
      const result = await extractDocument(doc);
      pages += result.pageCount;
      perPage.push((performance.now() - t) / Math.max(1, result.pageCount));
    }
  }
  const cpuPerPage = (cpuSeconds() - cpuStart) / pages;
  return { perPage, cpuPerPage, docs: docs.length * rounds, ms: performance.now() - started };
}

async function throughput(docs: Uint8Array[], concurrency: number): Promise<number> {
  const queue = [...docs];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let doc = queue.shift(); doc; doc = queue.shift()) await extractDocument(doc);
    }),
  );
  return (docs.length / (performance.now() - started)) * 60_000;
}

// Warm-up: module loading and the first pdf.js / tesseract start are not per-page costs.
await extractDocument(pdfs[0] as Buffer);
await extractDocument(pngs[0] as Buffer);

const text = await perPage(pdfs, TEXT_ROUNDS);
const scans = [...pngs, ...(await Promise.all(pngs.map(scanned)))];
const ocr = await perPage(scans, 1);
const mixed = [...pdfs, ...pngs];

// Other processes on the machine skew every figure; the load average says how much.
console.log(
  `\nextractDocument on ${process.arch}, ${os.cpus().length} cores, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log(
  `text-layer PDFs: ${pdfs.length} files x ${TEXT_ROUNDS} rounds  ms/page median ${quantile(text.perPage, 0.5).toFixed(0)}  p95 ${quantile(text.perPage, 0.95).toFixed(0)}  (CPU ${(text.cpuPerPage * 1000).toFixed(0)} ms/page)  ->  ${((text.docs / text.ms) * 60_000).toFixed(0)} docs/min`,
);
console.log(
  `OCR (${pngs.length} images + ${pngs.length} scanned PDFs): s/page median ${(quantile(ocr.perPage, 0.5) / 1000).toFixed(2)}  p95 ${(quantile(ocr.perPage, 0.95) / 1000).toFixed(2)}  (CPU ${ocr.cpuPerPage.toFixed(2)} s/page)  ->  ${((ocr.docs / ocr.ms) * 60_000).toFixed(1)} docs/min`,
);
console.log(`mixed set (${mixed.length} docs, ${pngs.length} need OCR):`);
for (const concurrency of [1, 2]) {
  console.log(
    `  concurrency ${concurrency}: ${(await throughput(mixed, concurrency)).toFixed(0)} docs/min`,
  );
}
await closeOcr();
