import { labelsOf, type CompiledLabel } from '../labels/vocabulary.js';
import { findAmounts } from '../parse/money.js';
import type { Line } from '../text/layout.js';

/**
 * Labels that a receipt or invoice prints an amount beside: totals, subtotals and tax, what was
 * tendered and the change. From the label vocabularies (../labels/*.json), all languages.
 */
const AMOUNT_LABELS: Array<{ role: 'total' | 'other' | 'tender' | 'change'; labels: RegExp[] }> = [
  { role: 'total', labels: ownCopies(labelsOf('grandTotal')) },
  { role: 'other', labels: ownCopies(labelsOf('subtotal')) },
  { role: 'tender', labels: ownCopies(labelsOf('tender')) },
  { role: 'change', labels: ownCopies(labelsOf('change')) },
];

/** Non-global copies: the compiled labels are shared, and exec() on a global regex moves it. */
function ownCopies(labels: CompiledLabel[]): RegExp[] {
  return labels.map((l) => new RegExp(l.re.source, l.re.flags.replace('g', '')));
}

/** What a reading says about its amounts column. */
export interface AmountEvidence {
  /** Lines that start with an amount label. */
  labelled: number;
  /** Of those, lines that carry an amount after their label. */
  withAmount: number;
  /** Lines with an amount (decimals or a currency). */
  amountLines: number;
  /** Labelled amounts agree: lines add up to a total, tender − total = change, net + tax = total. */
  consistent: boolean;
  /** Grand-total lines ("SUMME", "Total Incl. GST") with and without an amount after the label. */
  totalsWith: number;
  totalsWithout: number;
  /** Lines with a price anywhere in them, glued to a quantity or not ("1x2.70"). */
  priceLines: number;
  /** The longest run of consecutive item rows that start with a quantity ("4 CHICKEN CHOP"). */
  quantityRows: number;
}

/** A number with two decimals, wherever it stands: "2.70", "1x2.70", "BREADx3.70". */
const PRICE = /\d[.,]\d{2}(?!\d)/;

/** An item row that starts with its quantity: "4 CHICKEN CHOP", "2x Cappuccino", "1 × Brot". */
const QUANTITY_ROW = /^\s*\d{1,2}\s*[x×]?\s+\p{L}{3,}/iu;

/** The longest run of consecutive lines that are item rows with a quantity first. */
function longestQuantityRun(lines: Line[]): number {
  let run = 0;
  let longest = 0;
  for (const line of lines) {
    run = QUANTITY_ROW.test(line.text) ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

interface Row {
  role: 'total' | 'other' | 'tender' | 'change' | null;
  labelled: boolean;
  amount: number | null;
}

function labelOf(text: string): { role: Row['role']; end: number } | null {
  for (const { role, labels } of AMOUNT_LABELS)
    for (const label of labels) {
      const m = label.exec(text);
      // The label heads its line (a word or two may come first, as in "SR @ 6%" or "1 Total").
      if (m && m.index <= 12) return { role, end: m.index + m[0].length };
    }
  return null;
}

function rows(lines: Line[]): Row[] {
  return lines.map((line) => {
    const label = labelOf(line.text);
    const after = label ? line.text.slice(label.end) : line.text;
    const amounts = findAmounts(after).filter((a) => a.explicit);
    const last = amounts.at(-1);
    return { role: label?.role ?? null, labelled: label !== null, amount: last?.minor ?? null };
  });
}

/** Some run of two or more consecutive amounts before `end` adds up to `total`. */
function runAddsUp(amounts: Array<number | null>, end: number, total: number): boolean {
  for (let start = end - 1; start >= 0; start--) {
    let sum = 0;
    let count = 0;
    for (let i = start; i < end; i++) {
      const a = amounts[i];
      if (a === null || a === undefined) continue;
      sum += a;
      count++;
    }
    if (count >= 2 && sum === total) return true;
  }
  return false;
}

export function amountEvidence(lines: Line[]): AmountEvidence {
  const table = rows(lines);
  const amounts = table.map((r) => r.amount);
  const totals = table.flatMap((r, i) =>
    r.role === 'total' && r.amount ? [{ i, v: r.amount }] : [],
  );
  const tender = table.find((r) => r.role === 'tender' && r.amount)?.amount ?? null;
  const change = table.find((r) => r.role === 'change' && r.amount !== null)?.amount ?? null;
  const consistent = totals.some(
    ({ i, v }) =>
      runAddsUp(amounts, i, v) || (tender !== null && change !== null && tender - v === change),
  );
  return {
    labelled: table.filter((r) => r.labelled).length,
    withAmount: table.filter((r) => r.labelled && r.amount !== null).length,
    amountLines: table.filter((r) => r.amount !== null).length,
    consistent,
    totalsWith: totals.length,
    totalsWithout: table.filter((r) => r.role === 'total' && r.amount === null).length,
    priceLines: lines.filter((l) => PRICE.test(l.text)).length,
    quantityRows: longestQuantityRun(lines),
  };
}

/**
 * A reading that lost (part of) its amounts column: amount labels are there, but most of them
 * have nothing beside them, no total label has its amount, there are prices and no amount
 * label at all, or prices and no total's line. Tesseract's automatic page segmentation (PSM 3)
 * sometimes takes a receipt's right-aligned column of prices for a separate block and drops or
 * misplaces it, now and then with the total's whole line.
 */
export function amountsLookLost(e: AmountEvidence): boolean {
  // A price but no label at all: the labels' words were lost or garbled with the column, or
  // the total's whole line went with it ("JUMLAH   29.30" lost, the items left as "SUGAR 1KG
  // 1x2.70" without their line amounts). One price is enough: a shop's slip of one or two items
  // that lost its totals block has no more (three were asked for until decision 106). A reading
  // that kept a tender's or the tax's label and lost only the total's is left as read: on faint
  // till receipts that re-read cost ~1.5 s a page and found nothing more.
  // No amount and no label at all, under item rows with their quantities ("4 CHICKEN CHOP",
  // "1 KOPI O AIS"): the price column and the totals block under it were lost as one block.
  if (e.labelled === 0) return e.amountLines >= 1 || e.priceLines >= 1 || e.quantityRows >= 2;
  if (e.consistent) return false;
  // The total's label is there, and no total line carries an amount.
  if (e.totalsWithout > 0 && e.totalsWith === 0) return true;
  const missing = e.labelled - e.withAmount;
  return !e.consistent && (e.withAmount === 0 || (missing >= 2 && missing * 2 >= e.labelled));
}

/** Higher is a reading whose amounts are more complete and agree more. */
export function amountScore(e: AmountEvidence): number {
  return (e.consistent ? 4 : 0) + 2 * e.withAmount + 0.1 * e.amountLines;
}
