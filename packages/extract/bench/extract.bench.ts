/**
 * Field accuracy on a folder of labelled documents (labels.json, as in
 * test/fixtures/invoices), per path:
 * - e-invoice: PDFs whose embedded XML was read;
 * - text: PDFs through their text layer (PDFs with an e-invoice are read a second time with
 *   the XML ignored, so the same invoices measure the text path too; standalone XML is not);
 * - ocr: images, scanned PDFs, and the labelled raster images of pages (rasterImage).
 * Prints per-field and overall accuracy, every miss, and a confusion summary: what a wrong value
 * was instead (the buyer, a subtotal, the delivery date ...), from the values any document
 * prints (and, for generated corpora, the `distractors` in its label).
 * With LLM_BASE_URL set, each result is also refined by the LLM and measured as path "+llm".
 * Usage: npm run bench:extract [folder] [--split dev|holdout] [--quiet]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { normalizeCompanyName } from '../src/company-name.js';
import { closeOcr, extractDocument, refineWithLlm, type TExtractionResult } from '../src/index.js';
import { actualValue, BENCH_FIELDS, expectedValue, type BenchField, type Label } from './labels.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { split: { type: 'string' }, quiet: { type: 'boolean', default: false } },
});
const folder = path.resolve(
  positionals[0] ?? path.join(import.meta.dirname, '../test/fixtures/invoices'),
);
const allLabels = JSON.parse(readFileSync(path.join(folder, 'labels.json'), 'utf8')) as Label[];
const labels = values.split ? allLabels.filter((l) => l.split === values.split) : allLabels;

type Path = 'e-invoice' | 'text' | 'ocr';
type Tally = Record<BenchField, { right: number; labelled: number }>;
const emptyTally = () =>
  Object.fromEntries(BENCH_FIELDS.map((f) => [f, { right: 0, labelled: 0 }])) as Tally;

const tallies = new Map<string, Tally>();
const misses = new Map<string, string[]>();
const confusions = new Map<string, Map<string, number>>();
const documents = new Map<string, number>();
const layoutTally = new Map<string, { right: number; labelled: number }>();
/** Per path and layout, per field: where a layout's misses are. */
const layoutFields = new Map<string, Tally>();
const msPerPage = new Map<string, number[]>();
const llm = process.env.LLM_BASE_URL
  ? { baseUrl: process.env.LLM_BASE_URL, model: process.env.LLM_MODEL ?? 'default' }
  : null;

const money = (n: number) => String(Math.round(n * 100));

/** What a wrong value is, when it is something else the document prints. */
function confusion(
  field: BenchField,
  label: Label,
  actual: string | null,
  result: TExtractionResult,
): string {
  if (actual === null) return 'missing';
  const d = label.distractors;
  const text = result.text;
  if (field === 'vendorName') {
    if (d?.buyerName && normalizeCompanyName(d.buyerName) === actual) return 'was the buyer';
    if (/^(?:iban|bic|total|invoice|rechnung|facture|date|kunde|client)/i.test(actual))
      return 'was a label or title';
    if (label.vendorName && normalizeCompanyName(label.vendorName).includes(actual))
      return 'part of the name';
    return 'other text';
  }
  if (field === 'totalAmount') {
    const expected = Number(expectedValue(label, field));
    if (Math.abs(Number(actual)) === Math.abs(expected)) return 'wrong sign (credit note)';
    if (d?.amountDue != null && actual === money(d.amountDue))
      return 'was the amount due after a prepayment or withholding';
    if (d && actual === money(d.net)) return 'was the net subtotal';
    if (d && actual === money(d.vat)) return 'was the tax amount';
    if (d?.cash != null && actual === money(d.cash)) return 'was the cash given';
    if (d?.change != null && actual === money(d.change)) return 'was the change';
    if (d?.lines.some((l) => money(l) === actual)) return 'was a line item';
    if (Number(actual) < Math.abs(expected)) return 'a smaller amount (subtotal, tax or line)';
    return 'a larger amount';
  }
  if (field === 'issueDate' || field === 'dueDate') {
    if (d?.deliveryDate === actual) return 'was the delivery date';
    if (d?.otherDates?.includes(actual)) return 'another printed date (reference, period)';
    if (field === 'dueDate' && actual === expectedValue(label, 'issueDate'))
      return 'was the issue date';
    if (field === 'issueDate' && actual === expectedValue(label, 'dueDate'))
      return 'was the due date';
    return 'another date';
  }
  if (field === 'vendorTaxId') {
    if (d?.buyerTaxId && d.buyerTaxId === actual) return "was the buyer's";
    if (!/^[A-Z]{2}/.test(actual)) return 'a national number, not the VAT id';
    return 'another id';
  }
  if (field === 'invoiceNumber') {
    if (d?.customerNo === actual) return 'was the customer number';
    if (
      d?.referencedNumber &&
      expectedValue({ ...label, invoiceNumber: d.referencedNumber }, field) === actual
    )
      return 'was the corrected invoice (credit note)';
    if (text.includes(actual)) return 'another number on the page';
    return 'misread';
  }
  return 'wrong';
}

async function run(file: string, label: Label, forcedPath: Path | null, readEInvoice: boolean) {
  let result: TExtractionResult;
  const started = performance.now();
  try {
    result = await extractDocument(readFileSync(path.join(folder, file)), {
      filename: file,
      readEInvoice,
    });
  } catch (error) {
    record(forcedPath ?? 'text', `${file}: failed: ${(error as Error).message}`);
    return;
  }
  const elapsed = performance.now() - started;
  const eInvoice = Object.values(result.fieldMeta).some((m) => m?.source === 'e-invoice');
  const ocr = result.pages.filter((p) => p.source === 'ocr').length > result.pages.length / 2;
  const p: Path = forcedPath ?? (eInvoice ? 'e-invoice' : ocr ? 'ocr' : 'text');
  const perPage = msPerPage.get(p) ?? [];
  perPage.push(elapsed / Math.max(1, result.pageCount));
  msPerPage.set(p, perPage);
  score(p, file, label, result);
  if (llm) {
    try {
      score(`${p}+llm`, file, label, await refineWithLlm(result, llm));
    } catch (error) {
      record(`${p}+llm`, `${file}: llm failed: ${(error as Error).message}`);
    }
  }
  // The same invoice without its XML: the text path (a PDF's; a standalone XML has no other).
  if (eInvoice && readEInvoice && /\.pdf$/i.test(file)) await run(file, label, 'text', false);
}

function record(p: string, miss: string) {
  const list = misses.get(p) ?? [];
  list.push(miss);
  misses.set(p, list);
}

function score(p: string, file: string, label: Label, result: TExtractionResult) {
  const tally = tallies.get(p) ?? emptyTally();
  tallies.set(p, tally);
  documents.set(p, (documents.get(p) ?? 0) + 1);
  for (const field of BENCH_FIELDS) {
    const expected = expectedValue(label, field);
    if (expected === null) continue;
    tally[field].labelled++;
    const actual = actualValue(result, field);
    const layoutKey = label.layout ? `${p} ${label.layout}` : null;
    const lt = layoutKey ? (layoutTally.get(layoutKey) ?? { right: 0, labelled: 0 }) : null;
    const lf = layoutKey ? (layoutFields.get(layoutKey) ?? emptyTally()) : null;
    if (layoutKey && lt && lf) {
      lt.labelled++;
      layoutTally.set(layoutKey, lt);
      lf[field].labelled++;
      layoutFields.set(layoutKey, lf);
    }
    if (actual === expected) {
      tally[field].right++;
      if (lt) lt.right++;
      if (lf) lf[field].right++;
      continue;
    }
    const kind = confusion(field, label, actual, result);
    const byKind = confusions.get(p) ?? new Map<string, number>();
    byKind.set(`${field}: ${kind}`, (byKind.get(`${field}: ${kind}`) ?? 0) + 1);
    confusions.set(p, byKind);
    const where = label.layout ? ` [${label.layout}/${label.language}]` : '';
    record(
      p,
      `${file}${where}  ${field}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)} (${kind})`,
    );
  }
}

const pct = (right: number, of: number) => (of ? ((100 * right) / of).toFixed(1) : '-');
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

const present = (file: string | undefined): file is string =>
  file !== undefined && existsSync(path.join(folder, file));
for (const label of labels)
  if (!present(label.file)) console.log(`skip ${label.file}: not in the folder`);

console.log(`Extraction accuracy in ${folder}${values.split ? ` (split ${values.split})` : ''}`);
for (const label of labels) {
  if (present(label.file)) await run(label.file, label, null, true);
  if (present(label.rasterImage)) await run(label.rasterImage, label, 'ocr', true);
}
await closeOcr();

const order = ['e-invoice', 'text', 'ocr'];
const paths = [...tallies.keys()].sort(
  (a, b) =>
    order.indexOf(a.replace('+llm', '')) - order.indexOf(b.replace('+llm', '')) ||
    a.localeCompare(b),
);
for (const p of paths) {
  const tally = tallies.get(p) as Tally;
  const times = msPerPage.get(p) ?? [];
  console.log(
    `\nPath ${p}: ${documents.get(p)} documents` +
      (times.length ? `, median ${median(times).toFixed(0)} ms/page` : ''),
  );
  let right = 0;
  let labelled = 0;
  for (const field of BENCH_FIELDS) {
    const t = tally[field];
    right += t.right;
    labelled += t.labelled;
    console.log(
      `  ${field.padEnd(14)} ${String(t.right).padStart(4)}/${String(t.labelled).padEnd(4)} ${pct(t.right, t.labelled).padStart(5)}%`,
    );
  }
  console.log(
    `  ${'overall'.padEnd(14)} ${String(right).padStart(4)}/${String(labelled).padEnd(4)} ${pct(right, labelled).padStart(5)}%`,
  );
  const kinds = [...(confusions.get(p) ?? new Map<string, number>()).entries()].sort(
    (a, b) => b[1] - a[1],
  );
  if (kinds.length) {
    console.log('  Confusions:');
    for (const [kind, n] of kinds) console.log(`    ${String(n).padStart(4)}  ${kind}`);
  }
}
// Per layout, for generated corpora: where the method is weak.
if (layoutTally.size) {
  console.log('\nBy layout (all fields):');
  for (const [key, t] of [...layoutTally.entries()].sort())
    console.log(
      `  ${key.padEnd(36)} ${String(t.right).padStart(4)}/${String(t.labelled).padEnd(4)} ${pct(t.right, t.labelled).padStart(5)}%`,
    );
  console.log('\nBy layout and field (% right, labelled count in brackets):');
  console.log(
    `  ${'path layout'.padEnd(36)} ${BENCH_FIELDS.map((f) => f.slice(0, 11).padStart(11)).join(' ')}`,
  );
  for (const [key, t] of [...layoutFields.entries()].sort())
    console.log(
      `  ${key.padEnd(36)} ${BENCH_FIELDS.map((f) =>
        (t[f].labelled ? `${pct(t[f].right, t[f].labelled)} (${t[f].labelled})` : '-').padStart(11),
      ).join(' ')}`,
    );
}
if (!values.quiet) {
  for (const p of paths) {
    const list = misses.get(p) ?? [];
    console.log(`\nMisses on path ${p} (${list.length}):`);
    for (const m of list) console.log(`  ${m}`);
  }
}
