/**
 * Field accuracy on a folder of labelled documents (labels.json, as in
 * test/fixtures/invoices). Files are read through their text layer; labelled raster images of
 * the same pages (rasterImage) are read again through OCR and reported separately.
 * Usage: npm run bench:extract [folder]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { closeOcr, extractDocument } from '../src/index.js';
import { actualValue, BENCH_FIELDS, expectedValue, type BenchField, type Label } from './labels.js';

const folder = path.resolve(
  process.argv[2] ?? path.join(import.meta.dirname, '../test/fixtures/invoices'),
);
const labels = JSON.parse(readFileSync(path.join(folder, 'labels.json'), 'utf8')) as Label[];

type Tally = Record<BenchField, { right: number; labelled: number }>;

async function evaluate(runs: Array<{ file: string; label: Label }>, title: string) {
  const tally = Object.fromEntries(
    BENCH_FIELDS.map((f) => [f, { right: 0, labelled: 0 }]),
  ) as Tally;
  const misses: string[] = [];
  for (const { file, label } of runs) {
    let result;
    try {
      result = await extractDocument(readFileSync(path.join(folder, file)), { filename: file });
    } catch (error) {
      misses.push(`${file}: failed: ${(error as Error).message}`);
      continue;
    }
    for (const field of BENCH_FIELDS) {
      const expected = expectedValue(label, field);
      if (expected === null) continue;
      tally[field].labelled++;
      const actual = actualValue(result, field);
      if (actual === expected) tally[field].right++;
      else
        misses.push(
          `${file}  ${field}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
        );
    }
  }
  print(title, runs.length, tally, misses);
}

function print(title: string, documents: number, tally: Tally, misses: string[]) {
  console.log(`\n${title}: ${documents} documents\n`);
  let right = 0;
  let labelled = 0;
  for (const field of BENCH_FIELDS) {
    const t = tally[field];
    right += t.right;
    labelled += t.labelled;
    const pct = t.labelled ? ((100 * t.right) / t.labelled).toFixed(0) : '-';
    console.log(
      `${field.padEnd(14)} ${String(t.right).padStart(3)}/${String(t.labelled).padEnd(3)} ${pct.padStart(4)}%`,
    );
  }
  const overall = labelled ? ((100 * right) / labelled).toFixed(1) : '-';
  console.log(
    `${'overall'.padEnd(14)} ${String(right).padStart(3)}/${String(labelled).padEnd(3)} ${overall.padStart(5)}%`,
  );
  console.log(`\nMisses (${misses.length}):`);
  for (const m of misses) console.log(`  ${m}`);
}

const present = (file: string | undefined): file is string =>
  file !== undefined && existsSync(path.join(folder, file));
for (const label of labels)
  if (!present(label.file)) console.log(`skip ${label.file}: not in the folder`);

console.log(`Extraction accuracy in ${folder}`);
await evaluate(
  labels.filter((l) => present(l.file)).map((label) => ({ file: label.file, label })),
  'Documents as given (PDF text layer, or OCR for images and scans)',
);
const rasters = labels.filter((l) => present(l.rasterImage));
if (rasters.length) {
  await evaluate(
    rasters.map((label) => ({ file: label.rasterImage as string, label })),
    'Raster images of the same pages (OCR)',
  );
}
await closeOcr();
