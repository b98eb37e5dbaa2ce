import { findDates } from '../parse/date.js';
import { anyLabel } from '../labels/vocabulary.js';
import type { DocumentText } from './document-text.js';
import type { LabelledHit } from './labelled-value.js';

/**
 * The due date of a bill paid by direct debit: the date in the sentence that says when the
 * amount is taken from the customer's account ("Der Rechnungsbetrag wird am 15.03.2025 von
 * Ihrem Konto abgebucht", "Het factuurbedrag wordt rond 02-07-2026 afgeschreven", "Ce montant
 * sera prélevé le 04/06/2025", "We will collect £42.10 by Direct Debit on or after 3 November
 * 2025", "Se cargará en tu cuenta el 20/03/2019", "Addebito sul conto il 19/01/2025"). Telecom,
 * energy and insurance bills print no "due date" label: the debit date is when the bill is
 * paid, what EN 16931 calls its due date (BT-9). A date before the issue date is a payment
 * already made; a range ("01.03.2025 - 31.03.2025") is the billing period.
 */
const DEBIT = anyLabel('debit');
const RANGE = /^\s*(?:-|–|bis|t\/m|au|to|al)\s*$/iu;

function sentencesOf(text: string): string[] {
  return text.split(/(?<=\p{L}{2}[.!?])\s+(?=\p{Lu})/u);
}

export function dueFromDebit(
  doc: DocumentText,
  issueDate: string | null,
): LabelledHit<string> | null {
  for (const line of doc.lines) {
    if (!DEBIT.test(line.text)) continue;
    let at = 0;
    for (const sentence of sentencesOf(line.text)) {
      const debit = DEBIT.exec(sentence);
      at = line.text.indexOf(sentence, at);
      if (!debit) continue;
      const dates = findDates(sentence, doc.dateOrder);
      const inRange = (i: number) => {
        const d = dates[i]!;
        const next = dates[i + 1];
        const prev = dates[i - 1];
        const gapAfter = next ? sentence.slice(d.index + d.raw.length, next.index) : null;
        const gapBefore = prev ? sentence.slice(prev.index + prev.raw.length, d.index) : null;
        return (
          (gapAfter !== null && RANGE.test(gapAfter)) ||
          (gapBefore !== null && RANGE.test(gapBefore))
        );
      };
      const date = dates.find((d, i) => !inRange(i) && (!issueDate || d.iso >= issueDate));
      if (!date) continue;
      return {
        value: date.iso,
        confidence: 0.75,
        line,
        labelWeight: 0.75,
        where: 'inline',
        label: debit[0],
        labelAt: at + debit.index,
      };
    }
  }
  return null;
}
