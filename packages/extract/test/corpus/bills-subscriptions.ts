/**
 * 'bills' layouts II:
 * - `saas`: hosting and SaaS subscription invoices as billing platforms print them (EN, DE, FR):
 *   "Invoice #" or "Invoice number" with a platform's number, "Date of issue", "Date due" now
 *   and then, the product's brand word, the seller's legal block and the "Bill to" block, the
 *   plan for the billing period, usage (metered, tiny unit prices), proration lines ("Unused
 *   time on …", negative; "Remaining time on …"), subtotal, VAT with its base, total, "Amount
 *   paid" and a zero "Amount due"; the card charged on a date (no due date then).
 * - `insurance`: premium notes ("Beitragsrechnung", "Avis d'échéance", "Premium notice") with
 *   the policy number, the contracts and their premiums, insurance premium tax instead of VAT
 *   ("Versicherungsteuer 19 %", "taxe sur les conventions d'assurance"), the payment frequency
 *   and the due date ("Fälligkeit"); often debited by SEPA mandate.
 */
import { chance, int, pick, type InvoiceModel } from './model.js';
import { grouped } from './fresh-parts.js';
import { renderSheets } from './fresh-pdf.js';
import { freshLayout } from './fresh-letters.js';
import { margins } from './software-parts.js';
import {
  billModel,
  centredFooter,
  fill,
  pairs,
  provider,
  rows,
  type BillModel,
  type Charge,
} from './bills-parts.js';

type W = Record<string, string>;

const SAAS: Record<string, W> = {
  en: {
    invoice: 'Invoice|Receipt',
    number: 'Invoice number|Invoice #|Invoice no.',
    issued: 'Date of issue|Invoice date|Date paid',
    due: 'Date due|Due date',
    billTo: 'Bill to|Billed to',
    period: '{f} – {u}',
    plan: '{p} plan|{p} (monthly)|{p} subscription',
    unused: 'Unused time on {p} after {d}',
    remaining: 'Remaining time on {p} after {d}',
    usage: 'Additional storage (GB)|API requests (per 1,000)|Bandwidth overage (GB)|Extra seats',
    head: 'Description|Qty|Unit price|Amount',
    sub: 'Subtotal',
    excl: 'Total excluding tax',
    vat: 'VAT - {c} ({r}% on {b})|VAT ({r}%)|Tax {r}%',
    total: 'Total',
    paid: 'Amount paid',
    due0: 'Amount due',
    charged: 'Charged to {c} ending in {n} on {d}|Paid with {c} •••• {n} on {d}|{a} paid on {d}',
    dueLine: '{a} due {d}',
    vatId: 'VAT number|VAT ID|Tax ID',
    page: 'Page 1 of 1',
    questions: 'Questions? Contact {e}',
  },
  de: {
    invoice: 'Rechnung|Quittung',
    number: 'Rechnungsnummer|Rechnung Nr.',
    issued: 'Rechnungsdatum|Ausstellungsdatum',
    due: 'Fälligkeitsdatum|Fällig am',
    billTo: 'Rechnung an|Rechnungsempfänger',
    period: '{f} – {u}',
    plan: 'Tarif {p}|{p}-Abo (monatlich)|Paket {p}',
    unused: 'Nicht genutzte Zeit für {p} nach dem {d}',
    remaining: 'Verbleibende Zeit für {p} nach dem {d}',
    usage: 'Zusätzlicher Speicher (GB)|API-Aufrufe (je 1.000)|Zusätzliche Nutzer',
    head: 'Beschreibung|Menge|Stückpreis|Betrag',
    sub: 'Zwischensumme',
    excl: 'Gesamtbetrag ohne USt.',
    vat: 'USt. - Deutschland ({r} % auf {b})|USt. {r} %|MwSt. ({r} %)',
    total: 'Gesamt|Summe',
    paid: 'Bezahlter Betrag',
    due0: 'Fälliger Betrag',
    charged: 'Abgebucht von {c} mit Endziffern {n} am {d}|Bezahlt mit {c} •••• {n} am {d}',
    dueLine: '{a} fällig am {d}',
    vatId: 'USt-IdNr.',
    page: 'Seite 1 von 1',
    questions: 'Fragen? {e}',
  },
  fr: {
    invoice: 'Facture|Reçu',
    number: 'Numéro de facture|Facture n°',
    issued: "Date d'émission|Date de facture",
    due: "Date d'échéance",
    billTo: 'Facturé à|Facturer à',
    period: '{f} – {u}',
    plan: 'Forfait {p}|Abonnement {p} (mensuel)',
    unused: 'Temps non utilisé sur {p} après le {d}',
    remaining: 'Temps restant sur {p} après le {d}',
    usage: 'Stockage supplémentaire (Go)|Requêtes API (par 1 000)|Utilisateurs supplémentaires',
    head: 'Description|Qté|Prix unitaire|Montant',
    sub: 'Sous-total',
    excl: 'Total hors taxes',
    vat: 'TVA - France ({r} % sur {b})|TVA ({r} %)',
    total: 'Total',
    paid: 'Montant payé',
    due0: 'Montant dû',
    charged: 'Débité sur {c} se terminant par {n} le {d}|Payé avec {c} •••• {n} le {d}',
    dueLine: '{a} à payer le {d}',
    vatId: 'Numéro de TVA|TVA',
    page: 'Page 1 sur 1',
    questions: 'Des questions ? {e}',
  },
};

const PRODUCTS = ['Cloudnest', 'Mailjar', 'Formbase', 'Pixelhost', 'Taskly', 'Datavane'];
const PLANS = ['Starter', 'Pro', 'Team', 'Business', 'Growth'];

export type SaasModel = BillModel & {
  sw: W;
  product: string;
  card: [string, string];
  /** The plan changed mid-period: proration lines. */
  prorated: boolean;
  paidByCard: boolean;
};

function saasModel(m: InvoiceModel): SaasModel {
  const r = m.r;
  const lang = SAAS[m.lang] ? m.lang : 'en';
  const w = SAAS[lang]!;
  const rate = m.country.vatRates[0]!;
  const product = pick(r, PRODUCTS);
  const seller = provider(m.seller, pick(r, ['Software', 'Cloud', 'Technologies', 'Labs']));
  const [oldPlan, plan] = [pick(r, PLANS.slice(0, 2)), pick(r, PLANS.slice(2))];
  const prorated = chance(r, 0.4);
  const planNet = int(r, 900, 29900);
  const charges: Charge[] = [{ description: plan, net: planNet, rate, qty: String(int(r, 1, 12)) }];
  if (prorated) {
    // The unused time of the old plan is credited, never more than the new plan costs.
    const unused = -int(r, 200, Math.max(200, Math.floor(planNet / 2)));
    charges.push({ description: 'unused', net: unused, rate, qty: '1' });
    charges.push({ description: 'remaining', net: int(r, 500, 5000), rate, qty: '1' });
  }
  if (chance(r, 0.5))
    charges.push({
      description: pick(r, w.usage!.split('|')),
      net: int(r, 10, 4000),
      rate,
      qty: String(int(r, 3, 900)),
    });
  const number = pick(r, [
    () =>
      `${Math.floor(r() * 0xffffffff)
        .toString(16)
        .toUpperCase()
        .padStart(8, '0')}-${String(int(r, 1, 40)).padStart(4, '0')}`,
    () => `in_${int(r, 1_000_000, 9_999_999)}`,
    () =>
      `${product.slice(0, 3).toUpperCase()}-${m.issue.getUTCFullYear()}-${int(r, 10000, 99999)}`,
  ])();
  const paidByCard = chance(r, 0.7);
  const b = billModel({ ...m, seller }, charges, { debitDays: 0, brand: product, number });
  const vars = {
    p: oldPlan,
    d: b.fmtDate(new Date(b.issue.getTime() - int(r, 3, 20) * 86_400_000)),
  };
  b.bill.charges.forEach((c, i) => {
    if (c.description === 'unused') c.description = fill(w.unused!, vars);
    else if (c.description === 'remaining')
      c.description = fill(w.remaining!, { ...vars, p: plan });
    else if (c.description === plan)
      c.description = `${fill(pick(r, w.plan!.split('|')), { p: plan })} (${fill(w.period!, { f: b.fmtDate(b.bill.period.from), u: b.fmtDate(b.bill.period.to) })})`;
    b.lines[i]!.description = c.description;
  });
  // Card payments print no due date, or "Date due" equal to the issue date; invoices paid by
  // transfer print a due date some days on.
  const showDue = paidByCard ? chance(r, 0.4) : true;
  const due = showDue
    ? new Date(b.issue.getTime() + (paidByCard ? 0 : pick(r, [7, 14, 30]) * 86_400_000))
    : null;
  return {
    ...b,
    due,
    dueShown: due ? 'date' : 'none',
    sw: w,
    product,
    card: [pick(r, ['Visa', 'Mastercard', 'Amex']), String(int(r, 1000, 9999))],
    prorated,
    paidByCard,
  };
}

function saas(m: SaasModel): Promise<Uint8Array> {
  return renderSheets(m, (sheets) => {
    const w = m.sw;
    const s = m.seller;
    const b = m.buyer!;
    const one = (k: string) => pick(m.r, w[k]!.split('|'));
    const money = (x: number) => m.fmtMoney(x);
    const pen = sheets.page();
    margins(pen, m.r, w.page!);
    pen.text(one('invoice'), 50, 45, { size: 20, bold: true });
    pen.text(m.product, 545, 45, { size: 16, bold: true, right: true });
    const heads: Array<[string, string]> = [
      [one('number'), m.number],
      [one('issued'), m.fmtDate(m.issue)],
    ];
    if (m.due) heads.push([one('due'), m.fmtDate(m.due)]);
    pairs(pen, heads, 50, 150, 85, 9);
    const seller = [s.name, s.street, s.city, s.email];
    if (s.vatPrinted) seller.push(`${one('vatId')}: ${s.vatPrinted}`);
    seller.forEach((l, i) => pen.text(l, 50, 140 + i * 11, { size: 8.5 }));
    pen.text(one('billTo'), 300, 140, { size: 8.5, bold: true });
    const buyer = [b.name, b.street, b.city, b.email];
    if (b.vatPrinted) buyer.push(`${one('vatId')}: ${b.vatPrinted}`);
    buyer.forEach((l, i) => pen.text(l, 300, 152 + i * 11, { size: 8.5 }));
    const head = m.fmtMoney(m.gross);
    const lead = m.paidByCard
      ? fill(w.charged!.split('|')[2] ?? w.charged!.split('|')[0]!, {
          a: head,
          d: m.fmtDate(m.issue),
          c: m.card[0],
          n: m.card[1],
        })
      : fill(w.dueLine!, { a: head, d: m.fmtDate(m.due ?? m.issue) });
    pen.text(lead, 50, 220, { size: 14, bold: true });
    let y = 255;
    const cols = [50, 360, 450, 545];
    w.head!.split('|').forEach((h, i) =>
      pen.text(h, cols[i]!, y, { size: 8, bold: true, right: i > 0 }),
    );
    pen.rule(y + 11, 50, 545);
    y += 19;
    for (const c of m.bill.charges) {
      const qty = Number(c.qty ?? '1') || 1;
      const unit = Math.round(c.net / qty);
      [c.description, String(qty), m.fmtMoney(unit), money(c.net)].forEach((t, i) =>
        pen.text(t, cols[i]!, y, { size: 8.5, right: i > 0 }),
      );
      y += 14;
    }
    pen.rule(y, 300, 545);
    y += 6;
    const t = m.fresh.taxes[0]!;
    const sums: Array<[string, string, boolean?]> = [
      [w.sub!, money(m.net)],
      [w.excl!, money(m.net)],
      [fill(one('vat'), { r: t.rate, b: money(t.base) }), money(m.vat)],
      [one('total'), money(m.gross), true],
    ];
    if (m.paidByCard) {
      sums.push([w.paid!, money(m.gross)]);
      sums.push([w.due0!, money(0), true]);
    } else sums.push([w.due0!, money(m.gross), true]);
    y = rows(pen, sums, 300, 545, y, 9);
    y += 14;
    if (m.paidByCard)
      pen.text(
        fill(pick(m.r, w.charged!.split('|').slice(0, 2)), {
          c: m.card[0],
          n: m.card[1],
          d: m.fmtDate(m.issue),
        }),
        50,
        y,
        { size: 8.5 },
      );
    else pen.text(`IBAN ${grouped(s.iban)}`, 50, y, { size: 8.5 });
    pen.text(fill(w.questions!, { e: s.email }), 50, y + 14, { size: 8.5 });
    centredFooter(pen, [`${s.name} · ${s.street} · ${s.city}`, w.page!]);
  });
}

// ---- insurance premium notes ----

const INS: Record<string, W> = {
  de: {
    title:
      'Beitragsrechnung|Beitragsrechnung / Versicherungsschein-Nachtrag|Rechnung über Ihren Versicherungsbeitrag',
    policy: 'Versicherungsschein-Nr.|Vertragsnummer|Versicherungsnummer',
    number: 'Rechnungs-Nr.|Belegnummer|Rechnungsnummer',
    customer: 'Kundennummer|Mitgliedsnummer',
    date: 'Datum|Rechnungsdatum',
    products:
      'Privathaftpflicht|Hausratversicherung|Unfallversicherung|Wohngebäudeversicherung|Rechtsschutz|Kfz-Haftpflicht',
    period: 'Versicherungszeitraum|Beitragszeitraum',
    premium: 'Beitrag (netto)|Nettobeitrag',
    tax: 'Versicherungsteuer {r} %|zzgl. Versicherungsteuer ({r} %)',
    total: 'Gesamtbeitrag|Zu zahlender Beitrag|Rechnungsbetrag',
    mode: 'Zahlungsweise',
    modes: 'jährlich|halbjährlich|vierteljährlich',
    dueOn: 'Fälligkeit|Fällig am|Beitrag fällig zum',
    debit:
      'Den Beitrag buchen wir am {d} von Ihrem Konto {i} ab (SEPA-Lastschrift, Mandatsreferenz {m}).|Bitte überweisen Sie den Beitrag bis zum {d}.',
    salutation: 'Sehr geehrte Damen und Herren,|Sehr geehrter Kunde,',
    intro: 'für Ihren Versicherungsvertrag stellen wir Ihnen folgenden Beitrag in Rechnung:',
    board: 'Vorstand',
    chair: 'Vorsitzender des Aufsichtsrats',
    register: 'Sitz {c}, Amtsgericht {c} HRB {n}',
    vatId: 'USt-IdNr.',
    insTax: 'Versicherungsteuer-Nr.',
    creditor: 'Gläubiger-ID',
  },
  fr: {
    title: "Avis d'échéance|Appel de cotisation",
    policy: 'N° de contrat|Contrat n°|N° de police',
    number: "N° d'avis|N° de facture",
    customer: 'N° sociétaire|N° client',
    date: 'Date|Émis le',
    products: 'Assurance habitation|Responsabilité civile|Assurance auto|Protection juridique',
    period: 'Période de garantie|Période',
    premium: 'Prime nette|Cotisation HT',
    tax: "Taxe sur les conventions d'assurance {r} %|Taxes {r} %",
    total: 'Cotisation TTC|Total à payer|Montant TTC',
    mode: 'Fractionnement',
    modes: 'annuel|semestriel|trimestriel',
    dueOn: "Date d'échéance|Échéance|À payer avant le",
    debit:
      'Cette cotisation sera prélevée le {d} sur votre compte {i} (RUM {m}).|Merci de régler cette cotisation avant le {d}.',
    salutation: 'Madame, Monsieur,',
    intro: 'Voici le montant de votre cotisation pour la période indiquée :',
    board: 'Directeur général',
    chair: 'Président',
    register: 'RCS {c} {n} · Entreprise régie par le Code des assurances',
    vatId: 'N° TVA',
    insTax: 'N° TVA',
    creditor: 'ICS',
  },
};

export type InsuranceModel = BillModel & {
  iw: W;
  policy: string;
  mode: string;
  salutation: string;
};

function insuranceModel(m: InvoiceModel): InsuranceModel {
  const r = m.r;
  const lang = INS[m.lang] ? m.lang : 'de';
  const w = INS[lang]!;
  const taxRate = m.country.code === 'AT' ? 11 : m.country.code === 'FR' ? 9 : 19;
  const form = pick(
    r,
    lang === 'de'
      ? ['Versicherung AG', 'Versicherungs-AG', 'Versicherung VVaG']
      : ['Assurances SA', "Mutuelle d'Assurances"],
  );
  const seller = provider(m.seller, '', form);
  const products = w.products!.split('|');
  const charges: Charge[] = Array.from({ length: int(r, 1, 3) }, () => ({
    description: pick(r, products),
    net: int(r, 3000, 60000),
    rate: taxRate,
  }));
  const number = pick(r, [
    () => `${int(r, 10, 99)}${int(r, 1_000_000, 9_999_999)}`,
    () => `BR-${m.issue.getUTCFullYear()}-${int(r, 100_000, 999_999)}`,
  ])();
  const b = billModel({ ...m, seller }, charges, {
    debitDays: pick(r, [14, 21, 30]),
    yearly: true,
    brand: seller.name.split(' ')[0]!,
    number,
  });
  // The insurance year starts on the due date; the period printed is the coming year.
  const from = b.due!;
  const to = new Date(
    Date.UTC(from.getUTCFullYear() + 1, from.getUTCMonth(), from.getUTCDate() - 1),
  );
  // Insurers that print no VAT id: their tax number is the vendor's tax id.
  const vatId = m.country.code !== 'DE' || chance(r, 0.7) ? b.seller.vatId : null;
  return {
    ...b,
    seller: vatId ? b.seller : { ...b.seller, vatId: b.seller.taxNumber, vatPrinted: null },
    bill: { ...b.bill, period: { from, to } },
    fresh: { ...b.fresh, period: { from, to } },
    iw: w,
    policy: `${pick(r, ['', 'HV', 'KV'])}${int(r, 100, 999)}/${int(r, 100_000, 999_999)}-${pick(r, ['A', 'X', '0'])}`,
    mode: pick(r, w.modes!.split('|')),
    salutation: pick(r, w.salutation!.split('|')),
  };
}

function insurance(m: InsuranceModel): Promise<Uint8Array> {
  return renderSheets(
    m,
    (sheets) => {
      const w = m.iw;
      const s = m.seller;
      const b = m.buyer!;
      const one = (k: string) => pick(m.r, w[k]!.split('|'));
      const money = (x: number, sym = true) => m.fmtMoney(x, { symbol: sym });
      const pen = sheets.page();
      margins(pen, m.r, '1/1');
      pen.text(m.bill.brand.toUpperCase(), 50, 40, { size: 18, bold: true });
      pen.text(pick(m.r, ['Versicherungen', 'Assurances', 'Ihr Versicherer']), 50, 62, { size: 9 });
      pen.text(`${s.name} · ${s.street} · ${s.city}`, 50, 120, { size: 6 });
      [b.name, b.street, b.city].forEach((l, i) => pen.text(l, 50, 134 + i * 12, { size: 10 }));
      const ids: Array<[string, string]> = [
        [one('policy'), m.policy],
        [one('customer'), m.bill.customerNo],
        [one('number'), m.number],
        [one('date'), m.fmtDate(m.issue)],
      ];
      pairs(pen, ids, 340, 460, 110, 8);
      pen.text(one('title'), 50, 225, { size: 14, bold: true });
      pen.text(m.salutation, 50, 250, { size: 9.5 });
      pen.text(w.intro!, 50, 264, { size: 9.5 });
      let y = 290;
      pen.text(
        `${one('period')}: ${m.fmtDate(m.bill.period.from)} - ${m.fmtDate(m.bill.period.to)}`,
        50,
        y,
        { size: 9 },
      );
      y += 20;
      for (const c of m.bill.charges) {
        pen.text(c.description, 50, y, { size: 9 });
        pen.text(money(c.net, false), 450, y, { size: 9, right: true });
        y += 13;
      }
      pen.rule(y, 250, 450);
      y += 6;
      const t = m.fresh.taxes[0]!;
      y = rows(
        pen,
        [
          [one('premium'), money(m.net)],
          [fill(one('tax'), { r: t.rate }), money(m.vat)],
          [one('total'), money(m.gross), true],
        ],
        250,
        450,
        y,
        9.5,
      );
      y += 12;
      y = pairs(
        pen,
        [
          [`${w.mode}:`, m.mode],
          [`${one('dueOn')}:`, m.fmtDate(m.due!)],
        ],
        50,
        160,
        y,
        9,
      );
      y += 8;
      pen.text(
        fill(one('debit'), {
          d: m.fmtDate(m.due!),
          i: `${b.iban.slice(0, 4)} **** ${b.iban.slice(-4)}`,
          m: m.bill.mandate,
        }),
        50,
        y,
        { size: 8.5 },
      );
      const ids2 = s.vatPrinted ? `${w.vatId} ${s.vatPrinted}` : `${w.insTax} ${s.taxNumber ?? ''}`;
      centredFooter(pen, [
        `${s.name} · ${s.street} · ${s.city} · ${fill(w.register!, { c: s.city.split(' ').pop()!, n: int(m.r, 1000, 99999) })}`,
        `${w.board}: ${s.person} · ${w.chair}: ${pick(m.r, ['Dr. Klaus Berger', 'Anne Roussel', 'Peter Wolf'])}`,
        `${ids2} · ${w.creditor} ${m.bill.creditorId} · IBAN ${grouped(s.iban)}`,
      ]);
    },
    'helvetica',
  );
}

export const saasLayout = freshLayout(
  'saas',
  'invoice',
  ['GB', 'IE', 'DE', 'FR', 'NL', 'ES'],
  saasModel,
  saas,
);
export const insuranceLayout = freshLayout(
  'insurance',
  'invoice',
  ['DE', 'DE', 'AT', 'FR'],
  insuranceModel,
  insurance,
);
