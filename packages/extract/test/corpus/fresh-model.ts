/**
 * The facts a real invoice prints beyond ./model.ts, for the 'fresh' layouts
 * (./fresh-layouts-*.ts): discounts and shipping, two VAT rates with their bases, a prepayment
 * or a withholding that makes the amount due differ from the total, a service period, a
 * reference to the invoice a credit note corrects, payment terms of several kinds, and line
 * items named after other companies. Written from how invoices look, not from the extractor.
 *
 * What the labels say (as a person labelling the printed page would, and as the EN 16931 XML of
 * the same invoice does):
 * - total: the invoice total with VAT (BT-112), never the amount due after a prepayment or a
 *   withholding; when a Spanish IRPF is deducted inside the printed "Total factura", that line;
 * - due date: a printed due date; terms in days define issue + n, the net days when a cash
 *   discount (Skonto) is offered; "30 jours fin de mois" and "à réception" printed without a date
 *   leave it unlabelled (null, not "absent");
 * - credit notes: negative total; their number is the credit note's own, never the referenced
 *   invoice's.
 */
import { chance, int, pick, type InvoiceModel, type Line, type Rng } from './model.js';

export type TermsKind = 'date' | 'days' | 'skonto' | 'eom' | 'receipt';

export interface TaxBase {
  rate: number;
  base: number;
  vat: number;
}

export interface FreshFacts {
  /** Sum of the item lines (minor units, positive). */
  items: number;
  /** Discount on the items (percent and amount), 0 when none. */
  discountPct: number;
  discount: number;
  shipping: number;
  taxes: TaxBase[];
  /** Paid before (deposit, "Acompte", "Anzahlung"), 0 when none. */
  prepaid: number;
  /** Italian ritenuta d'acconto (after the total) or Spanish IRPF (inside the total). */
  withholding: { rate: number; amount: number; inTotal: boolean } | null;
  amountDue: number;
  /** `dated`: the due date is printed as a date too (always for 'date', sometimes for 'eom'). */
  terms: { kind: TermsKind; days: number; skontoDays: number; skontoPct: number; dated: boolean };
  period: { from: Date; to: Date } | null;
  /** The invoice a credit note corrects. */
  reference: { number: string; date: Date } | null;
  /** "Ihr Zeichen" / "Ihre Nachricht vom": the buyer's reference and its date. */
  theirs: { ref: string; date: Date };
  ours: string;
}

export type FreshModel = InvoiceModel & { fresh: FreshFacts };

/** Line items as real invoices name them: other companies, amounts and dates in the text. */
const COMPANY_ITEMS: Record<string, string[]> = {
  de: [
    'Weiterberechnung DHL Express Germany GmbH',
    'Fracht lt. Beleg Spedition Maier GmbH & Co. KG',
    'Hotel Adlon Kempinski GmbH, 2 Nächte à 189,00 EUR',
    'Lizenz Microsoft 365 Business Standard',
    'Wartung Server (Vertrag vom 01.01.2023)',
    'Reisekosten lt. Beleg 45,60 EUR',
    'Montage durch Elektro Huber GmbH',
    'Beratung Projekt Phoenix AG',
  ],
  fr: [
    'Refacturation transport Geodis SA',
    'Licence Adobe Creative Cloud (Adobe Systems SAS)',
    'Frais de déplacement Paris-Lyon 2x 89,00 EUR',
    'Prestation de conseil - projet Durand SARL',
    'Maintenance annuelle contrat n° 2023-118',
    'Hébergement OVH SAS - serveur dédié',
  ],
  en: [
    'Re-charge: FedEx Express UK Ltd shipment',
    'Licence Atlassian Pty Ltd, 10 users @ 7.75',
    'Travel: Hilton London Ltd, 2 nights',
    'Consulting for Acme Holdings Inc.',
    'Support plan (contract dated 01/02/2023)',
    'Hosting Amazon Web Services EMEA SARL',
  ],
  nl: [
    'Doorbelasting PostNL B.V. verzending',
    'Licentie Exact Software Nederland B.V.',
    'Advies project Van Dijk Holding N.V.',
    'Reiskosten 2x 45,00 EUR',
  ],
  it: [
    'Riaddebito spese BRT S.p.A.',
    'Consulenza progetto Bianchi S.r.l.',
    'Canone assistenza (contratto del 01/01/2023)',
    'Licenza software Zucchetti S.p.A.',
  ],
  es: [
    'Refacturación transporte SEUR S.A.',
    'Consultoría proyecto García S.L.',
    'Licencia anual Holded Technologies S.L.',
    'Gastos de viaje 2x 60,00 EUR',
  ],
};

/** Plain items per language (the model's own pool mixes languages). */
const PLAIN_ITEMS: Record<string, string[]> = {
  de: [
    'Beratung',
    'Wartungsvertrag',
    'Montage',
    'Softwarelizenz',
    'Schulung vor Ort',
    'Büromaterial',
    'Druckerpatronen',
    'Projektmanagement',
  ],
  fr: [
    'Prestation de conseil',
    'Abonnement annuel',
    'Maintenance',
    'Formation',
    'Développement web',
    'Fournitures de bureau',
  ],
  en: [
    'Consulting services',
    'Software licence',
    'Maintenance',
    'Workshop',
    'Server hosting',
    'Installation',
    'Design work',
  ],
  nl: ['Onderhoud', 'Advieswerkzaamheden', 'Licentie software', 'Installatie', 'Kantoorartikelen'],
  it: ['Consulenza', 'Canone manutenzione', 'Cartucce toner', 'Installazione', 'Formazione'],
  es: ['Servicio técnico', 'Licencia anual', 'Mantenimiento', 'Consultoría', 'Material de oficina'],
};

const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
const endOfMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
export { addDays, endOfMonth };

/** A number like an invoice's, other than `not`. */
function otherNumber(r: Rng, not: string): string {
  for (;;) {
    const n = pick(r, [
      () => `${int(r, 2019, 2026)}-${String(int(r, 1, 9999)).padStart(4, '0')}`,
      () => `RE${int(r, 100000, 999999)}`,
      () => `F${int(r, 2019, 2026)}${String(int(r, 1, 999)).padStart(4, '0')}`,
    ])();
    if (n !== not) return n;
  }
}

const BUYER_A = ['Müller', 'Lambert', 'Visser', 'Conti', 'Navarro', 'Hughes', 'Keller', 'Moreau'];
const BUYER_B = ['Handel', 'Industrie', 'Group', 'Partners', 'Holding', 'Retail'];

/**
 * The buyer as business mail has it: a company with its legal form (a person becomes one), never
 * sharing the seller's name.
 */
export function companyBuyer(m: InvoiceModel): InvoiceModel {
  const b = m.buyer;
  if (!b) return m;
  const sellerBase = m.seller.name.split(' ').slice(0, 2).join(' ');
  if (b.vatId && !b.name.startsWith(sellerBase)) return m;
  const name = `${pick(m.r, BUYER_A)} ${pick(m.r, BUYER_B)} ${pick(m.r, b.country.forms)}`;
  return { ...m, buyer: { ...b, name } };
}

export interface FreshOptions {
  credit?: boolean;
  lines?: [number, number];
  twoRates?: number;
  prepaid?: number;
  discount?: number;
  shipping?: number;
  withholding?: 'it' | 'es' | null;
  terms?: TermsKind[];
  period?: number;
  companyItems?: number;
}

/** The model with the fresh facts; totals recomputed from them. Deterministic by `m.r`. */
export function freshModel(m: InvoiceModel, o: FreshOptions = {}): FreshModel {
  const r = m.r;
  const [minLines, maxLines] = o.lines ?? [2, 7];
  const pool = COMPANY_ITEMS[m.lang] ?? COMPANY_ITEMS.en!;
  const lines: Line[] = Array.from({ length: int(r, minLines, maxLines) }, (_, i) => {
    void i;
    const qty = int(r, 1, 10);
    const unit = int(r, 500, 90000);
    const description = chance(r, o.companyItems ?? 0.3)
      ? pick(r, pool)
      : pick(r, PLAIN_ITEMS[m.lang] ?? PLAIN_ITEMS.en!);
    return { description, qty, unit, amount: qty * unit };
  });
  const items = lines.reduce((s, l) => s + l.amount, 0);
  const discountPct = chance(r, o.discount ?? 0) ? pick(r, [2, 3, 5, 10]) : 0;
  const discount = Math.round((items * discountPct) / 100);
  const shipping = chance(r, o.shipping ?? 0) ? int(r, 490, 4900) : 0;
  const net = items - discount + shipping;
  const rates = m.country.vatRates.filter((v) => v > 0);
  const taxes: TaxBase[] = [];
  if (rates.length >= 2 && lines.length >= 2 && chance(r, o.twoRates ?? 0)) {
    // The second rate on a part of the net (books, food, ...).
    const reduced = Math.round(net * (0.1 + r() * 0.4));
    const [a, b] = [rates[0]!, rates[1]!];
    taxes.push({ rate: a, base: net - reduced, vat: Math.round(((net - reduced) * a) / 100) });
    taxes.push({ rate: b, base: reduced, vat: Math.round((reduced * b) / 100) });
  } else {
    const rate = m.vatRate;
    taxes.push({ rate, base: net, vat: Math.round((net * rate) / 100) });
  }
  const vat = taxes.reduce((s, t) => s + t.vat, 0);
  let withholding: FreshFacts['withholding'] = null;
  if (o.withholding === 'it')
    withholding = { rate: 20, amount: Math.round(net * 0.2), inTotal: false };
  if (o.withholding === 'es')
    withholding = { rate: 15, amount: Math.round(net * 0.15), inTotal: true };
  const gross = net + vat - (withholding?.inTotal ? withholding.amount : 0);
  const prepaid = chance(r, o.prepaid ?? 0) ? Math.round((gross * pick(r, [20, 30, 50])) / 100) : 0;
  const amountDue =
    gross - prepaid - (withholding && !withholding.inTotal ? withholding.amount : 0);
  const kind: TermsKind = pick(r, o.terms ?? ['date', 'days', 'skonto']);
  const days = pick(r, kind === 'eom' ? [30, 45, 60] : [10, 14, 20, 30, 45, 60]);
  const dated = kind === 'date' || (kind === 'eom' && chance(r, 0.5));
  const terms = { kind, days, skontoDays: pick(r, [7, 8, 10]), skontoPct: pick(r, [2, 3]), dated };
  const due =
    kind === 'receipt' || (kind === 'eom' && !dated)
      ? null
      : kind === 'eom'
        ? endOfMonth(addDays(m.issue, days))
        : addDays(m.issue, days);
  const periodStart = new Date(Date.UTC(m.issue.getUTCFullYear(), m.issue.getUTCMonth() - 1, 1));
  const period = chance(r, o.period ?? 0)
    ? { from: periodStart, to: endOfMonth(periodStart) }
    : null;
  const credit = o.credit ?? false;
  const reference = credit
    ? { number: otherNumber(r, m.number), date: addDays(m.issue, -int(r, 5, 60)) }
    : null;
  const theirs = {
    ref: `${pick(r, ['Bestellung', 'Anfrage', 'PO', 'Ref.'])} ${int(r, 1000, 99999)}`,
    date: addDays(m.issue, -int(r, 3, 40)),
  };
  const ours = `${pick(r, ['ab', 'mk', 'js', 'VK'])}-${int(r, 10, 99)}`;
  return {
    ...m,
    credit,
    lines,
    net,
    vatRate: taxes[0]!.rate,
    vat,
    gross,
    taxLines: taxes.map((t) => ({ rate: t.rate, vat: t.vat })),
    due,
    dueShown: due ? (dated ? 'date' : 'terms') : 'none',
    termsDays: terms.days,
    fresh: {
      items,
      discountPct,
      discount,
      shipping,
      taxes,
      prepaid,
      withholding,
      amountDue,
      terms,
      period,
      reference,
      theirs,
      ours,
    },
  };
}

/** A credit note's own number, in the forms credit notes print. */
export function creditNumber(m: InvoiceModel): string {
  const r = m.r;
  const year = m.issue.getUTCFullYear();
  return pick(r, [
    () => `GS-${year}-${String(int(r, 1, 999)).padStart(4, '0')}`,
    () => `AV${year}${String(int(r, 1, 999)).padStart(4, '0')}`,
    () => `CN-${int(r, 10000, 99999)}`,
    () => `${year}/NC/${int(r, 1, 99)}`,
  ])();
}
