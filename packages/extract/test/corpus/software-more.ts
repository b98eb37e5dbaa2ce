/**
 * 'software' layouts II:
 * - `odoo-facture`: Odoo / Factur-X invoices (FR, BE, GB): logo word, the company's address
 *   block, the customer's on the right, "Facture FAC/2025/00123" as the heading, a row of
 *   labelled dates (Date de facturation / Date d'échéance / Origine), "Montant hors taxes /
 *   TVA 20 % / Total", "Payé le … / Montant dû", the payment communication (a Belgian
 *   structured one, +++123/4567/89012+++) and a one-line centred footer;
 * - `webshop`: invoice2data-style web-shop and marketplace invoices: a marketplace's or shop's
 *   brand word at the top, the seller as "Sold by / Verkauft von / Vendu par" or "Billed by"
 *   with its legal name and VAT id, order ids next to the invoice number, prices incl. VAT, paid
 *   by card (no due date), and now and then the marketplace's own legal line in the footer.
 */
import { chance, int, pick, type InvoiceModel } from './model.js';
import { companyBuyer, freshModel, type FreshModel } from './fresh-model.js';
import { grouped, moneyOf } from './fresh-parts.js';
import { renderSheets } from './fresh-pdf.js';
import { freshLayout, type FreshLayout } from './fresh-letters.js';
import { margins, rightPairs, structuredCommunication } from './software-parts.js';

type Money = (minor: number, symbol?: boolean) => string;

const ODOO: Record<string, Record<string, string>> = {
  fr: {
    invoice: 'Facture',
    credit: 'Avoir',
    date: 'Date de facturation',
    due: "Date d'échéance",
    origin: 'Origine',
    ref: 'Référence client',
    desc: 'Description',
    qty: 'Quantité',
    unit: 'Prix unitaire',
    taxes: 'Taxes',
    amount: 'Montant',
    net: 'Montant hors taxes',
    vat: 'TVA {r} %',
    total: 'Total',
    paid: 'Payé le {d}',
    open: 'Montant dû',
    comm: 'Veuillez utiliser la communication suivante pour votre paiement :',
    terms: 'Conditions de paiement : {n} jours',
    reversal: 'Extourne de : {n}',
    vatId: 'TVA :',
    page: 'Page : 1 / 1',
  },
  en: {
    invoice: 'Invoice',
    credit: 'Credit Note',
    date: 'Invoice Date',
    due: 'Due Date',
    origin: 'Source',
    ref: 'Customer Reference',
    desc: 'Description',
    qty: 'Quantity',
    unit: 'Unit Price',
    taxes: 'Taxes',
    amount: 'Amount',
    net: 'Untaxed Amount',
    vat: 'VAT {r}%',
    total: 'Total',
    paid: 'Paid on {d}',
    open: 'Amount Due',
    comm: 'Please use the following communication for your payment:',
    terms: 'Payment terms: {n} Days',
    reversal: 'Reversal of: {n}',
    vatId: 'VAT:',
    page: 'Page: 1 / 1',
  },
};

type OdooModel = FreshModel & { comm: string; origin: string };

function odoo(m: OdooModel): Promise<Uint8Array> {
  return renderSheets(m, (sheets) => {
    const pen = sheets.page();
    const w = ODOO[m.lang === 'fr' ? 'fr' : 'en']!;
    const s = m.seller;
    const b = m.buyer!;
    const money = moneyOf(m, 1);
    margins(pen, m.r, w.page!);
    const brand = s.name.split(' ')[0]!;
    pen.text(chance(m.r, 0.5) ? brand : brand.toUpperCase(), 50, 40, { size: 20, bold: true });
    if (chance(m.r, 0.5))
      pen.text(pick(m.r, ['Votre partenaire', 'Since 1998', 'Qualité & service']), 545, 45, {
        size: 8,
        right: true,
      });
    pen.rule(70, 50, 545);
    [
      s.name,
      s.street,
      s.city,
      m.country.code === 'BE' ? 'Belgique' : m.country.code === 'FR' ? 'France' : 'United Kingdom',
    ].forEach((l, i) => pen.text(l, 50, 80 + i * 11, { size: 8.5 }));
    const buyer = [b.name, b.street, b.city];
    if (b.vatPrinted) buyer.push(`${w.vatId} ${b.vatPrinted}`);
    buyer.forEach((l, i) => pen.text(l, 330, 140 + i * 12, { size: 9.5 }));
    const title = m.credit ? w.credit! : w.invoice!;
    pen.text(`${title} ${m.number}`, 50, 220, { size: 17, bold: true });
    const heads: Array<[string, string]> = [[w.date!, m.fmtDate(m.issue)]];
    if (m.due) heads.push([w.due!, m.fmtDate(m.due)]);
    heads.push([w.origin!, m.origin]);
    if (chance(m.r, 0.5)) heads.push([w.ref!, m.fresh.theirs.ref]);
    heads.forEach(([k, v], i) => {
      pen.text(`${k}:`, 50 + i * 125, 250, { size: 8.5, bold: true });
      pen.text(v, 50 + i * 125, 262, { size: 9 });
    });
    let y = 295;
    const cols = [50, 330, 410, 470, 545];
    [w.desc!, w.qty!, w.unit!, w.taxes!, w.amount!].forEach((h, i) =>
      pen.text(h, cols[i]!, y, { size: 8.5, bold: true, right: i > 0 }),
    );
    pen.rule(y + 12, 50, 545);
    y += 20;
    const unit = pick(m.r, ['Unité(s)', 'Units', 'Heures']);
    m.lines.forEach((l, i) => {
      const rate = m.fresh.taxes.length > 1 && i % 2 ? m.fresh.taxes[1]!.rate : m.vatRate;
      const cells = [
        l.description,
        `${l.qty.toFixed(2)} ${unit}`,
        money(l.unit, false),
        w.vat!.replace('{r}', String(rate)),
        money(l.amount),
      ];
      cells.forEach((c, j) => pen.text(c, cols[j]!, y, { size: 8.5, right: j > 0 }));
      y += 14;
    });
    y += 10;
    const rows: Array<[string, string, boolean?]> = [[w.net!, money(m.net)]];
    for (const t of m.fresh.taxes) rows.push([w.vat!.replace('{r}', String(t.rate)), money(t.vat)]);
    rows.push([w.total!, money(m.gross), true]);
    if (m.fresh.prepaid) {
      rows.push([w.paid!.replace('{d}', m.fmtDate(m.issue)), money(m.fresh.prepaid)]);
      rows.push([w.open!, money(m.fresh.amountDue), true]);
    }
    pen.rule(y - 4, 340, 545);
    for (const [k, v, bold] of rows) {
      pen.text(k, 340, y, { size: bold ? 9.5 : 9, bold });
      pen.text(v, 545, y, { size: bold ? 9.5 : 9, bold, right: true });
      y += bold ? 15 : 13.5;
    }
    y += 16;
    if (m.credit && m.fresh.reference)
      pen.text(w.reversal!.replace('{n}', m.fresh.reference.number), 50, y - 8, { size: 8.5 });
    pen.text(`${w.comm} ${m.comm}`, 50, y + 8, { size: 8.5 });
    if (m.fresh.terms.kind === 'days')
      pen.text(w.terms!.replace('{n}', String(m.fresh.terms.days)), 50, y + 22, { size: 8.5 });
    pen.text(`IBAN ${grouped(s.iban)}`, 50, y + 36, { size: 8.5 });
    const legal =
      m.lang === 'fr'
        ? m.country.code === 'BE'
          ? `${s.name} · Numéro d'entreprise ${(s.vatId ?? '').slice(2).replace(/(\d{4})(\d{3})(\d{3})/, '$1.$2.$3')} · RPM ${pick(m.r, ['Bruxelles', 'Liège'])}`
          : `${s.name} au capital de ${int(m.r, 1, 50) * 1000} € · RCS ${pick(m.r, ['Paris', 'Lyon', 'Nantes'])} ${(s.vatId ?? '').slice(-9).replace(/(\d{3})(?=\d)/g, '$1 ')}`
        : `${s.name} · Registered in England and Wales No. ${int(m.r, 1000000, 9999999)}`;
    const contact = [s.phone, s.email, `www.${s.email.split('@')[1]}`];
    if (s.vatPrinted) contact.push(`${w.vatId} ${s.vatPrinted}`);
    const size = 7;
    const one = contact.join(' | ');
    pen.text(one, (pen.width - pen.font.widthOfTextAtSize(one, size)) / 2, 800, { size });
    pen.text(legal, (pen.width - pen.font.widthOfTextAtSize(legal, size)) / 2, 810, { size });
    pen.text(w.page!, 297, 822, { size });
  });
}

// ---- web shops and marketplaces ----

const SHOP: Record<string, Record<string, string>> = {
  en: {
    invoice: 'Invoice',
    soldBy: 'Sold by',
    billedBy: 'Billed by',
    billTo: 'Billing address',
    shipTo: 'Delivery address',
    number: 'Invoice number',
    date: 'Invoice date',
    order: 'Order number',
    orderDate: 'Order date',
    vat: 'VAT #',
    desc: 'Description',
    qty: 'Qty',
    unit: 'Unit price (incl. VAT)',
    sub: 'Item subtotal',
    shipping: 'Shipping charges',
    net: 'Total (excl. VAT)',
    vatLine: 'VAT {r}%',
    tax: 'Sales tax {r}%',
    total: 'Total (incl. VAT)',
    payable: 'Total payable',
    paid: 'Paid by {p} on {d}',
    operated: 'Marketplace operated by {n}, {a}',
  },
  de: {
    invoice: 'Rechnung',
    soldBy: 'Verkauft von',
    billedBy: 'Rechnungssteller',
    billTo: 'Rechnungsadresse',
    shipTo: 'Lieferadresse',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    order: 'Bestellnummer',
    orderDate: 'Bestelldatum',
    vat: 'USt-IdNr.',
    desc: 'Artikel',
    qty: 'Menge',
    unit: 'Stückpreis (inkl. USt.)',
    sub: 'Zwischensumme',
    shipping: 'Versandkosten',
    net: 'Gesamtpreis (exkl. USt.)',
    vatLine: 'USt. {r} %',
    tax: 'USt. {r} %',
    total: 'Gesamtpreis (inkl. USt.)',
    payable: 'Zu zahlender Betrag',
    paid: 'Bezahlt per {p} am {d}',
    operated: 'Der Marktplatz wird betrieben von {n}, {a}',
  },
  fr: {
    invoice: 'Facture',
    soldBy: 'Vendu par',
    billedBy: 'Facturé par',
    billTo: 'Adresse de facturation',
    shipTo: 'Adresse de livraison',
    number: 'Numéro de la facture',
    date: 'Date de la facture',
    order: 'Numéro de la commande',
    orderDate: 'Date de la commande',
    vat: 'TVA',
    desc: 'Description',
    qty: 'Qté',
    unit: 'Prix unitaire (TTC)',
    sub: 'Sous-total',
    shipping: 'Frais de livraison',
    net: 'Total HT',
    vatLine: 'TVA {r} %',
    tax: 'TVA {r} %',
    total: 'Total TTC',
    payable: 'Total à payer',
    paid: 'Payé par {p} le {d}',
    operated: 'Place de marché exploitée par {n}, {a}',
  },
};

const MARKETS = [
  ['shopwave', 'Shopwave Services Europe S.à r.l.', '38 avenue John F. Kennedy, L-1855 Luxembourg'],
  ['marktplatz24', 'Marktplatz24 Handelsplattform GmbH', 'Torstraße 49, 10119 Berlin'],
  ['bazaaro', 'Bazaaro Marketplace Ltd', '1 Canada Square, London E14 5AB'],
];

type ShopModel = FreshModel & { order: string; market: string[] | null; payment: string };

function webshop(m: ShopModel): Promise<Uint8Array> {
  return renderSheets(m, (sheets) => {
    const pen = sheets.page();
    const w = SHOP[m.lang] ?? SHOP.en!;
    const s = m.seller;
    const b = m.buyer!;
    const money: Money = moneyOf(m, 1);
    margins(pen, m.r, '1/1');
    const brand = m.market ? m.market[0]! : s.name.split(' ')[0]!.toUpperCase();
    pen.text(brand, 50, 40, { size: 22, bold: true });
    pen.text(w.invoice!, 545, 45, { size: 16, bold: true, right: true });
    const us = m.country.code === 'US';
    const sellerLines = [s.name, s.street, s.city];
    if (s.vatPrinted) sellerLines.push(`${w.vat} ${s.vatPrinted}`);
    pen.text(`${m.market ? w.soldBy : w.billedBy}:`, 50, 90, { size: 8, bold: true });
    sellerLines.forEach((l, i) => pen.text(l, 50, 102 + i * 11, { size: 9 }));
    const info: Array<[string, string]> = [
      [w.number!, m.number],
      [w.date!, m.fmtDate(m.issue)],
      [w.order!, m.order],
      [w.orderDate!, m.fmtDate(m.fresh.theirs.date)],
    ];
    if (chance(m.r, 0.5)) info.reverse();
    info.push([w.payable!, money(m.gross)]);
    rightPairs(pen, info, 340, 545, 90, 8.5);
    pen.text(w.billTo!, 50, 170, { size: 8, bold: true });
    [b.name, b.street, b.city].forEach((l, i) => pen.text(l, 50, 182 + i * 11, { size: 9 }));
    pen.text(w.shipTo!, 300, 170, { size: 8, bold: true });
    [b.name, b.street, b.city].forEach((l, i) => pen.text(l, 300, 182 + i * 11, { size: 9 }));
    let y = 240;
    const cols = [50, 350, 450, 545];
    [w.desc!, w.qty!, w.unit!, w.sub!].forEach((h, i) =>
      pen.text(h, cols[i]!, y, { size: 8, bold: true, right: i > 0 }),
    );
    pen.rule(y + 11, 50, 545);
    y += 19;
    const gross = (minor: number) => Math.round((minor * (100 + m.vatRate)) / 100);
    m.lines.forEach((l) => {
      [
        l.description,
        String(l.qty),
        money(us ? l.unit : gross(l.unit)),
        money(us ? l.amount : gross(l.amount)),
      ].forEach((c, j) => pen.text(c, cols[j]!, y, { size: 8.5, right: j > 0 }));
      y += 13;
    });
    y += 10;
    const rows: Array<[string, string]> = [];
    if (m.fresh.shipping) rows.push([w.shipping!, money(m.fresh.shipping)]);
    rows.push([w.net!, money(m.net)]);
    for (const t of m.fresh.taxes)
      rows.push([(us ? w.tax! : w.vatLine!).replace('{r}', String(t.rate)), money(t.vat)]);
    y = rightPairs(pen, rows, 340, 545, y, 9);
    rightPairs(pen, [[us ? 'Total' : w.total!, money(m.gross)]], 340, 545, y + 2, 10, true);
    y += 30;
    pen.text(w.paid!.replace('{p}', m.payment).replace('{d}', m.fmtDate(m.issue)), 50, y, {
      size: 8.5,
    });
    if (m.market && chance(m.r, 0.6)) {
      const t = w.operated!.replace('{n}', m.market[1]!).replace('{a}', m.market[2]!);
      pen.text(t, 50, 800, { size: 6.5 });
    } else if (!m.market) {
      const t = `${brand[0]}${brand.slice(1).toLowerCase()} is a trading name of ${s.name}, ${s.street}, ${s.city}`;
      pen.text(m.lang === 'en' ? t : `${s.name} · ${s.street} · ${s.city}`, 50, 800, { size: 6.5 });
    }
  });
}

export const SOFTWARE_MORE: FreshLayout[] = [
  freshLayout(
    'odoo-facture',
    'invoice',
    ['FR', 'FR', 'BE', 'BE', 'GB'],
    (m: InvoiceModel): OdooModel => {
      const credit = chance(m.r, 0.12);
      const f = freshModel(companyBuyer(m), {
        credit,
        terms: ['date', 'days', 'receipt'],
        lines: [1, 6],
        twoRates: 0.2,
        prepaid: 0.25,
      });
      const year = m.issue.getUTCFullYear();
      const prefix = m.lang === 'fr' ? (credit ? 'RFAC' : 'FAC') : credit ? 'RINV' : 'INV';
      const number = `${prefix}/${year}/${String(int(m.r, 1, 9999)).padStart(5, '0')}`;
      const comm =
        m.country.code === 'BE' && chance(m.r, 0.7) ? structuredCommunication(m.r) : number;
      return { ...f, number, comm, origin: `S${String(int(m.r, 1, 99999)).padStart(5, '0')}` };
    },
    odoo,
  ),
  freshLayout(
    'webshop',
    'invoice',
    ['GB', 'DE', 'FR', 'US', 'IE'],
    (m: InvoiceModel): ShopModel => {
      const f = freshModel(m, { terms: ['receipt'], lines: [1, 5], shipping: 0.5 });
      const market = chance(m.r, 0.6) ? pick(m.r, MARKETS) : null;
      const order = market
        ? `${int(m.r, 100, 999)}-${int(m.r, 1000000, 9999999)}-${int(m.r, 1000000, 9999999)}`
        : `#${int(m.r, 1000, 99999)}`;
      const cc = m.country.code;
      const number = market
        ? `${cc}${int(m.r, 1, 9)}${pick(m.r, ['AB', 'KX', 'QW'])}${int(m.r, 100000, 999999)}`
        : `INV-${m.issue.getUTCFullYear()}-${int(m.r, 1000, 99999)}`;
      return {
        ...f,
        number,
        order,
        market,
        payment: pick(m.r, ['Visa', 'Mastercard', 'PayPal', 'Klarna']),
        due: null,
        dueShown: 'none',
      };
    },
    webshop,
  ),
];
