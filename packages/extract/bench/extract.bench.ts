/**
 * Field accuracy on a folder of labelled documents (labels.json, as in
 * test/fixtures/invoices). Usage: npm run bench:extract [folder]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { closeOcr, extractDocument } from '../src/index.js';
import { actualValue, BENCH_FIELDS, expectedValue, type BenchField, type Label } from './labels.js';

const folder = path.resolve(
  process.argv[2] ?? path.join(import.meta.dirname, '../test/fixtures/invoices'),
);
const labels = JSON.parse(readFileSync(path.join(folder, 'labels.json'), 'utf8')) as Label[];

const totals = Object.fromEntries(
  BENCH_FIELDS.map((f) => [f, { right: 0, labelled: 0 }]),
) as Record<BenchField, { right: number; labelled: number }>;
const misses: string[] = [];
let documents = 0;

for (const label of labels) {
  const file = path.join(folder, label.file);
  if (!existsSync(file)) {
    console.log(`skip ${label.file}: not in the folder`);
    continue;
  }
  documents++;
  let result;
  try {
    result = await extractDocument(readFileSync(file), { filename: label.file });
  } catch (error) {
    misses.push(`${label.file}: failed: ${(error as Error).message}`);
    continue;
  }
  for (const field of BENCH_FIELDS) {
    const expected = expectedValue(label, field);
    if (expected === null) continue;
    totals[field].labelled++;
    const actual = actualValue(result, field);
    if (actual === expected) totals[field].right++;
    else
      misses.push(
        `${label.file}  ${field}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
      );
  }
}
await closeOcr();

console.log(`\nExtraction accuracy on ${documents} documents in ${folder}\n`);
let right = 0;
let labelled = 0;
for (const field of BENCH_FIELDS) {
  const t = totals[field];
  right += t.right;
  labelled += t.labelled;
  const pct = t.labelled ? ((100 * t.right) / t.labelled).toFixed(0) : '-';
  console.log(
    `${field.padEnd(14)} ${String(t.right).padStart(3)}/${String(t.labelled).padEnd(3)} ${pct.padStart(4)}%`,
  );
}
console.log(
  `${'overall'.padEnd(14)} ${String(right).padStart(3)}/${String(labelled).padEnd(3)} ${((100 * right) / labelled).toFixed(1).padStart(4)}%`,
);
console.log(`\nMisses (${misses.length}):`);
for (const m of misses) console.log(`  ${m}`);
