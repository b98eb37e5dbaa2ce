import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';

/**
 * Till receipts made by code, 60 per rule: merchants, languages, column spacing, item counts and
 * amounts vary with a seeded generator. Each rule is checked on all of them, not on one file.
 */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const LANGUAGES = [
  { total: 'SUMME', cash: 'BAR', change: 'Rückgeld', vat: 'MwSt', comma: true },
  { total: 'Gesamt', cash: 'Gegeben', change: 'Wechselgeld', vat: 'MwSt', comma: true },
  { total: 'TOTAL', cash: 'CASH', change: 'CHANGE', vat: 'GST', comma: false },
  { total: 'Total', cash: 'Tendered', change: 'Change due', vat: 'VAT', comma: false },
  { total: 'TOTAL TTC', cash: 'Espèces', change: 'Rendu monnaie', vat: 'TVA', comma: true },
  { total: 'Totaal', cash: 'Contant', change: 'Wisselgeld', vat: 'BTW', comma: true },
  { total: 'Totale', cash: 'Contanti', change: 'Resto', vat: 'IVA', comma: true },
  { total: 'Total', cash: 'Efectivo', change: 'Cambio', vat: 'IVA', comma: true },
] as const;

const MERCHANTS = [
  ['KEDAI RUNCIT MAJU', 'SDN BHD'],
  ['Bäckerei Sonnenschein', 'GmbH'],
  ['NORTHWIND MARKETS', 'LTD'],
  ['Le Petit Marché', 'SARL'],
  ['Groente Huis', 'B.V.'],
  ['PASTICCERIA ROSSI', 'S.r.l.'],
  ['Harbour Hardware', 'Pty'],
  ['SUNRISE TRADING', 'PTE'],
] as const;

interface Receipt {
  text: string;
  total: number;
  vendor: string;
}

function money(minor: number, comma: boolean): string {
  const s = (minor / 100).toFixed(2);
  return comma ? s.replace('.', ',') : s;
}

function receipt(seed: number, variant: 'garbled-total' | 'no-total' | 'vat-row'): Receipt {
  const r = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const lang = pick(LANGUAGES);
  const [name, form] = pick(MERCHANTS);
  const gap = ' '.repeat(3 + Math.floor(r() * 6));
  const items = Array.from({ length: 2 + Math.floor(r() * 6) }, (_, i) => ({
    name: `ITEM ${String.fromCharCode(65 + i)}${Math.floor(r() * 90 + 10)}`,
    price: 49 + Math.floor(r() * 2500),
  }));
  const total = items.reduce((sum, i) => sum + i.price, 0);
  const cash = (Math.floor(total / 1000) + 1 + Math.floor(r() * 3)) * 1000;
  const m = (minor: number) => money(minor, lang.comma);
  const lines = [
    // The legal form as a cell of its own, as wide letter spacing makes OCR read it.
    `${name}${gap}${form}`,
    `${10 + Math.floor(r() * 80)} Station Road`,
    `${Math.floor(r() * 28) + 1}.0${Math.floor(r() * 9) + 1}.2025   ${10 + Math.floor(r() * 10)}:${10 + Math.floor(r() * 49)}`,
    '',
    ...items.map((i) => `${i.name}${gap}${m(i.price)}`),
  ];
  if (variant === 'garbled-total') lines.push(`${lang.total}${gap}${m(total).replace(/[.,]/, '')}`);
  if (variant === 'vat-row')
    lines.push(`${lang.total}${gap}${m(total - 100 * (1 + Math.floor(r() * 9)))}`);
  lines.push(`${lang.cash}${gap}${m(cash)}`, `${lang.change}${gap}${m(cash - total)}`);
  if (variant === 'vat-row') {
    const tax = Math.round(total * 0.16);
    lines.push('', `${lang.vat}${gap}${m(total - tax)}${gap}${m(tax)}${gap}${m(total)}`);
  }
  return { text: lines.join('\n'), total, vendor: `${name} ${form}` };
}

function read(text: string) {
  return extractFields(documentTextFromPlain(text)).extractedData;
}

describe('receipt totals checked against the rest of the receipt', () => {
  it('takes cash given minus change when the total line was misread (a comma lost)', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const r = receipt(seed, 'garbled-total');
      expect(read(r.text).totalAmount, r.text).toBe(r.total);
    }
  });

  it('takes cash given minus change when no total line was read at all', () => {
    for (let seed = 101; seed <= 160; seed++) {
      const r = receipt(seed, 'no-total');
      expect(read(r.text).totalAmount, r.text).toBe(r.total);
    }
  });

  it('prefers a VAT row whose net + tax = gross over a misread total and over cash − change', () => {
    for (let seed = 201; seed <= 260; seed++) {
      const r = receipt(seed, 'vat-row');
      expect(read(r.text).totalAmount, r.text).toBe(r.total);
    }
  });

  it('keeps a plain, consistent total as it is', () => {
    const text = [
      'CORNER SHOP LTD',
      '',
      'Milk   1.20',
      'Bread   2.30',
      'TOTAL   3.50',
      'CASH   5.00',
      'CHANGE   1.50',
    ].join('\n');
    expect(read(text).totalAmount).toBe(350);
  });

  it('never takes cash − change when the cash line is itself a total', () => {
    const text = ['CORNER SHOP LTD', '', 'Milk   1.20', 'TOTAL   3.50', 'CHANGE   1.50'].join('\n');
    expect(read(text).totalAmount).toBe(350);
  });
});

describe('merchant names on receipts', () => {
  it('joins a legal form read as a cell of its own to the name before it, in any case', () => {
    for (let seed = 301; seed <= 360; seed++) {
      const r = receipt(seed, 'no-total');
      expect(read(r.text).vendor.name, r.text).toBe(r.vendor);
    }
  });

  it('drops OCR noise after the legal form and reads capital forms (SDN BHD, GMBH)', () => {
    expect(
      read('tee   PENNY-MARKT   GmbH **+*\nBilker Allee 30\n\nSUMME   10,56').vendor.name,
    ).toBe('PENNY-MARKT GmbH');
    expect(read('SYARIKAT ANEKA JAYA SDN BHD\nNO 12 JALAN 3\n\nTOTAL   8.90').vendor.name).toBe(
      'SYARIKAT ANEKA JAYA SDN BHD',
    );
    expect(read('HOFLADEN MEIER GMBH\nDorfstr. 2\n\nSUMME   4,20').vendor.name).toBe(
      'HOFLADEN MEIER GMBH',
    );
  });

  it('prefers the name with a capital legal form (SRL, S.R.L., SPA, S.R.O.) to a logo word above it', () => {
    const names = [
      'Horizon Trading SRL',
      'FERRAMENTA ROSSI S.R.L.',
      'Westwind Werkzeuge SRL',
      'CASEIFICIO BIANCHI SPA',
      'Stavby Morava S.R.O.',
    ];
    for (const name of names) {
      const logo = (name.split(' ')[0] ?? '').toUpperCase();
      const text = `${logo}\n${name}\nchaussée de Wavre 67\n8603 Namur\n\nTOTAL   310,52`;
      expect(read(text).vendor.name, text).toBe(name);
    }
  });
});
