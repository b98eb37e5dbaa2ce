import { anyLabel } from '../labels/vocabulary.js';
import { findAmounts, type Money } from '../parse/money.js';
import type { Line } from '../text/layout.js';
import type { DocumentText } from './document-text.js';

const CHANGE = anyLabel('change');
const TOTALS = [anyLabel('grandTotal'), anyLabel('subtotal')];
/** How far above the change line the cash given may be printed. */
const TENDER_WINDOW = 3;

export interface CashPaid {
  /** Cash given minus change: what the receipt's total must be. */
  paid: Money;
  /** The cash given: no total can be larger when change was handed back. */
  tendered: Money;
  line: Line;
}

/** The line's last amount with decimals or a currency, unsigned ("BAR EUR -50,00" gives 50). */
function lastExplicitAmount(line: Line): Money | null {
  const amounts = findAmounts(line.text).filter((a) => a.explicit && a.minor !== 0);
  const last = amounts[amounts.length - 1];
  return last ? { ...last, minor: Math.abs(last.minor) } : null;
}

/**
 * The change label ends its words: an item named with the word ("Climate Change Levy", "Terug
 * te ontvangen" on an energy bill) is followed by more words; "CHANGE 4.60", "Rückgeld EUR
 * 7,30", "Change due: 2.00" are not (a currency code may follow, or two letters OCR made of
 * specks before the amount).
 */
function changeCell(text: string): boolean {
  const CHANGE_ALL = new RegExp(CHANGE.source, 'giu');
  for (const m of text.matchAll(CHANGE_ALL)) {
    const rest = text.slice(m.index + m[0].length);
    const next = /^[\s:.]*(\p{L}+)/u.exec(rest);
    if (!next || /^\p{Lu}{3}$/u.test(next[1]!) || next[1]!.length < 2) return true;
    // Two letters of OCR's specks between the label and its amount ("CHANGE   Me   0.45").
    if (/^[\s:.]*\p{L}{2}[\s:.]+[-\p{Sc}]?\s?\d+[.,]\d{2}\s*$/u.test(rest)) return true;
  }
  return false;
}

/**
 * A receipt paid in cash prints the cash given and the change ("BAR 50,00", "Rückgeld 7,30";
 * "CASH 50.00", "CHANGE 4.60"): their difference is what was paid, whatever OCR made of the
 * total line itself. The cash given is the nearest amount above the change line that is not
 * itself labelled as a total or subtotal.
 */
export function cashPaid(doc: DocumentText): CashPaid | null {
  for (const [index, line] of doc.lines.entries()) {
    if (!CHANGE.test(line.text) || !changeCell(line.text)) continue;
    const change = lastExplicitAmount(line);
    if (!change) continue;
    for (let above = index - 1; above >= Math.max(0, index - TENDER_WINDOW); above--) {
      const candidate = doc.lines[above];
      if (!candidate || TOTALS.some((re) => re.test(candidate.text))) break;
      const tendered = lastExplicitAmount(candidate);
      if (!tendered) continue;
      if (tendered.minor <= change.minor) break;
      const minor = tendered.minor - change.minor;
      return {
        paid: { ...tendered, minor, raw: `${tendered.raw} − ${change.raw}`, explicit: true },
        tendered,
        line: candidate,
      };
    }
  }
  return null;
}

const MONEY_LABELS = [anyLabel('grandTotal'), anyLabel('tender'), CHANGE, anyLabel('rounding')];
/** Letters OCR may leave of a money label it garbled ("Bi", "Bw", "CAS", "GE"). */
const GARBLED_LETTERS = 3;

const letters = (text: string) => text.replace(/[^\p{L}]/gu, '').length;

/**
 * A row of the totals block as OCR may leave it: an amount alone or after a money label, or after
 * a few letters of a label it garbled. An item row ("1 CHICKEN CHOP   21.70") has more words.
 */
function moneyRow(line: Line): Money | null {
  const amount = lastExplicitAmount(line);
  if (!amount || findAmounts(line.text).filter((a) => a.explicit).length > 1) return null;
  const label =
    line.text.slice(0, amount.index) + line.text.slice(amount.index + amount.raw.length);
  return letters(label) <= GARBLED_LETTERS || MONEY_LABELS.some((re) => re.test(label))
    ? amount
    : null;
}

/**
 * A scanned receipt whose money labels OCR lost or garbled still prints the till's arithmetic:
 * the total, the cash given and the change on rows one under the other ("42.20", "50.00",
 * "7.80"; "Bi   42.70", "Bw   100.00", "GE", "57.30"). Three such rows whose second, a whole
 * amount as notes are, less the third is the first, are what was paid; the last such three on
 * the page, as totals come last. Specks and a garbled label alone between them are skipped; any
 * other line ends the block. Only on OCR lines: a text layer prints its labels.
 */
export function unlabelledCashPaid(doc: DocumentText): CashPaid | null {
  let found: CashPaid | null = null;
  let block: Array<{ amount: Money; line: Line }> = [];
  for (const line of doc.lines) {
    const amount = line.source === 'ocr' ? moneyRow(line) : null;
    if (!amount) {
      if (line.source !== 'ocr' || letters(line.text) > GARBLED_LETTERS || /\d/.test(line.text))
        block = [];
      continue;
    }
    block.push({ amount, line });
    const [total, cash, change] = block.slice(-3);
    if (!total || !cash || !change || cash.amount.minor % 100 !== 0) continue;
    if (cash.amount.minor - change.amount.minor !== total.amount.minor) continue;
    found = {
      paid: { ...total.amount, raw: `${cash.amount.raw} − ${change.amount.raw}` },
      tendered: cash.amount,
      line: total.line,
    };
  }
  return found;
}
