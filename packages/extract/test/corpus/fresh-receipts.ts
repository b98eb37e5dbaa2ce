/**
 * Fresh till receipts, scanned from thermal paper like ./receipt-scans.ts: one whose merchant
 * name is printed only at the foot (the head has the branch address), and a supermarket slip
 * with loyalty savings and several 'TOTAL'-like lines (TOTAL SAVINGS, points, savings this year).
 */
import { chance, int, pick, type InvoiceModel, type Line } from './model.js';
import { slip } from './receipt-scans.js';
import { renderSheets } from './fresh-pdf.js';
import { freshLayout, type FreshLayout } from './fresh-letters.js';

const pad = (n: number) => String(n).padStart(2, '0');

const ITEMS: Record<string, string[]> = {
  DE: ['Brötchen 6er', 'Kaffee Crema', 'Laugenbrezel', 'Apfelstrudel', 'Milch 1L', 'Croissant'],
  FR: ['BAGUETTE TRADITION', 'CROISSANT BEURRE', 'PAIN AU CHOCOLAT', 'CAFE ALLONGE', 'ECLAIR CAFE'],
  GB: ['SANDWICH MEAL DEAL', 'FLAT WHITE', 'CRISPS', 'STILL WATER 500ML', 'BANANA', 'TEA LATTE'],
  IE: ['BROWN BREAD', 'FULL IRISH', 'AMERICANO', 'SCONE', 'ORANGE JUICE'],
  US: ['ORGANIC MILK 1GAL', 'AVOCADOS 4CT', 'PAPER TOWELS', 'CEREAL 18OZ', 'SPARKLING WATER'],
};

/** Lines priced as at a till (small amounts, gross). */
function tillLines(m: InvoiceModel): Line[] {
  return Array.from({ length: int(m.r, 2, 8) }, () => {
    const qty = chance(m.r, 0.25) ? int(m.r, 2, 4) : 1;
    const unit = int(m.r, 60, 1290);
    return {
      description: pick(m.r, ITEMS[m.country.code] ?? ITEMS.GB!),
      qty,
      unit,
      amount: qty * unit,
    };
  });
}

function paid(m: InvoiceModel, gross: number) {
  const cash = Math.ceil(gross / 1000) * 1000 + (chance(m.r, 0.4) ? 1000 : 0);
  return { cash, change: cash - gross };
}

const time = (m: InvoiceModel) => `${pad(int(m.r, 7, 21))}:${pad(int(m.r, 0, 59))}`;

function tillDate(m: InvoiceModel, sep: string): string {
  const d = m.issue;
  const [day, month] = [pad(d.getUTCDate()), pad(d.getUTCMonth() + 1)];
  // American tills print the month first.
  const parts = m.country.code === 'US' ? [month, day] : [day, month];
  return [...parts, String(d.getUTCFullYear())].join(sep);
}

// ---- the name only at the foot ----

const FOOT_WORDS: Record<
  string,
  { total: string[]; cash: string[]; change: string[]; vat: string; no: string[]; tax: string }
> = {
  DE: {
    total: ['SUMME', 'Zu zahlen', 'Gesamt EUR'],
    cash: ['Bar', 'Gegeben'],
    change: ['Rückgeld', 'Zurück'],
    vat: 'USt-IdNr.',
    no: ['Beleg', 'Bon-Nr.'],
    tax: 'MwSt',
  },
  FR: {
    total: ['TOTAL TTC', 'A PAYER', 'TOTAL EUR'],
    cash: ['ESPECES'],
    change: ['RENDU'],
    vat: 'TVA intra.',
    no: ['Ticket', 'N°'],
    tax: 'TVA',
  },
  GB: {
    total: ['TOTAL', 'TOTAL TO PAY', 'BALANCE'],
    cash: ['CASH'],
    change: ['CHANGE'],
    vat: 'VAT No.',
    no: ['Receipt', 'Trans'],
    tax: 'VAT',
  },
};

const footName = freshLayout(
  'scan-receipt-foot-name',
  'receipt',
  ['DE', 'FR', 'GB'],
  (m) => {
    const lines = tillLines(m);
    const gross = lines.reduce((s, l) => s + l.amount, 0);
    const vat = Math.round((gross * m.vatRate) / (100 + m.vatRate));
    const seller = chance(m.r, 0.3) ? { ...m.seller, vatId: null, vatPrinted: null } : m.seller;
    const number = `${int(m.r, 1000, 99999)}`;
    return {
      ...m,
      seller,
      lines,
      gross,
      vat,
      net: gross - vat,
      rounding: 0,
      number,
      ...paid(m, gross),
    };
  },
  (m) =>
    renderSheets(m, (sheets) => {
      const w = FOOT_WORDS[m.country.code]!;
      const pen = sheets.page([230, 200 + m.lines.length * 12 + 130]);
      const s = slip(pen);
      const money = (v: number) => m.fmtMoney(v, { symbol: false });
      // The head: the branch only.
      const branch = { DE: 'Filiale', FR: 'Magasin', GB: 'Store' }[m.country.code] ?? 'Store';
      s.center(`${branch} ${int(m.r, 10, 999)}`);
      s.center(m.seller.street);
      s.center(m.seller.city);
      s.center(`Tel ${m.seller.phone}`);
      s.gap(4);
      for (const l of m.lines) {
        if (l.qty > 1) s.left(`${l.qty} x ${money(l.unit)}`);
        s.row(l.description, `${money(l.amount)} A`);
      }
      s.rule();
      // The total with its currency, as tills print it.
      s.row(pick(m.r, w.total), m.fmtMoney(m.gross), { bold: true });
      s.row(pick(m.r, w.cash), money(m.cash));
      s.row(pick(m.r, w.change), money(m.change));
      s.gap(3);
      s.row(`${w.tax} ${m.vatRate}%`, money(m.vat), { mid: money(m.net) });
      s.gap(3);
      s.row(
        `${tillDate(m, m.country.code === 'DE' ? '.' : '/')} ${time(m)}`,
        `${pick(m.r, w.no)} ${m.number}`,
      );
      s.left(
        `Kasse ${int(m.r, 1, 6)}  Op ${int(m.r, 10, 99)}`.replace(
          'Kasse',
          m.country.code === 'DE' ? 'Kasse' : 'Till',
        ),
      );
      s.gap(4);
      // The foot: the legal name, its address and tax id.
      s.center(m.seller.name);
      s.center(`${m.seller.street}, ${m.seller.city}`.slice(0, 40));
      if (m.seller.vatPrinted) s.center(`${w.vat} ${m.seller.vatPrinted}`);
      const thanks = { DE: 'Vielen Dank!', FR: '*** MERCI ***', GB: 'Thank you' };
      s.center(thanks[m.country.code as keyof typeof thanks] ?? 'Thank you');
    }),
);

// ---- loyalty savings ----

const loyalty = freshLayout(
  'scan-receipt-loyalty',
  'receipt',
  ['GB', 'IE', 'US'],
  (m) => {
    const lines = tillLines(m);
    const sum = lines.reduce((s, l) => s + l.amount, 0);
    const savings = Math.min(sum - 100, int(m.r, 20, 60) * lines.length);
    const us = m.country.code === 'US';
    const afterSavings = sum - savings;
    const vat = us
      ? Math.round((afterSavings * m.vatRate) / 100)
      : Math.round((afterSavings * m.vatRate) / (100 + m.vatRate));
    const gross = us ? afterSavings + vat : afterSavings;
    const seller = chance(m.r, 0.3) ? { ...m.seller, vatId: null, vatPrinted: null } : m.seller;
    const number = `${int(m.r, 1000, 9999)}-${int(m.r, 100, 999)}`;
    return {
      ...m,
      seller,
      lines,
      gross,
      vat,
      net: gross - vat,
      rounding: 0,
      number,
      ...paid(m, gross),
      loyalty: { sum, savings, points: int(m.r, 200, 9000), year: savings + int(m.r, 2000, 40000) },
    };
  },
  (m) =>
    renderSheets(m, (sheets) => {
      const pen = sheets.page([230, 290 + m.lines.length * 24]);
      const s = slip(pen);
      const money = (v: number) => m.fmtMoney(v, { symbol: false });
      const l = m.loyalty;
      const us = m.country.code === 'US';
      s.center((m.seller.name.split(' ')[0] ?? '').toUpperCase(), { bold: true, size: 14 });
      s.center(m.seller.name);
      s.center(m.seller.street);
      s.center(m.seller.city);
      if (m.seller.vatPrinted) s.center(`VAT No ${m.seller.vatPrinted}`);
      s.gap(4);
      let left = l.savings;
      for (const line of m.lines) {
        s.row(line.description, money(line.amount));
        const cut = Math.min(left, int(m.r, 0, 1) ? int(m.r, 20, 90) : 0);
        if (cut > 0) {
          s.row(pick(m.r, ['  CLUBCARD PRICE', '  MEMBER SAVING', '  PROMO']), `-${money(cut)}`);
          left -= cut;
        }
      }
      if (left > 0) s.row('  MULTIBUY SAVING', `-${money(left)}`);
      s.rule();
      s.row('SUBTOTAL', money(l.sum));
      s.row('TOTAL SAVINGS', money(l.savings));
      if (us) s.row(`SALES TAX ${m.vatRate}%`, money(m.vat));
      s.row(pick(m.r, ['TOTAL', 'TOTAL TO PAY', 'BALANCE DUE']), m.fmtMoney(m.gross), {
        bold: true,
      });
      if (chance(m.r, 0.5)) {
        s.row(pick(m.r, ['VISA', 'MASTERCARD', 'DEBIT CARD']), money(m.gross));
      } else {
        s.row('CASH', money(m.cash));
        s.row('CHANGE', money(m.change));
      }
      s.gap(4);
      s.center('** LOYALTY STATEMENT **');
      s.row('POINTS THIS VISIT', String(Math.round(m.gross / 100)));
      s.row('TOTAL POINTS', l.points.toLocaleString('en-GB'));
      s.row('SAVINGS THIS YEAR', money(l.year));
      s.gap(4);
      s.row(
        `${tillDate(m, '/')} ${time(m)}`,
        `${pick(m.r, ['Trans', 'Receipt', 'Rcpt #'])} ${m.number}`,
      );
      if (!us) s.row(`VAT ${m.vatRate}%`, money(m.vat), { mid: money(m.net) });
      s.center(pick(m.r, ['THANK YOU FOR SHOPPING', 'PLEASE RETAIN YOUR RECEIPT']));
    }),
);

export const FRESH_RECEIPTS: FreshLayout[] = [footName, loyalty];
