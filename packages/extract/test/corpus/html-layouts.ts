/**
 * Invoice layouts written as HTML and CSS, printed to PDF by Chromium: the way most web
 * invoicing tools make their PDFs. Chromium's text runs, fonts and CSS grid/flex/table
 * placement differ from the pdf-lib layouts in ./layouts.ts (exact coordinates), so these test
 * the extractor on text it was not shaped around. None of them copies a real product's design.
 */
import { chance, type InvoiceModel } from './model.js';
import { texts, type T } from './layouts.js';

export interface HtmlLayout {
  name: string;
  html: (m: InvoiceModel) => string;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(css: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 0; }
    * { box-sizing: border-box; }
    body { margin: 0; font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color: #222; }
    .page { width: 210mm; min-height: 297mm; padding: 16mm 18mm; position: relative; }
    table { border-collapse: collapse; width: 100%; }
    td, th { padding: 3px 6px; vertical-align: top; }
    .r { text-align: right; }
    .muted { color: #666; }
    .meta td, .totals td, .info td, .strip td, .strip th, .box td { white-space: nowrap; }
    ${css}
  </style></head><body><div class="page">${body}</div></body></html>`;
}

function itemRows(m: InvoiceModel, t: T): string {
  return m.lines
    .map(
      (l) =>
        `<tr><td>${esc(l.description)}</td><td class="r">${l.qty}</td><td class="r">${esc(
          t.money(l.unit, false),
        )}</td><td class="r">${esc(t.money(l.amount))}</td></tr>`,
    )
    .join('');
}

function itemHead(t: T): string {
  const [a, b, c, d] = t.headers;
  return `<tr><th>${esc(a ?? '')}</th><th class="r">${esc(b ?? '')}</th><th class="r">${esc(
    c ?? '',
  )}</th><th class="r">${esc(d ?? '')}</th></tr>`;
}

function totalRows(m: InvoiceModel, t: T): string {
  return `<tr><td>${esc(t.subtotal)}</td><td class="r">${esc(t.money(m.net))}</td></tr>
    <tr><td>${esc(t.vat)}</td><td class="r">${esc(t.money(m.vat))}</td></tr>
    <tr class="grand"><td>${esc(t.total)}</td><td class="r">${esc(t.money(m.gross))}</td></tr>`;
}

function terms(m: InvoiceModel, t: T): string {
  return m.dueShown === 'terms' ? `<p>${esc(t.terms)}</p>` : '';
}

function party(p: NonNullable<InvoiceModel['buyer']>): string {
  return [p.name, p.street, p.city].map(esc).join('<br>');
}

function sellerContacts(m: InvoiceModel, t: T): string[] {
  const s = m.seller;
  const out = [`${m.words.phone} ${s.phone}`, s.email];
  if (s.vatPrinted) out.push(`${t.vatId} ${s.vatPrinted}`);
  else if (s.taxNumber) out.push(`${t.taxNo} ${s.taxNumber}`);
  return out.map(esc);
}

function metaPairs(m: InvoiceModel, t: T): Array<[string, string]> {
  const pairs: Array<[string, string]> = [
    [t.number, m.number],
    [t.date, m.fmtDate(m.issue)],
  ];
  if (m.dueShown === 'date' && m.due) pairs.push([t.due, m.fmtDate(m.due)]);
  if (chance(m.r, 0.5)) pairs.push([t.customerNo, m.customerNo]);
  if (chance(m.r, 0.4)) pairs.push([t.delivery, m.fmtDate(m.delivery)]);
  return pairs;
}

/** A web app's invoice: brand left, title and meta right; bill-to and seller side by side. */
function saasHeader(m: InvoiceModel): string {
  const t = texts(m);
  const s = m.seller;
  const meta = metaPairs(m, t)
    .map(([k, v]) => `<tr><td class="muted">${esc(k)}</td><td class="r">${esc(v)}</td></tr>`)
    .join('');
  return page(
    `.head { display: flex; justify-content: space-between; align-items: flex-start; }
     .brand { font-size: 20pt; font-weight: bold; }
     .title { font-size: 16pt; text-align: right; margin-bottom: 6px; }
     .meta { width: auto; margin-left: auto; }
     .parties { display: flex; gap: 30mm; margin: 12mm 0 8mm; }
     .parties h4 { margin: 0 0 4px; font-size: 8pt; text-transform: uppercase; color: #666; }
     .items th { border-bottom: 1px solid #999; text-align: left; }
     .totals { width: 45%; margin-left: auto; margin-top: 6mm; }
     .grand td { font-weight: bold; border-top: 1px solid #333; }
     .foot { position: absolute; bottom: 14mm; left: 18mm; right: 18mm; font-size: 7.5pt; color: #666; }`,
    `<div class="head"><div class="brand">${esc(s.name)}</div>
       <div><div class="title">${esc(t.title)}</div><table class="meta">${meta}</table></div></div>
     <div class="parties">
       ${m.buyer ? `<div><h4>${esc(t.billTo)}</h4>${party(m.buyer)}</div>` : ''}
       <div><h4>&nbsp;</h4>${party(s)}<br>${sellerContacts(m, t).join('<br>')}</div>
     </div>
     <table class="items">${itemHead(t)}${itemRows(m, t)}</table>
     <table class="totals">${totalRows(m, t)}</table>
     ${terms(m, t)}
     <div class="foot">${esc(s.name)} · ${esc(t.iban)} ${esc(s.iban)}</div>`,
  );
}

/** A German-style business letter: sender line over the window, info block right, footer columns. */
function letterWindow(m: InvoiceModel): string {
  const t = texts(m);
  const s = m.seller;
  const meta = metaPairs(m, t)
    .map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`)
    .join('');
  return page(
    `.logo { position: absolute; top: 14mm; right: 18mm; font-size: 15pt; font-weight: bold; }
     .window { position: absolute; top: 45mm; left: 20mm; width: 85mm; }
     .sender { font-size: 6.5pt; text-decoration: underline; margin-bottom: 3mm; }
     .info { position: absolute; top: 50mm; left: 125mm; width: 70mm; font-size: 8.5pt; }
     .info td { padding: 1px 4px 1px 0; }
     .body { position: absolute; top: 100mm; left: 20mm; right: 18mm; }
     h1 { font-size: 13pt; margin: 0 0 6mm; }
     .items th { border-bottom: 1px solid #444; text-align: left; }
     .totals { width: 50%; margin-left: auto; margin-top: 4mm; }
     .grand td { font-weight: bold; border-top: 2px solid #444; }
     .foot { position: absolute; bottom: 12mm; left: 20mm; right: 18mm; display: grid;
             grid-template-columns: repeat(4, 1fr); gap: 4mm; font-size: 6.8pt; color: #444; }`,
    `<div class="logo">${esc(s.name)}</div>
     <div class="window"><div class="sender">${esc(`${s.name} · ${s.street} · ${s.city}`)}</div>
       ${m.buyer ? party(m.buyer) : ''}</div>
     <table class="info">${meta}</table>
     <div class="body"><h1>${esc(`${t.title} ${m.number}`)}</h1>
       <table class="items">${itemHead(t)}${itemRows(m, t)}</table>
       <table class="totals">${totalRows(m, t)}</table>${terms(m, t)}</div>
     <div class="foot">
       <div>${party(s)}</div>
       <div>${esc(`${m.words.phone} ${s.phone}`)}<br>${esc(s.email)}</div>
       <div>${esc(t.iban)}<br>${esc(s.iban)}</div>
       <div>${s.vatPrinted ? `${esc(t.vatId)}<br>${esc(s.vatPrinted)}` : ''}${
         s.taxNumber ? `<br>${esc(t.taxNo)} ${esc(s.taxNumber)}` : ''
       }</div>
     </div>`,
  );
}

/** Labels over values in one strip (accounting software style), customer left, seller right. */
function metaStrip(m: InvoiceModel): string {
  const t = texts(m);
  const s = m.seller;
  const pairs = metaPairs(m, t);
  return page(
    `h1 { font-size: 22pt; font-weight: 300; margin: 0 0 8mm; }
     .top { display: grid; grid-template-columns: 1fr 1fr; gap: 10mm; }
     .strip { margin: 10mm 0 8mm; background: #f2f2f2; }
     .strip th { font-size: 7.5pt; color: #555; text-align: left; font-weight: normal; }
     .strip td { font-weight: bold; }
     .items th { border-bottom: 1px solid #aaa; text-align: left; }
     .totals { width: 40%; margin-left: auto; margin-top: 5mm; }
     .grand td { font-weight: bold; font-size: 11pt; }
     .foot { margin-top: 12mm; font-size: 7.5pt; color: #555; }`,
    `<h1>${esc(t.title)}</h1>
     <div class="top"><div>${m.buyer ? `<b>${esc(t.billTo)}</b><br>${party(m.buyer)}` : ''}</div>
       <div class="r">${party(s)}<br>${sellerContacts(m, t).join('<br>')}</div></div>
     <table class="strip"><tr>${pairs.map(([k]) => `<th>${esc(k)}</th>`).join('')}</tr>
       <tr>${pairs.map(([, v]) => `<td>${esc(v)}</td>`).join('')}</tr></table>
     <table class="items">${itemHead(t)}${itemRows(m, t)}</table>
     <table class="totals">${totalRows(m, t)}</table>${terms(m, t)}
     <div class="foot">${esc(t.iban)} ${esc(s.iban)}</div>`,
  );
}

/** Seller block top left with its legal ids, the customer in a framed box at the right. */
function framedClient(m: InvoiceModel): string {
  const t = texts(m);
  const s = m.seller;
  const meta = metaPairs(m, t)
    .map(([k, v]) => `<div><span class="muted">${esc(k)}</span> ${esc(v)}</div>`)
    .join('');
  return page(
    `.top { display: flex; justify-content: space-between; }
     .seller b { font-size: 12pt; }
     .client { border: 1px solid #333; padding: 4mm; width: 80mm; margin-top: 8mm; }
     .client .muted { font-size: 7.5pt; }
     h1 { font-size: 14pt; margin: 10mm 0 3mm; }
     .meta { margin-bottom: 6mm; }
     .items th { background: #333; color: #fff; text-align: left; }
     .totals { width: 45%; margin-left: auto; margin-top: 4mm; border: 1px solid #333; }
     .grand td { font-weight: bold; background: #eee; }
     .legal { position: absolute; bottom: 12mm; left: 18mm; right: 18mm; text-align: center;
              font-size: 7pt; color: #555; }`,
    `<div class="top"><div class="seller"><b>${esc(s.name)}</b><br>${esc(s.street)}<br>${esc(
      s.city,
    )}<br>${sellerContacts(m, t).join('<br>')}</div>
       ${m.buyer ? `<div class="client"><div class="muted">${esc(t.billTo)}</div>${party(m.buyer)}</div>` : ''}</div>
     <h1>${esc(t.title)}</h1><div class="meta">${meta}</div>
     <table class="items">${itemHead(t)}${itemRows(m, t)}</table>
     <table class="totals">${totalRows(m, t)}</table>${terms(m, t)}
     <div class="legal">${esc(s.name)} – ${esc(s.street)} – ${esc(s.city)} – ${esc(t.iban)} ${esc(
       s.iban,
     )}</div>`,
  );
}

/**
 * A logo drawn as shapes (no text), boxed grid cells with spaced capitals, the currency in a
 * cell of its own, and the seller's name only in the footer.
 */
function boxedGrid(m: InvoiceModel): string {
  const t = texts(m);
  const s = m.seller;
  const symbol = t.money(100).replace(/[\d.,'\s-]/g, '') || m.currency;
  const amount = (minor: number) => esc(t.money(minor, false));
  const meta = metaPairs(m, t)
    .map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`)
    .join('');
  const rows = m.lines
    .map(
      (l) =>
        `<tr><td>${esc(l.description)}</td><td class="r">${l.qty}</td><td class="r">${amount(
          l.unit,
        )}</td><td class="c">${esc(symbol)}</td><td class="r">${amount(l.amount)}</td></tr>`,
    )
    .join('');
  const [a, b, c, d] = t.headers;
  const total = (label: string, minor: number, cls = '') =>
    `<tr class="${cls}"><th>${esc(label)}</th><td class="c">${esc(symbol)}</td><td class="r">${amount(
      minor,
    )}</td></tr>`;
  return page(
    `.logo { width: 34mm; height: 14mm; }
     .grid { margin-top: 8mm; display: grid; grid-template-columns: 1fr 1fr; gap: 8mm; }
     th { text-transform: uppercase; letter-spacing: 0.12em; font-size: 7pt; font-weight: 600;
          text-align: left; color: #444; }
     .box td, .box th, .items td, .items th, .totals td, .totals th { border: 1px solid #bbb; }
     .c { text-align: center; width: 8mm; }
     h1 { letter-spacing: 0.3em; font-size: 15pt; text-transform: uppercase; margin: 8mm 0 4mm; }
     .totals { width: 55%; margin-left: auto; margin-top: 4mm; }
     .grand th, .grand td { font-weight: bold; font-size: 10pt; background: #f0f0f0; }
     .foot { position: absolute; bottom: 12mm; left: 18mm; right: 18mm; font-size: 7pt;
             border-top: 1px solid #999; padding-top: 2mm; display: flex; justify-content: space-between; }`,
    `<svg class="logo" viewBox="0 0 100 40"><rect x="2" y="6" width="28" height="28" rx="6"
       fill="#2a6"/><circle cx="48" cy="20" r="14" fill="#264"/><rect x="68" y="10" width="30"
       height="20" fill="#8c8"/></svg>
     <div class="grid"><table class="box">${meta}</table>
       <table class="box">${
         m.buyer ? `<tr><th>${esc(t.billTo)}</th></tr><tr><td>${party(m.buyer)}</td></tr>` : ''
       }</table></div>
     <h1>${esc(t.title)}</h1>
     <table class="items"><tr><th>${esc(a ?? '')}</th><th>${esc(b ?? '')}</th><th>${esc(
       c ?? '',
     )}</th><th></th><th>${esc(d ?? '')}</th></tr>${rows}</table>
     <table class="totals">${total(t.subtotal, m.net)}${total(t.vat, m.vat)}${total(
       t.total,
       m.gross,
       'grand',
     )}</table>${terms(m, t)}
     <div class="foot"><div>${esc(s.name)}<br>${esc(s.street)}<br>${esc(s.city)}</div>
       <div>${sellerContacts(m, t).join('<br>')}</div>
       <div>${esc(t.iban)} ${esc(s.iban)}</div></div>`,
  );
}

export const HTML_LAYOUTS: HtmlLayout[] = [
  { name: 'html-saas-header', html: saasHeader },
  { name: 'html-letter-window', html: letterWindow },
  { name: 'html-meta-strip', html: metaStrip },
  { name: 'html-framed-client', html: framedClient },
  { name: 'html-boxed-grid', html: boxedGrid },
];
