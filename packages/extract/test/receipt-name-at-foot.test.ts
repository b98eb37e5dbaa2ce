import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { COUNTRIES, int, pick, rng, validVatId } from './corpus/model.js';

/**
 * Till receipts whose header holds only the shop's address (the name was in a logo the
 * scanner or OCR lost) and whose company name with its legal form is printed at the foot,
 * under its tax id, after a tax table whose header row is made of label words. The words of
 * a tax table ("Steuer", "TVA", "VAT") and a currency code alone are never the vendor. 60
 * receipts from a seeded generator, six languages.
 */
const WORDS = {
  de: {
    head: 'Steuer   %   Netto   Steuer   Brutto',
    id: 'USt-IdNr.:',
    total: 'SUMME',
    cash: 'BAR',
    change: 'Rückgeld',
  },
  fr: {
    head: 'TVA   %   HT   TVA   TTC',
    id: 'TVA :',
    total: 'TOTAL TTC',
    cash: 'Espèces',
    change: 'Rendu',
  },
  nl: {
    head: 'BTW   %   Excl   BTW   Incl',
    id: 'BTW-nr:',
    total: 'TOTAAL',
    cash: 'Contant',
    change: 'Wisselgeld',
  },
  it: {
    head: 'IVA   %   Imponibile   IVA   Totale',
    id: 'P.IVA',
    total: 'TOTALE',
    cash: 'Contanti',
    change: 'Resto',
  },
  es: {
    head: 'IVA   %   Base   IVA   Total',
    id: 'NIF:',
    total: 'TOTAL',
    cash: 'Efectivo',
    change: 'Cambio',
  },
  en: {
    head: 'VAT   %   Net   VAT   Gross',
    id: 'VAT No:',
    total: 'TOTAL',
    cash: 'CASH',
    change: 'CHANGE',
  },
} as const;

const money = (minor: number, comma: boolean) => {
  const s = (minor / 100).toFixed(2);
  return comma ? s.replace('.', ',') : s;
};

function receipt(seed: number) {
  const r = rng(seed);
  const country = pick(
    r,
    COUNTRIES.filter((c) => c.lang in WORDS && c.vatPattern),
  );
  const words = WORDS[country.lang as keyof typeof WORDS];
  const comma = country.moneyStyle !== 'comma-dot';
  const name = `${pick(r, ['Ulmen', 'Castor', 'Meridian', 'Alder', 'Brightwater', 'Solano'])} ${pick(r, ['Logistik', 'Retail', 'Handel', 'Foods', 'Market'])} ${pick(r, country.forms)}`;
  const taxId = validVatId(r, country) ?? '';
  const gap = ' '.repeat(int(r, 3, 8));
  const items = Array.from({ length: int(r, 2, 6) }, (_, i) => int(r, 99, 4999) + i);
  const total = items.reduce((a, b) => a + b, 0);
  const rate = pick(r, country.vatRates);
  const tax = Math.round((total * rate) / (100 + rate));
  const cash = (Math.floor(total / 1000) + 1) * 1000;
  const m = (v: number) => money(v, comma);
  const lines = [
    `${pick(r, country.streets)} ${int(r, 1, 140)}`,
    `${int(r, 1000, 99999)} ${pick(r, country.cities)}`,
    `Tel.: 0${int(r, 30, 89)}/${int(r, 100000, 9999999)}`,
    country.currency,
    ...items.map((v, i) => `Artikel ${i + 1}${gap}${m(v)}`),
    `${words.total} ${country.currency}${gap}${m(total)}`,
    `${words.cash}${gap}${m(cash)}`,
    `${words.change}${gap}${m(cash - total)}`,
    words.head,
    `A= ${rate},0%${gap}${m(total - tax)}${gap}${m(tax)}${gap}${m(total)}`,
    `${int(r, 10, 28)}.0${int(r, 1, 9)}.25 ${int(r, 10, 20)}:${int(r, 10, 59)}${gap}Bon ${int(r, 1000, 99999)}`,
    `${words.id} ${taxId}`,
    name,
    pick(r, ['Vielen Dank für Ihren Einkauf', 'Merci de votre visite', 'Thank you', 'Grazie']),
  ];
  return { text: lines.join('\n'), name };
}

describe('a till receipt whose name is printed only at its foot', () => {
  const receipts = Array.from({ length: 60 }, (_, i) => receipt(9100 + i));

  it('takes the company under the tax id, not a word of the tax table or a currency code', () => {
    const wrong = receipts
      .map((rc) => ({
        want: rc.name,
        got: extractFields(documentTextFromPlain(rc.text)).extractedData.vendor?.name,
      }))
      .filter((x) => x.got !== x.want);
    expect(wrong).toEqual([]);
  });
});
