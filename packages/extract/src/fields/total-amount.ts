import {
  currencyMentions,
  currencyOfVatId,
  currencySigns,
  RM_COLUMN,
  type CurrencySign,
} from '../parse/currency.js';
import {
  findDates,
  MALAY_BUSINESS_WORDS,
  MALAYSIAN_COMPANY_NUMBER,
  MALAYSIAN_PLACES,
  MALAYSIAN_TOWNS,
} from '../parse/date.js';
import { namesMalaysianPlaceMisread } from '../parse/malaysian-place-misread.js';
import { findAmounts, parseNumber, type Money } from '../parse/money.js';
import type { DocumentText } from './document-text.js';
import { anyLabel, labelsOf } from '../labels/vocabulary.js';
import { carriedBalances, isDueWithCarriedBalance } from './carried-balance.js';
import { cashPaid, unlabelledCashPaid } from './cash-change.js';
import { itemsAddUpTo } from './item-sum.js';
import { isDueAfterPrepayment, prepaidAmounts, totalBefore } from './prepaid.js';
import { payableAfter, roundedFrom, roundedToCoin, roundings, type Rounding } from './rounding.js';
import { tippedTotal } from './tip.js';
import { grossOfTaxRows, printedAmounts, summedRowTotals } from './sum-rows.js';
import { findLabelled, holdsLabel, labelLine, type LabelledHit } from './labelled-value.js';

/** Grand-total labels of every language, strongest first (../labels/*.json). */
const TOTAL_RULES = labelsOf('grandTotal');
/** Net, tax, discount labels: a weak "Total" in such a cell ("Total HT") is not the total. */
const SUBTOTAL = anyLabel('subtotal');
const SUBTOTAL_RULES = labelsOf('subtotal');
/**
 * A plain "Total" in a cell that names a part ("Total HT", "Summe netto") or a count of items
 * ("Total Qty: 7", "Total Items 3", "Summe Artikel"): its number is no grand total.
 */
const NOT_THE_TOTAL = new RegExp(`${SUBTOTAL.source}|${anyLabel('itemCount').source}`, 'iu');
const WITHHOLDING_RULES = labelsOf('withholding');
/** A discount on the whole bill ("Discount", "Rabatt", "Remise"): the total is after it. */
const DISCOUNT_RULES = labelsOf('discount');
/** How far (minor units) a till's rounding to its smallest coin may move a discounted total. */
const COIN_ROUNDING = 2;
/** What a receipt prints after its total: cash given, change, rounding, card. */
const TENDER = anyLabel('tender');
const TENDER_RULES = labelsOf('tender');
const CHANGE = anyLabel('change');
const ROUNDING = anyLabel('rounding');
/**
 * Totals found without a label. A row whose net + tax = gross checks itself (three reads agree),
 * so its gross weighs more than a weak "Total"; cash given minus change does not (a misread of
 * either gives another plausible amount), so a weak label that disagrees keeps the lead.
 */
const ROW_LABEL = 'net + tax = gross';
const ROW_WEIGHT = 0.8;
const CASH_LABEL = 'cash − change';
const CASH_WEIGHT = 0.75;
const ROUNDED_LABEL = 'total + rounding';
const ROUNDED_WEIGHT = 0.75;
/** A grand-total label that names the amount payable, not a plain "Total". */
const STRONG_LABEL = 0.9;
const TAX_RULES = labelsOf('tax');
const NET_RULES = labelsOf('net');
const NET_WEIGHT = 0.5;
const PAID_LABEL = 'paid, no total read';
const PAID_WEIGHT = 0.6;
const PREPAID_LABEL = 'amount due + prepayment';
const PREPAID_WEIGHT = 0.75;
const PAID_SUM_LABEL = 'paid = net + tax';
const TIPPED_LABEL = 'total + tip';
const TIPPED_WEIGHT = 0.75;
/** A row of a VAT table opens with its rate ("B 20%", "A=19%", "21%"): a part of the total. */
const RATE_ROW = /^\s*(?:[A-Z]{1,2}\s*[=:]?\s*)?\d{1,2}(?:[.,]\d{1,2})?\s*%/i;

export type TotalHit = LabelledHit<Money> & { checks?: string[] };

/** The total in minor units of `currency`, re-read when the currency has other minor digits. */
export function totalInCurrency(total: Money, currency: string): number {
  if (total.currency === currency || total.currency === null) return total.minor;
  const number = /\d[\d.,'’\s]*/.exec(total.raw)?.[0].trim() ?? '';
  const parsed = parseNumber(number, currency);
  if (!parsed) return total.minor;
  return total.minor < 0 ? -parsed.minor : parsed.minor;
}

/**
 * The text with its dates blanked: "bis zum 04.02.2025" or "Abschlagsrechnung vom 12.01.2025"
 * after a total's or a deposit's label holds no amount ("04.02" is no 4,02 EUR).
 */
function withoutDates(text: string): string {
  if (!/\d[./-]\d/.test(text)) return text;
  let out = text;
  for (const d of findDates(text, 'DMY')) out = out.replace(d.raw, ' '.repeat(d.raw.length));
  return out;
}

/**
 * Amounts that surely are money: with decimals or a currency mark. "Qty 1" or "20 %" are not.
 * Bare integers pass only when alone in their cell ("Grand Total   1939").
 */
function moneyParser(text: string): Money | null {
  const amounts = findAmounts(withoutDates(text));
  const explicit = amounts.filter((a) => a.explicit);
  if (explicit.length) return explicit[explicit.length - 1] ?? null;
  return amounts.length === 1 && /^\s*[-−]?\d+\s*$/.test(text) ? (amounts[0] ?? null) : null;
}

/** A price with its cents ("12.50", "1.234,50"). */
const PRICE_WITH_CENTS = /\d[.,]\d{2}(?!\d)/;

/**
 * The total, from every amount next to a grand-total label, scored:
 * - the label's strength ("Gesamtbetrag", "Net à payer" over a plain "Total");
 * - consistency: net + VAT printed elsewhere add up to it (+0.1), or it is the largest
 *   labelled amount; an amount also labelled as net or tax elsewhere loses;
 * - on receipts, cash given minus change is what was paid: it confirms a total, disproves one
 *   larger than the cash given, and stands in for a total line OCR could not read;
 * - after a deposit ("Acompte versé", "Less deposit paid"), the amount due is the total less it:
 *   the total is the amount before the deposit, not what is left to pay;
 * - with an unpaid balance brought forward from the last bill, the amount due is the total plus
 *   it: the total is this bill's own.
 * Credit notes ("Gutschrift", "Avoir", "Credit note") give a negative total.
 */
export function findTotal(doc: DocumentText): TotalHit | null {
  const hits = findLabelled(doc, TOTAL_RULES, moneyParser, {
    below: true,
    rightmost: true,
    unless: NOT_THE_TOTAL,
  }).filter((h) => h.value.minor !== 0 && !TENDER.test(segmentOf(h)) && !netQualified(h));
  const parts = findLabelled(doc, SUBTOTAL_RULES, moneyParser, { rightmost: true }).map((h) =>
    Math.abs(h.value.minor),
  );
  const partSet = new Set(parts);
  // Net and every tax line ("enth. 20% MwSt 0,62", "enth. 10% MwSt 0,79") make the gross too.
  const addends = [...parts, ...taxesTogether(doc)];
  const withheld = findLabelled(doc, WITHHOLDING_RULES, moneyParser, { rightmost: true }).map((h) =>
    Math.abs(h.value.minor),
  );
  // Receipts: cash given minus change is what was paid ("BAR 50,00", "Rückgeld 7,30"); on a
  // scan with no total label read, also when OCR lost the labels of the three rows.
  const cash = cashPaid(doc) ?? (hits.length === 0 ? unlabelledCashPaid(doc) : null);
  if (cash && !hits.some((h) => Math.abs(h.value.minor) === cash.paid.minor)) {
    hits.push({
      value: cash.paid,
      confidence: 0.7,
      line: cash.line,
      labelWeight: CASH_WEIGHT,
      where: 'inline',
      label: CASH_LABEL,
      labelAt: 0,
    });
  }
  // No total read at all: what the receipt's card line paid, or its "NET TOTAL" untaxed.
  if (hits.length === 0 && doc.source === 'ocr') hits.push(...paidWithoutTotal(doc));
  const rounding = roundings(doc);
  // What a card line paid that net + tax also make, when no total line reads it (OCR misread
  // "TOTAL $8.07" for 9.07): two readings that agree.
  const paid = paidAmounts(doc);
  if (doc.source === 'ocr')
    for (const payment of paymentLines(doc)) {
      const amount = Math.abs(payment.value.minor);
      if (hits.some((h) => Math.abs(h.value.minor) === amount)) continue;
      if (amount > 0 && netPlusTax(addends, amount, rounding))
        hits.push({ ...payment, confidence: 0.7, labelWeight: CASH_WEIGHT, label: PAID_SUM_LABEL });
    }
  // A row whose amounts add up (net + tax = gross) proves its gross; the largest is the total.
  // Two or more rows of a VAT table, one per rate ("B 20%  9,62  1,93  11,55"), are parts of
  // the total each, and it is what they make together.
  // A row misread by OCR no longer adds up, but is one of the rates still.
  const allRows = summedRowTotals(doc);
  const rateRows = allRows.filter((r) => RATE_ROW.test(r.line.text));
  const rates = doc.lines.filter(
    (l) => RATE_ROW.test(l.text) && findAmounts(l.text).filter((a) => a.explicit).length >= 2,
  ).length;
  const rows = rates > 1 ? allRows.filter((r) => !rateRows.includes(r)) : allRows;
  const ratesTogether =
    rates > 1 && rateRows.length === rates
      ? rateRows.reduce((sum, r) => sum + r.gross.minor, 0)
      : null;
  const rowTotals = new Set(rows.map((r) => r.gross.minor));
  const topRow = rows.reduce<(typeof rows)[number] | null>(
    (a, b) => (a && a.gross.minor >= b.gross.minor ? a : b),
    null,
  );
  if (topRow && !hits.some((h) => Math.abs(h.value.minor) === topRow.gross.minor)) {
    hits.push({
      value: topRow.gross,
      confidence: 0.7,
      line: topRow.line,
      labelWeight: ROW_WEIGHT,
      where: 'inline',
      label: ROW_LABEL,
      labelAt: 0,
    });
  }
  // After a deposit, the amount before it is a total whether or not its label is one we know.
  const prepaid = prepaidAmounts(doc, moneyParser);
  for (const hit of prepaid.length ? [...hits] : []) {
    const before = totalBefore(doc, Math.abs(hit.value.minor), prepaid);
    if (before && !hits.some((h) => Math.abs(h.value.minor) === Math.abs(before.value.minor)))
      hits.push({
        ...before,
        confidence: 0.7,
        labelWeight: PREPAID_WEIGHT,
        where: 'inline',
        label: PREPAID_LABEL,
        labelAt: 0,
      });
  }
  const discounts = findLabelled(doc, DISCOUNT_RULES, moneyParser, { rightmost: true }).map((h) =>
    Math.abs(h.value.minor),
  );
  const carried = carriedBalances(doc, moneyParser);
  const printed = printedAmounts(doc);
  const sums = workedOutTotals(addends, rounding);
  const restored = doc.source === 'ocr' ? restorePoints(hits, printed, sums) : new Set<TotalHit>();
  // What else says the total is `minor`: a payment line, net + tax, the items above its line.
  const confirmed = (minor: number, hit: TotalHit) =>
    paid.has(minor) || sums.has(minor) || itemsAddUpTo(doc, doc.lines.indexOf(hit.line), minor);
  const unsigned = doc.source === 'ocr' ? restoreSigns(hits, paid, confirmed) : new Set<TotalHit>();
  // A tip written under the card slip, and the total with it: that is what was paid.
  const tipped = tippedTotal(
    doc,
    hits.map((h) => ({ minor: Math.abs(h.value.minor), line: h.line })),
    moneyParser,
  );
  if (tipped && !hits.some((h) => Math.abs(h.value.minor) === tipped.value.minor))
    hits.push({
      value: tipped.value,
      confidence: 0.7,
      line: tipped.line,
      labelWeight: TIPPED_WEIGHT,
      where: 'inline',
      label: TIPPED_LABEL,
      labelAt: 0,
    });
  const at = (hit: TotalHit) => ({
    minor: Math.abs(hit.value.minor),
    at: doc.lines.indexOf(hit.line),
  });
  // The amount under a rounding line that a total rounds to, whatever its label says.
  for (const hit of rounding.length ? [...hits] : []) {
    const payable = payableAfter(doc, rounding, at(hit));
    if (payable && !hits.some((h) => Math.abs(h.value.minor) === Math.abs(payable.value.minor)))
      hits.push({
        ...payable,
        confidence: 0.7,
        labelWeight: ROUNDED_WEIGHT,
        where: 'inline',
        label: ROUNDED_LABEL,
        labelAt: 0,
      });
  }
  const taxRows = grossOfTaxRows(doc);
  let best: { hit: TotalHit; score: number } | null = null;
  // Cash given minus change is no printed amount, and a misread of either makes it larger than
  // the total ("CASH 160.00" for 100.00): the largest is of the amounts printed as totals.
  const largest = Math.max(
    0,
    ...hits.filter((h) => h.label !== CASH_LABEL).map((h) => Math.abs(h.value.minor)),
  );
  for (const hit of hits) {
    const amount = Math.abs(hit.value.minor);
    let score = hit.labelWeight;
    const evidence: string[] = [];
    // Cash given minus change, or a card payment, that net + tax also make: two workings-out
    // agree, a surer total than a label whose amount OCR misread ("Grand Total 32.95" for
    // 32.55). A rounding taken against its printed "0.01" counts half.
    const agreeing = hit.label === CASH_LABEL || hit.label === PAID_SUM_LABEL;
    const sum = netPlusTax(addends, amount, rounding);
    if (sum) {
      score += (agreeing ? 0.3 : 0.1) * (sum.againstSign ? 0.5 : 1);
      evidence.push(sum.check);
    }
    // Cash given minus change that the VAT table's rows make too ("43,68  21%  9,17" and "74,09
    // 4%  2,96" under a "TOTAL A PAGAR 129,96" OCR misread): two workings-out agree.
    if (amount === taxRows?.gross.minor && !sum) {
      score += agreeing ? 0.3 : 0.1;
      evidence.push('net + tax of the VAT table = total');
    }
    // The card line paid it ("CB 98,70" under "TOTAL 98,70€").
    if (paid.has(amount) && hit.label !== PAID_SUM_LABEL && hit.label !== PAID_LABEL) {
      score += 0.1;
      evidence.push('the payment line paid it');
    }
    if (tipped?.value.minor === amount) {
      score += 0.3;
      evidence.push('total + tip = amount paid');
    }
    if (tipped?.before === amount) score -= 0.2;
    // Spanish IRPF, Italian ritenuta: the buyer withholds income tax from net + VAT.
    if (
      withheld.some((w) =>
        parts.some((a) => parts.some((b) => a !== b && a !== w && b !== w && a + b - w === amount)),
      )
    ) {
      score += 0.15;
      evidence.push('net + tax − withholding = total');
    }
    if (rowTotals.has(amount) && hit.label !== ROW_LABEL) {
      score += 0.1;
      evidence.push('net + tax = gross on its row');
    }
    if (amount === ratesTogether) {
      score += 0.1;
      evidence.push('the rows of the VAT table add up to it');
    }
    // A VAT summary's per-rate row is a part of the total: never more than its largest gross.
    if (topRow && amount < topRow.gross.minor) score -= 0.2;
    if ((printed.get(amount) ?? 0) > 1) score += 0.05;
    if (cash && amount === cash.paid.minor && hit.label !== CASH_LABEL) {
      score += 0.3;
      evidence.push('cash − change = total');
    }
    // A total and cash − change that disagree: one of them was misread, and the items tell.
    if (cash && itemsAddUpTo(doc, doc.lines.indexOf(hit.line), amount)) {
      score += 0.1;
      evidence.push('the items add up to it');
    }
    // A till that rounds to its smallest coin prints the total, the rounding, then what is
    // payable ("Total Incl. GST 121.41", "Rounding -0.01", "NET TOTAL 121.40"): the last.
    const payable =
      rounding.length > 0 && hits.some((h) => h !== hit && roundedFrom(rounding, at(h), at(hit)));
    if (payable) {
      score += 0.3;
      evidence.push('total + rounding = amount payable');
    }
    if (rounding.length && hits.some((h) => h !== hit && roundedFrom(rounding, at(hit), at(h))))
      score -= 0.2;
    // Change was handed back, so the total is less than the cash given: a larger "total" is a
    // misread ("SUMME 1250" for 12,50) or another number.
    if (cash && amount > cash.tendered.minor) score -= 0.3;
    // An amount also labelled as net or tax is no total, unless a strong grand-total label says
    // it is one: without VAT (a small business, a reverse charge) the net is the gross; nor when
    // it is the rounded amount payable (a Malaysian "NET TOTAL" after "Rounding"), nor when it
    // is what was paid: cash − change that a net prints too says no tax was added.
    if (
      partSet.has(amount) &&
      amount !== largest &&
      hit.labelWeight < STRONG_LABEL &&
      !payable &&
      hit.label !== CASH_LABEL
    )
      score -= 0.2;
    // After a deposit the amount due is the total less it: the total is the amount before.
    if (hits.some((h) => isDueAfterPrepayment(Math.abs(h.value.minor), amount, prepaid))) {
      score += 0.3;
      evidence.push('total − prepayment = amount due');
    }
    if (hits.some((h) => isDueAfterPrepayment(amount, Math.abs(h.value.minor), prepaid)))
      score -= 0.3;
    // "Total Sales 87.10", "Discount 1.74", "Total 85.35": the bill's total is after its discount.
    if (hits.some((h) => discounted(at(h), at(hit), discounts))) {
      score += 0.3;
      evidence.push('total − discount = amount payable');
    }
    if (hits.some((h) => discounted(at(hit), at(h), discounts))) score -= 0.2;
    // An unpaid balance carried in from the last bill is owed, but no part of this bill's total.
    if (hits.some((h) => isDueWithCarriedBalance(Math.abs(h.value.minor), amount, carried))) {
      score += 0.3;
      evidence.push('total + balance carried forward = amount due');
    }
    if (hits.some((h) => isDueWithCarriedBalance(amount, Math.abs(h.value.minor), carried)))
      score -= 0.3;
    // "Total" heading a column of an item table ("Pos.  Description  Qty  Price  Total"): the
    // value under it is a line's, not the invoice's.
    if (hit.where === 'below' && headsATableColumn(doc, hit)) score -= 0.2;
    if (restored.has(hit)) evidence.push('decimal point lost by OCR, restored: printed again');
    if (unsigned.has(hit))
      evidence.push('currency sign read by OCR as a digit, taken off: the payment says so');
    if (amount === largest) score += 0.02;
    if (!best || score > best.score + 1e-9) {
      best = { hit: { ...hit, checks: evidence }, score };
    }
  }
  if (best) {
    // "Gesamt   162,46   17.09 - 179,55": a dash between two amounts is no minus sign; the
    // total printed without it elsewhere is the amount (a credit note gets its sign below).
    const hit =
      best.hit.value.minor < 0 && hits.some((h) => h.value.minor === -best.hit.value.minor)
        ? { ...best.hit, value: { ...best.hit.value, minor: -best.hit.value.minor } }
        : best.hit;
    const confidence = Math.min(1, hit.confidence + (hit.checks?.length ? 0.05 : 0));
    return withSign(doc, { ...hit, confidence });
  }
  // No total line read (a faded amounts column), but the VAT table: net + tax of its rows, and
  // the till's rounding when it rounds that to its smallest coin.
  if (taxRows) {
    const rounded = roundedToCoin(doc, taxRows.gross.minor);
    return withSign(doc, {
      value: rounded
        ? { ...taxRows.gross, minor: rounded, raw: (rounded / 100).toFixed(2) }
        : taxRows.gross,
      confidence: 0.45,
      line: taxRows.line,
      labelWeight: 0.45,
      where: 'inline',
      label: rounded ? 'net + tax of the VAT table + rounding' : 'net + tax of the VAT table',
      labelAt: 0,
    });
  }
  // No label at all: the largest amount with a currency mark, at low confidence. On a scan only
  // a price as receipts print one, with its cents and above zero: OCR makes signs of other print
  // ("$8000 SHAH ALAM" for a postcode, "$0)002" for an item code).
  const marked = findAmounts(doc.text).filter(
    (a) => a.currency && (doc.source !== 'ocr' || (a.minor > 0 && PRICE_WITH_CENTS.test(a.raw))),
  );
  const top = marked.sort((a, b) => Math.abs(b.minor) - Math.abs(a.minor))[0];
  const line = doc.lines[0];
  return top && line
    ? withSign(doc, {
        value: top,
        confidence: 0.3,
        line,
        labelWeight: 0.3,
        where: 'inline',
        label: 'largest amount',
        labelAt: 0,
      })
    : null;
}

/**
 * Whether net and tax printed as parts (`parts`) add up to `amount`: as printed, or, on a till
 * receipt with a rounding line, after it ("Sub Total 65.20", "Service Tax 6% 3.91", "Rounding
 * Adj -0.01", "TOTAL 69.10"), or the net alone without tax. A till that printed its rounding
 * paid the rounded amount, not the sum before it. Tills print "0.01" for a rounding down too:
 * the other sign is taken when none was printed (`againstSign`).
 */
function netPlusTax(
  parts: number[],
  amount: number,
  rounding: Rounding[],
): { check: string; againstSign: boolean } | null {
  const sums = parts.flatMap((a, i) => parts.slice(i + 1).flatMap((b) => (b !== a ? [a + b] : [])));
  if (rounding.length === 0)
    return sums.includes(amount) ? { check: 'net + tax = total', againstSign: false } : null;
  // Without tax, the net alone and the rounding ("Sub Total 103.67", "Rounding Adj -0.02").
  const before = [...sums, ...parts];
  const check = 'net + tax + rounding = total';
  if (before.some((sum) => rounding.some((r) => amount - sum === r.signed)))
    return { check, againstSign: false };
  if (before.some((sum) => rounding.some((r) => r.signed > 0 && sum - amount === r.signed)))
    return { check, againstSign: true };
  return null;
}

/**
 * Whether `after`, printed below `before`, is `before` less one of the discounts, give or take
 * a till's rounding to its smallest coin.
 */
function discounted(
  before: { minor: number; at: number },
  after: { minor: number; at: number },
  discounts: number[],
): boolean {
  return (
    before.at < after.at &&
    after.minor < before.minor &&
    discounts.some(
      (d) => d < before.minor && Math.abs(before.minor - d - after.minor) <= COIN_ROUNDING,
    )
  );
}

/**
 * A total whose decimal point OCR lost or read as a digit ("Total Sales : 115285" for 115.85,
 * "TOTAL 3250" for 32.50): a bare number of three digits or more beside a total label, on a page
 * that prints the same amount with its point elsewhere (paid by card "MASTER : 115,85", or as
 * net + tax, with a rounding) is that amount. The hit's value is replaced in place; the set
 * holds the hits restored.
 */
function restorePoints(
  hits: TotalHit[],
  printed: Map<number, number>,
  sums: Set<number>,
): Set<TotalHit> {
  const restored = new Set<TotalHit>();
  for (const hit of hits) {
    const digits = hit.value.raw.trim();
    if (!/^\d{3,}$/.test(digits)) continue;
    // The point lost ("3250"), or read as a digit ("115285": 115.85).
    const readings = [Number(digits)];
    if (digits.length >= 4) readings.push(Number(digits.slice(0, -3) + digits.slice(-2)));
    const minor = readings.find((m) => (printed.get(m) ?? 0) > 0 || sums.has(m));
    if (minor === undefined) continue;
    hit.value = { ...hit.value, minor: Math.sign(hit.value.minor || 1) * minor, explicit: true };
    restored.add(hit);
  }
  return restored;
}

/**
 * What net + tax printed as parts make, give or take the till's rounding: two different parts
 * added, and the rounding either way (tills print "0.01" for a rounding down too).
 */
function workedOutTotals(parts: number[], rounding: Rounding[]): Set<number> {
  const sums = new Set<number>();
  const offsets = [0, ...rounding.flatMap((r) => [r.minor, -r.minor])];
  for (const a of parts)
    for (const b of parts) if (a !== b) for (const r of offsets) sums.add(a + b + r);
  // Without tax: the net alone and the rounding ("Subtotal 92.27", "Rounding -0.02").
  for (const a of rounding.length ? parts : []) for (const r of offsets) sums.add(a + r);
  return sums;
}

/**
 * The tax lines together, when a receipt prints more than one ("enth. 20% MwSt 0,62", "enth.
 * 10% MwSt 0,79"): with the net they make the gross. None for one tax line (a part already).
 */
function taxesTogether(doc: DocumentText): number[] {
  const lines = new Map<number, number>();
  for (const h of findLabelled(doc, TAX_RULES, moneyParser, { rightmost: true }))
    if (h.value.minor > 0) lines.set(doc.lines.indexOf(h.line), h.value.minor);
  return lines.size > 1 ? [[...lines.values()].reduce((a, b) => a + b, 0)] : [];
}

/**
 * A total when no total line was read on a scan (OCR garbled its amount, "NET TOTAL RM77..98"):
 * - what a payment line says was paid ("MASTERCARD 77.90": the line opens with the payment's
 *   word), when no change was given back (so no cash beyond the total was handed over); the
 *   largest such amount;
 * - else the last amount labelled as net ("NET TOTAL 132.00", a Malaysian till's last line),
 *   when the page prints no tax amount and no larger amount: without tax the net is the gross.
 */
function paidWithoutTotal(doc: DocumentText): TotalHit[] {
  if (!CHANGE.test(doc.text)) {
    // A payment line opens with its word ("VISA 23.40"); "GREETING CARD 13.64" is an item.
    const payments = paymentLines(doc)
      .filter((h) => {
        const first = h.line.segments[0];
        return h.labelAt === 0 && first !== undefined && holdsLabel(first, h);
      })
      .filter((h) => h.value.minor > 0)
      .sort((a, b) => b.value.minor - a.value.minor);
    const paid = payments[0];
    if (paid) return [{ ...paid, confidence: 0.6, labelWeight: PAID_WEIGHT, label: PAID_LABEL }];
  }
  const taxed = findLabelled(doc, TAX_RULES, moneyParser, { rightmost: true }).some(
    (h) => h.value.minor !== 0,
  );
  const net = findLabelled(doc, NET_RULES, moneyParser, { rightmost: true })
    .filter((h) => h.value.minor > 0)
    .at(-1);
  // A gross printed under another label (an insurance premium with its insurance tax) is more.
  const largest = Math.max(0, ...printedAmounts(doc).keys());
  return taxed || !net || net.value.minor < largest
    ? []
    : [{ ...net, confidence: 0.5, labelWeight: NET_WEIGHT }];
}

/** A receipt's payment lines ("MASTERCARD 29.43", "CASH 50.00"): not the change or a rounding. */
function paymentLines(doc: DocumentText): TotalHit[] {
  return findLabelled(doc, TENDER_RULES, moneyParser, { rightmost: true }).filter(
    (h) => !CHANGE.test(h.label) && !ROUNDING.test(h.label),
  );
}

/**
 * What the receipt says was paid: the amounts of its payment lines. Cash − change is worked out
 * from two readings, either of which OCR may have misread, so it does not count here.
 */
function paidAmounts(doc: DocumentText): Set<number> {
  return new Set(paymentLines(doc).map((h) => Math.abs(h.value.minor)));
}

/**
 * A currency sign before a total that OCR read as digits ("TOTAL 596.48" for $96.48, "TOTAL DUE
 * 5929,43" for RM29.43, "AMOUNT DUE 5527.82" for S$27.82, "TOTAAL 0.653,40" for €53,40): the
 * amount without its first one or two digits is the total when the payment line says it was
 * paid, or net + tax (and rounding) or the items above make it (`confirmed`), and the amount as
 * read was not. The hit's value is replaced in place; the set holds the hits changed.
 */
function restoreSigns(
  hits: TotalHit[],
  paid: Set<number>,
  confirmed: (minor: number, hit: TotalHit) => boolean,
): Set<TotalHit> {
  const changed = new Set<TotalHit>();
  // Paid in parts ("VISA 100.00", "CASH 25.00"): the parts make the total as read.
  const allPaid = [...paid].reduce((a, b) => a + b, 0);
  for (const hit of hits) {
    const raw = hit.value.raw.trim();
    const minorAsRead = Math.abs(hit.value.minor);
    const asRead = allPaid === minorAsRead || confirmed(minorAsRead, hit);
    if (!/^\d[\d.,]*\d[.,]\d{2}$/.test(raw) || asRead) continue;
    const digits = raw.replace(/[.,]/g, '');
    const minor = [1, 2]
      .map((cut) => Number(digits.slice(cut)))
      .find((m) => m > 0 && digits.length - String(m).length <= 2 && confirmed(m, hit));
    if (minor === undefined) continue;
    hit.value = { ...hit.value, minor: Math.sign(hit.value.minor || 1) * minor, explicit: true };
    changed.add(hit);
  }
  return changed;
}

/** Whether the label of a value found under it is one cell of a header row of four or more. */
function headsATableColumn(doc: DocumentText, hit: TotalHit): boolean {
  return (labelLine(doc, hit)?.segments.length ?? 0) >= 4;
}

const NET = new RegExp(anyLabel('net').source, 'giu');

/**
 * A grand-total word qualified as net in its own label: "Gesamtbetrag netto", "Montant hors
 * taxes", "Total excl. VAT". A net label that holds the total's label and goes on past it says
 * the amount is before tax, however strong the word "Gesamtbetrag" is alone.
 */
function netQualified(hit: TotalHit): boolean {
  const cell = segmentOf(hit);
  const at = cell.indexOf(hit.label);
  if (at < 0) return false;
  const end = at + hit.label.length;
  return [...cell.matchAll(NET)].some(
    (m) => m.index <= at && m.index + m[0].length >= end && m[0].length > hit.label.length,
  );
}

function segmentOf(hit: TotalHit): string {
  return hit.line.segments.find((s) => holdsLabel(s, hit))?.text ?? hit.line.text;
}

const CREDIT = anyLabel('creditNote');

/**
 * Whether a short cell names the document a credit note ("Gutschrift", "CREDIT NOTE No. 12",
 * "Tax Credit Note"), not a till's policy line about refunds ("No refund for sale items",
 * "Refund policy": a negation before the word, or a policy after it).
 */
function creditTitle(text: string): boolean {
  const m = CREDIT.exec(text);
  if (!m) return false;
  const before = text.slice(0, m.index).trim();
  const after = text.slice(m.index + m[0].length);
  return !NEGATION.test(before) && !/^\s*polic/i.test(after);
}

/** "No", "Keine", "Pas de", "Geen", "Nessun", "Sin" before a word: what follows is not done. */
const NEGATION = /(?:^|\s)(?:no|non|keine?|pas\s+de|sans|geen|nessun[ao]?|sin)$/i;

/** A credit note's total is negative however it is printed; an invoice's as printed. */
function withSign(doc: DocumentText, hit: TotalHit): TotalHit {
  const title = doc.lines
    .slice(0, 25)
    .some((l) => l.segments.some((s) => s.text.length <= 40 && creditTitle(s.text)));
  if (!title || hit.value.minor < 0) return hit;
  return {
    ...hit,
    value: { ...hit.value, minor: -hit.value.minor },
    checks: [...(hit.checks ?? []), 'credit note: negative'],
  };
}

const COUNTRY_CUES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:GSTIN|India|Rs\.?\s?\d|Rupees?)\b|₹/i, 'INR'],
  // Singapore and Australia before Malaysia: their receipts share its words and GST labels.
  [/\b(?:Singapore|Pte\.?\s?Ltd|UEN)\b|\bS\$[^\S\n]?\d/i, 'SGD'],
  // An ABN is its number ("ABN 42 196 535 136"); "ABN AMRO" is a Dutch bank.
  [
    /\b(?:Australia|Pty\.?\s?Ltd)\b|\bABN[^\S\n]*:?[^\S\n]*\d{2}[^\S\n]?\d{3}|\bA(?:U)?\$[^\S\n]?\d|\.com\.au\b/i,
    'AUD',
  ],
  // Malaysia: legal form, ringgit, and Malay street words, states and towns on the address
  // lines (all of them: a scan that lost its "RM" and legal form may keep only "TAMAN
  // CONNAUGHT" or "41200 KLANG"), a company number with its check letter ("(525484-X)"), Malay
  // words for a shop or business ("KEDAI RUNCIT", "PERNIAGAAN"), and a GST number as Malaysia
  // gave them (twelve digits, "00" first).
  [
    new RegExp(
      [
        String.raw`\b(?:Malaysia|Sdn\.?\s?Bhd|Berhad|Ringgit)\b`,
        String.raw`\bRM\s?\d|${RM_COLUMN}|\bGST\b[^\d\n]{0,25}00\d{10}\b`,
        MALAYSIAN_PLACES.source,
        MALAYSIAN_TOWNS.source,
        MALAYSIAN_COMPANY_NUMBER.source,
      ].join('|'),
      'i',
    ),
    'MYR',
  ],
  [MALAY_BUSINESS_WORDS, 'MYR'],
  [/\b(?:United Kingdom|VAT Reg(?:istration)? No)\b|£/i, 'GBP'],
  [/\b(?:Schweiz|Suisse|Switzerland|CHE-\d{3}\.\d{3}\.\d{3})\b/i, 'CHF'],
  [/\b(?:TVA|TTC|MwSt|USt|BTW|IVA|Umsatzsteuer)\b/i, 'EUR'],
];

/**
 * Where a bare "$" is not the US dollar: the seller's ABN with its number, an address in
 * Singapore with its postcode, the country's web domain ("Atlassian Pty Ltd" in an item line
 * is a product's maker, not the seller).
 */
const DOLLAR_HOMES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bABN[^\S\n]*:?[^\S\n]*\d{2}[^\S\n]?\d{3}|\bAustralia\b|\.com\.au\b/i, 'AUD'],
  [/\bSingapore[^\S\n]+\d{6}\b|\bUEN\b|\.com\.sg\b/i, 'SGD'],
];

/** Whether every US dollar mention is a bare "$" (no "USD", no "US$"). */
function onlyBareDollars(text: string): boolean {
  return currencySigns(text).every((s) => s.iso !== 'USD' || s.token === '$');
}

/**
 * OCR makes currency signs of other print: "$" of an "S", a "5" or an "8" (a tax code after a
 * price, a price's first digit: "$4.50" for 54.50), "£" or "&" of a postcode's digit. Against a
 * country's cues (a Malaysian address, "Sdn Bhd"), another currency stands on a scan only on
 * print that is hard to make of anything else: its code anywhere ("TOTAL USD"), its sign beside
 * a price with cents, and a bare "$" only three times or more.
 */
function backedOnScan(text: string, currency: string): boolean {
  const mine = (s: CurrencySign) => s.iso === currency;
  if (currencySigns(text).some((s) => mine(s) && /^[A-Z]{3}$/.test(s.token))) return true;
  const signs = currencySigns(text, true).filter(mine);
  const bareDollars = signs.filter((s) => s.token === '$').length;
  return signs.length > bareDollars || bareDollars >= 3;
}

/** The evidence of a currency the document gave no hint of. */
export const NO_CURRENCY_SHOWN = 'no currency shown or hinted at; USD by default';

export interface CurrencyHit {
  value: string;
  confidence: number;
  /**
   * Nothing in the document hinted at the currency: the value is a default, which a caller
   * that knows more (the currency a project's other documents are in) may replace.
   */
  fallback?: true;
  /** Why a fallback is what it is, for the field's evidence. */
  evidence?: string;
}

/** A document in German, French, Dutch, Italian or Spanish that shows no currency. */
const EUROS_BY_LANGUAGE = 'no currency shown or hinted at; EUR by the document’s language';

/**
 * The currency: the one printed with the total; else the most mentioned in the document;
 * else the country of the seller's VAT id; else a country or tax cue; else a default, marked as
 * a fallback: EUR for a document in a euro country's language, USD for the rest.
 */
export function resolveCurrency(
  doc: DocumentText,
  total: TotalHit | null,
  vatId: string | null = null,
): CurrencyHit {
  const cue =
    COUNTRY_CUES.find(([re]) => re.test(doc.text))?.[1] ??
    // Last: a Malaysian place whose name OCR misread by a letter ("KUALA LUMFUR").
    (doc.source === 'ocr' && namesMalaysianPlaceMisread(doc.text) ? 'MYR' : undefined);
  const printed = total?.value.currency;
  // OCR often reads ₹ as ¥: a yen sign on a scan full of Indian cues is a rupee sign.
  if (printed && doc.source === 'ocr' && printed === 'JPY' && cue && cue !== printed)
    return { value: cue, confidence: 0.6 };
  const counts = new Map<string, number>();
  for (const c of currencyMentions(doc.text)) counts.set(c, (counts.get(c) ?? 0) + 1);
  // OCR reads a faint "£" as "€" and back: a sign printed once at the total, against one the
  // rest of a scanned receipt prints three times or more, is the rest's.
  const majority = [...counts.entries()].find(([c, n]) => c !== printed && n >= 3);
  if (printed && doc.source === 'ocr' && majority && (counts.get(printed) ?? 0) <= 1)
    return { value: majority[0], confidence: 0.6 };
  // "$" alone says USD only weakly: other cues for INR etc. may overrule a lone dollar sign.
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const top = ranked[0];
  const read = printed ?? top?.[0];
  if (doc.source === 'ocr' && cue && read && read !== cue && !backedOnScan(doc.text, read))
    return { value: cue, confidence: 0.5 };
  // A bare "$" is any dollar: Australia's or Singapore's where the seller's own details say so.
  const home = DOLLAR_HOMES.find(([re]) => re.test(doc.text))?.[1];
  if (read === 'USD' && home && onlyBareDollars(doc.text)) return { value: home, confidence: 0.7 };
  if (printed) return { value: printed, confidence: Math.max(0.8, total.confidence) };
  if (top) return { value: top[0], confidence: top[1] > 1 ? 0.85 : 0.7 };
  // The seller's VAT id names its country ("IE…": an Irish receipt that prints no currency is in
  // euros, whatever its "VAT Reg No" says of the UK).
  const country = currencyOfVatId(vatId);
  if (country) return { value: country, confidence: 0.55 };
  if (cue) return { value: cue, confidence: 0.5 };
  // A till receipt in German, French, Dutch, Italian or Spanish that prints no currency at all
  // (OCR lost the "EUR" over its price column) is in euros; Swiss cues came first.
  // Still a guess (a Swiss or Belgian business prints the same words): marked as a fallback, so
  // a project's usual currency may take its place.
  if (doc.language !== 'en')
    return { value: 'EUR', confidence: 0.35, fallback: true, evidence: EUROS_BY_LANGUAGE };
  return { value: 'USD', confidence: 0.2, fallback: true, evidence: NO_CURRENCY_SHOWN };
}
