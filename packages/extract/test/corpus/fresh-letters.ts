/**
 * Fresh layouts I: a German DIN 5008 business letter (window address, info block on the right,
 * seller only in the sender line and a four-column legal footer), a French facture with its
 * mentions légales, a multi-page invoice whose items run over to page 2, and credit notes that
 * name the invoice they correct.
 */
import type { Pen } from './layouts.js';
import { chance, int, pick, type InvoiceModel } from './model.js';
import {
  companyBuyer,
  creditNumber,
  freshModel,
  type FreshFacts,
  type FreshModel,
} from './fresh-model.js';
import {
  FRESH,
  fillIn,
  grouped,
  itemRows,
  legalFooter,
  moneyOf,
  termsFor,
  termsSentence,
  totalsBox,
} from './fresh-parts.js';
import { renderSheets } from './fresh-pdf.js';

const BICS = [
  'COBADEFFXXX',
  'DEUTDEDBXXX',
  'BYLADEM1001',
  'GENODEF1S04',
  'BNPAFRPPXXX',
  'INGBNL2A',
];
const cityOf = (city: string) => city.replace(/^\d+\s*/, '').replace(/\s+[A-Z]{1,2}\d.*$/, '');

/** Label and value pairs down a column, the label at `xl`, the value at `xv`; returns the next y. */
export function pairs(
  pen: Pen,
  list: Array<[string, string]>,
  xl: number,
  xv: number,
  y: number,
  size = 9,
) {
  for (const [k, v] of list) {
    pen.text(k, xl, y, { size });
    pen.text(v, xv, y, { size });
    y += size + 4;
  }
  return y;
}

/** The buyer: a company with its legal form, a contact, and sometimes its VAT id. */
function buyerLines(m: FreshModel, attention: string, vatLabel: string, vat = 0.5): string[] {
  const b = m.buyer!;
  const out = [b.name, `${attention} ${b.person}`, b.street, b.city];
  if (b.vatPrinted && chance(m.r, vat)) out.push(`${vatLabel} ${b.vatPrinted}`);
  return out;
}

// ---- DIN 5008 letter ----

function din5008(m: FreshModel): Promise<Uint8Array> {
  return renderSheets(
    m,
    (sheets) => {
      const pen = sheets.page();
      const s = m.seller;
      const money = moneyOf(m, 1);
      const w = FRESH.de;
      // A logo word at the top right, or nothing: the name is in the sender line and the footer.
      if (chance(m.r, 0.6))
        pen.text((s.name.split(' ')[0] ?? '').toLowerCase(), 545, 45, {
          size: 22,
          bold: true,
          right: true,
        });
      pen.text(`${s.name} · ${s.street} · ${s.city}`, 70, 128, { size: 6.5 });
      pen.rule(137, 70, 300);
      buyerLines(m, pick(m.r, ['z. Hd.', 'z. H.', 'Frau/Herrn']), 'USt-IdNr.', 0.4).forEach(
        (l, i) => pen.text(l, 70, 148 + i * 12.5, { size: 10 }),
      );
      const dateInBlock = chance(m.r, 0.7);
      const info: Array<[string, string]> = [
        ['Ihr Zeichen:', m.fresh.theirs.ref],
        ['Ihre Nachricht vom:', m.fmtDate(m.fresh.theirs.date)],
        ['Unser Zeichen:', m.fresh.ours],
        [pick(m.r, ['Kundennummer:', 'Kunden-Nr.:']), m.customerNo],
        [`${pick(m.r, ['Rechnungsnummer', 'Rechnungs-Nr.', 'Belegnummer'])}:`, m.number],
      ];
      if (dateInBlock) info.push([pick(m.r, ['Datum:', 'Rechnungsdatum:']), m.fmtDate(m.issue)]);
      // The buyer's VAT id in the info block, as intra-EU invoices must print it.
      if (m.buyer?.vatPrinted && chance(m.r, 0.5))
        info.push([pick(m.r, ['Ihre USt-IdNr.:', 'USt-IdNr. Kunde:']), m.buyer.vatPrinted]);
      if (chance(m.r, 0.5))
        info.push([pick(m.r, ['Lieferdatum:', 'Leistungsdatum:']), m.fmtDate(m.delivery)]);
      pairs(pen, info, 370, 462, 120, 8.5);
      let y = 280;
      if (!dateInBlock) {
        pen.text(`${cityOf(s.city)}, ${pick(m.r, ['den ', ''])}${m.fmtDate(m.issue)}`, 545, 258, {
          right: true,
        });
      }
      pen.text(chance(m.r, 0.5) ? `Rechnung Nr. ${m.number}` : 'Rechnung', 70, y, {
        size: 12,
        bold: true,
      });
      y += 26;
      pen.text('Sehr geehrte Damen und Herren,', 70, y);
      y += 16;
      const p = m.fresh.period;
      pen.text(
        p
          ? `für unsere Leistungen im ${pick(m.r, w.period)} ${m.fmtDate(p.from)} bis ${m.fmtDate(p.to)} berechnen wir Ihnen:`
          : 'wir danken für Ihren Auftrag und berechnen Ihnen vereinbarungsgemäß:',
        70,
        y,
      );
      y += 24;
      const t = itemRows(pen, m, money, y, {
        headers: pick(m.r, m.words.headers),
        x0: 70,
        x1: 545,
      });
      y = totalsBox(pen, m, money, t.y, { box: chance(m.r, 0.5) });
      const terms = termsSentence(m);
      if (terms) pen.text(terms, 70, y, { size: 9 });
      else if (m.due)
        pen.text(`Bitte überweisen Sie den Betrag bis zum ${m.fmtDate(m.due)}.`, 70, y, {
          size: 9,
        });
      pen.text('Mit freundlichen Grüßen', 70, y + 24, { size: 9 });
      const court = cityOf(pick(m.r, m.country.cities));
      const sole = /e\.K\.|KG$|e\.U\./.test(s.name);
      const register =
        m.country.code === 'AT'
          ? `Firmenbuch FN ${int(m.r, 100000, 599999)}${pick(m.r, ['a', 'b', 'k', 'z'])}, Landesgericht ${court}`
          : fillIn(pick(m.r, w.register), { c: court, n: int(m.r, 1000, 99999) }).replace(
              'HRB',
              sole ? 'HRA' : 'HRB',
            );
      legalFooter(pen, m, [
        [s.name, s.street, s.city, `Tel. ${s.phone}`],
        [`${sole ? 'Inhaber' : w.manager}: ${s.person}`, register, `Sitz: ${cityOf(s.city)}`],
        [
          ...(s.vatPrinted ? [`USt-IdNr.: ${s.vatPrinted}`] : []),
          ...(s.taxNumber ? [`Steuernummer: ${s.taxNumber}`] : []),
          s.email,
        ],
        [
          w.bank,
          pick(m.r, ['Sparkasse', 'Deutsche Bank', 'Volksbank', 'Commerzbank']),
          `IBAN: ${grouped(s.iban)}`,
          `BIC: ${pick(m.r, BICS)}`,
        ],
      ]);
    },
    pick(m.r, ['helvetica', 'helvetica', 'times']),
  );
}

// ---- French facture ----

function facture(m: FreshModel): Promise<Uint8Array> {
  return renderSheets(
    m,
    (sheets) => {
      const pen = sheets.page();
      const s = m.seller;
      const money = moneyOf(m, 1);
      const siren = (s.vatId ?? '').slice(-9);
      const siret = `${siren.replace(/(\d{3})(?=\d)/g, '$1 ')} ${String(int(m.r, 10, 99999)).padStart(5, '0')}`;
      const form = s.name.split(' ').pop() ?? 'SAS';
      const city = cityOf(s.city);
      const seller = [s.street, s.city, `Tél. : ${s.phone}`, s.email, `SIRET : ${siret}`];
      if (s.vatPrinted)
        seller.push(
          `${pick(m.r, ['TVA intracommunautaire :', 'N° TVA :', 'TVA intracom. :'])} ${s.vatPrinted}`,
        );
      pen.text(s.name, 50, 45, { size: 14, bold: true });
      seller.forEach((l, i) => pen.text(l, 50, 65 + i * 11, { size: 8.5 }));
      pen.text(pick(m.r, ['Client', 'Facturé à', 'Adresse de facturation']), 330, 125, {
        size: 8,
        bold: true,
      });
      buyerLines(m, "À l'attention de", 'N° TVA :', 0.7).forEach((l, i) =>
        pen.text(l, 330, 138 + i * 12),
      );
      const inline = chance(m.r, 0.4);
      let y = 225;
      if (inline) {
        pen.text(`FACTURE N° ${m.number} du ${m.fmtDate(m.issue)}`, 50, y, {
          size: 13,
          bold: true,
        });
        y += 24;
      } else {
        pen.text(pick(m.r, ['FACTURE', 'Facture']), 50, y, { size: 18, bold: true });
        y += 28;
        y = pairs(
          pen,
          [
            [pick(m.r, ['N° de facture :', 'Facture n° :', 'Numéro :']), m.number],
            [pick(m.r, ['Date :', 'Date de facture :', "Date d'émission :"]), m.fmtDate(m.issue)],
          ],
          50,
          160,
          y,
        );
      }
      const extra: Array<[string, string]> = [
        [pick(m.r, ['N° client :', 'Code client :']), m.customerNo],
      ];
      if (m.due && m.fresh.terms.dated)
        extra.push([pick(m.r, ["Date d'échéance :", 'Échéance :']), m.fmtDate(m.due)]);
      if (chance(m.r, 0.5)) extra.push(['Date de livraison :', m.fmtDate(m.delivery)]);
      if (chance(m.r, 0.4))
        extra.push(['Votre commande :', `${m.orderNo} du ${m.fmtDate(m.fresh.theirs.date)}`]);
      y = pairs(pen, extra, 50, 160, y) + 16;
      const p = m.fresh.period;
      if (p) {
        pen.text(
          `${pick(m.r, FRESH.fr.period)} : du ${m.fmtDate(p.from)} au ${m.fmtDate(p.to)}`,
          50,
          y,
          { size: 9 },
        );
        y += 18;
      }
      const t = itemRows(pen, m, money, y, { headers: pick(m.r, m.words.headers), vatCol: true });
      y = totalsBox(pen, m, money, t.y, { box: true });
      const terms = termsSentence(m);
      if (terms) pen.text(terms, 50, y, { size: 8.5 });
      pen.text('Mode de règlement : virement bancaire', 50, y + 12, { size: 8.5 });
      pen.text(
        "En cas de retard de paiement, pénalités au taux de trois fois le taux d'intérêt légal et",
        50,
        y + 30,
        { size: 7 },
      );
      pen.text(
        "indemnité forfaitaire pour frais de recouvrement de 40,00 €. Pas d'escompte pour paiement anticipé.",
        50,
        y + 39,
        { size: 7 },
      );
      const capital = pick(m.r, ['1 000', '5 000', '10 000', '37 000', '100 000']);
      const lines = [
        `${s.name} - ${form} au capital de ${capital} € - RCS ${city} ${siren.replace(/(\d{3})(?=\d)/g, '$1 ')} - SIRET ${siret} - APE ${int(m.r, 1000, 9999)}Z`,
        `${s.street}, ${s.city} - ${s.vatPrinted ? `TVA intracommunautaire ${s.vatPrinted} - ` : ''}IBAN ${grouped(s.iban)} - BIC ${pick(m.r, BICS)}`,
      ];
      pen.rule(pen.height - 52, 40, pen.width - 40);
      lines.forEach((l, i) => {
        const w = pen.font.widthOfTextAtSize(l, 6.5);
        pen.text(l, Math.max(20, (pen.width - w) / 2), pen.height - 45 + i * 9, { size: 6.5 });
      });
    },
    pick(m.r, ['helvetica', 'times']),
  );
}

// ---- multi-page ----

const HEAD: Record<string, { title: string; number: string; date: string }> = {
  de: { title: 'Rechnung', number: 'Rechnungsnummer', date: 'Rechnungsdatum' },
  fr: { title: 'Facture', number: 'Facture n°', date: 'Date' },
  en: { title: 'Invoice', number: 'Invoice no.', date: 'Invoice date' },
  nl: { title: 'Factuur', number: 'Factuurnummer', date: 'Factuurdatum' },
};

function multiPage(m: FreshModel): Promise<Uint8Array> {
  return renderSheets(m, (sheets) => {
    const s = m.seller;
    const w = FRESH[m.lang];
    const h = HEAD[m.lang] ?? HEAD.en!;
    const money = moneyOf(m, 1);
    const pens: Pen[] = [];
    const headers = pick(m.r, m.words.headers);
    let pen = sheets.page();
    pens.push(pen);
    pen.text(s.name, 50, 40, { size: 15, bold: true });
    pen.text(`${s.street} · ${s.city} · ${s.email}`, 50, 60, { size: 8 });
    if (s.vatPrinted) pen.text(`${pick(m.r, m.words.vatId)} ${s.vatPrinted}`, 50, 71, { size: 8 });
    pen.text(pick(m.r, m.words.billTo), 50, 110, { size: 8, bold: true });
    buyerLines(
      m,
      { de: 'z. Hd.', fr: "À l'attention de", nl: 't.a.v.' }[m.lang as string] ?? 'Attn:',
      pick(m.r, m.words.vatId),
      0.5,
    ).forEach((l, i) => pen.text(l, 50, 123 + i * 12));
    pen.text(h.title, 545, 110, { size: 18, bold: true, right: true });
    const meta: Array<[string, string]> = [
      [pick(m.r, m.words.number), m.number],
      [pick(m.r, m.words.date), m.fmtDate(m.issue)],
      [pick(m.r, m.words.customerNo), m.customerNo],
    ];
    if (m.due && m.fresh.terms.dated) meta.push([pick(m.r, m.words.due), m.fmtDate(m.due)]);
    pairs(pen, meta, 350, 460, 140);
    let next = 0;
    let y = 230;
    let carried = 0;
    const carriedLabel = pick(m.r, w.carried);
    for (;;) {
      const rows = itemRows(pen, m, money, y, { start: next, bottom: 735, headers });
      carried = m.lines.slice(0, rows.next).reduce((sum, l) => sum + l.amount, 0);
      next = rows.next;
      y = rows.y;
      if (next < m.lines.length || y > 600) {
        // Carried forward to the next page, whose head repeats the number and the date.
        if (next < m.lines.length) {
          pen.text(carriedLabel, 330, 760, { size: 9, bold: true });
          pen.text(money(carried), 545, 760, { size: 9, bold: true, right: true });
        }
        pen = sheets.page();
        pens.push(pen);
        pen.text(s.name, 50, 40, { size: 10, bold: true });
        pen.text(`${h.title} ${m.number} · ${m.fmtDate(m.issue)}`, 545, 40, {
          size: 9,
          right: true,
        });
        y = 80;
        if (next < m.lines.length) {
          pen.text(carriedLabel, 330, y, { size: 9, bold: true });
          pen.text(money(carried), 545, y, { size: 9, bold: true, right: true });
          y += 24;
          continue;
        }
      }
      break;
    }
    y = totalsBox(pen, m, money, y + 4);
    const terms = termsSentence(m);
    if (terms) pen.text(terms, 50, y, { size: 9 });
    pens.forEach((p, i) => {
      p.text(fillIn(w.pageOf, { p: i + 1, n: pens.length }), 545, 800, { size: 8, right: true });
      p.text(`IBAN ${grouped(s.iban)}  ·  ${s.name}`, 50, 800, { size: 7 });
    });
  });
}

// ---- credit notes ----

const CREDIT: Record<string, { title: string[]; number: string[]; ref: string[]; note: string[] }> =
  {
    de: {
      title: ['Gutschrift', 'GUTSCHRIFT', 'Rechnungskorrektur'],
      number: ['Gutschrift-Nr.', 'Gutschriftsnummer', 'Beleg-Nr.'],
      ref: ['Zu Rechnung Nr.', 'Ursprungsrechnung'],
      note: [
        'Der Betrag wird Ihrem Kundenkonto gutgeschrieben.',
        'Wir überweisen Ihnen den Betrag in den nächsten Tagen.',
      ],
    },
    fr: {
      title: ['AVOIR', 'Avoir', "Facture d'avoir"],
      number: ['Avoir n°', "N° d'avoir", "Numéro d'avoir"],
      ref: ["Facture d'origine", 'Sur facture n°'],
      note: [
        'Ce montant viendra en déduction de votre prochaine facture.',
        'Le remboursement sera effectué par virement.',
      ],
    },
    en: {
      title: ['CREDIT NOTE', 'Credit Note', 'Credit memo'],
      number: ['Credit note no.', 'Credit Note Number', 'Credit memo #'],
      ref: ['Original invoice', 'Against invoice no.'],
      note: [
        'This amount will be refunded to your account.',
        'The credit will be applied to your next invoice.',
      ],
    },
    nl: {
      title: ['CREDITNOTA', 'Creditfactuur'],
      number: ['Creditnotanummer', 'Creditnota nr.'],
      ref: ['Oorspronkelijke factuur', 'Betreft factuur'],
      note: ['Het bedrag wordt binnen 14 dagen teruggestort.'],
    },
    it: {
      title: ['NOTA DI CREDITO', 'Nota di credito'],
      number: ['Nota di credito n.', 'Numero documento'],
      ref: ['Fattura di riferimento', 'Rif. fattura n.'],
      note: ["L'importo verrà stornato sulla prossima fattura."],
    },
    es: {
      title: ['FACTURA RECTIFICATIVA', 'ABONO', 'Factura de abono'],
      number: ['Nº factura rectificativa', 'Nº abono'],
      ref: ['Factura rectificada', 'Factura original nº'],
      note: ['El importe será abonado en su cuenta.'],
    },
  };

function creditNote(m: FreshModel): Promise<Uint8Array> {
  return renderSheets(m, (sheets) => {
    const pen = sheets.page();
    const s = m.seller;
    const c = CREDIT[m.lang]!;
    const ref = m.fresh.reference!;
    // Amounts printed negative, or positive under the credit title (both are credits).
    const money = moneyOf(m, chance(m.r, 0.6) ? -1 : 1);
    pen.text(s.name, 545, 45, { size: 14, bold: true, right: true });
    [s.street, s.city, s.email].forEach((l, i) =>
      pen.text(l, 545, 64 + i * 11, { size: 8.5, right: true }),
    );
    pen.text(`${s.name}, ${s.street}, ${s.city}`, 50, 125, { size: 6.5 });
    buyerLines(m, m.lang === 'de' ? 'z. Hd.' : '', pick(m.r, m.words.vatId), 0.5).forEach((l, i) =>
      pen.text(l.trim(), 50, 138 + i * 12),
    );
    const title = pick(m.r, c.title);
    pen.text(title, 50, 235, { size: 18, bold: true });
    const refLine = fillIn(pick(m.r, FRESH[m.lang].refersTo), {
      n: ref.number,
      d: m.fmtDate(ref.date),
    });
    const meta: Array<[string, string]> = [
      [pick(m.r, c.number), m.number],
      [pick(m.r, m.words.date), m.fmtDate(m.issue)],
    ];
    // The corrected invoice as its own pair, above or below the credit note's number.
    const refPair: [string, string] = [pick(m.r, c.ref), ref.number];
    if (chance(m.r, 0.5)) meta.unshift(refPair);
    else meta.push(refPair);
    meta.push([pick(m.r, m.words.customerNo), m.customerNo]);
    pairs(pen, meta, 330, 450, 150);
    pen.text(refLine, 50, 262, { size: 9 });
    const t = itemRows(pen, m, money, 300, { headers: pick(m.r, m.words.headers) });
    const y = totalsBox(pen, m, money, t.y);
    pen.text(pick(m.r, c.note), 50, y, { size: 9 });
    const cols: string[][] = [[s.name, s.street, s.city]];
    cols.push([
      ...(s.vatPrinted ? [`${pick(m.r, m.words.vatId)} ${s.vatPrinted}`] : []),
      ...(s.taxNumber ? [`${pick(m.r, m.words.taxNo)} ${s.taxNumber}`] : []),
    ]);
    cols.push([`IBAN ${grouped(s.iban)}`, `BIC ${pick(m.r, BICS)}`]);
    legalFooter(pen, m, cols);
  });
}

/** A fresh layout: how it changes the model, and how it prints it (one or more pages). */
export interface FreshLayout {
  name: string;
  kind: 'invoice' | 'receipt';
  countries: string[];
  make(m: InvoiceModel): {
    model: InvoiceModel & { fresh?: FreshFacts };
    render(): Promise<Uint8Array>;
  };
}

export function freshLayout<M extends InvoiceModel>(
  name: string,
  kind: 'invoice' | 'receipt',
  countries: string[],
  model: (m: InvoiceModel) => M,
  render: (m: M) => Promise<Uint8Array>,
): FreshLayout {
  return {
    name,
    kind,
    countries,
    make(m) {
      const made = model(m);
      return { model: made, render: () => render(made) };
    },
  };
}

export const FRESH_LETTERS: FreshLayout[] = [
  freshLayout(
    'din5008-letter',
    'invoice',
    ['DE', 'DE', 'AT'],
    (m) =>
      freshModel(companyBuyer(m), {
        terms: ['date', 'days', 'skonto', 'receipt'],
        period: 0.4,
        discount: 0.3,
        shipping: 0.3,
        twoRates: 0.3,
        prepaid: 0.2,
      }),
    din5008,
  ),
  freshLayout(
    'fr-facture',
    'invoice',
    ['FR', 'FR', 'BE'],
    (m) =>
      freshModel(companyBuyer(m), {
        terms: ['date', 'days', 'eom', 'eom', 'receipt'],
        period: 0.3,
        discount: 0.3,
        shipping: 0.2,
        twoRates: 0.3,
        prepaid: 0.35,
      }),
    facture,
  ),
  freshLayout(
    'multi-page',
    'invoice',
    ['DE', 'FR', 'GB', 'NL'],
    (m) =>
      freshModel(companyBuyer(m), {
        lines: [32, 50],
        terms: termsFor(m.lang, ['date', 'days', 'skonto']),
        shipping: 0.3,
        twoRates: 0.3,
        companyItems: 0.15,
      }),
    multiPage,
  ),
  freshLayout(
    'credit-note',
    'invoice',
    ['DE', 'FR', 'GB', 'NL', 'IT', 'ES'],
    (m) => {
      const f = freshModel(companyBuyer(m), { credit: true, lines: [1, 4], terms: ['receipt'] });
      return { ...f, number: creditNumber(f), due: null, dueShown: 'none' as const };
    },
    creditNote,
  ),
];
