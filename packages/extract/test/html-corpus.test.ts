/**
 * Invoices printed from HTML by Chromium (test/corpus/html-layouts.ts), the way web invoicing
 * tools make them, read through the real PDF text path: text runs, fonts and CSS placement the
 * rules were not written against.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeCompanyName } from '../src/company-name.js';
import { extractDocument, type TExtractionResult } from '../src/index.js';
import type { Label } from '../bench/labels.js';
import { writeHtmlCorpus } from './corpus/html-corpus.js';
import { HTML_LAYOUTS } from './corpus/html-layouts.js';

const folder = mkdtempSync(path.join(tmpdir(), 'html-corpus-'));
let docs: Array<{ label: Label; result: TExtractionResult }> = [];

beforeAll(async () => {
  const labels = await writeHtmlCorpus(folder, { seed: 77, count: 4 * HTML_LAYOUTS.length });
  docs = [];
  for (const label of labels) {
    const result = await extractDocument(readFileSync(path.join(folder, label.file)));
    docs.push({ label, result });
  }
}, 120_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('invoices printed from HTML by a browser', () => {
  it('are read field by field, in every layout', () => {
    const wrong: string[] = [];
    for (const { label, result } of docs) {
      const d = result.extractedData;
      const check = (field: string, got: unknown, want: unknown) => {
        if (got !== want) wrong.push(`${label.file} ${field}: ${String(got)} ≠ ${String(want)}`);
      };
      check('invoiceNumber', d.invoiceNumber, label.invoiceNumber);
      check('issueDate', d.issueDate, label.issueDate);
      check('dueDate', d.dueDate, label.dueDate);
      check('totalAmount', d.totalAmount, Math.round((label.totalAmount ?? 0) * 100));
      check('currency', d.currency, label.currency);
      check(
        'vendorName',
        normalizeCompanyName(d.vendor.name ?? ''),
        normalizeCompanyName(label.vendorName ?? ''),
      );
      if (label.vendorTaxId) check('vendorTaxId', d.vendor.taxId, label.vendorTaxId);
    }
    expect(new Set(docs.map((d) => d.label.layout)).size).toBe(HTML_LAYOUTS.length);
    // Four per layout (20 documents), 7 fields each: at most 2 misses.
    expect(wrong.length, wrong.join('\n')).toBeLessThanOrEqual(2);
  });
});
