/**
 * Pieces the 'bills' layouts share (./bills-*.ts): the recurring bill's model — charges as the
 * provider itemises them (net, one or two VAT rates or an insurance tax), the billing period,
 * the account's numbers (customer, contract, mandate, creditor id), the debit date — and the
 * provider's legal footer. Written from how telecom, energy, SaaS and insurance bills look.
 *
 * What the labels say (decision 082/083's EN 16931 reading):
 * - total: the bill's own total with VAT (BT-112), never the amount due after instalments or
 *   payments already made, nor a previous balance carried forward, nor a credit balance;
 * - due date: the printed due or debit date ("wird am … abgebucht", "Date due", "Fälligkeit");
 *   none when the bill was paid by card or ends in a credit ("Guthaben") refunded to the
 *   customer (left unlabelled, null);
 * - vendor: the provider's legal name (footer / letterhead), not its brand word;
 * - tax id: the VAT id, else the national tax number printed.
 */
import type { Pen } from './layouts.js';
import { chance, int, pick, type Line, type Party, type Rng } from './model.js';
import { addDays, endOfMonth, freshModel, type FreshModel } from './fresh-model.js';
import type { InvoiceModel } from './model.js';

export interface Charge {
  description: string;
  /** Minor units, net; negative for credits (proration, discounts). */
  net: number;
  /** The VAT rate of this charge. */
  rate: number;
  /** How the quantity is printed ("3.245 kWh", "1"), '' when none. */
  qty?: string;
  /** How the unit price is printed ("32,15 ct/kWh"), '' when none. */
  unit?: string;
}

export interface BillFacts {
  charges: Charge[];
  period: { from: Date; to: Date };
  customerNo: string;
  contractNo: string;
  mandate: string;
  creditorId: string;
  /** The date the bill is debited or due, null when not printed. */
  debit: Date | null;
  /** A brand word printed big at the top (may differ from the legal name). */
  brand: string;
}

export type BillModel = FreshModel & { bill: BillFacts };

/** A SEPA creditor id in its country's form (DE98ZZZ09999999999 style), check digits valid. */
export function creditorId(r: Rng, cc: string): string {
  const body = `ZZZ0${String(int(r, 1_000_000, 9_999_999)).padStart(10, '0')}`;
  const numeric = `${body.slice(3)}${cc}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rem = 0;
  for (const ch of numeric) rem = (rem * 10 + Number(ch)) % 97;
  return `${cc}${String(98 - rem).padStart(2, '0')}${body}`;
}

/** The seller renamed as a provider of this kind ("Nordwerk Energie GmbH"), keeping its ids. */
export function provider(seller: Party, word: string, form?: string): Party {
  const base = seller.name.split(' ')[0]!;
  const legal = form ?? seller.name.split(' ').slice(2).join(' ');
  return { ...seller, name: `${base} ${word} ${legal}`.trim() };
}

/**
 * The bill's model: `charges` become the lines, net, VAT (per rate) and gross; the period is the
 * month (or year) before the issue date; the debit date `debitDays` after issue (null: none).
 */
export function billModel(
  m: InvoiceModel,
  charges: Charge[],
  o: { debitDays: number | null; yearly?: boolean; brand: string; number: string },
): BillModel {
  const f = freshModel(m, { lines: [1, 1], terms: ['date'] });
  const r = m.r;
  const lines: Line[] = charges.map((c) => ({
    description: c.description,
    qty: 1,
    unit: c.net,
    amount: c.net,
  }));
  const rates = [...new Set(charges.map((c) => c.rate))];
  const taxes = rates.map((rate) => {
    const base = charges.filter((c) => c.rate === rate).reduce((s, c) => s + c.net, 0);
    return { rate, base, vat: Math.round((base * rate) / 100) };
  });
  const net = taxes.reduce((s, t) => s + t.base, 0);
  const vat = taxes.reduce((s, t) => s + t.vat, 0);
  const gross = net + vat;
  const from = o.yearly
    ? new Date(Date.UTC(m.issue.getUTCFullYear() - 1, m.issue.getUTCMonth(), 1))
    : new Date(Date.UTC(m.issue.getUTCFullYear(), m.issue.getUTCMonth() - 1, 1));
  const to = o.yearly ? addDays(from, 364) : endOfMonth(from);
  const debit = o.debitDays === null ? null : addDays(m.issue, o.debitDays);
  const cc = m.country.code;
  return {
    ...f,
    number: o.number,
    lines,
    net,
    vat,
    gross,
    vatRate: taxes[0]!.rate,
    taxLines: taxes.map((t) => ({ rate: t.rate, vat: t.vat })),
    due: debit,
    dueShown: debit ? 'date' : 'none',
    fresh: { ...f.fresh, items: net, taxes, amountDue: gross, period: { from, to }, prepaid: 0 },
    bill: {
      charges,
      period: { from, to },
      customerNo: String(int(r, 100_000_000, 999_999_999)),
      contractNo: `${pick(r, ['V', 'VT', ''])}${int(r, 10_000_000, 99_999_999)}`,
      mandate: `${pick(r, ['M', 'MR', 'SEPA-'])}${int(r, 100_000, 999_999)}${int(r, 1000, 9999)}`,
      // GB Direct Debit has a six-digit service user number instead of a SEPA creditor id.
      creditorId:
        cc === 'GB'
          ? String(int(r, 100_000, 999_999))
          : creditorId(
              r,
              ['DE', 'AT', 'NL', 'FR', 'BE', 'ES', 'IT', 'IE'].includes(cc) ? cc : 'DE',
            ),
      debit,
      brand: o.brand,
    },
  };
}

/** A phone number of the country, as bills print the customer's lines. */
export function phoneOf(r: Rng, cc: string): string {
  const n = () => String(int(r, 1_000_000, 9_999_999));
  switch (cc) {
    case 'DE':
      return `0${pick(r, ['151', '160', '170', '176', '30', '89', '221'])} ${n()}`;
    case 'AT':
      return `0${pick(r, ['664', '676', '1'])} ${n()}`;
    case 'NL':
      return `06-${int(r, 10_000_000, 99_999_999)}`;
    case 'FR':
    case 'BE':
      return `0${int(r, 1, 7)} ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)}`;
    case 'GB':
      return `07${int(r, 100, 999)} ${int(r, 100_000, 999_999)}`;
    case 'IE':
      return `08${int(r, 5, 7)} ${int(r, 100, 999)} ${int(r, 1000, 9999)}`;
    default:
      return `+${int(r, 30, 49)} ${int(r, 300, 399)} ${int(r, 100, 999)} ${int(r, 100, 999)}`;
  }
}

/** A short text at the bottom, centred lines, the way utility bills print their legal lines. */
export function centredFooter(pen: Pen, lines: string[], size = 6.5): void {
  lines.forEach((l, i) => {
    const w = pen.font.widthOfTextAtSize(l, size);
    pen.text(l, (pen.width - w) / 2, 805 - (lines.length - 1 - i) * (size + 3), { size });
  });
}

/** Fills `{k}` from vars. */
export const fill = (s: string, vars: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

/** Label/value rows with the value right-aligned, returns the next y. */
export function rows(
  pen: Pen,
  list: Array<[string, string, boolean?]>,
  xl: number,
  xv: number,
  y: number,
  size = 8.5,
): number {
  for (const [k, v, bold] of list) {
    pen.text(k, xl, y, { size, bold });
    pen.text(v, xv, y, { size, bold, right: true });
    y += size + 5;
  }
  return y;
}

/** Label: value pairs stacked in a column, label left, value at `xv`. */
export function pairs(
  pen: Pen,
  list: Array<[string, string]>,
  xl: number,
  xv: number,
  y: number,
  size = 8,
): number {
  for (const [k, v] of list) {
    pen.text(k, xl, y, { size });
    pen.text(v, xv, y, { size });
    y += size + 3.5;
  }
  return y;
}

export const sometimes = chance;
