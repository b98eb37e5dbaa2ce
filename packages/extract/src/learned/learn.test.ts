import { describe, expect, it } from 'vitest';
import { applyHints, learnHint } from './learn.js';
import type { PositionedLine } from './learned-hint.js';

/**
 * Documents of one vendor as the text layer delivers them: the same labels in the same places,
 * but every one shifted, scaled and with a different number of item rows, and other values of
 * the same kinds around (customer number, delivery date, subtotal, VAT) to be told apart.
 */
interface Doc {
  number: string;
  issue: string; // DD.MM.YYYY
  due: string;
  delivery: string;
  net: string;
  vat: string;
  gross: string;
  rows: number;
  dx: number;
  dy: number;
  scale: number;
}

function row(
  page: number,
  y: number,
  h: number,
  ...cells: Array<[number, string]>
): PositionedLine {
  return {
    page,
    y,
    height: h,
    segments: cells.map(([x, text]) => ({ text, x0: x, x1: x + text.length * h * 0.5 })),
  };
}

/** Vendor A: labels left, values in the next column. */
function vendorA(d: Doc): PositionedLine[] {
  const s = d.scale;
  const X = (x: number) => d.dx + x * s;
  const Y = (y: number) => d.dy + y * s;
  const h = 10 * s;
  const lines = [
    row(1, Y(40), h, [X(50), 'Muster Elektro GmbH · Hauptstr. 5 · 80331 München']),
    row(1, Y(120), h, [X(50), 'Kunde AG'], [X(350), 'Belegnummer'], [X(450), d.number]),
    row(1, Y(135), h, [X(50), 'Rabattstr. 25'], [X(350), 'Datum'], [X(450), d.issue]),
    row(1, Y(150), h, [X(50), '34567 Osterhausen'], [X(350), 'Kundennummer'], [X(450), 'K-40711']),
    row(1, Y(165), h, [X(350), 'Lieferdatum'], [X(450), d.delivery]),
    row(1, Y(200), h, [X(50), 'Rechnung']),
  ];
  let y = 240;
  for (let i = 0; i < d.rows; i++, y += 15)
    lines.push(row(1, Y(y), h, [X(50), `Position ${i + 1} Leuchte`], [X(480), `${i + 12},50 €`]));
  lines.push(row(1, Y(y + 20), h, [X(350), 'Zwischensumme'], [X(480), `${d.net} €`]));
  lines.push(row(1, Y(y + 35), h, [X(350), 'MwSt 19 %'], [X(480), `${d.vat} €`]));
  lines.push(row(1, Y(y + 50), h, [X(350), 'Gesamtbetrag'], [X(480), `${d.gross} €`]));
  lines.push(row(1, Y(y + 80), h, [X(50), `Zahlbar bis ${d.due} ohne Abzug.`]));
  lines.push(row(1, Y(760), h, [X(50), 'USt-IdNr. DE811569869 · Steuernummer 143/216/70245']));
  return lines;
}

/** Vendor B: a header row of labels with the values under them, and a number without a label. */
function vendorB(d: Doc): PositionedLine[] {
  const s = d.scale;
  const X = (x: number) => d.dx + x * s;
  const Y = (y: number) => d.dy + y * s;
  const h = 9 * s;
  const lines = [
    row(1, Y(30), h, [X(40), 'ACME Widgets Ltd']),
    row(1, Y(55), h, [X(470), d.number]),
    row(1, Y(100), h, [X(40), 'Invoice date'], [X(200), 'Order date'], [X(360), 'Payment due']),
    row(1, Y(113), h, [X(40), d.issue], [X(200), d.delivery], [X(360), d.due]),
  ];
  let y = 160;
  for (let i = 0; i < d.rows; i++, y += 14)
    lines.push(row(1, Y(y), h, [X(40), `Widget ${i}`], [X(460), `${i + 3}.00 EUR`]));
  lines.push(row(1, Y(y + 20), h, [X(300), 'Total due'], [X(460), `${d.gross} EUR`]));
  return lines;
}

function docs(count: number): Doc[] {
  return Array.from({ length: count }, (_, i) => {
    const day = String((i % 27) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    return {
      number: `RE-2024-${String(815 + i * 37).padStart(4, '0')}`,
      issue: `${day}.${month}.2024`,
      due: `${day}.${month}.2025`,
      delivery: `${String(((i + 5) % 27) + 1).padStart(2, '0')}.${month}.2023`,
      net: `${1000 + i * 7},00`,
      vat: `${190 + i},33`,
      gross: `${1190 + i * 9},33`,
      rows: 1 + (i % 9),
      dx: (i % 5) * 7 - 14,
      dy: (i % 7) * 9 - 20,
      scale: 1 + ((i % 4) - 1.5) * 0.06,
    };
  });
}

const iso = (dmy: string) => dmy.split('.').reverse().join('-');
const minor = (de: string) => Number(de.replace(',', ''));

describe('learning where a vendor prints its fields', () => {
  const [first, ...later] = docs(40);

  it('vendor A: labels beside their values; 39 later documents with shifted layouts', () => {
    const lines = vendorA(first!);
    const hints = [
      learnHint('invoiceNumber', first!.number, lines),
      learnHint('issueDate', iso(first!.issue), lines),
      learnHint('dueDate', iso(first!.due), lines),
      learnHint('totalAmount', minor(first!.gross), lines),
      learnHint('vendor.taxId', 'DE811569869', lines),
    ];
    expect(hints.map((h) => h?.label)).toEqual([
      'Belegnummer',
      'Datum',
      'Zahlbar bis',
      'Gesamtbetrag',
      'USt-IdNr.',
    ]);
    let right = 0;
    for (const d of later) {
      const found = Object.fromEntries(
        applyHints(
          hints.filter((h) => h !== null),
          vendorA(d),
        ).map((v) => [v.field, v]),
      );
      const ok =
        found.invoiceNumber?.value === d.number &&
        found.issueDate?.value === iso(d.issue) &&
        found.dueDate?.value === iso(d.due) &&
        found.totalAmount?.value === minor(d.gross) &&
        found['vendor.taxId']?.value === 'DE811569869';
      if (ok) right++;
      else expect(found).toEqual(d); // shows what went wrong
      expect(found.invoiceNumber?.confidence).toBeGreaterThanOrEqual(0.9);
    }
    expect(right).toBe(later.length);
  });

  it('vendor B: values under a header row, and a number found by its place alone', () => {
    const lines = vendorB(first!);
    const hints = [
      learnHint('invoiceNumber', first!.number, lines),
      learnHint('issueDate', iso(first!.issue), lines),
      learnHint('dueDate', iso(first!.due), lines),
      learnHint('totalAmount', minor(first!.gross), lines),
    ].filter((h) => h !== null);
    expect(hints[0]).toMatchObject({ label: null, placement: null });
    expect(hints[1]).toMatchObject({ label: 'Invoice date', placement: 'below' });
    for (const d of later) {
      const found = Object.fromEntries(applyHints(hints, vendorB(d)).map((v) => [v.field, v]));
      expect(found.invoiceNumber).toMatchObject({ value: d.number, confidence: 0.75, label: null });
      expect(found.issueDate?.value).toBe(iso(d.issue));
      expect(found.dueDate?.value).toBe(iso(d.due));
      expect(found.totalAmount?.value).toBe(minor(d.gross));
    }
  });

  it('a credit note printed without a minus sign keeps its negative total', () => {
    const lines = vendorA(first!);
    const hint = learnHint('totalAmount', -minor(first!.gross), lines)!;
    expect(hint.negate).toBe(true);
    const [found] = applyHints([hint], vendorA(later[3]!));
    expect(found?.value).toBe(-minor(later[3]!.gross));
  });

  it('learns nothing from a value that is not printed, and finds nothing where it is missing', () => {
    expect(learnHint('invoiceNumber', 'XYZ-1', vendorA(first!))).toBeNull();
    const hint = learnHint('issueDate', iso(first!.issue), vendorA(first!))!;
    // Another vendor's page: no "Datum" label, and nothing of the kind where it was learned.
    const other = [row(1, 700, 10, [300, 'Vielen Dank'])];
    expect(applyHints([hint], other)).toEqual([]);
  });
});
