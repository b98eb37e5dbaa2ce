/**
 * Page layouts that print an InvoiceModel with pdf-lib. Each layout is a different way real
 * invoices arrange the same facts: where the seller stands, where the labels are, how the
 * totals are set. HOLDOUT layouts are kept out of development to estimate generalisation.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { renderSheets } from './fresh-pdf.js';
import { chance, int, type InvoiceModel } from './model.js';

export interface Pen {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
  width: number;
  height: number;
  text(
    s: string,
    x: number,
    y: number,
    o?: { size?: number; bold?: boolean; right?: boolean; mono?: boolean },
  ): void;
  rule(y: number, x0?: number, x1?: number): void;
}

export type Layout = (pen: Pen, m: InvoiceModel) => void;

const fill = (s: string, vars: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

/** What every invoice says in words, chosen once per document. */
export function texts(m: InvoiceModel) {
  const w = m.words;
  const sign = m.credit && chance(m.r, 0.7) ? -1 : 1;
  return {
    title: m.credit ? m.pick(w.credit) : m.pick(w.title),
    number: m.pick(w.number),
    date: m.pick(w.date),
    due: m.pick(w.due),
    delivery: m.pick(w.delivery),
    customerNo: m.pick(w.customerNo),
    billTo: m.pick(w.billTo),
    subtotal: m.pick(w.subtotal),
    ...vatLabels(m),
    total: m.pick(w.total),
    terms: fill(m.pick(w.terms), { n: m.termsDays }),
    vatId: m.pick(w.vatId),
    taxNo: m.pick(w.taxNo),
    iban: m.pick(w.iban),
    headers: m.pick(w.headers),
    sign,
    money: (minor: number, symbol = true) => m.fmtMoney(sign * minor, { symbol }),
  };
}

/** The tax line's label for the document's rate, and for any other rate. */
function vatLabels(m: InvoiceModel) {
  const template = m.pick(m.words.vat);
  const vatFor = (rate: number) =>
    fill(template, { r: String(rate).replace('.', m.lang === 'en' ? '.' : ',') });
  return { vat: vatFor(m.vatRate), vatFor };
}

export type T = ReturnType<typeof texts>;

function address(p: { name: string; street: string; city: string }): string[] {
  return [p.name, p.street, p.city];
}

function metaPairs(m: InvoiceModel, t: T): Array<[string, string]> {
  const pairs: Array<[string, string]> = [
    [t.number, m.number],
    [t.date, m.fmtDate(m.issue)],
  ];
  if (m.dueShown === 'date' && m.due) pairs.push([t.due, m.fmtDate(m.due)]);
  if (chance(m.r, 0.5)) pairs.push([t.delivery, m.fmtDate(m.delivery)]);
  if (chance(m.r, 0.5)) pairs.push([t.customerNo, m.customerNo]);
  const shown = pairs.slice(0, 4);
  // Shuffle lightly: the number is not always first.
  if (chance(m.r, 0.3)) shown.push(shown.shift() as [string, string]);
  return shown;
}

function itemTable(pen: Pen, m: InvoiceModel, t: T, y: number, x0 = 50, x1 = 545): number {
  const [h0, h1, h2, h3] = t.headers as [string, string, string, string];
  pen.text(h0, x0, y, { bold: true });
  pen.text(h1, x0 + 250, y, { bold: true, right: true });
  pen.text(h2, x0 + 360, y, { bold: true, right: true });
  pen.text(h3, x1, y, { bold: true, right: true });
  pen.rule(y + 4, x0, x1);
  y += 18;
  for (const line of m.lines) {
    pen.text(line.description, x0, y);
    pen.text(String(line.qty), x0 + 250, y, { right: true });
    pen.text(t.money(line.unit, false), x0 + 360, y, { right: true });
    pen.text(t.money(line.amount), x1, y, { right: true });
    y += 16;
  }
  pen.rule(y - 8, x0, x1);
  return y + 8;
}

function totalsBlock(
  pen: Pen,
  m: InvoiceModel,
  t: T,
  y: number,
  xLabel = 340,
  xValue = 545,
): number {
  pen.text(t.subtotal, xLabel, y);
  pen.text(t.money(m.net), xValue, y, { right: true });
  y += 16;
  for (const line of m.taxLines ?? [{ rate: m.vatRate, vat: m.vat }]) {
    pen.text(t.vatFor(line.rate), xLabel, y);
    pen.text(t.money(line.vat), xValue, y, { right: true });
    y += 16;
  }
  if (m.taxTotalLabel) {
    pen.text(m.taxTotalLabel, xLabel, y);
    pen.text(t.money(m.vat), xValue, y, { right: true });
    y += 16;
  }
  y += 2;
  pen.text(t.total, xLabel, y, { bold: true });
  pen.text(t.money(m.gross), xValue, y, { right: true, bold: true });
  return y + 24;
}

function termsLine(pen: Pen, m: InvoiceModel, t: T, y: number): number {
  if (m.dueShown === 'terms') {
    pen.text(t.terms, 50, y);
    y += 16;
  }
  if (chance(m.r, 0.6)) pen.text(m.pick(m.words.thanks), 50, y);
  return y + 16;
}

function footer(pen: Pen, m: InvoiceModel, t: T, withName = true) {
  const s = m.seller;
  const y = pen.height - 70;
  pen.rule(y - 12);
  const col1 = withName
    ? [s.name, s.street, s.city]
    : [s.street, s.city, `${m.words.phone} ${s.phone}`];
  const col2 = [
    `${t.iban} ${s.iban.replace(/(.{4})/g, '$1 ').trim()}`,
    `BIC ${s.iban.slice(4, 8)}XXX`,
  ];
  const col3: string[] = [];
  if (s.vatPrinted) col3.push(`${t.vatId} ${s.vatPrinted}`);
  if (s.taxNumber && chance(m.r, 0.7)) col3.push(`${t.taxNo} ${s.taxNumber}`);
  col3.push(`${m.words.director}: ${s.person}`);
  col1.forEach((l, i) => pen.text(l, 50, y + i * 10, { size: 7 }));
  col2.forEach((l, i) => pen.text(l, 220, y + i * 10, { size: 7 }));
  col3.forEach((l, i) => pen.text(l, 390, y + i * 10, { size: 7 }));
}

function buyerBlock(pen: Pen, m: InvoiceModel, t: T, x: number, y: number, label: boolean): number {
  if (!m.buyer) return y;
  if (label) {
    pen.text(t.billTo, x, y, { bold: true });
    y += 14;
  }
  for (const l of address(m.buyer)) {
    pen.text(l, x, y);
    y += 13;
  }
  if (m.buyer.vatPrinted && chance(m.r, 0.4)) {
    pen.text(`${t.vatId} ${m.buyer.vatPrinted}`, x, y, { size: 8 });
    y += 13;
  }
  return y;
}

/** Seller name and address top-left, meta key/values in a right column, buyer under. */
const letterheadLeft: Layout = (pen, m) => {
  const t = texts(m);
  const s = m.seller;
  pen.text(s.name, 50, 50, { size: 16, bold: true });
  pen.text(s.street, 50, 70);
  pen.text(s.city, 50, 83);
  pen.text(`${m.words.phone} ${s.phone}  ·  ${s.email}`, 50, 96, { size: 8 });
  pen.text(t.title, 545, 50, { size: 20, bold: true, right: true });
  let y = 80;
  for (const [k, v] of metaPairs(m, t)) {
    pen.text(k, 360, y);
    pen.text(v, 545, y, { right: true });
    y += 14;
  }
  const by = buyerBlock(pen, m, t, 50, 150, true);
  y = itemTable(pen, m, t, Math.max(by, y) + 40);
  y = totalsBlock(pen, m, t, y);
  termsLine(pen, m, t, y + 10);
  footer(pen, m, t, chance(m.r, 0.5));
};

/** Seller letterhead on the right, a sender line over the window address, a meta table. */
const letterheadRightWindow: Layout = (pen, m) => {
  const t = texts(m);
  const s = m.seller;
  pen.text(s.name, 545, 45, { size: 14, bold: true, right: true });
  pen.text(s.street, 545, 62, { right: true, size: 9 });
  pen.text(s.city, 545, 74, { right: true, size: 9 });
  pen.text(s.email, 545, 86, { right: true, size: 9 });
  pen.text(`${s.name} · ${s.street} · ${s.city}`, 50, 120, { size: 6 });
  buyerBlock(pen, m, t, 50, 135, false);
  pen.text(t.title, 50, 230, { size: 18, bold: true });
  // Meta as a table: labels in a header row, values right below.
  const pairs = metaPairs(m, t);
  pairs.forEach(([k, v], i) => {
    const x = 50 + i * 125;
    pen.text(k, x, 262, { size: 8, bold: true });
    pen.text(v, x, 276);
  });
  let y = itemTable(pen, m, t, 320);
  y = totalsBlock(pen, m, t, y);
  termsLine(pen, m, t, y + 10);
  footer(pen, m, t, true);
};

/** No letterhead: a big title, the seller only in the footer, buyer labelled top left. */
const footerSeller: Layout = (pen, m) => {
  const t = texts(m);
  pen.text(t.title, 50, 60, { size: 24, bold: true });
  const by = buyerBlock(pen, m, t, 50, 110, true);
  let y = 110;
  for (const [k, v] of metaPairs(m, t)) {
    pen.text(`${k}:`, 330, y);
    pen.text(v, 450, y);
    y += 14;
  }
  y = itemTable(pen, m, t, Math.max(by, y) + 40);
  y = totalsBlock(pen, m, t, y);
  termsLine(pen, m, t, y + 10);
  footer(pen, m, t, true);
};

/** Two columns "From" / "Bill to", meta stacked label over value. */
const fromBillTo: Layout = (pen, m) => {
  const t = texts(m);
  const s = m.seller;
  pen.text(t.title, 50, 50, { size: 20, bold: true });
  const from = { en: 'From', de: 'Von', fr: 'De', nl: 'Van', it: 'Da', es: 'De' }[m.lang];
  pen.text(from, 50, 100, { bold: true });
  [s.name, s.street, s.city].forEach((l, i) => pen.text(l, 50, 114 + i * 13));
  if (s.vatPrinted) pen.text(`${t.vatId} ${s.vatPrinted}`, 50, 153, { size: 8 });
  buyerBlock(pen, m, t, 300, 100, true);
  let x = 50;
  for (const [k, v] of metaPairs(m, t)) {
    pen.text(k, x, 200, { size: 8 });
    pen.text(v, x, 213, { bold: true });
    x += 125;
  }
  let y = itemTable(pen, m, t, 260);
  y = totalsBlock(pen, m, t, y);
  termsLine(pen, m, t, y + 10);
  pen.text(`${t.iban} ${s.iban}`, 50, pen.height - 50, { size: 8 });
};

/** Everything in one column with inline "Label: value". */
const singleColumn: Layout = (pen, m) => {
  const t = texts(m);
  const s = m.seller;
  let y = 50;
  const put = (text: string, o: { size?: number; bold?: boolean } = {}) => {
    pen.text(text, 50, y, o);
    y += (o.size ?? 10) + 5;
  };
  put(s.name, { size: 13, bold: true });
  put(`${s.street}, ${s.city}`);
  if (s.vatPrinted) put(`${t.vatId}: ${s.vatPrinted}`);
  y += 20;
  put(t.title, { size: 16, bold: true });
  for (const [k, v] of metaPairs(m, t)) put(`${k.replace(/:$/, '')}: ${v}`);
  y += 10;
  if (m.buyer) {
    put(`${t.billTo.replace(/:$/, '')}:`, { bold: true });
    for (const l of address(m.buyer)) put(l);
  }
  y = itemTable(pen, m, t, y + 20);
  y = totalsBlock(pen, m, t, y, 50, 300);
  termsLine(pen, m, t, y + 10);
  if (chance(m.r, 0.5)) pen.text(`${t.iban}: ${s.iban}`, 50, pen.height - 40, { size: 8 });
};

// ---- held-out layouts: not looked at while developing the extractor ----

/** Buyer first and large at the top left, seller block labelled on the right, meta below it. */
const buyerTopSellerRight: Layout = (pen, m) => {
  const t = texts(m);
  const s = m.seller;
  buyerBlock(pen, m, t, 50, 60, chance(m.r, 0.5));
  const seller = {
    en: 'Supplier',
    de: 'Lieferant',
    fr: 'Fournisseur',
    nl: 'Leverancier',
    it: 'Fornitore',
    es: 'Proveedor',
  }[m.lang];
  pen.text(seller, 360, 60, { bold: true, size: 8 });
  [s.name, s.street, s.city, s.email].forEach((l, i) => pen.text(l, 360, 74 + i * 12, { size: 9 }));
  if (s.vatPrinted) pen.text(`${t.vatId} ${s.vatPrinted}`, 360, 122, { size: 8 });
  pen.text(`${t.title} ${m.number}`, 50, 190, { size: 16, bold: true });
  let y = 215;
  // The number is in the title; the other pairs follow (the number may not come first).
  for (const [k, v] of metaPairs(m, t).filter(([k]) => k !== t.number)) {
    pen.text(k, 50, y, { size: 9 });
    pen.text(v, 170, y, { size: 9 });
    y += 13;
  }
  y = itemTable(pen, m, t, y + 30);
  y = totalsBlock(pen, m, t, y);
  termsLine(pen, m, t, y + 10);
};

/** Totals as one horizontal table row: net | VAT | gross with headers. */
const totalsRow: Layout = (pen, m) => {
  const t = texts(m);
  const s = m.seller;
  pen.text(s.name, 50, 50, { size: 12, bold: true });
  pen.text(`${s.street} | ${s.city} | ${s.phone}`, 50, 66, { size: 8 });
  pen.text(t.title, 50, 110, { size: 18, bold: true });
  buyerBlock(pen, m, t, 330, 110, false);
  let y = 180;
  for (const [k, v] of metaPairs(m, t)) {
    pen.text(k, 50, y, { size: 9 });
    pen.text(v, 200, y, { size: 9 });
    y += 13;
  }
  y = itemTable(pen, m, t, y + 30);
  const heads = [t.subtotal, t.vat, t.total];
  const values = [t.money(m.net), t.money(m.vat), t.money(m.gross)];
  heads.forEach((h, i) => pen.text(h, 250 + i * 100, y + 10, { size: 8, bold: true }));
  values.forEach((v, i) => pen.text(v, 250 + i * 100, y + 24, { bold: i === 2 }));
  termsLine(pen, m, t, y + 60);
  footer(pen, m, t, false);
};

/** Seller in a narrow left sidebar with its ids; everything else on the right. */
const sidebar: Layout = (pen, m) => {
  const t = texts(m);
  const s = m.seller;
  const side = [
    s.name,
    '',
    s.street,
    s.city,
    '',
    s.phone,
    s.email,
    '',
    `${t.vatId}`,
    s.vatPrinted ?? '',
    '',
    t.iban,
    s.iban,
  ];
  side.forEach(
    (l, i) => l && pen.text(l, 30, 60 + i * 12, { size: i === 0 ? 10 : 7, bold: i === 0 }),
  );
  pen.text(t.title, 200, 60, { size: 20, bold: true });
  buyerBlock(pen, m, t, 200, 100, true);
  let y = 100;
  for (const [k, v] of metaPairs(m, t)) {
    pen.text(k, 400, y, { size: 8 });
    pen.text(v, 560, y, { size: 8, right: true });
    y += 12;
  }
  y = itemTable(pen, m, t, 220, 200, 560);
  y = totalsBlock(pen, m, t, y, 400, 560);
  termsLine(pen, m, t, y + 10);
};

// ---- receipts (narrow, monospace) ----

function receiptCommon(
  pen: Pen,
  m: InvoiceModel,
  words: {
    total: string;
    cash: string;
    change: string;
    rounding: string;
    no: string;
    vatNo: string;
    tax: string;
  },
) {
  const s = m.seller;
  let y = 30;
  const center = (text: string, o: { bold?: boolean; size?: number } = {}) => {
    const size = o.size ?? 9;
    const w = pen.mono.widthOfTextAtSize(text, size);
    pen.text(text, Math.max(6, (pen.width - w) / 2), y, { ...o, mono: true, size });
    y += size + 4;
  };
  const row = (left: string, right: string, o: { bold?: boolean } = {}) => {
    pen.text(left, 10, y, { mono: true, size: 9, ...o });
    // A printer wraps what does not fit beside the left text: the right part goes a line down.
    const room = pen.width - 20 - pen.mono.widthOfTextAtSize(`${left}  `, 9);
    if (pen.mono.widthOfTextAtSize(right, 9) > room) y += 13;
    pen.text(right, pen.width - 10, y, { mono: true, size: 9, right: true, ...o });
    y += 13;
  };
  if (chance(m.r, 0.5)) center(s.name.split(' ')[0]?.toUpperCase() ?? '', { bold: true, size: 14 });
  center(s.name, { bold: true });
  center(s.street);
  center(s.city);
  if (s.vatPrinted) center(`${words.vatNo} ${s.vatId}`);
  else center(`${m.words.phone} ${s.phone}`);
  y += 6;
  row(
    `${words.no} ${m.number}`,
    m.fmtDate(m.issue) +
      ` ${String(int(m.r, 8, 21)).padStart(2, '0')}:${String(int(m.r, 0, 59)).padStart(2, '0')}`,
  );
  y += 4;
  for (const l of m.lines)
    row(`${l.qty} x ${l.description.slice(0, 20)}`, m.fmtMoney(l.amount, { symbol: false }));
  y += 4;
  row(`${words.tax} ${m.vatRate}%`, m.fmtMoney(m.vat, { symbol: false }));
  if (m.rounding) row(words.rounding, m.fmtMoney(m.rounding, { symbol: false }));
  row(words.total, m.fmtMoney(m.gross), { bold: true });
  row(words.cash, m.fmtMoney(m.cash, { symbol: false }));
  row(words.change, m.fmtMoney(m.change, { symbol: false }));
  y += 8;
  center(m.pick(m.words.thanks));
}

const receiptEn: Layout = (pen, m) =>
  receiptCommon(pen, m, {
    total: m.pick(['TOTAL', 'Total', 'TOTAL DUE', 'Grand Total']),
    cash: m.pick(['CASH', 'Cash Tendered', 'Cash']),
    change: m.pick(['CHANGE', 'Change Due']),
    rounding: m.pick(['Rounding', 'ROUNDING ADJ']),
    no: m.pick(['Receipt #', 'Inv No:', 'Bill No:']),
    vatNo: m.pick(['VAT Reg No:', 'VAT No.']),
    tax: m.pick(['VAT', 'Tax']),
  });

const receiptDe: Layout = (pen, m) =>
  receiptCommon(pen, m, {
    total: m.pick(['SUMME', 'Summe EUR', 'GESAMT', 'Zu zahlen']),
    cash: m.pick(['Gegeben BAR', 'BAR', 'Geg. Bar']),
    change: m.pick(['Rückgeld', 'Zurück', 'RUECKGELD']),
    rounding: 'Rundung',
    no: m.pick(['Bon-Nr.', 'Beleg-Nr.', 'Bon']),
    vatNo: m.pick(['USt-IdNr.', 'UID']),
    tax: m.pick(['MwSt', 'USt']),
  });

const receiptFr: Layout = (pen, m) =>
  receiptCommon(pen, m, {
    total: m.pick(['TOTAL TTC', 'TOTAL', 'A PAYER']),
    cash: m.pick(['ESPECES', 'Espèces']),
    change: m.pick(['RENDU', 'Rendu monnaie']),
    rounding: 'Arrondi',
    no: m.pick(['Ticket n°', 'Ticket']),
    vatNo: 'TVA',
    tax: 'TVA',
  });

export interface LayoutSpec {
  name: string;
  kind: 'invoice' | 'receipt';
  split: 'dev' | 'holdout';
  draw: Layout;
  /** Countries a receipt layout is printed for; invoices take any. */
  countries?: string[];
  /** Page height in points, when the layout prints more than the default room. */
  height?: (m: InvoiceModel) => number;
  /** Changes the model before printing (how a kind of receipt prices its lines). */
  model?: (m: InvoiceModel) => InvoiceModel;
}

export const LAYOUTS: LayoutSpec[] = [
  { name: 'letterhead-left', kind: 'invoice', split: 'dev', draw: letterheadLeft },
  { name: 'letterhead-right-window', kind: 'invoice', split: 'dev', draw: letterheadRightWindow },
  { name: 'footer-seller', kind: 'invoice', split: 'dev', draw: footerSeller },
  { name: 'from-bill-to', kind: 'invoice', split: 'dev', draw: fromBillTo },
  { name: 'single-column', kind: 'invoice', split: 'dev', draw: singleColumn },
  {
    name: 'receipt-en',
    kind: 'receipt',
    split: 'dev',
    draw: receiptEn,
    countries: ['GB', 'IE', 'US'],
  },
  { name: 'receipt-de', kind: 'receipt', split: 'dev', draw: receiptDe, countries: ['DE', 'AT'] },
  { name: 'buyer-top-seller-right', kind: 'invoice', split: 'holdout', draw: buyerTopSellerRight },
  { name: 'totals-row', kind: 'invoice', split: 'holdout', draw: totalsRow },
  { name: 'sidebar', kind: 'invoice', split: 'holdout', draw: sidebar },
  {
    name: 'receipt-fr',
    kind: 'receipt',
    split: 'holdout',
    draw: receiptFr,
    countries: ['FR', 'BE'],
  },
];

export async function drawPdf(spec: LayoutSpec, m: InvoiceModel): Promise<Uint8Array> {
  const receipt = spec.kind === 'receipt';
  const width = receipt ? 230 : 595;
  const height = spec.height?.(m) ?? (receipt ? 140 + m.lines.length * 13 + 150 : 842);
  return renderSheets({}, (sheets) => spec.draw(sheets.page([width, height]), m));
}
