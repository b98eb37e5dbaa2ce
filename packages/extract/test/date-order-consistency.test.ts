import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { addDays } from '../src/parse/date.js';
import { chance, int, pick, rng, type Rng } from './corpus/model.js';

/**
 * Numeric dates that read both ways (03/06/2025) on a document whose locale cues guess the
 * wrong order: a US invoice re-billing a British carrier ("FedEx Express UK Ltd"), an English
 * invoice with neither a pound sign nor an address that tells. The order in which the due date
 * follows the issue date, as the printed terms say, is the document's. Invoices from a seeded
 * generator; each is kept only when one order is consistent and the other is not.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

/** The date as `order` prints it, and as the other order would read that print. */
function print(iso: string, order: 'DMY' | 'MDY', sep: string) {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const text = order === 'DMY' ? `${d}${sep}${m}${sep}${y}` : `${m}${sep}${d}${sep}${y}`;
  const swapped = `${y}-${d}-${m}`;
  return { text, swapped: Number(d) <= 12 ? swapped : null };
}

function invoice(r: Rng, order: 'DMY' | 'MDY') {
  for (;;) {
    const issue = `${int(r, 2019, 2026)}-${pad(int(r, 1, 12))}-${pad(int(r, 1, 12))}`;
    const days = pick(r, [14, 15, 21, 30, 45, 60]);
    const due = addDays(issue, days);
    const sep = pick(r, ['/', '-']);
    const i = print(issue, order, sep);
    const d = print(due, order, sep);
    if (!i.swapped || !d.swapped || i.swapped === issue || d.swapped === due) continue;
    // Read the other way, the due date comes before the issue date or off the printed terms.
    const gap = daysBetween(i.swapped, d.swapped);
    const terms = chance(r, 0.5);
    if (!(gap < 0 || (terms && gap !== days))) continue;
    const gapText = ' '.repeat(int(r, 3, 6));
    const us = order === 'MDY';
    const lines = [
      us ? 'Iris Distribution Corp.' : 'Brightwater Consulting Ltd',
      us ? '155 Main St, Seattle' : '12 Mill Lane, Leeds',
      'Invoice',
      `Invoice number${gapText}INV-${int(r, 1000, 99999)}`,
      `${pick(r, ['Date of issue', 'Invoice date', 'Issued'])}${gapText}${i.text}`,
      `${pick(r, ['Date due', 'Due date', 'Payment due'])}${gapText}${d.text}`,
      `1${gapText}${us ? 'Re-charge: FedEx Express UK Ltd shipment' : 'Consulting services'}${gapText}${int(r, 100, 999)}.00`,
      `Total${gapText}${us ? '$' : ''}${int(r, 1000, 9999)}.00`,
      ...(terms ? [`Payment due within ${days} days of invoice date.`] : []),
    ];
    return { text: lines.join('\n'), issue, due };
  }
}

describe('the order of day and month', () => {
  it('is the one in which the due date follows the issue date as the terms say', () => {
    const wrong = Array.from({ length: 80 }, (_, k) => {
      const doc = invoice(rng(9700 + k), k % 2 ? 'MDY' : 'DMY');
      const f = extractFields(documentTextFromPlain(doc.text)).extractedData;
      return { text: doc.text, want: [doc.issue, doc.due], got: [f.issueDate, f.dueDate] };
    }).filter((d) => JSON.stringify(d.got) !== JSON.stringify(d.want));
    expect(wrong).toEqual([]);
  });

  it('is left to the locale when the dates read well both ways', () => {
    const text = [
      'Iris Distribution Corp.',
      '155 Main St, Seattle, WA 98101',
      `Invoice date   03/04/2025`,
      `Due date   03/05/2025`,
      'Total   $1,200.00',
    ].join('\n');
    expect(extractFields(documentTextFromPlain(text)).extractedData.issueDate).toBe('2025-03-04');
  });
});
