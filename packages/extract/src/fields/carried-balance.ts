import { labelsOf } from '../labels/vocabulary.js';
import type { Money } from '../parse/money.js';
import type { DocumentText } from './document-text.js';
import { findLabelled } from './labelled-value.js';

/**
 * An unpaid balance carried in from the last bill ("Balance brought forward", "Solde antérieur
 * impayé", "Offener Betrag aus Vorrechnung", "Openstaand saldo").
 */
const CARRIED_RULES = labelsOf('carriedBalance');

/** The balances carried in from earlier bills, positive (what the amount due adds to the total). */
export function carriedBalances(
  doc: DocumentText,
  parse: (text: string) => Money | null,
): number[] {
  return findLabelled(doc, CARRIED_RULES, parse, { rightmost: true })
    .map((h) => Math.abs(h.value.minor))
    .filter((minor) => minor > 0);
}

/**
 * Whether `due` is `total` plus one of the carried balances (a cent apart at most): then `total`
 * is this bill's total (EN 16931 BT-112) and `due` what the account owes with the old balance.
 */
export function isDueWithCarriedBalance(due: number, total: number, carried: number[]): boolean {
  return due > total && carried.some((c) => Math.abs(total + c - due) <= 1);
}
