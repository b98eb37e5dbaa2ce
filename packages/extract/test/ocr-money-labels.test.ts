import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { toDocumentText } from '../src/fields/document-text.js';
import {
  labelWordOf,
  mendAmountText,
  mendLabelWordText,
  mendMoneyLabels,
} from '../src/ocr/money-labels.js';
import { chance, int, pick, rng, type Rng } from './corpus/model.js';
import { rm } from './corpus/wild-receipts.js';

/**
 * What tesseract makes of a thermal receipt's money labels and amounts: one letter of a label
 * read as its look-alike ("T0TAL", "TOTAI", "Tota1", "CHANGF", "R0UNDING", "PAYAB1E"), a 0 or
 * 1 in an amount read as a letter ("RM5O.60", "1O.00", "12.5O"), the cents set apart
 * ("12. 50"). Generated receipts, seeded; each case fails without the mending (counted), and
 * readings that were right stay as they were.
 */

/** One look-alike for a letter of a label word, as OCR reads it. */
const MISREAD: Record<string, string[]> = {
  O: ['0', 'D'],
  L: ['1', 'I'],
  I: ['1', 'l'],
  S: ['5'],
  B: ['8'],
  E: ['F'],
  A: ['4'],
  D: ['O', '0'],
};

/** The word with one of its letters read as a look-alike (never the word itself). */
function misreadWord(r: Rng, word: string): string {
  const places = [...word].flatMap((c, i) => (MISREAD[c.toUpperCase()] ? [i] : []));
  const at = pick(r, places);
  const c = word[at] as string;
  // Digits as they are; a letter for a letter in the word's case (an "o" is no "d").
  const looks = (MISREAD[c.toUpperCase()] as string[]).filter(
    (l) => c === c.toUpperCase() || /\d/.test(l) || l.toLowerCase() !== l,
  );
  const look = pick(r, looks.length ? looks : ['0']);
  return word.slice(0, at) + look + word.slice(at + 1);
}

/** An amount with a 0 or 1 read as a letter, or its cents set apart after the point. */
function misreadAmount(r: Rng, amount: string): string {
  const at = [...amount].flatMap((c, i) => (c === '0' || c === '1' ? [i] : []));
  if (!at.length || chance(r, 0.3)) return amount.replace('.', '. ');
  const i = pick(r, at);
  const look = amount[i] === '0' ? pick(r, ['O', 'o']) : pick(r, ['l', 'I']);
  return amount.slice(0, i) + look + amount.slice(i + 1);
}

const caseOf = (r: Rng, word: string) =>
  pick(r, [word.toUpperCase(), word[0]!.toUpperCase() + word.slice(1).toLowerCase()]);

interface Receipt {
  clean: string;
  ocr: string;
  total: number;
}

/** A Malaysian till receipt: head, items, the total and what follows it. */
function receipt(r: Rng): Receipt {
  const items = Array.from({ length: int(r, 1, 5) }, () => int(r, 100, 9000));
  const total = items.reduce((a, b) => a + b, 0);
  // Malaysian tills round cash payments to 5 sen; a card pays the exact total.
  const card = chance(r, 0.5);
  const cents = card ? 0 : total % 5;
  const payable = total - cents;
  const totalWords = pick(r, [
    ['Total'],
    ['Grand', 'Total'],
    ['Total', 'Payable'],
    ['Total', 'Amount'],
    ['Jumlah'],
  ]).map((w) => caseOf(r, w));
  const rows: Array<[label: string[], amount: string]> = [];
  if (cents) rows.push([['Sub', 'Total'], rm(total)]);
  if (cents) rows.push([[caseOf(r, 'Rounding')], rm(-cents)]);
  rows.push([totalWords, rm(payable)]);
  if (!card) {
    const tendered = Math.ceil(payable / 5000) * 5000 + 5000;
    rows.push([['CASH'], rm(tendered)]);
    rows.push([[caseOf(r, 'Change')], rm(tendered - payable)]);
  } else rows.push([['VISA'], rm(payable)]);
  const head = [
    `${pick(r, ['SENG HUAT', 'MAJU JAYA', 'KIM LEONG'])} ${pick(r, ['HARDWARE', 'TRADING'])} SDN BHD`,
    `NO. ${int(r, 1, 99)}, JALAN ${pick(r, ['PUCHONG', 'BESAR', 'AMPANG'])}, 4${int(r, 1000, 9999)} SELANGOR`,
    `Date: ${int(r, 10, 28)}/0${int(r, 1, 9)}/2018`,
    ...items.map(
      (v, k) => `${pick(r, ['CUP MEE', 'SUGAR 1KG', 'WD-40', 'CABLE TIE'])} ${k + 1}   ${rm(v)}`,
    ),
  ];
  const line = ([label, amount]: [string[], string]) => `${label.join(' ')}   ${amount}`;
  // The OCR reading: each row's label word of five letters or more misread, or its amount, or
  // both (the VISA and CASH rows too: their words are short, their amounts are not).
  const ocrRows = rows.map(([label, amount]) => {
    const long = label.filter((w) => w.length >= 5);
    const word = long.length && chance(r, 0.7) ? pick(r, long) : null;
    const misLabel = label.map((w) => (w === word ? misreadWord(r, w) : w));
    const misAmount = !word || chance(r, 0.5) ? misreadAmount(r, amount) : amount;
    return line([misLabel, misAmount]);
  });
  return {
    clean: [...head, ...rows.map(line)].join('\n'),
    ocr: [...head, ...ocrRows].join('\n'),
    total: payable,
  };
}

/** The total read from OCR text, with or without the mending read-page.ts applies. */
const totalOf = (text: string, mend: boolean) => {
  const lines = documentTextFromPlain(text).lines;
  return extractFields(toDocumentText(mend ? mendMoneyLabels(lines) : lines, 'ocr')).extractedData
    .totalAmount;
};

describe('money labels and amounts as OCR misreads them', () => {
  it('are read back: the total of 120 misread receipts', () => {
    const r = rng(14_001);
    let wrongBefore = 0;
    for (let i = 0; i < 120; i++) {
      const { ocr, total } = receipt(r);
      expect(totalOf(ocr, true), ocr).toBe(total);
      if (totalOf(ocr, false) !== total) wrongBefore++;
    }
    // Without the mending, most of them lose their total.
    expect(wrongBefore).toBeGreaterThan(60);
  });

  it('leave a right reading as it was', () => {
    const r = rng(14_002);
    for (let i = 0; i < 120; i++) {
      const { clean } = receipt(r);
      const lines = documentTextFromPlain(clean).lines;
      expect(mendMoneyLabels(lines).map((l) => l.text)).toEqual(lines.map((l) => l.text));
    }
  });

  it('read every label word from one look-alike', () => {
    for (const [read, word] of [
      ['T0TAL', 'total'],
      ['TOTAI', 'total'],
      ['Tota1', 'total'],
      ['CHANGF', 'change'],
      ['R0UNDING', 'rounding'],
      ['ROUNOING', 'rounding'],
      ['PAYAB1E', 'payable'],
      ['ARNOUNT', 'amount'],
      ['JUMLAI-I', null],
      ['5ALES', 'sales'],
    ] as const)
      expect(labelWordOf(read), read).toBe(word);
  });

  it('leave words that only look like a label alone', () => {
    // Not a look-alike (R/N, C/G), shorter than five letters, or a word already.
    for (const word of ['CHARGE', 'Charge', 'CHANCE', 'CASH', 'T0TA', 'TOTALS', 'Totals', 'TOTAL'])
      expect(labelWordOf(word), word).toBeNull();
    const lines = documentTextFromPlain(
      'Service Charge 10%   2.50\nGRANO DURO 1KG   3.20\nGRAN0 TOTAL   5.70',
    ).lines;
    expect(mendMoneyLabels(lines).map((l) => l.text)).toEqual([
      'Service Charge 10%   2.50',
      'GRANO DURO 1KG   3.20',
      'GRAND TOTAL   5.70',
    ]);
  });

  it('mend amounts only inside a number with two decimals', () => {
    expect(mendAmountText('TOTAL RM5O.60')).toBe('TOTAL RM50.60');
    expect(mendAmountText('TOTAL 12. 50')).toBe('TOTAL 12.50');
    expect(mendAmountText('CHANGE l2.5O')).toBe('CHANGE 12.50');
    for (const t of [
      'Date 12.05.2018',
      'TOTAL 12.50 S',
      'SST 6%   1.20',
      'NO. 12',
      'SO.OO',
      'TOTAL 2 3.50',
      'Qty 12. 5',
    ])
      expect(mendAmountText(t), t).toBe(t);
  });

  it('are not mended on lines without a money label', () => {
    const lines = documentTextFromPlain('ITEM CODE 1O.0O-A\nNIPPON 5O.OS\nTOTAL   1O.00').lines;
    expect(mendMoneyLabels(lines).map((l) => l.text)).toEqual([
      'ITEM CODE 1O.0O-A',
      'NIPPON 5O.OS',
      'TOTAL   10.00',
    ]);
  });
});

describe('Malaysian "Total Sales (Inclusive of GST)"', () => {
  it('is the total; "Total Sales (Excluding GST)" is its net', () => {
    const r = rng(14_003);
    for (let i = 0; i < 60; i++) {
      const net = int(r, 500, 90000);
      const gst = Math.round(net * 0.06);
      const inclusive = pick(r, [
        'Total Sales (Inclusive of GST)',
        'Total Sales Incl GST',
        'TOTAL SALES (INCL. GST)',
        'Total Sales (Inclusive ‘ofGST)',
      ]);
      const text = [
        'KIM LEONG HARDWARE SDN BHD',
        'JALAN PUCHONG, 47100 SELANGOR',
        `Total Sales (Excluding GST) :   ${rm(net)}`,
        `Total GST :   ${rm(gst)}`,
        chance(r, 0.5) ? `${inclusive} :   ${rm(net + gst)}` : `${inclusive}\n${rm(net + gst)}`,
      ].join('\n');
      expect(totalOf(text, false), text).toBe(net + gst);
    }
  });
});

describe('a receipt whose only Malaysian cue is its address', () => {
  it('is in ringgit: an estate, an avenue or a state without "Jalan", "RM" or "Sdn Bhd"', () => {
    const r = rng(14_004);
    for (let i = 0; i < 60; i++) {
      const total = int(r, 100, 20000);
      const text = [
        `${pick(r, ['MAJU JAYA', 'LIAN HING', 'SOON HUAT'])} ${pick(r, ['HARDWARE', 'STATIONERY SHOP', 'ENTERPRISE'])}`,
        `LOT ${int(r, 1, 99)}, ${pick(r, ['PERSIARAN KLANG', 'LORONG 3', 'BATU 5'])},`,
        pick(r, [
          `TAMAN CONNAUGHT, 56000 CHERAS`,
          `${int(r, 10000, 99999)} ${pick(r, ['IPOH, PERAK', 'KUANTAN, PAHANG', 'KOTA KINABALU, SABAH', 'MELAKA'])}`,
        ]),
        `NO. RESIT: ${int(r, 10000, 99999)}`,
        `TOTAL   ${rm(total)}`,
      ].join('\n');
      const d = extractFields({ ...documentTextFromPlain(text), source: 'ocr' }).extractedData;
      expect(d.currency, text).toBe('MYR');
    }
  });

  it('does not outvote a code or a sign other than "$" printed with the total', () => {
    for (const [total, code] of [
      ['TOTAL USD 12.50', 'USD'],
      ['TOTAL € 12.50', 'EUR'],
      ['TOTAL 12.50 £', 'GBP'],
    ]) {
      const text = `CORNER STORE\nTAMAN SARI 12\n${total}`;
      const d = extractFields({ ...documentTextFromPlain(text), source: 'ocr' }).extractedData;
      expect(d.currency, text).toBe(code);
    }
  });
});

describe('label words with any one letter misread', () => {
  /** The word with one letter read as another letter, any letter, in the word's case. */
  const misletter = (r: Rng, word: string) => {
    const at = int(r, 0, word.length - 1);
    const c = word[at] as string;
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((l) => l !== c.toUpperCase());
    const l = pick(r, letters);
    return word.slice(0, at) + (c === c.toUpperCase() ? l : l.toLowerCase()) + word.slice(at + 1);
  };

  it('are read back next to a label word, or alone before the line’s only amount', () => {
    const r = rng(14_004);
    let wrongBefore = 0;
    for (let i = 0; i < 120; i++) {
      const net = int(r, 500, 40000);
      const tax = Math.round(net * 0.06);
      const total = net + tax;
      const tendered = Math.ceil(total / 5000) * 5000 + 5000;
      const totalLine = pick(r, [
        () => `${misletter(r, caseOf(r, 'Total'))}   ${rm(total)}`,
        () => `${misletter(r, 'Total')} Sales (Inclusive of GST) :   ${rm(total)}`,
        () => `Total ${misletter(r, 'Sales')} Incl GST   ${rm(total)}`,
        () => `${caseOf(r, 'Grand')} ${misletter(r, caseOf(r, 'Total'))}   ${rm(total)}`,
      ])();
      const text = [
        'MAJU JAYA TRADING SDN BHD',
        'NO. 12, JALAN BESAR, 41200 KLANG',
        `Date: ${int(r, 10, 28)}/0${int(r, 1, 9)}/2018`,
        `CABLE TIE   ${rm(net)}`,
        `Total Sales (Excluding GST)   ${rm(net)}`,
        `Total GST   ${rm(tax)}`,
        totalLine,
        // Cash given only: its change lost, cash − change cannot say the total.
        `CASH   ${rm(tendered)}`,
      ].join('\n');
      if (totalOf(text, true) !== total) throw new Error(`${text}\n→ ${totalOf(text, true)}`);
      if (totalOf(text, false) !== total) wrongBefore++;
    }
    expect(wrongBefore).toBeGreaterThan(50);
  });

  it('"Sales (Inclusive of GST)" is the total when the crop cut "Total" off', () => {
    const r = rng(14_005);
    for (let i = 0; i < 60; i++) {
      const items = Array.from({ length: int(r, 1, 4) }, () => int(r, 100, 9000));
      const net = items.reduce((a, b) => a + b, 0);
      const total = net + Math.round(net * 0.06);
      const cut = pick(r, ['', 'l ', 'al ', 'tal ', 'il ']);
      const text = [
        'SINAR BAHAGIA HARDWARE',
        `Date: ${int(r, 10, 28)}/0${int(r, 1, 9)}/2018`,
        ...items.map((v, k) => `ITEM ${k + 1}   ${rm(v)}`),
        // The amounts of these two lost, as on a photo whose right edge is in shadow.
        'Total Sales (Excluding GST)',
        'Total GST :',
        `${cut}Sales (${pick(r, ['Inclusive of', 'Incl.', 'Including'])} GST) :   ${rm(total)}`,
        `CASH :   ${rm(Math.ceil(total / 5000) * 5000 + 5000)}`,
      ].join('\n');
      expect(totalOf(text, true), text).toBe(total);
    }
  });

  it('leave words one letter from a label alone where nothing says they are one', () => {
    for (const line of [
      'Total Charge   12.00',
      'CHANCE   2.00',
      'Service Charge   2.50',
      'TONAL CREAM   12.90',
      'BALES OF HAY   12.00',
      'SALEM   3.50',
      'Motal   3.50 x 2',
    ])
      expect(mendLabelWordText(line), line).toBe(line);
    expect(mendLabelWordText('FOTAL   193.55')).toBe('TOTAL   193.55');
    expect(mendLabelWordText('Thange :   RM 6.20')).toBe('Change :   RM 6.20');
    expect(mendLabelWordText('Toral Sales (inclusive of GST) :   395.40')).toBe(
      'Total Sales (inclusive of GST) :   395.40',
    );
  });
});
