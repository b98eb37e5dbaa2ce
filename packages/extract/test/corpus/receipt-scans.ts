/**
 * Till receipts as they reach the OCR path in real life: Malaysian GST receipts (SROIE-like,
 * "Sdn Bhd", "Total Incl. GST", "Rounding Adj", "Cash", "Change"), UK till slips ("Sub-total",
 * "VAT", "Total", "Card") and German supermarket receipts ("SUMME", "Geg. Bar", "Rückgeld", a
 * tax table), printed on thermal paper and scanned or photographed: narrow, low resolution,
 * faded grey print, uneven heat, noise, a slight skew or blur, JPEG.
 */
import sharp from 'sharp';
import type { Layout, LayoutSpec, Pen } from './layouts.js';
import { chance, int, pick, rng, type InvoiceModel } from './model.js';

const MY_NAMES = [
  'Kedai Runcit Maju',
  'Syarikat Perniagaan Seng Huat',
  'Restoran Nasi Kandar Pelita',
  'Uni Mart Trading',
  'Kim Hardware & Electrical',
  'Pasaraya Bintang Jaya',
  'Gerbang Alaf Restaurants',
  'Farmasi Sentosa',
  'Tan Chay Yee Book Store',
  'Lim Kee Bakery',
];
const MY_ITEMS = [
  'MILO 1KG',
  'GARDENIA WHITE BREAD',
  'NASI LEMAK AYAM',
  'TEH TARIK',
  'PVC PIPE 1/2"',
  'PANADOL ACTIVE 20S',
  'A4 PAPER 70GSM',
  'MAGGI KARI 5X79G',
  'CUP MEE',
  'BATTERY AA 4PCS',
];
const UK_ITEMS = [
  'SEMI SKIMMED MILK',
  'BANANAS LOOSE',
  'SOURDOUGH LOAF',
  'CHEDDAR 400G',
  'FREE RANGE EGGS',
  'COFFEE BEANS',
  'KITCHEN ROLL',
  'ORANGE JUICE 1L',
];
const DE_ITEMS = [
  'Vollmilch 3,5%',
  'Bananen',
  'Roggenbrot',
  'Gouda Scheiben',
  'Mineralwasser',
  'Kaffee Bohnen',
  'Butter 250g',
  'Apfelsaft 1L',
  'Pfand 0,25',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** Prices include the tax, as at a till: the lines add up to the total. */
function grossPriced(m: InvoiceModel): InvoiceModel {
  const gross = m.lines.reduce((s, l) => s + l.amount, 0);
  const vat = Math.round((gross * m.vatRate) / (100 + m.vatRate));
  const cash = Math.ceil(gross / 1000) * 1000 + (chance(m.r, 0.5) ? 1000 : 0);
  return { ...m, net: gross - vat, vat, gross, rounding: 0, cash, change: cash - gross };
}

function withItems(m: InvoiceModel, items: string[]): InvoiceModel {
  return { ...m, lines: m.lines.map((l) => ({ ...l, description: pick(m.r, items) })) };
}

/** A till's own receipt number: digits, sometimes with a short prefix. */
function tillNumber(m: InvoiceModel, prefixes: string[]): string {
  return `${pick(m.r, prefixes)}${int(m.r, 100, 999999)}`;
}

/** A narrow monospace slip: centred lines and left/right rows, top to bottom. */
export function slip(pen: Pen, size = 8.5) {
  let y = 16;
  const width = (s: string, sz = size) => pen.mono.widthOfTextAtSize(s, sz);
  return {
    get y() {
      return y;
    },
    gap(points: number) {
      y += points;
    },
    center(text: string, o: { bold?: boolean; size?: number } = {}) {
      const sz = o.size ?? size;
      pen.text(text, Math.max(4, (pen.width - width(text, sz)) / 2), y, {
        ...o,
        mono: true,
        size: sz,
      });
      y += sz + 3.5;
    },
    left(text: string) {
      pen.text(text, 8, y, { mono: true, size });
      y += size + 3.5;
    },
    row(left: string, right: string, o: { bold?: boolean; mid?: string } = {}) {
      pen.text(left, 8, y, { mono: true, size, bold: o.bold });
      if (o.mid) pen.text(o.mid, pen.width * 0.7, y, { mono: true, size, right: true });
      pen.text(right, pen.width - 8, y, { mono: true, size, right: true, bold: o.bold });
      y += size + 3.5;
    },
    rule() {
      const dashes = '-'.repeat(Math.floor((pen.width - 16) / width('-')));
      pen.text(dashes, 8, y, { mono: true, size });
      y += size + 3.5;
    },
  };
}

function time(m: InvoiceModel): string {
  return `${pad(int(m.r, 7, 22))}:${pad(int(m.r, 0, 59))}${chance(m.r, 0.4) ? `:${pad(int(m.r, 0, 59))}` : ''}`;
}

/** dd.mm.yy and dd/mm/yy: tills often print a two-digit year. */
function tillDate(m: InvoiceModel, separator: string): string {
  const d = m.issue;
  const year = chance(m.r, 0.35) ? String(d.getUTCFullYear()).slice(2) : String(d.getUTCFullYear());
  return [pad(d.getUTCDate()), pad(d.getUTCMonth() + 1), year].join(separator);
}

const receiptMy: Layout = (pen, m) => {
  const s = slip(pen);
  const money = (v: number) => m.fmtMoney(v, { symbol: false });
  const name = chance(m.r, 0.6) ? m.seller.name.toUpperCase() : m.seller.name;
  s.center(name, { bold: true });
  if (chance(m.r, 0.6))
    s.center(`(Co. Reg. No: ${int(m.r, 100000, 999999)}-${pick(m.r, ['X', 'A', 'K', 'D'])})`);
  s.center(`${m.seller.street},`);
  s.center(m.seller.city);
  s.center(`Tel: 0${int(m.r, 3, 9)}-${int(m.r, 1000, 9999)} ${int(m.r, 1000, 9999)}`);
  if (chance(m.r, 0.8))
    s.center(
      `${pick(m.r, ['GST ID No:', 'GST Reg No :', 'GST No.'])} 000${int(m.r, 100000000, 999999999)}`,
    );
  s.gap(3);
  s.center(pick(m.r, ['TAX INVOICE', 'SIMPLIFIED TAX INVOICE', 'CASH RECEIPT']), { bold: true });
  s.gap(2);
  const no = `${pick(m.r, ['Invoice No:', 'Receipt #:', 'Doc No.:', 'Bill No:', 'Inv No.:'])} ${m.number}`;
  const date = `${m.fmtDate(m.issue)}`;
  if (chance(m.r, 0.5)) {
    s.left(no);
    s.left(`Date: ${date}   ${time(m)}`);
  } else {
    s.row(no, date);
  }
  if (chance(m.r, 0.5)) s.left(`Cashier: ${pick(m.r, ['AINA', 'SITI', 'KUMAR', 'LEE', 'MIMI'])}`);
  s.rule();
  if (chance(m.r, 0.5)) s.row('Item', 'Amt', { mid: 'Qty  Price' });
  s.rule();
  for (const l of m.lines) {
    if (chance(m.r, 0.5)) {
      s.left(l.description);
      s.row(`  ${l.qty} x ${money(l.unit)}`, `${money(l.amount)} SR`);
    } else {
      s.row(l.description.slice(0, 18), money(l.amount), { mid: String(l.qty) });
    }
  }
  s.rule();
  const incl = m.net + m.vat;
  if (chance(m.r, 0.7))
    s.row(pick(m.r, ['Total Excl. GST:', 'Sub Total', 'Total Exclude GST']), money(m.net));
  s.row(pick(m.r, ['GST @6%:', 'GST 6%', 'Total GST @6%']), money(m.vat));
  s.row(pick(m.r, ['Total Incl. GST:', 'Total Inclusive GST', 'TOTAL INCL GST']), money(incl), {
    bold: true,
  });
  if (m.rounding || chance(m.r, 0.5))
    s.row(pick(m.r, ['Rounding Adj', 'Rounding', 'Round Adj:']), money(m.rounding));
  if (m.rounding || chance(m.r, 0.4))
    s.row(
      pick(m.r, ['Total Amount:', 'NET TOTAL', 'TOTAL', 'Total Payable']),
      m.fmtMoney(m.gross),
      {
        bold: true,
      },
    );
  s.row(pick(m.r, ['Cash', 'CASH', 'Cash Tendered']), money(m.cash));
  s.row(pick(m.r, ['Change', 'CHANGE', 'Change Due']), money(m.change));
  s.gap(4);
  if (chance(m.r, 0.7)) {
    s.row('GST Summary', 'Tax(RM)', { mid: 'Amount(RM)' });
    s.row('SR @ 6%', money(m.vat), { mid: money(m.net) });
  }
  s.gap(4);
  s.center(pick(m.r, ['THANK YOU. PLEASE COME AGAIN.', 'Thank You & Have A Nice Day']));
  if (chance(m.r, 0.5)) s.center('Goods sold are not returnable.');
};

const receiptUk: Layout = (pen, m) => {
  const s = slip(pen);
  const money = (v: number) => m.fmtMoney(v, { symbol: false });
  if (chance(m.r, 0.5))
    s.center((m.seller.name.split(' ')[0] ?? '').toUpperCase(), { bold: true, size: 13 });
  s.center(m.seller.name);
  s.center(m.seller.street);
  s.center(m.seller.city);
  if (m.seller.vatPrinted)
    s.center(`${pick(m.r, ['VAT No:', 'VAT Reg No.', 'VAT Number'])} ${m.seller.vatPrinted}`);
  s.gap(3);
  for (const l of m.lines) {
    if (l.qty > 1) s.left(`${l.qty} @ £${money(l.unit)}`);
    s.row(l.description, `£${money(l.amount)}`);
  }
  s.rule();
  const items = m.lines.reduce((n, l) => n + l.qty, 0);
  if (chance(m.r, 0.7))
    s.row(pick(m.r, ['Sub-total', 'SUBTOTAL', 'Sub Total']), `£${money(m.gross)}`);
  s.row(pick(m.r, ['TOTAL', 'Total', 'BALANCE DUE', 'Total to pay']), `£${money(m.gross)}`, {
    bold: true,
  });
  const card = chance(m.r, 0.6);
  if (card) {
    s.row(pick(m.r, ['Card', 'VISA DEBIT', 'Contactless', 'MASTERCARD']), `£${money(m.gross)}`);
    if (chance(m.r, 0.5)) s.row('Change', '£0.00');
  } else {
    s.row(pick(m.r, ['Cash', 'CASH TENDERED']), `£${money(m.cash)}`);
    s.row(pick(m.r, ['Change', 'CHANGE DUE']), `£${money(m.change)}`);
  }
  s.left(`${items} ${pick(m.r, ['items', 'ITEMS', 'Balance items'])}`);
  s.gap(3);
  s.row('VAT Rate', 'VAT', { mid: 'Net' });
  s.row(`${m.vatRate}%`, money(m.vat), { mid: money(m.net) });
  s.gap(3);
  s.row(
    `${tillDate(m, '/')} ${time(m)}`,
    `${pick(m.r, ['Receipt', 'Trans', 'Rcpt No'])} ${m.number}`,
  );
  s.left(`Till ${int(m.r, 1, 12)}  Op ${int(m.r, 100, 999)}`);
  s.center(pick(m.r, ['Thank you for shopping with us', 'PLEASE KEEP YOUR RECEIPT']));
};

const receiptDeTill: Layout = (pen, m) => {
  const s = slip(pen);
  const money = (v: number) => m.fmtMoney(v, { symbol: false });
  const brand = (m.seller.name.split(' ')[0] ?? '').toUpperCase();
  // The brand on top; the legal name under it or, as on many German receipts, in the footer.
  const nameOnTop = chance(m.r, 0.6);
  if (chance(m.r, 0.7)) s.center(brand, { bold: true, size: 14 });
  if (nameOnTop) s.center(m.seller.name);
  s.center(m.seller.street);
  s.center(m.seller.city);
  if (chance(m.r, 0.5)) s.center(`Tel.: 0${int(m.r, 30, 89)}/${int(m.r, 100000, 9999999)}`);
  s.gap(3);
  s.row('', 'EUR');
  for (const l of m.lines) {
    if (l.qty > 1) {
      s.left(l.description);
      s.row(`  ${l.qty} Stk x ${money(l.unit)}`, `${money(l.amount)} ${pick(m.r, ['A', 'B'])}`);
    } else s.row(l.description, `${money(l.amount)} ${pick(m.r, ['A', 'B'])}`);
  }
  s.rule();
  s.row(pick(m.r, ['SUMME', 'Summe', 'SUMME EUR', 'Zu zahlen']), money(m.gross), { bold: true });
  s.rule();
  const card = chance(m.r, 0.4);
  if (card) s.row(pick(m.r, ['EC-Cash', 'Kartenzahlung', 'Girocard']), money(m.gross));
  else {
    s.row(pick(m.r, ['Geg. BAR', 'Bar', 'Gegeben BAR EUR']), money(m.cash));
    s.row(pick(m.r, ['Rückgeld BAR', 'Rückgeld', 'Zurück EUR']), money(m.change));
  }
  s.gap(3);
  s.row('Steuer  %', 'Brutto', { mid: 'Netto  Steuer' });
  s.row(`A= ${m.vatRate},0%`, money(m.gross), { mid: `${money(m.net)}  ${money(m.vat)}` });
  if (chance(m.r, 0.5)) s.row('Ges.', money(m.gross), { mid: `${money(m.net)}  ${money(m.vat)}` });
  s.gap(3);
  s.row(`${tillDate(m, '.')} ${time(m)}`, `Bon ${m.number}`);
  s.left(`Markt:${int(m.r, 1000, 9999)} Kasse:${int(m.r, 1, 9)} Bed.:${int(m.r, 100, 9999)}`);
  if (m.seller.vatPrinted) s.left(`UID Nr.: ${m.seller.vatPrinted}`);
  if (m.seller.taxNumber && chance(m.r, 0.5)) s.left(`St.Nr.: ${m.seller.taxNumber}`);
  if (!nameOnTop) s.center(m.seller.name);
  s.center(pick(m.r, ['Vielen Dank für Ihren Einkauf', 'Danke und auf Wiedersehen']));
};

const slipHeight = (extra: number) => (m: InvoiceModel) =>
  120 + extra + m.lines.reduce((h, l) => h + (l.qty > 1 ? 24 : 12), 0);

export const RECEIPT_SCAN_LAYOUTS: LayoutSpec[] = [
  {
    name: 'scan-receipt-my',
    kind: 'receipt',
    split: 'dev',
    draw: receiptMy,
    countries: ['MY'],
    height: slipHeight(215),
    model: (m) => {
      const form = pick(m.r, ['Sdn Bhd', 'SDN. BHD.', 'Sdn. Bhd.', 'Enterprise', 'Trading']);
      const seller = { ...m.seller, name: `${pick(m.r, MY_NAMES)} ${form}` };
      return { ...withItems(m, MY_ITEMS), seller, number: tillNumber(m, ['CS', 'INV', '', 'T0']) };
    },
  },
  {
    name: 'scan-receipt-de',
    kind: 'receipt',
    split: 'dev',
    draw: receiptDeTill,
    countries: ['DE'],
    height: slipHeight(170),
    model: (m) => {
      // Three in ten print no UID: then the label has none either.
      const seller = chance(m.r, 0.3) ? { ...m.seller, vatId: null, vatPrinted: null } : m.seller;
      return { ...grossPriced(withItems(m, DE_ITEMS)), seller, number: tillNumber(m, ['']) };
    },
  },
  {
    name: 'scan-receipt-uk',
    kind: 'receipt',
    split: 'holdout',
    draw: receiptUk,
    countries: ['GB'],
    height: slipHeight(160),
    model: (m) => ({ ...grossPriced(withItems(m, UK_ITEMS)), number: tillNumber(m, ['', '0']) }),
  },
];

/**
 * A rendered slip made to look scanned from thermal paper, by code and a seed: ink faded to a
 * grey, paper off-white, the print head's uneven heat as lighter vertical bands, sensor noise,
 * sometimes blur, a skew of up to ±2.5°, sometimes the scanner lid around the paper, JPEG.
 */
export async function thermalScan(png: Buffer, seed: number): Promise<Buffer> {
  const r = rng(seed);
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const ink = int(r, 30, 110);
  const paper = int(r, 215, 250);
  const noise = int(r, 4, 16);
  const bands = Array.from({ length: 6 }, () => 1 - r() * 0.35);
  const out = Buffer.alloc(info.width * info.height);
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      const v = (data[(y * info.width + x) * info.channels] as number) / 255;
      const band = bands[Math.floor((x / info.width) * bands.length)] as number;
      const darkness = (1 - v) * band;
      const grey = paper - darkness * (paper - ink) + (r() + r() + r() - 1.5) * noise;
      out[y * info.width + x] = Math.max(0, Math.min(255, Math.round(grey)));
    }
  let image = sharp(out, { raw: { width: info.width, height: info.height, channels: 1 } });
  if (chance(r, 0.5)) image = image.blur(0.4 + r() * 0.5);
  const lid = int(r, 90, 170);
  image = sharp(
    await image
      .rotate((r() - 0.5) * 5, { background: { r: paper, g: paper, b: paper } })
      .png()
      .toBuffer(),
  );
  if (chance(r, 0.3)) {
    const side = int(r, 15, 60);
    image = image.extend({
      top: side,
      bottom: side,
      left: side,
      right: side,
      background: { r: lid, g: lid, b: lid },
    });
  }
  return image.jpeg({ quality: int(r, 45, 85) }).toBuffer();
}

/** Scan resolutions of receipts: phone snapshots and office scanners. */
export function scanDpi(seed: number): number {
  return pick(rng(seed * 31 + 7), [110, 130, 150, 170, 200]);
}
