import { labelsOf } from '../labels/vocabulary.js';
import { findAmounts, type Money } from '../parse/money.js';
import type { Line } from '../text/layout.js';
import type { DocumentText } from './document-text.js';
import { findLabelled } from './labelled-value.js';

/** Deposits and payments on account already made ("Less deposit paid", "Acompte versé", "Anzahlung"). */
const PREPAID_RULES = labelsOf('prepaid');

/**
 * The amounts already paid on an invoice, positive: what the amount due is the total less.
 * Parsed with the caller's money parser (decimals or a currency mark: a deposit's "10 %" is none).
 */
export function prepaidAmounts(doc: DocumentText, parse: (text: string) => Money | null): number[] {
  // The label may carry an amount of its own ("Payments received (12 × £156.00)  -£1,872.00",
  // "abzüglich geleisteter Abschläge (12 × 360,00 €)"): the line's last amount is the sum paid.
  return findLabelled(doc, PREPAID_RULES, parse, { rightmost: true })
    .flatMap((h) => [
      h.value.minor,
      findAmounts(h.line.text)
        .filter((a) => a.explicit)
        .at(-1)?.minor ?? 0,
    ])
    .map((minor) => Math.abs(minor))
    .filter((minor) => minor > 0);
}

/**
 * Whether `due` is `total` less one of the prepayments (a cent apart at most): then `total` is
 * the invoice's total (EN 16931 BT-112) and `due` what is left to pay (BT-115).
 */
export function isDueAfterPrepayment(due: number, total: number, prepaid: number[]): boolean {
  return due < total && prepaid.some((p) => Math.abs(total - p - due) <= 1);
}

/**
 * The printed amount that is `due` plus one of the prepayments: the total before the deposit,
 * whatever its label says ("Total (incl. VAT)", a total without a label of its own).
 */
export function totalBefore(
  doc: DocumentText,
  due: number,
  prepaid: number[],
): { value: Money; line: Line } | null {
  for (const line of doc.lines)
    for (const value of findAmounts(line.text))
      if (value.explicit && isDueAfterPrepayment(due, Math.abs(value.minor), prepaid))
        return { value, line };
  return null;
}
