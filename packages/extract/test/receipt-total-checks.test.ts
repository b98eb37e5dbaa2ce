import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/index.js';
import { asOcr } from './as-ocr.js';
import { chance, int, pick, rng, type Rng } from './corpus/model.js';

/**
 * A scanned receipt's total line is one reading of one amount; the rest of the receipt works it
 * out again: what the card paid, net + tax, a tip added after the total, the rows of the VAT
 * table. These seeded receipts each print a total line that OCR misread or that is not the
 * amount paid, and the receipt's other lines that say what the total is.
 */
const dot = (cents: number) => (cents / 100).toFixed(2);
const comma = (cents: number) => dot(cents).replace('.', ',');
const totalOf = (text: string) => extractFields(asOcr(text)).extractedData.totalAmount;

function items(r: Rng, format: (c: number) => string) {
  const prices = Array.from({ length: int(r, 2, 5) }, () => int(r, 150, 2500));
  const names = ['BURGER & FRIES', 'SIDE SALAD', 'PINT LAGER', 'HOUSE RED', 'SOUP OF THE DAY'];
  return {
    sum: prices.reduce((a, b) => a + b, 0),
    lines: prices.map((c, i) => `${int(r, 1, 3)}   ${names[i % names.length]}   ${format(c)}`),
  };
}

/** The sum OCR misread on the total line: one digit changed or lost, or its point lost. */
function misread(r: Rng, cents: number): string {
  const s = dot(cents);
  const at = pick(r, [0, s.length - 4]);
  const digit = String((Number(s[at]) + int(r, 1, 8)) % 10);
  return pick(r, [s.slice(0, at) + digit + s.slice(at + 1), s.slice(1), s.replace('.', ':')]);
}

/**
 * A restaurant in the US prints its total, the card slip, then the tip the guest wrote and the
 * total with it: that last one is what was paid. OCR may lose the label's first letter
 * ("OTAL:") or read the "$" as a digit ("588.51" for $88.51). Suggested tips are no tip.
 */
function tipped(seed: number) {
  const r = rng(seed);
  const bought = items(r, dot);
  const tax = Math.round(bought.sum * 0.0825);
  const total = bought.sum + tax;
  const tip = int(r, 100, 2000);
  const sign = pick(r, ['$', '$', '5', '8']);
  const label = pick(r, ['TOTAL:', 'Total:', 'OTAL:', 'TOTAL', 'Total with tip:']);
  const text = [
    pick(r, ['THE RED LION', 'LUCKY DRAGON INC.', 'Corner Bistro']),
    `${int(r, 10, 999)} ELM STREET`,
    `Chk ${int(r, 1000, 99_999)}   Table ${int(r, 1, 40)}`,
    ...bought.lines,
    `Subtotal   ${dot(bought.sum)}`,
    `Tax 8.25%   ${dot(tax)}`,
    `Total   ${dot(total)}`,
    `${pick(r, ['VISA', 'AMEX', 'DISCOVER', 'MASTERCARD'])}   ${dot(total)}`,
    `AUTH CODE: ${int(r, 100_000, 999_999)}`,
    `${pick(r, ['Tip:', 'Tip', 'Gratuity:', 'TIP'])}   ${dot(tip)}`,
    `${label}   ${sign}${dot(total + tip)}`,
    'I agree to pay above total amount',
    'Suggested gratuity:',
    `15% = $${dot(Math.round(total * 0.15))}`,
    `20% = $${dot(Math.round(total * 0.2))}`,
  ].join('\n');
  return { text, want: total + tip };
}

/**
 * The total line misread ("TOTAL $8.07" for 9.07, "Summe EUR 2,3"), and the card line paid what
 * the net and the tax, or taxes, printed above make.
 */
function paidAsNetPlusTax(seed: number) {
  const r = rng(seed);
  const german = chance(r, 0.5);
  const format = german ? comma : dot;
  const bought = items(r, format);
  const taxes = german
    ? [Math.round(bought.sum * 0.07), Math.round(bought.sum * 0.04)]
    : [Math.round(bought.sum * 0.0973)];
  const total = bought.sum + taxes.reduce((a, b) => a + b, 0);
  const text = (
    german
      ? [
          'Gasthof Krone',
          'Zimmermann Gastronomie GmbH',
          ...bought.lines,
          `Summe EUR   ${misread(r, total).replace('.', ',')}`,
          `enth. 20% MwSt   ${format(taxes[0] ?? 0)}`,
          `enth. 10% MwSt   ${format(taxes[1] ?? 0)}`,
          `Netto   ${format(bought.sum)}`,
          `${pick(r, ['Kreditkarte', 'EC-Karte', 'Girocard'])}   ${format(total)}`,
        ]
      : [
          'Corner Larder Holdings Corp.',
          `STORE ${int(r, 1000, 9999)} REG ${int(r, 1, 9)}`,
          ...bought.lines,
          `SUBTOTAL   ${format(bought.sum)}`,
          `IL TAX 9.73%   ${format(taxes[0] ?? 0)}`,
          `TOTAL   $${misread(r, total)}`,
          `${pick(r, ['DISCOVER', 'VISA', 'DEBIT CARD', 'MASTERCARD'])}   ${format(total)}`,
          'THANK YOU - COME AGAIN',
        ]
  ).join('\n');
  return { text, want: total };
}

/**
 * A French, German or Dutch till prints its VAT table under the total: a column head ("TTC",
 * "Brutto", "Incl.") over one row per rate. The amount under the head is one rate's, not the
 * total, whether or not a card line under the total confirms it or the rows add up to it.
 */
function vatTableUnderTotal(seed: number) {
  const r = rng(seed);
  const lang = pick(r, ['fr', 'de', 'nl'] as const);
  const gross = [int(r, 500, 6000), int(r, 500, 6000)];
  const rates = { fr: [20, 10], de: [19, 7], nl: [21, 9] }[lang];
  const total = (gross[0] ?? 0) + (gross[1] ?? 0);
  const row = (g: number, rate: number, mark: string) => {
    const tax = Math.round((g * rate) / (100 + rate));
    return `${mark}${rate}%   ${comma(g - tax)}   ${comma(tax)}   ${comma(g)}`;
  };
  // Half of them print no payment line to confirm the total.
  const paid = (line: string) => (seed % 2 ? line : 'Merci');
  const head = {
    fr: ['TOTAL   ' + comma(total) + '€', paid('CB   ' + comma(total)), 'Taux   HT   TVA   TTC'],
    de: [
      'SUMME   EUR   ' + comma(total),
      paid('EC-Karte   EUR   ' + comma(total)),
      'MwSt   Netto   Steuer   Brutto',
    ],
    nl: [
      'Totaal   ' + comma(total),
      paid('Pinbetaling   ' + comma(total)),
      'BTW   Excl.   BTW   Incl.',
    ],
  }[lang];
  const text = [
    pick(r, ['PHARMACIE LEFEVRE', 'Frischemarkt Vogel', 'Restaurant Mulder']),
    `ARTICLE   ${comma(gross[0] ?? 0)}`,
    `ARTICLE   ${comma(gross[1] ?? 0)}`,
    ...head,
    row(gross[0] ?? 0, rates[0] ?? 0, pick(r, ['A ', 'B ', 'A=', ''])),
    // Every third has its second row misread, so that the rows no longer add up.
    row(gross[1] ?? 0, rates[1] ?? 0, pick(r, ['B ', 'C ', 'B=', ''])).replace(
      seed % 3 ? /$^/ : /,(\d)(\d)$/,
      ',$2$1',
    ),
  ].join('\n');
  return { text, want: total };
}

/**
 * A currency sign OCR read as a digit ("992.25" for $92.25), and the change misread too ("2.75"
 * for 7.75), so cash − change says nothing; the subtotal and the till's rounding make the amount
 * without the sign.
 */
function signBeforeRoundedTotal(seed: number) {
  const r = rng(seed);
  const bought = items(r, dot);
  const rounding = pick(r, [-2, -1, 1, 2]);
  const total = bought.sum + rounding;
  const cash = Math.ceil(total / 1000) * 1000 + 1000;
  const text = [
    'CAFE RIVERA TRADING PTY LTD',
    'ABN 24 820 376 756',
    ...bought.lines,
    `Subtotal   ${dot(bought.sum)}`,
    `Rounding   ${rounding < 0 ? '-' : ''}${dot(Math.abs(rounding))}`,
    `${pick(r, ['AMOUNT DUE', 'TOTAL', 'Total'])}   ${pick(r, ['9', '5', '8'])}${dot(total)}`,
    `Cash   ${dot(cash)}`,
    `Change   ${misread(r, cash - total)}`,
  ].join('\n');
  return { text, want: total };
}

/**
 * A Malaysian till paid by card prints the total with GST, its rounding to 5 sen, and the
 * rounded "NET TOTAL" the card line paid: the rounded amount is the total, change or not.
 */
function roundedCardTotal(seed: number) {
  const r = rng(seed);
  const net = int(r, 1000, 300_000);
  const gst = Math.round(net * 0.06);
  const gross = net + gst;
  const rounded = Math.round(gross / 5) * 5;
  const rounding = rounded - gross;
  const text = [
    'BAN HIN HARDWARE & TRADING SDN BHD (61264-V)',
    'GST REG NO: 000981796260',
    `Total Excl. GST   ${dot(net)}`,
    `GST @ 6%   ${dot(gst)}`,
    `Total Incl. GST   ${dot(gross)}`,
    `Rounding Adj   ${rounding < 0 ? '-' : ''}${dot(Math.abs(rounding))}`,
    `NET TOTAL   RM ${dot(rounded)}`,
    `${pick(r, ['VISA', 'MASTERCARD', 'CARD'])}   ${dot(rounded)}`,
  ].join('\n');
  return { text, want: rounding === 0 ? gross : rounded };
}

/**
 * A Spanish ticket: the VAT table prints net, rate and tax per row ("43,68  21%  9,17"), the
 * total line is misread in one digit ("129,96" for 129,90), and cash given less the change
 * ("Entregado", "Devolución") makes what the rows make.
 */
function cashAsTaxRows(seed: number) {
  const r = rng(seed);
  const nets = [int(r, 500, 6000), int(r, 500, 6000)];
  const taxes = [Math.round((nets[0] ?? 0) * 0.21), Math.round((nets[1] ?? 0) * 0.1)];
  const total = (nets[0] ?? 0) + (nets[1] ?? 0) + (taxes[0] ?? 0) + (taxes[1] ?? 0);
  const cash = Math.ceil(total / 500) * 500 + pick(r, [0, 500, 1000]);
  const shown = total + pick(r, [6, -3, 90, 4]);
  const text = [
    'Farmacia Central',
    'NIF: ESB35186055',
    'FACTURA SIMPLIFICADA',
    `1   ARTICULO   ${comma(total)}`,
    'BASE IMP.   % IVA   CUOTA',
    `${comma(nets[0] ?? 0)}   21%   ${comma(taxes[0] ?? 0)}`,
    `${comma(nets[1] ?? 0)}   10%   ${comma(taxes[1] ?? 0)}`,
    `${pick(r, ['TOTAL A PAGAR', 'TOTAL'])}   ${comma(shown)} €`,
    `Entregado   ${comma(cash)}`,
    `${pick(r, ['Devolución', 'Cambio'])}   ${comma(cash - total)}`,
  ].join('\n');
  return { text, want: total };
}

/**
 * An Austrian or German parking receipt: "Betrag EUR 10,00" is its total; the cash given is
 * more, and OCR misread the change's label ("Rückged").
 */
function parkingAmount(seed: number) {
  const r = rng(seed);
  const total = int(r, 2, 30) * 100;
  const cash = total + int(r, 1, 3) * 500;
  const text = [
    pick(r, ['Tiefgarage Rathaus', 'Parkhaus City', 'Garage Mitte']),
    'UID: ATU 55050474',
    'Quittung',
    `Ticket-Nr.: ${int(r, 100_000, 999_999)}`,
    `Parkdauer: ${int(r, 1, 9)} Std. ${int(r, 10, 59)} Min.`,
    `${pick(r, ['Betrag EUR', 'Betrag:', 'Betrag'])}   ${comma(total)}`,
    `enth. MwSt 20%   ${comma(Math.round(total / 6))}`,
    `Bar   ${comma(cash)}`,
    `${pick(r, ['Rückged', 'Rockgel', 'Ruckgeid'])}   ${comma(cash - total)}`,
  ].join('\n');
  return { text, want: total };
}

const wrongOf = (make: (seed: number) => { text: string; want: number }, from: number) =>
  Array.from({ length: 40 }, (_, i) => make(from + i))
    .map((d) => ({ ...d, got: totalOf(d.text) }))
    .filter((d) => d.got !== d.want);

describe("a scanned receipt's total, checked against its other lines", () => {
  it('is the total with the tip when a tip and the sum with it follow the card slip', () => {
    expect(wrongOf(tipped, 41_000)).toEqual([]);
  });

  it('is what the card paid when net and tax make it and the total line says otherwise', () => {
    expect(wrongOf(paidAsNetPlusTax, 41_100)).toEqual([]);
  });

  it('is never one row of the VAT table under it', () => {
    expect(wrongOf(vatTableUnderTotal, 41_200)).toEqual([]);
  });

  it('loses a currency sign read as a digit when subtotal and rounding make the rest', () => {
    expect(wrongOf(signBeforeRoundedTotal, 41_300)).toEqual([]);
  });

  it('is the rounded amount the card paid', () => {
    expect(wrongOf(roundedCardTotal, 41_400)).toEqual([]);
  });

  it('is cash less change when the VAT table rows make it too and the total line disagrees', () => {
    expect(wrongOf(cashAsTaxRows, 41_500)).toEqual([]);
  });

  it('is the amount after "Betrag" on a parking receipt, not the cash given', () => {
    expect(wrongOf(parkingAmount, 41_600)).toEqual([]);
  });

  it('keeps a tip printed before the total, and a total paid in two parts', () => {
    const tipBefore = ['CAFE', 'Subtotal   20.00', 'Tip   3.00', 'Total   23.00', 'VISA   23.00'];
    const parts = [
      'SHOP',
      'Subtotal   100.00',
      'Tax   8.00',
      'TOTAL   108.00',
      'VISA   100.00',
      'CASH   8.00',
    ];
    expect([totalOf(tipBefore.join('\n')), totalOf(parts.join('\n'))]).toEqual([2300, 10800]);
  });
});

/**
 * Smaller slips of OCR on a total line, each with another line that tells the amount:
 * - a dash between two amounts of a VAT table's totals row read as a minus ("Gesamt  162,46
 *   17.09 - 179,55") while "SUMME EUR 179,55" prints it plain;
 * - specks read as two letters between the change label and its amount ("CHANGE   Me   0.45"),
 *   the total line garbled ("TOTAL   16"), subtotal and rounding make cash − change;
 * - a Singapore "NETS" payment line (the card network) under a garbled "NET TOTAL";
 * - a misread sign before an amount with a thousands point ("TOTAAL 0.653,40", paid "VPAY");
 * - a misread sign where only the items above make the rest ("Fare", "Booking fee", "Tip").
 */
const SLIPS: Array<(r: Rng, cents: number) => string[]> = [
  (r, c) => {
    // One price OCR read without its comma ("515 B" for 5,15): the items above SUMME no longer
    // add up, the VAT table's rows above "Gesamt" do.
    const lost = int(r, 101, 999);
    const a = int(r, 100, c - 1100);
    const b = c - a - lost;
    const row = (rate: string, gross: number, percent: number) => {
      const tax = Math.round((gross * percent) / (100 + percent));
      return `${rate}   ${comma(gross - tax)}   ${comma(tax)}   ${comma(gross)}`;
    };
    const cash = Math.ceil(c / 1000) * 1000;
    const tax = Math.round(((a + lost) * 20) / 120) + Math.round((b * 10) / 110);
    return [
      'Zimmermann Handels GmbH',
      `KINDERBUCH   ${comma(a)}`,
      `ZEITSCHRIFT   ${lost} B`,
      `REISEFUEHRER   ${comma(b)}`,
      `SUMME   EUR   ${comma(c)}`,
      `Gegeben   EUR   ${comma(cash)}`,
      `Zurück   EUR   ${comma(cash - c)}`,
      'MwSt   Netto   Steuer   Brutto',
      row('A=20%', a + lost, 20),
      row('B=10%', b, 10),
      `Gesamt   ${comma(c - tax)}   ${comma(tax)} - ${comma(c)}`,
    ];
  },
  (r, c) => {
    const cash = Math.ceil(c / 1000) * 1000;
    const rounding = pick(r, [-2, -1, 1, 2]);
    return [
      'CAHAYA BARU HOLDINGS SDN BHD (943192-K)',
      `Sub Total   ${dot(c - rounding)}`,
      `Rounding Adjustment   ${rounding < 0 ? '-' : ''}${dot(Math.abs(rounding))}`,
      `TOTAL   ${pick(r, ['16', '1', '-'])}`,
      `Cash   ${dot(cash)}`,
      `CHANGE   ${pick(r, ['Me', 'oo', 'Ee'])}   ${dot(cash - c)}`,
    ];
  },
  (r, c) => [
    'ORCHID TRADING PTE LTD',
    `Subtotal   ${dot(c)}`,
    `NET TOTAL   ${pick(r, ['56', '5', '8'])}${dot(c)}`,
    `${pick(r, ['NETS FLASHPAY', 'NETS'])}   ${dot(c)}`,
  ],
  (r, c) => [
    'Restaurant Mulder B.V.',
    `DAGSCHOTEL   ${comma(c)}`,
    `TOTAAL   ${pick(r, ['0.6', '8.0', '0.0'])}${comma(c)}`,
    `${pick(r, ['VPAY', 'V PAY', 'Maestro'])}   ${comma(c)}`,
  ],
  (r, c) => {
    const fee = int(r, 50, 300);
    const tip = int(r, 100, 900);
    return [
      'METRO CAB CO',
      'TAXI RECEIPT',
      `Fare   ${dot(c - fee - tip)}`,
      `Booking fee   ${dot(fee)}`,
      `Tip   ${dot(tip)}`,
      `TOTAL   ${pick(r, ['6', '5', '8'])}${dot(c)}`,
      'Paid by card',
    ];
  },
];

describe('a total line OCR slipped on', () => {
  it('is read from the line that tells the amount', () => {
    const wrong = SLIPS.flatMap((lines, k) =>
      Array.from({ length: 12 }, (_, i) => {
        const r = rng(41_700 + 100 * k + i);
        const want = int(r, 2500, 9999);
        return { text: lines(r, want).join('\n'), want };
      }),
    )
      .map((d) => ({ ...d, got: totalOf(d.text) }))
      .filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });
});
