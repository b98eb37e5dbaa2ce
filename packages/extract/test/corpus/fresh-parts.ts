/**
 * Pieces the fresh layouts share: their own words per language (written from real invoices,
 * apart from ./vocabulary.ts and the extractor's label data), the item table, the totals box
 * with discounts, shipping, two VAT rates, a prepayment and the amount due, the payment terms
 * sentence and a legal footer in columns.
 */
import type { Pen } from './layouts.js';
import { pick } from './model.js';
import type { FreshModel, TermsKind } from './fresh-model.js';
import type { Lang } from './vocabulary.js';

export interface FreshWords {
  pos: string;
  vatCol: string;
  items: string[];
  discount: string[];
  shipping: string[];
  net: string[];
  vatOn: string[];
  gross: string[];
  prepaid: string[];
  due: string[];
  period: string[];
  refersTo: string[];
  days: string[];
  skonto: string[];
  eom: string[];
  onReceipt: string[];
  carried: string[];
  pageOf: string;
  bank: string;
  register: string[];
  manager: string;
}

/** `{r}` rate, `{b}` base, `{n}` days/number, `{d}` date, `{p}` percent, `{s}` discount days. */
export const FRESH: Record<Lang, FreshWords> = {
  de: {
    pos: 'Pos.',
    vatCol: 'USt.',
    items: ['Summe Positionen', 'Zwischensumme', 'Warenwert'],
    discount: ['Rabatt {p} %', 'abzgl. {p} % Nachlass', 'Sonderrabatt {p}%'],
    shipping: ['Versandkosten', 'Fracht und Verpackung', 'Versandpauschale'],
    net: ['Nettobetrag', 'Summe netto', 'Gesamt netto', 'Warenwert netto'],
    vatOn: ['zzgl. {r} % USt. auf {b}', 'MwSt. {r} % von {b}', 'Umsatzsteuer {r} %'],
    gross: ['Rechnungsbetrag', 'Gesamtbetrag brutto', 'Endbetrag', 'Summe brutto'],
    prepaid: ['abzgl. Anzahlung', 'Anzahlung vom {d}', 'bereits bezahlt'],
    due: ['Zahlbetrag', 'Offener Betrag', 'Noch zu zahlen', 'Restbetrag'],
    period: ['Leistungszeitraum', 'Abrechnungszeitraum'],
    refersTo: [
      'zu Rechnung Nr. {n} vom {d}',
      'Bezug: Rechnung {n} vom {d}',
      'Korrektur der Rechnung {n} vom {d}',
    ],
    days: [
      'Zahlbar innerhalb von {n} Tagen ohne Abzug.',
      'Zahlungsziel: {n} Tage netto',
      'Bitte zahlen Sie innerhalb von {n} Tagen nach Rechnungsdatum.',
    ],
    skonto: [
      'Zahlbar innerhalb von {s} Tagen mit {p} % Skonto oder innerhalb von {n} Tagen netto.',
      'Zahlungsbedingungen: {s} Tage {p} % Skonto, {n} Tage netto',
    ],
    eom: [],
    onReceipt: ['Zahlbar sofort nach Erhalt der Rechnung ohne Abzug.'],
    carried: ['Übertrag', 'Zwischensumme Seite'],
    pageOf: 'Seite {p} von {n}',
    bank: 'Bankverbindung',
    register: ['Amtsgericht {c} HRB {n}', 'Registergericht: Amtsgericht {c}, HRB {n}'],
    manager: 'Geschäftsführer',
  },
  fr: {
    pos: 'Réf.',
    vatCol: 'TVA',
    items: ['Total articles', 'Sous-total'],
    discount: ['Remise {p} %', 'Remise commerciale {p}%'],
    shipping: ['Frais de port', 'Frais de livraison'],
    net: ['Total HT', 'Montant HT', 'Total hors taxes'],
    vatOn: ['TVA {r} % sur {b}', 'TVA {r} %', 'Montant TVA ({r} %)'],
    gross: ['Total TTC', 'Montant TTC', 'Total toutes taxes comprises'],
    prepaid: ['Acompte versé', 'Acompte reçu le {d}', 'Déjà réglé'],
    due: ['Net à payer', 'Reste à payer', 'Montant à régler', 'Solde dû'],
    period: ['Période de prestation', 'Période'],
    refersTo: [
      'Avoir sur facture n° {n} du {d}',
      'Annule et remplace la facture {n} du {d}',
      "Réf. facture d'origine : {n} du {d}",
    ],
    days: [
      'Conditions de règlement : {n} jours date de facture',
      'Paiement à {n} jours',
      'Règlement par virement à {n} jours',
    ],
    skonto: ['Escompte de {p} % pour paiement sous {s} jours, sinon {n} jours net'],
    eom: ['Conditions de règlement : {n} jours fin de mois', 'Paiement à {n} jours fin de mois'],
    onReceipt: [
      'Conditions de règlement : à réception de facture',
      'Paiement comptant à réception',
    ],
    carried: ['Report', 'À reporter'],
    pageOf: 'Page {p} / {n}',
    bank: 'Coordonnées bancaires',
    register: ['RCS {c} {n}'],
    manager: 'Gérant',
  },
  en: {
    pos: '#',
    vatCol: 'VAT',
    items: ['Items total', 'Subtotal before discount'],
    discount: ['Discount {p}%', 'Less {p}% discount', 'Loyalty discount ({p}%)'],
    shipping: ['Shipping', 'Delivery charge', 'Postage & packing'],
    net: ['Subtotal', 'Total net', 'Net total'],
    vatOn: ['VAT {r}% on {b}', 'VAT @ {r}%', 'Tax {r}%'],
    gross: ['Total', 'Invoice total', 'Total (incl. VAT)'],
    prepaid: ['Less deposit paid', 'Payment received {d}', 'Paid to date', 'Credits applied'],
    due: ['Amount due', 'Balance due', 'Amount payable', 'Total due now'],
    period: ['Service period', 'Billing period'],
    refersTo: [
      'Credit for invoice {n} dated {d}',
      'Relates to invoice no. {n} of {d}',
      'Original invoice: {n} ({d})',
    ],
    days: [
      'Payment terms: Net {n}',
      'Payment due within {n} days of invoice date.',
      'Terms: {n} days',
    ],
    skonto: ['{p}% discount if paid within {s} days, otherwise net {n} days'],
    eom: ['Payment terms: {n} days end of month'],
    onReceipt: ['Payment due on receipt.', 'Terms: due upon receipt'],
    carried: ['Carried forward', 'Page subtotal'],
    pageOf: 'Page {p} of {n}',
    bank: 'Bank details',
    register: ['Registered in England and Wales No. {n}', 'Company No. {n}'],
    manager: 'Director',
  },
  nl: {
    pos: 'Nr.',
    vatCol: 'Btw',
    items: ['Totaal artikelen', 'Subtotaal'],
    discount: ['Korting {p}%'],
    shipping: ['Verzendkosten', 'Bezorgkosten'],
    net: ['Subtotaal', 'Totaal excl. btw'],
    vatOn: ['Btw {r}% over {b}', 'BTW {r}%'],
    gross: ['Totaal incl. btw', 'Factuurbedrag', 'Totaal'],
    prepaid: ['Reeds betaald', 'Aanbetaling'],
    due: ['Te betalen', 'Openstaand bedrag', 'Nog te voldoen'],
    period: ['Periode', 'Leveringsperiode'],
    refersTo: ['Creditering van factuur {n} d.d. {d}', 'Betreft factuur {n} van {d}'],
    days: ['Gelieve binnen {n} dagen te betalen.', 'Betalingstermijn {n} dagen'],
    skonto: ['{p}% betalingskorting binnen {s} dagen, anders netto {n} dagen'],
    eom: [],
    onReceipt: ['Direct te voldoen na ontvangst.'],
    carried: ['Transport', 'Subtotaal pagina'],
    pageOf: 'Pagina {p} van {n}',
    bank: 'Bankgegevens',
    register: ['KvK {n}', 'KvK-nummer {n}'],
    manager: 'Directeur',
  },
  it: {
    pos: 'Pos.',
    vatCol: 'IVA',
    items: ['Totale merce', 'Totale righe'],
    discount: ['Sconto {p}%'],
    shipping: ['Spese di trasporto', 'Spese di spedizione'],
    net: ['Imponibile', 'Totale imponibile'],
    vatOn: ['IVA {r}% su {b}', 'IVA {r}%'],
    gross: ['Totale documento', 'Totale fattura'],
    prepaid: ['Acconto versato', 'Anticipo ricevuto'],
    due: ['Netto a pagare', 'Totale da pagare', 'Importo da pagare'],
    period: ['Periodo di competenza', 'Periodo'],
    refersTo: [
      'Nota di credito relativa alla fattura n. {n} del {d}',
      'Rif. fattura n. {n} del {d}',
    ],
    days: ['Pagamento: bonifico bancario a {n} giorni data fattura', 'Pagamento a {n} gg d.f.'],
    skonto: [],
    eom: ['Pagamento: bonifico a {n} giorni fine mese'],
    onReceipt: ['Pagamento: rimessa diretta'],
    carried: ['Riporto', 'A riportare'],
    pageOf: 'Pagina {p} di {n}',
    bank: 'Coordinate bancarie',
    register: ['REA {c} {n}', 'Reg. Imprese {c} n. {n}'],
    manager: 'Amministratore',
  },
  es: {
    pos: 'Ref.',
    vatCol: 'IVA',
    items: ['Suma', 'Importe bruto'],
    discount: ['Descuento {p}%', 'Dto. {p}%'],
    shipping: ['Portes', 'Gastos de envío'],
    net: ['Base imponible', 'Subtotal'],
    vatOn: ['IVA {r}% sobre {b}', 'IVA {r}%', 'Cuota IVA {r}%'],
    gross: ['Total factura', 'Importe total', 'TOTAL'],
    prepaid: ['Anticipo recibido', 'Pagado a cuenta'],
    due: ['Total a pagar', 'Pendiente de pago', 'Importe a abonar'],
    period: ['Periodo de facturación', 'Periodo'],
    refersTo: ['Rectifica la factura nº {n} de fecha {d}', 'Factura rectificada: {n} ({d})'],
    days: ['Forma de pago: transferencia a {n} días', 'Vencimiento a {n} días fecha factura'],
    skonto: [],
    eom: [],
    onReceipt: ['Forma de pago: al contado'],
    carried: ['Suma y sigue'],
    pageOf: 'Página {p} de {n}',
    bank: 'Datos bancarios',
    register: ['Inscrita en el Registro Mercantil de {c}, Tomo {n}'],
    manager: 'Administrador',
  },
};

export const fillIn = (s: string, vars: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

const rateText = (m: FreshModel, rate: number) =>
  m.lang === 'en' ? String(rate) : String(rate).replace('.', ',');

/** Money as this invoice prints it; credit notes print their amounts negative when `sign`. */
export const moneyOf =
  (m: FreshModel, sign: 1 | -1) =>
  (minor: number, symbol = true) =>
    m.fmtMoney(sign * minor, { symbol });

/** The payment terms sentence, or '' when the terms are only a printed due date. */
export function termsSentence(m: FreshModel): string {
  const w = FRESH[m.lang];
  const t = m.fresh.terms;
  const vars = { n: t.days, s: t.skontoDays, p: t.skontoPct };
  if (t.kind === 'date') return '';
  const choices = { skonto: w.skonto, eom: w.eom, receipt: w.onReceipt, days: w.days }[t.kind];
  // A layout only asks for the kinds its languages word (see termsFor).
  if (!choices.length) throw new Error(`no ${t.kind} terms in ${m.lang}`);
  return fillIn(pick(m.r, choices), vars);
}

/** The kinds of terms a language has words for, from `wanted`. */
export function termsFor(lang: Lang, wanted: TermsKind[]): TermsKind[] {
  const w = FRESH[lang];
  const has = {
    date: true,
    days: true,
    skonto: w.skonto.length > 0,
    eom: w.eom.length > 0,
    receipt: w.onReceipt.length > 0,
  };
  return wanted.filter((k) => has[k]);
}

/**
 * Item rows from `start` (an index into m.lines) while they fit above `bottom`; returns the
 * next index and y. Columns: position, description, quantity, unit price, VAT %, amount.
 */
export function itemRows(
  pen: Pen,
  m: FreshModel,
  money: (minor: number, symbol?: boolean) => string,
  y: number,
  o: {
    start?: number;
    bottom?: number;
    headers: string[];
    x0?: number;
    x1?: number;
    vatCol?: boolean;
    size?: number;
  },
): { next: number; y: number } {
  const x0 = o.x0 ?? 50;
  const x1 = o.x1 ?? 545;
  const size = o.size ?? 9;
  const [desc, qty, unit, amount] = o.headers as [string, string, string, string];
  const w = FRESH[m.lang];
  pen.text(w.pos, x0, y, { bold: true, size });
  pen.text(desc, x0 + 28, y, { bold: true, size });
  pen.text(qty, x0 + 290, y, { bold: true, size, right: true });
  pen.text(unit, x0 + 370, y, { bold: true, size, right: true });
  if (o.vatCol) pen.text(w.vatCol, x0 + 415, y, { bold: true, size, right: true });
  pen.text(amount, x1, y, { bold: true, size, right: true });
  pen.rule(y + size + 3, x0, x1);
  y += size + 10;
  let i = o.start ?? 0;
  const bottom = o.bottom ?? 700;
  for (; i < m.lines.length && y < bottom; i++) {
    const l = m.lines[i]!;
    pen.text(String(i + 1), x0, y, { size });
    pen.text(l.description, x0 + 28, y, { size });
    pen.text(String(l.qty), x0 + 290, y, { size, right: true });
    pen.text(money(l.unit, false), x0 + 370, y, { size, right: true });
    if (o.vatCol)
      pen.text(
        `${rateText(m, m.fresh.taxes.length > 1 && i % 3 === 2 ? m.fresh.taxes[1]!.rate : m.vatRate)} %`,
        x0 + 415,
        y,
        { size, right: true },
      );
    pen.text(money(l.amount, false), x1, y, { size, right: true });
    y += size + 5;
  }
  pen.rule(y - 2, x0, x1);
  return { next: i, y: y + 8 };
}

/**
 * The totals box, right-aligned: items, discount, shipping, net, one line per VAT rate, the
 * total; then a withholding, a prepayment and the amount due when there are. Returns y.
 */
export function totalsBox(
  pen: Pen,
  m: FreshModel,
  money: (minor: number, symbol?: boolean) => string,
  y: number,
  o: { xLabel?: number; xValue?: number; box?: boolean; size?: number } = {},
): number {
  const w = FRESH[m.lang];
  const f = m.fresh;
  const xl = o.xLabel ?? 330;
  const xv = o.xValue ?? 545;
  const size = o.size ?? 9;
  const top = y;
  const row = (label: string, minor: number, bold = false) => {
    pen.text(label, xl, y, { size, bold });
    pen.text(money(minor), xv, y, { size, bold, right: true });
    y += size + 5;
  };
  const dateText = m.fmtDate(m.issue);
  if (f.discount || f.shipping) row(pick(m.r, w.items), f.items);
  if (f.discount) row(fillIn(pick(m.r, w.discount), { p: f.discountPct }), -f.discount);
  if (f.shipping) row(pick(m.r, w.shipping), f.shipping);
  row(pick(m.r, w.net), m.net);
  const vatOn = pick(m.r, w.vatOn);
  for (const t of f.taxes)
    row(fillIn(vatOn, { r: rateText(m, t.rate), b: money(t.base, false) }), t.vat);
  if (f.withholding?.inTotal) row(`IRPF -${f.withholding.rate}%`, -f.withholding.amount);
  y += 2;
  row(pick(m.r, w.gross), m.gross, true);
  if (f.withholding && !f.withholding.inTotal)
    row(`Ritenuta d'acconto ${f.withholding.rate}%`, -f.withholding.amount);
  if (f.prepaid) row(fillIn(pick(m.r, w.prepaid), { d: dateText }), -f.prepaid);
  if (f.prepaid || (f.withholding && !f.withholding.inTotal)) {
    y += 2;
    row(pick(m.r, w.due), f.amountDue, true);
  }
  if (o.box) {
    pen.rule(top - 4, xl - 6, xv + 4);
    pen.rule(y - 3, xl - 6, xv + 4);
  }
  return y + 10;
}

/** A legal footer in columns: name and address, management and register, tax ids, bank. */
export function legalFooter(pen: Pen, m: FreshModel, columns: string[][], size = 6.5): void {
  const width = (pen.width - 80) / columns.length;
  const lines = Math.max(...columns.map((c) => c.length));
  const top = pen.height - 28 - lines * (size + 2.5);
  pen.rule(top - 6, 40, pen.width - 40);
  columns.forEach((col, i) =>
    col.forEach((l, j) => pen.text(l, 40 + i * width, top + j * (size + 2.5), { size })),
  );
  void m;
}

/** IBAN in groups of four, as printed. */
export const grouped = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();
