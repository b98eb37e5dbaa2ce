import { describe, expect, it } from 'vitest';
import { int, pick, rng } from './corpus/model.js';
import { fieldsOf, type PlacedText } from './laid-out-page.js';

/**
 * Invoice numbers and the numbers around them:
 * - a numbering series and its number, printed with a space ("FPR 27/25", "R 4243", "NC 3/2025"),
 *   under a header cell or right of a label, is one number; a company register's number after
 *   "Reg. Imprese di Genova n." is none;
 * - a title over a grid ("FACTURE" over "Réf. commande | Numéro | Date") does not take the value
 *   under another header; "Bon de livraison n°" names a delivery note, not the invoice;
 * - a credit note's "Credit No." is its number; the invoice it corrects, named in a sentence
 *   ("wir korrigieren unsere Rechnung Nr. …"), is not.
 */
const SERIES = () => {
  const r = rng(17_000);
  return Array.from({ length: 40 }, (_, i) => {
    const prefix = pick(r, ['FPR', 'FT', 'NC', 'R', 'RE', 'A']);
    const number =
      i % 2 === 0
        ? `${int(r, 1, 399)}/${pick(r, ['24', '25', '2024', '2025'])}`
        : `${int(r, 100, 99999)}`;
    return { printed: `${prefix} ${number}`, want: `${prefix}${number}`, seed: i };
  });
};

function grid(printed: string, seed: number): PlacedText[] {
  const r = rng(17_100 + seed);
  const [label, x] = pick(r, [
    ['Numero fattura', 196],
    ['Numero documento', 223],
    ['Rechnung Nr.', 200],
  ] as const);
  return [
    [pick(r, ['Orizzonte Servizi S.n.c.', 'Malerbetrieb Schwarz e.K.']), 40, 62, 12],
    ['P.IVA 92143870589', 40, 98, 9],
    ['Tipo documento', 43, 194, 7],
    [label, x, 194, 7],
    ['Data documento', 300, 194, 7],
    ['FATTURA', 43, 210, 9],
    [printed, x + 4, 210, 9],
    ['16/01/2025', 304, 210, 9],
    ['Totale documento', 400, 330, 9],
    ['EUR 24.417,08', 480, 330, 9],
    [`Reg. Imprese di Genova n. 92143870589`, 64, 760, 7],
  ];
}

describe('a numbering series and its number', () => {
  it('is one number under its header', () => {
    const wrong = SERIES()
      .map((s) => ({ want: s.want, got: fieldsOf(grid(s.printed, s.seed)).invoiceNumber }))
      .filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it('is one number right of its label', () => {
    const wrong = SERIES()
      .map((s) => {
        const items: PlacedText[] = [
          ['Malerbetrieb Schwarz e.K.', 40, 62, 12],
          ['Rechnung Nr.', 354, 139, 9],
          [s.printed, 500, 139, 9],
          ['Datum', 354, 150, 9],
          ['22. November 2024', 470, 150, 9],
          ['Gesamtbetrag', 354, 400, 9],
          ['1.234,50 €', 500, 400, 9],
        ];
        return { want: s.want, got: fieldsOf(items).invoiceNumber };
      })
      .filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it("is not a company register's number", () => {
    const fields = fieldsOf([
      ['Orizzonte Servizi S.n.c.', 40, 62, 12],
      ['Totale documento', 400, 330, 9],
      ['EUR 24.417,08', 480, 330, 9],
      ['Reg. Imprese di Genova n. 92143870589', 64, 760, 7],
    ]);
    expect(fields.invoiceNumber).toBeNull();
  });
});

describe('numbers of other documents', () => {
  it("are not taken from under another header of a title's grid", () => {
    const fields = fieldsOf([
      ['Établissements Desmet SRL', 380, 20, 9],
      ['FACTURE', 43, 300, 12],
      ['Réf. commande', 48, 318, 8],
      ['Du', 150, 318, 8],
      ['Date', 300, 318, 8],
      ['4500621377', 50, 336, 9],
      ['15/01/2024', 150, 336, 9],
      ['08/02/2024', 300, 336, 9],
      ['Total TVAC', 354, 500, 9],
      ['1 234,50 €', 500, 500, 9],
    ]);
    expect(fields.invoiceNumber).toBeNull();
  });

  it('are not taken after "Bon de livraison n°"', () => {
    const fields = fieldsOf([
      ['Vauban Solutions SAS', 54, 40, 12],
      ['Référence', 340, 150, 8.5],
      ['F-2024-971', 504, 150, 8.5],
      ['Bon de livraison n°', 340, 200, 8.5],
      ['83049024', 506, 200, 8.5],
      ['Total TTC', 354, 500, 9],
      ['1 234,50 €', 500, 500, 9],
    ]);
    expect(fields.invoiceNumber).toBe('F-2024-971');
  });

  it('leave a credit note its own number: "Credit No.", not the corrected invoice\'s', () => {
    const english = fieldsOf([
      ['Holt & Johnson Ltd', 40, 40, 12],
      ['Credit Note', 450, 30, 14],
      ['Credit No.', 340, 60, 8],
      ['Tax Date', 420, 60, 8],
      ['CN-7269', 340, 80, 9],
      ['16/09/2024', 420, 80, 9],
      ['Original invoice: INV31271', 40, 250, 9],
      ['Credit note against invoice INV31271 dated 25/07/2024.', 40, 262, 9],
      ['Total', 400, 400, 9],
      ['-2,811.00', 500, 400, 9],
    ]);
    expect([english.invoiceNumber, english.issueDate]).toEqual(['CN-7269', '2024-09-16']);
    const german = fieldsOf([
      ['Zeitsprung UG (haftungsbeschränkt)', 40, 40, 12],
      ['Beleg-Nr.:', 354, 139, 9],
      ['GS24-6257', 420, 139, 9],
      ['Datum:', 354, 150, 9],
      ['17.10.24', 420, 150, 9],
      ['Gutschrift', 40, 270, 13],
      ['wir korrigieren unsere Rechnung Nr. AR24-90962 vom 24.09.24 wie folgt:', 40, 294, 9],
      ['Gesamtbetrag', 354, 400, 9],
      ['-4.529,81 €', 500, 400, 9],
    ]);
    expect(german.invoiceNumber).toBe('GS24-6257');
  });

  it('leave a credit note its own number when a sentence names the invoice it corrects', () => {
    const sentences: Array<[label: string, sentence: string]> = [
      ['Avoir n°', 'Le présent avoir rectifie la facture n° F-2024-100 du 02/09/2024.'],
      ['Nota di credito n.', 'La presente nota di credito rettifica la fattura n. F-2024-100.'],
      ['Creditnota nr.', 'Deze creditnota corrigeert factuur nr. F-2024-100 van 2 september.'],
      ['Credit note no.', 'This credit note corrects invoice no. F-2024-100 of 2 September.'],
    ];
    const wrong = sentences
      .map(([label, sentence]) => {
        const fields = fieldsOf([
          ['Atelier Nord', 40, 40, 12],
          [label, 354, 139, 9],
          ['CN-2024-7', 440, 139, 9],
          [sentence, 40, 294, 9],
          ['Total', 354, 400, 9],
          ['-1.234,50 €', 500, 400, 9],
        ]);
        return { label, got: fields.invoiceNumber };
      })
      .filter((d) => d.got !== 'CN-2024-7');
    expect(wrong).toEqual([]);
  });
});
