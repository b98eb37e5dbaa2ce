import { describe, expect, it } from 'vitest';
import { fieldsOf, type PlacedText } from './laid-out-page.js';

/**
 * Labels that wrapped in narrow cells, as web invoicing tools and spreadsheets print them: a
 * header row whose cells hold two lines ("Invoice / Number", "Due / Date", "Rechnungs- /
 * nummer") over their values, and a total label broken over two lines ("Netto a / pagare")
 * with its amount beside the second. Six languages, 48 invoices with varying values and
 * column positions.
 */
const HEADERS = {
  en: {
    number: ['Invoice', 'Number'],
    issue: ['Invoice', 'Date'],
    due: ['Due', 'Date'],
    total: ['Amount', 'Due'],
  },
  de: {
    number: ['Rechnungs-', 'nummer'],
    issue: ['Rechnungs-', 'datum'],
    due: ['Fällig', 'am'],
    total: ['Gesamt-', 'betrag'],
  },
  fr: {
    number: ['N° de', 'facture'],
    issue: ['Date de', 'facture'],
    due: ['Date', "d'échéance"],
    total: ['Net à', 'payer'],
  },
  it: {
    number: ['Numero', 'fattura'],
    issue: ['Data', 'fattura'],
    due: ['Data', 'scadenza'],
    total: ['Netto a', 'pagare'],
  },
  es: {
    number: ['Número de', 'factura'],
    issue: ['Fecha de', 'factura'],
    due: ['Fecha de', 'vencimiento'],
    total: ['Total a', 'pagar'],
  },
  nl: {
    number: ['Factuur-', 'nummer'],
    issue: ['Factuur-', 'datum'],
    due: ['Verval-', 'datum'],
    total: ['Te', 'betalen'],
  },
} as const;
const SELLERS = {
  en: 'Brightwater Design Ltd',
  de: 'Nordlicht Events GmbH',
  fr: 'Atelier Moreau SARL',
  it: 'Rossi Forniture S.r.l.',
  es: 'Solano Servicios SL',
  nl: 'Groente Huis B.V.',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
const money = (minor: number, lang: string) => {
  const s = (minor / 100).toFixed(2);
  return lang === 'en' ? s : s.replace('.', ',');
};

function invoice(i: number) {
  const lang = (Object.keys(HEADERS) as Array<keyof typeof HEADERS>)[i % 6] as keyof typeof HEADERS;
  const h = HEADERS[lang];
  const number = `${lang.toUpperCase()}-${1000 + i * 7}`;
  const day = 1 + (i % 20);
  const issue = `2025-03-${pad(day)}`;
  const due = `2025-04-${pad(day + 5)}`;
  const total = 12000 + i * 1731;
  const x = 50 + (i % 4) * 5;
  const step = 110 + (i % 3) * 10;
  const asDate = (iso: string) => iso.split('-').reverse().join('/');
  const items: PlacedText[] = [
    [SELLERS[lang], 50, 40, 14],
    ['Customer Company', 50, 100, 10],
    ['Some Street 1', 50, 112, 10],
  ];
  const header = i % 2 === 0;
  if (header) {
    // One header row of two-line cells over one row of values.
    const cells = [h.number, h.issue, h.due, h.total];
    const values = [number, asDate(issue), asDate(due), `${money(total, lang)} EUR`];
    cells.forEach(([top, bottom], c) => {
      items.push([top, x + c * step, 200, 9], [bottom, x + c * step, 210, 9]);
      items.push([values[c] as string, x + c * step, 224, 10]);
    });
  } else {
    // Key-value rows at the foot, the total's label broken over two lines.
    items.push(
      [`${h.number.join(' ').replace('- ', '')}:`, x, 200, 10],
      [number, 300, 200, 10],
      [`${h.issue.join(' ').replace('- ', '')}:`, x, 214, 10],
      [asDate(issue), 300, 214, 10],
      [`${h.due.join(' ').replace('- ', '')}:`, x, 228, 10],
      [asDate(due), 300, 228, 10],
      ['Service', x, 300, 10],
      [money(total, lang), 400, 300, 10],
      [h.total[0], 300, 330, 10],
      [h.total[1], 300, 341, 10],
      [`${money(total, lang)} EUR`, 400, 341, 10],
    );
  }
  return { items, number, issue, due, total };
}

describe('labels wrapped in narrow cells', () => {
  const invoices = Array.from({ length: 48 }, (_, i) => invoice(i));

  it('are read whole: the number, both dates and the total', () => {
    const wrong = invoices
      .map((inv) => {
        const f = fieldsOf(inv.items);
        const got = [f.invoiceNumber, f.issueDate, f.dueDate, f.totalAmount];
        const want = [inv.number, inv.issue, inv.due, inv.total];
        return JSON.stringify(got) === JSON.stringify(want) ? null : { got, want };
      })
      .filter(Boolean);
    expect(wrong).toEqual([]);
  });

  it('leave stacked label rows with their values alone', () => {
    const f = fieldsOf([
      ['Northwind Ltd', 50, 40, 14],
      ['Invoice No: A-77', 50, 100, 10],
      ['Total', 300, 300, 10],
      ['100.00', 400, 300, 10],
      ['Tax', 300, 311, 10],
      ['19.00', 400, 311, 10],
      ['Amount due', 300, 322, 10],
      ['119.00', 400, 322, 10],
    ]);
    expect(f.totalAmount).toBe(11900);
  });
});
