/**
 * Opt-in variety in how invoices print their net and tax (for the net/tax rule's tests): more
 * ways of naming the net and the tax per language, two VAT rates with a line each, a "total
 * VAT" line under them, and zero-rated invoices. Words written for the generator, apart from
 * the extractor's label data. Draws from its own random stream, so a document generated
 * without it stays the same.
 */
import { chance, int, pick, rng, type InvoiceModel } from './model.js';
import type { Lang } from './vocabulary.js';

const MORE_NET: Record<Lang, string[]> = {
  en: ['Taxable amount', 'Amount before tax', 'Net total', 'Sub-total', 'Total excluding VAT'],
  de: ['Netto', 'Warenwert', 'Summe ohne MwSt.', 'Gesamtbetrag netto', 'Rechnungsbetrag netto'],
  fr: ['Total hors taxes', 'Base HT', 'Sous-total', 'Montant hors taxe'],
  nl: ['Bedrag excl. btw', 'Totaal exclusief btw', 'Netto'],
  it: ['Totale netto', 'Imponibile', 'Importo senza IVA'],
  es: ['Importe neto', 'Base imponible', 'Subtotal'],
};

/** `{r}` is the rate. */
const MORE_TAX: Record<Lang, string[]> = {
  en: ['GST {r}%', 'Sales tax ({r}%)', 'VAT amount', 'Tax'],
  de: ['MwSt.-Betrag', '{r} % MwSt.', 'Umsatzsteuer', 'USt {r} %'],
  fr: ['Montant TVA', 'TVA à {r} %', 'T.V.A. {r}%'],
  nl: ['Btw-bedrag', 'BTW {r}%'],
  it: ['IVA {r}%', 'I.V.A. {r}%', 'Imposta'],
  es: ['Cuota IVA {r}%', 'I.V.A. {r}%', 'IVA'],
};

const TAX_TOTAL: Record<Lang, string[]> = {
  en: ['Total VAT', 'Total tax', 'VAT total'],
  de: ['Summe MwSt.', 'Gesamt USt.'],
  fr: ['Total TVA'],
  nl: ['Totaal btw'],
  it: ['Totale IVA'],
  es: ['Total IVA'],
};

export interface TaxLine {
  rate: number;
  vat: number;
}

/** The model printed with varied net/tax wording and, on some invoices, two rates or none. */
export function withTaxVariants(model: InvoiceModel, seed: number): InvoiceModel {
  const r = rng(seed ^ 0x7a4e5);
  const lang = model.lang;
  const words = {
    ...model.words,
    subtotal: [...model.words.subtotal, ...MORE_NET[lang]],
    vat: [...model.words.vat, ...MORE_TAX[lang]],
  };
  const m: InvoiceModel = { ...model, words };
  if (model.kind !== 'invoice') return m;
  const rates = model.country.vatRates.filter((rate) => rate > 0);
  const roll = r();
  if (roll < 0.35 && rates.length >= 2 && model.lines.length >= 2) {
    // Lines split between two rates: one tax line per rate.
    const split = int(r, 1, model.lines.length - 1);
    const [a, b] = [rates[0] as number, rates[1] as number];
    const base = (lines: typeof model.lines) => lines.reduce((s, l) => s + l.amount, 0);
    const taxLines: TaxLine[] = [
      { rate: a, vat: Math.round((base(model.lines.slice(0, split)) * a) / 100) },
      { rate: b, vat: Math.round((base(model.lines.slice(split)) * b) / 100) },
    ];
    const vat = taxLines.reduce((s, l) => s + l.vat, 0);
    Object.assign(m, { taxLines, vat, gross: model.net + vat, vatRate: a });
  } else if (roll < 0.45) {
    // Zero-rated (exports, reverse charge, small businesses): a tax line of 0.00.
    Object.assign(m, { vatRate: 0, vat: 0, gross: model.net });
  }
  if (chance(r, 0.3)) m.taxTotalLabel = pick(r, TAX_TOTAL[lang]);
  m.cash = Math.ceil(m.gross / 1000) * 1000;
  m.change = m.cash - m.gross;
  return m;
}
