import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';

/** Due dates printed in a sentence instead of a labelled cell, in several languages. */
const PHRASES = [
  (d: string) => `Die Rechnung ist zahlbar zum ${d} rein netto ohne Abzug.`,
  (d: string) => `Zahlbar am ${d} ohne Abzug.`,
  (d: string) => `Please pay by ${d} to the account below.`,
  (d: string) => `Payable on ${d}.`,
  (d: string) => `Facture payable le ${d}, sans escompte.`,
  (d: string) => `Règlement avant le ${d} par virement.`,
] as const;

function invoice(phrase: (d: string) => string, day: number) {
  const issue = `0${1 + (day % 9)}.03.2025`;
  const due = `${10 + day}.04.2025`;
  return {
    text: [
      'Nordlicht Design GmbH',
      'Hafenweg 3, 20457 Hamburg',
      '',
      `Rechnung Nr. R-${100 + day}   Datum: ${issue}`,
      'Leistung   1   500,00 €',
      'Gesamtbetrag   595,00 €',
      phrase(due),
    ].join('\n'),
    due: `2025-04-${10 + day}`,
  };
}

describe('due dates in payment sentences', () => {
  it('reads the date after "zahlbar zum", "pay by", "payable le", "règlement avant le" …', () => {
    for (const phrase of PHRASES) {
      for (let day = 0; day < 15; day += 3) {
        const doc = invoice(phrase, day);
        expect(extractFields(documentTextFromPlain(doc.text)).extractedData.dueDate, doc.text).toBe(
          doc.due,
        );
      }
    }
  });
});
