/**
 * Fresh layout III, as EN 16931 invoices from e-invoicing software print them: the parties as a
 * grid of labelled columns (seller, buyer, delivery address; the seller's name may wrap before
 * its legal form), the document data as a header row over a value row, a VAT breakdown table
 * by category, and payment terms with both dates. German small businesses (§ 19 UStG) print no
 * VAT and only their tax number, which is then the vendor's tax id (as EN 16931's BT-32).
 */
import type { Pen } from './layouts.js';
import { chance, pick, type InvoiceModel } from './model.js';
import { addDays, companyBuyer, freshModel, type FreshModel } from './fresh-model.js';
import { grouped, itemRows, moneyOf, totalsBox } from './fresh-parts.js';
import { renderSheets } from './fresh-pdf.js';
import { freshLayout } from './fresh-letters.js';

const GRID: Record<string, Record<string, string>> = {
  de: {
    title: 'Rechnung',
    seller: 'Verkäufer',
    buyer: 'Käufer',
    ship: 'Lieferanschrift',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    delivery: 'Leistungsdatum',
    customer: 'Kundennummer',
    order: 'Bestellnummer',
    contact: 'Ansprechpartner',
    vat: 'USt-IdNr.',
    taxNo: 'Steuernummer',
    breakdown: 'Umsatzsteueraufstellung',
    cat: 'Kategorie',
    rate: 'Satz',
    base: 'Basis',
    amount: 'Betrag',
    terms: 'Zahlungsbedingungen',
    payBy: 'Zahlbar bis {d} ohne Abzug.',
    skonto:
      'Zahlbar innerhalb {s} Tagen bis {ds} mit {p} % Skonto, innerhalb {n} Tagen bis {d} netto.',
    small: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
    page: 'Seite 1 von 1',
  },
  fr: {
    title: 'Facture',
    seller: 'Vendeur',
    buyer: 'Acheteur',
    ship: 'Adresse de livraison',
    number: 'Numéro de facture',
    date: 'Date de facture',
    delivery: 'Date de livraison',
    customer: 'Référence client',
    order: 'Bon de commande',
    contact: 'Contact',
    vat: 'N° TVA',
    taxNo: 'SIREN',
    breakdown: 'Détail TVA',
    cat: 'Code',
    rate: 'Taux',
    base: 'Base HT',
    amount: 'Montant TVA',
    terms: 'Conditions de paiement',
    payBy: 'Paiement avant le {d}.',
    skonto: 'Escompte de {p} % si paiement avant le {ds}, sinon net à {n} jours, le {d}.',
    small: '',
    page: 'Page 1 / 1',
  },
  en: {
    title: 'Invoice',
    seller: 'Seller',
    buyer: 'Buyer',
    ship: 'Deliver to',
    number: 'Invoice number',
    date: 'Invoice date',
    delivery: 'Delivery date',
    customer: 'Customer reference',
    order: 'Purchase order',
    contact: 'Contact',
    vat: 'VAT ID',
    taxNo: 'Company No.',
    breakdown: 'VAT breakdown',
    cat: 'Category',
    rate: 'Rate',
    base: 'Taxable amount',
    amount: 'VAT amount',
    terms: 'Payment terms',
    payBy: 'Please pay by {d}.',
    skonto: '{p}% early payment discount until {ds}; net {n} days, due {d}.',
    small: '',
    page: 'Page 1 of 1',
  },
};

const fill = (s: string, v: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? ''));

type GridModel = FreshModel & { small: boolean };

function column(pen: Pen, x: number, y: number, head: string, lines: string[]) {
  pen.text(head, x, y, { size: 7.5, bold: true });
  lines.forEach((l, i) => pen.text(l, x, y + 13 + i * 11, { size: 8.5 }));
}

function grid(m: GridModel): Promise<Uint8Array> {
  return renderSheets(m, (sheets) => {
    const pen = sheets.page();
    const g = GRID[m.lang]!;
    const s = m.seller;
    const b = m.buyer!;
    const money = moneyOf(m, 1);
    pen.text(g.title!, 50, 45, { size: 20, bold: true });
    pen.text(g.page!, 545, 45, { size: 8, right: true });
    // The seller's name may wrap before its legal form, as in a narrow cell.
    const words = s.name.split(' ');
    const wrap = chance(m.r, 0.4) && words.length > 2;
    const nameLines = wrap ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [s.name];
    const sellerLines = [...nameLines, s.street, s.city, s.email];
    sellerLines.push(
      s.vatPrinted ? `${g.vat} ${s.vatPrinted}` : `${g.taxNo} ${s.taxNumber ?? s.vatId ?? ''}`,
    );
    const buyerLines = [b.name, `${g.contact}: ${b.person}`, b.street, b.city];
    if (b.vatPrinted) buyerLines.push(`${g.vat} ${b.vatPrinted}`);
    const cols: Array<[string, string[]]> = [
      [g.seller!, sellerLines],
      [g.buyer!, buyerLines],
    ];
    if (chance(m.r, 0.4)) cols.reverse();
    if (chance(m.r, 0.5)) cols.push([g.ship!, [b.name, b.street, b.city]]);
    pen.rule(85, 50, 545);
    cols.forEach(([head, lines], i) => column(pen, 52 + i * 170, 90, head, lines));
    const heads: Array<[string, string]> = [
      [g.number!, m.number],
      [g.date!, m.fmtDate(m.issue)],
      [g.delivery!, m.fmtDate(m.delivery)],
      [g.customer!, m.customerNo],
      [g.order!, m.orderNo],
    ];
    pen.rule(182, 50, 545);
    heads.forEach(([k, v], i) => {
      pen.text(k, 52 + i * 99, 187, { size: 7.5, bold: true });
      pen.text(v, 52 + i * 99, 200, { size: 9 });
    });
    pen.rule(214, 50, 545);
    const t = itemRows(pen, m, money, 240, {
      headers: pick(m.r, m.words.headers),
      vatCol: !m.small,
    });
    let y = totalsBox(pen, m, money, t.y, { box: true });
    if (m.small) {
      pen.text(g.small!, 50, y, { size: 9 });
      y += 20;
    } else {
      pen.text(g.breakdown!, 50, y, { size: 8.5, bold: true });
      y += 13;
      [g.cat!, g.rate!, g.base!, g.amount!].forEach((h, i) =>
        pen.text(h, 50 + i * 90 + (i ? 60 : 0), y, { size: 8, bold: true, right: i > 0 }),
      );
      y += 12;
      for (const tax of m.fresh.taxes) {
        const cells = [
          tax.rate ? 'S' : 'Z',
          `${tax.rate} %`,
          money(tax.base, false),
          money(tax.vat, false),
        ];
        cells.forEach((c, i) =>
          pen.text(c, 50 + i * 90 + (i ? 60 : 0), y, { size: 8, right: i > 0 }),
        );
        y += 11;
      }
      y += 12;
    }
    const f = m.fresh.terms;
    pen.text(`${g.terms}:`, 50, y, { size: 8.5, bold: true });
    const sentence =
      f.kind === 'skonto'
        ? fill(g.skonto!, {
            p: f.skontoPct,
            s: f.skontoDays,
            n: f.days,
            ds: m.fmtDate(addDays(m.issue, f.skontoDays)),
            d: m.fmtDate(m.due!),
          })
        : fill(g.payBy!, { d: m.fmtDate(m.due!) });
    pen.text(sentence, 50, y + 12, { size: 8.5 });
    pen.text(
      `IBAN ${grouped(s.iban)} · BIC ${pick(m.r, ['COBADEFFXXX', 'BNPAFRPPXXX', 'NWBKGB2L'])}`,
      50,
      y + 26,
      {
        size: 8.5,
      },
    );
  });
}

export const gridLayout = freshLayout(
  'parties-grid',
  'invoice',
  ['DE', 'DE', 'FR', 'GB'],
  (m: InvoiceModel): GridModel => {
    const small = m.country.code === 'DE' && chance(m.r, 0.35);
    const base = companyBuyer(m);
    const f = freshModel(small ? { ...base, vatRate: 0 } : base, {
      terms: ['date', 'skonto'],
      discount: 0.2,
      shipping: 0.3,
      twoRates: small ? 0 : 0.4,
      prepaid: 0.2,
    });
    if (!small) return { ...f, small };
    // A small business: no VAT, only its tax number, which is then its tax id.
    const seller = { ...f.seller, vatId: f.seller.taxNumber, vatPrinted: null };
    return { ...f, seller, small, taxLines: [], fresh: { ...f.fresh, taxes: [] } };
  },
  grid,
);
