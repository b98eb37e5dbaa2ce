/**
 * The 'wild' split: Malaysian till receipts and cash bills of 2017–2019 written from how real ones
 * look (the SROIE kind: scanned retail receipts), not from what the extractor handles. Five
 * families, each with its variants:
 * - `wild-cash-bill`: hardware / stationery "CASH BILL" or "TAX INVOICE" with Document No,
 *   Cashier, Salesperson, Ref, "Total Qty:", "Total Sales (Excluding GST)", Discount, Total GST,
 *   Rounding, "Total Sales (Inclusive of GST)", CASH, CHANGE and a GST summary table;
 * - `wild-restaurant`: Table / Pax / Bill No / Server, Sub Total, Service Charge 10%, GST 6%
 *   (SST / Service Tax 6% from September 2018, GST 0% between June and August 2018), Rounding,
 *   Grand Total, sometimes the total again as "TOTAL (RM):" or "RM 25.00";
 * - `wild-chain`: chain store slips whose date and time are at the foot ("04-01-18 21:53 SH01
 *   ZK08", "TRANS: 12345");
 * - `wild-wholesale`: A5 delivery / wholesale cash invoices (bakery, distributor) in a
 *   proportional font: "Cash Inv No.", the customer's shop, 0% and 6% supplies, "Total Payable",
 *   an adjustment note for returned goods, thousand separators;
 * - `wild-small-shop`: shops with no tax at all or GST 0% ("ZR"), rounding to 0.05.
 * Company lines carry their registration number ("(81109-A)", "(CO. REG : 860671-D)"), a brand
 * word may stand above, a branch in brackets inside the name or on its own line, names without a
 * legal form ("... ENTERPRISE", "RESTORAN ..."). Labels are what SROIE labels: the company line
 * without its registration number, the date, the total paid (after rounding), MYR from "RM";
 * no invoice number or tax id.
 */
import type { Label } from '../../bench/labels.js';
import { renderSheets } from './fresh-pdf.js';
import { freshLayout, type FreshLayout } from './fresh-letters.js';
import { chance, int, pick, type InvoiceModel, type Line, type Rng } from './model.js';

const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Ringgit as Malaysian tills print them: "1,234.50" (the separator on most, not all). */
export const rm = (minor: number, group = true) => {
  const abs = Math.abs(minor);
  const whole = String(Math.floor(abs / 100));
  const grouped = group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  return `${minor < 0 ? '-' : ''}${grouped}.${pad(abs % 100)}`;
};

/** Rounds to the 5 sen coin (Bank Negara's rounding mechanism, from 2008). */
const round5 = (minor: number) => Math.round(minor / 5) * 5;

export type Regime = 'gst' | 'gst0' | 'sst' | 'none';

/** GST (6%) until 31 May 2018, zero-rated June to August 2018, SST from 1 September 2018. */
export function regimeOn(d: Date): Regime {
  if (d < new Date(Date.UTC(2018, 5, 1))) return 'gst';
  if (d < new Date(Date.UTC(2018, 8, 1))) return 'gst0';
  return 'sst';
}

/** The ways Malaysian tills print a date, two-digit years included. */
export function wildDate(r: Rng, d: Date): string {
  const dd = pad(d.getUTCDate());
  const mm = pad(d.getUTCMonth() + 1);
  const yyyy = String(d.getUTCFullYear());
  const yy = yyyy.slice(2);
  const mon = MONTHS[d.getUTCMonth()]!;
  return pick(r, [
    `${dd}/${mm}/${yyyy}`,
    `${dd}/${mm}/${yyyy}`,
    `${dd}-${mm}-${yyyy}`,
    `${dd}-${mm}-${yy}`,
    `${dd}/${mm}/${yy}`,
    `${dd}-${mon}-${yyyy}`,
    `${dd} ${mon.toUpperCase()} ${yyyy}`,
    `${mon} ${dd}, ${yyyy}`,
    `${yyyy}/${mm}/${dd}`,
    `${yyyy}-${mm}-${dd}`,
    `${dd}.${mm}.${yy}`,
    `${dd}.${mm}.${yyyy}`,
  ]);
}

const time = (r: Rng, seconds = chance(r, 0.4)) =>
  `${pad(int(r, 8, 22))}:${pad(int(r, 0, 59))}${seconds ? `:${pad(int(r, 0, 59))}` : ''}`;
const time12 = (r: Rng) => {
  const h = int(r, 8, 22);
  return `${pad(((h + 11) % 12) + 1)}:${pad(int(r, 0, 59))}:${pad(int(r, 0, 59))} ${h < 12 ? 'AM' : 'PM'}`;
};

// ---- companies ----

const CORES = [
  'GIN KEE',
  'SENG HUAT',
  'KHENG HOE',
  'HOCK SOON',
  'YEW LIAN',
  'CHUAN LEE',
  'TECK GUAN',
  'AIK CHEONG',
  'MAJU JAYA',
  'SINAR BAHAGIA',
  'BINTANG TIMUR',
  'SRI MURUGAN',
  'ANNALAKSHMI',
  'UNIHAKKA',
  'SANYU',
  'LIAN HING',
  'OCEAN PALACE',
  'GOLDEN ARCH',
  'PERNIAGAAN ZHENG HUI',
  'SOON HUAT',
  'WAH SENG',
  'KIM LEONG',
  'FAMILY',
  'HAPPY',
];
const BRANCHES = ['SETIA ALAM', 'TAMAN DAYA', 'PUCHONG', 'KEPONG', 'BANGSAR', 'SEREMBAN 2', 'USJ'];
const ROAD = ['JALAN', 'JLN', 'LOT', 'NO.'];
const AREAS = [
  'TAMAN SRI MUDA, 40400 SHAH ALAM, SELANGOR',
  'TAMAN CONNAUGHT, 56000 CHERAS, KUALA LUMPUR',
  '47100 PUCHONG, SELANGOR DARUL EHSAN',
  'BANDAR BARU BANGI, 43650 SELANGOR',
  '81100 JOHOR BAHRU, JOHOR',
  'TAMAN MELAWATI, 53100 KUALA LUMPUR',
  '41200 KLANG, SELANGOR',
  '52100 KEPONG, KUALA LUMPUR',
];

/** A registration number as printed after the name: company (ROC) or business (ROB) number. */
function regNo(r: Rng, business: boolean): string {
  const check = pick(r, ['A', 'D', 'K', 'M', 'P', 'T', 'U', 'V', 'W', 'X']);
  if (business)
    return pick(r, [
      `JM0${int(r, 100000, 999999)}-${check}`,
      `00${int(r, 1000000, 2999999)}-${check}`,
      `SA0${int(r, 100000, 499999)}-${check}`,
      `${int(r, 100000, 999999)}-${check}`,
    ]);
  return `${int(r, 10000, 1299999)}-${check}`;
}

export interface WildCompany {
  /** The company line as a labeller writes it: the name without its registration number. */
  name: string;
  /** The lines printed at the head, top to bottom; `big` lines are the brand. */
  head: Array<{ text: string; big?: boolean }>;
  address: string[];
  gstId: string | null;
}

/**
 * A Malaysian seller as its head prints it. `kind` decides the name's form: a private company
 * ("SDN BHD", "S/B", "(M) SDN BHD"), or a business without a legal form (ENTERPRISE, TRADING,
 * STATIONERY SHOP, HARDWARE, RESTORAN ...).
 */
export function wildCompany(
  r: Rng,
  kind: 'company' | 'business' | 'restaurant' | 'any',
  gst: boolean,
): WildCompany {
  const business =
    kind === 'business' || kind === 'restaurant' || (kind === 'any' && chance(r, 0.45));
  const core = pick(r, CORES);
  let name: string;
  if (kind === 'restaurant')
    name = pick(r, [
      `RESTORAN ${core}`,
      `RESTORAN ${core}`,
      `${core} RESTAURANT`,
      `KEDAI MAKANAN ${core}`,
      `${core} KOPITIAM`,
    ]);
  else if (business)
    name = pick(r, [
      `${core} ENTERPRISE`,
      `${core} TRADING`,
      `${core} STATIONERY SHOP`,
      `${core} HARDWARE`,
      `SYARIKAT PERNIAGAAN ${core}`,
      `KEDAI RUNCIT ${core}`,
      `${core} BOOK STORE`,
    ]);
  else {
    const inner = chance(r, 0.15) ? ` (${pick(r, BRANCHES)})` : chance(r, 0.15) ? ' (M)' : '';
    const form = pick(r, ['SDN BHD', 'SDN BHD', 'SDN. BHD.', 'S/B', 'Sdn Bhd', 'SDN.BHD']);
    const trade = pick(r, ['', '', 'TRADING ', 'HARDWARE ', 'MARKETING ', 'FOOD INDUSTRIES ']);
    name = `${core} ${trade}${inner.trim() ? `${inner.trim()} ` : ''}${form}`.replace(/\s+/g, ' ');
  }
  const reg = regNo(r, business);
  const head: WildCompany['head'] = [];
  // A brand or logo word above the company (a shop sign, a chain's name).
  if (chance(r, 0.3))
    head.push({
      text: pick(r, [core.split(' ')[0]!, `${core.split(' ')[0]!}-MART`, 'ECO-SHOP', 'TEA GARDEN']),
      big: true,
    });
  const style = int(r, 0, 9);
  if (style <= 3) head.push({ text: `${name} (${reg})` });
  else if (style <= 5)
    head.push(
      { text: name },
      { text: `(${pick(r, ['CO. REG : ', 'Co. No. ', 'ROC No: ', ''])}${reg})` },
    );
  else if (style <= 6) head.push({ text: `${name} (CO. REG : ${reg})` });
  else if (style <= 7) head.push({ text: name }, { text: `Company No: ${reg}` });
  else head.push({ text: name });
  // A branch on its own line (not part of the label).
  if (chance(r, 0.2))
    head.push({ text: pick(r, [`(${pick(r, BRANCHES)})`, `${pick(r, BRANCHES)} BRANCH`]) });
  const address = [
    `${pick(r, ROAD)} ${int(r, 1, 120)}${chance(r, 0.4) ? `-${int(r, 1, 30)}` : ''}, ${pick(r, ['JALAN SS 2/24', 'JALAN PUTRA 3', 'JALAN KEPONG', 'JALAN PUCHONG', 'JALAN MEGAH 7', 'PERSIARAN KLANG'])},`,
    pick(r, AREAS),
  ];
  if (chance(r, 0.8))
    address.push(
      `TEL: 03-${int(r, 3000, 9999)} ${int(r, 1000, 9999)}${chance(r, 0.4) ? `  FAX: 03-${int(r, 3000, 9999)} ${int(r, 1000, 9999)}` : ''}`,
    );
  const gstId = gst ? `00${int(r, 1000, 2999)}${int(r, 100000, 999999)}` : null;
  return { name, head, address, gstId };
}

// ---- a recorder: lines first, the page's height after ----

interface Op {
  s: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  mono?: boolean;
  right?: boolean;
  center?: boolean;
}

/** Lays out text lines top to bottom on a page of `width` points; the height follows. */
export class Paper {
  ops: Op[] = [];
  y = 16;
  constructor(
    readonly width: number,
    readonly size: number,
    readonly mono: boolean,
  ) {}
  gap(points: number) {
    this.y += points;
  }
  center(s: string, o: { bold?: boolean; size?: number } = {}) {
    const size = o.size ?? this.size;
    this.ops.push({
      s,
      x: this.width / 2,
      y: this.y,
      size,
      bold: o.bold,
      mono: this.mono,
      center: true,
    });
    this.y += size + 3.5;
  }
  left(s: string, o: { bold?: boolean; x?: number } = {}) {
    this.ops.push({ s, x: o.x ?? 10, y: this.y, size: this.size, bold: o.bold, mono: this.mono });
    this.y += this.size + 3.5;
  }
  /** Cells at fractions of the width; a cell ending in '>' is right-aligned at its fraction. */
  row(cells: Array<[number, string]>, o: { bold?: boolean } = {}) {
    for (const [at, s] of cells) {
      const right = at > 0.35;
      const x = right ? this.width * at - 10 * (at === 1 ? 1 : 0) : Math.max(10, this.width * at);
      this.ops.push({ s, x, y: this.y, size: this.size, bold: o.bold, mono: this.mono, right });
    }
    this.y += this.size + 3.5;
  }
  pair(label: string, value: string, o: { bold?: boolean } = {}) {
    this.row(
      [
        [0, label],
        [1, value],
      ],
      o,
    );
  }
  rule(char = '-') {
    const n = Math.floor((this.width - 20) / (this.size * 0.6));
    this.left(char.repeat(n));
  }
  text(): string {
    return this.ops.map((o) => o.s).join('\n');
  }
  async render(m: InvoiceModel): Promise<Uint8Array> {
    return renderSheets(m, (sheets) => {
      const pen = sheets.page([this.width, this.y + 20]);
      for (const o of this.ops) {
        const f = o.mono ? pen.mono : o.bold ? pen.bold : pen.font;
        const x = o.center ? Math.max(4, o.x - f.widthOfTextAtSize(o.s, o.size) / 2) : o.x;
        pen.text(o.s, x, o.y, { size: o.size, bold: o.bold, mono: o.mono, right: o.right });
      }
    });
  }
}

function printHead(p: Paper, c: WildCompany, m: InvoiceModel) {
  for (const h of c.head)
    p.center(h.text, h.big ? { bold: true, size: p.size + 6 } : { bold: chance(m.r, 0.3) });
  for (const a of c.address) p.center(a);
  if (c.gstId)
    p.center(`${pick(m.r, ['GST ID No :', 'GST REG NO:', 'GST No.', 'GST ID:'])} ${c.gstId}`);
}

// ---- the model ----

export interface WildFacts {
  company: WildCompany;
  regime: Regime;
  /** Amounts in sen. */
  items: number;
  discount: number;
  service: number;
  /** Zero-rated supplies (wholesale: bread). */
  zeroRated: number;
  tax: number;
  /** The tax is inside the item prices (shelf prices), not added to them. */
  taxIncluded?: boolean;
  rounding: number;
  total: number;
  cash: number | null;
  change: number | null;
  /** A labelled amount lines on the page that are not the total (for the test and the report). */
  subtotals: number[];
}

export type WildModel = InvoiceModel & { wild: WildFacts };

const ITEMS: Record<string, Array<[string, number, number]>> = {
  hardware: [
    ['PVC PIPE 1/2" X 10FT', 350, 1200],
    ['WD-40 333ML', 1190, 1590],
    ['CABLE TIE 8" (100PCS)', 350, 650],
    ['STANLEY MEASURING TAPE 5M', 1590, 2990],
    ['SCREW 1" (1KG)', 900, 1600],
    ['NIPPON PAINT 1L', 2200, 4500],
    ['SILICONE SEALANT CLEAR', 690, 1290],
    ['A4 PAPER 70GSM 500S', 1050, 1590],
    ['FABER CASTELL 2B PENCIL', 90, 250],
    ['BOX FILE 3"', 420, 890],
    ['CORRECTION TAPE', 250, 590],
    ['EXTENSION SOCKET 4 WAY', 1890, 3990],
  ],
  food: [
    ['NASI LEMAK AYAM', 750, 1290],
    ['MEE GORENG MAMAK', 650, 990],
    ['TEH TARIK', 180, 350],
    ['KOPI O AIS', 180, 320],
    ['ROTI CANAI', 120, 250],
    ['CHICKEN CHOP', 1390, 2290],
    ['FRIED RICE SEAFOOD', 990, 1590],
    ['LIME JUICE', 350, 590],
    ['BAK KUT TEH (S)', 1500, 2800],
    ['WHITE RICE', 150, 250],
  ],
  grocery: [
    ['MILO 1KG', 1690, 2390],
    ['GARDENIA WHITE BREAD', 320, 420],
    ['MAGGI KARI 5X79G', 520, 690],
    ['DUTCH LADY UHT 1L', 590, 790],
    ['MINERAL WATER 1.5L', 150, 250],
    ['CUP MEE', 150, 290],
    ['DETERGENT 2KG', 1290, 2290],
    ['EGGS GRADE A 10S', 450, 690],
    ['SUGAR 1KG', 250, 290],
    ['COOKING OIL 5KG', 2290, 2990],
  ],
  bakery: [
    ['WHITE BREAD 400G', 240, 300],
    ['WHOLEMEAL BREAD', 320, 400],
    ['BUTTERSCOTCH BUN', 90, 130],
    ['KAYA ROLL', 80, 120],
    ['CREAM ROLL CHOC', 70, 110],
    ['TWIN PACK CHOC', 110, 150],
    ['DELICIA PANDAN', 150, 190],
  ],
};

function items(r: Rng, family: keyof typeof ITEMS, n: number, qtyMax: number): Line[] {
  return Array.from({ length: n }, () => {
    const [description, lo, hi] = pick(r, ITEMS[family]!);
    const qty = chance(r, 0.6) ? 1 : int(r, 2, qtyMax);
    const unit = Math.round(int(r, lo, hi) / 10) * 10;
    return { description, qty, unit, amount: qty * unit };
  });
}

/** The issue date: SROIE's receipts are of 2017 and 2018, some of early 2019. */
function wildIssue(r: Rng): Date {
  const day = int(r, 0, 2.5 * 365);
  return new Date(Date.UTC(2017, 0, 2) + day * 86_400_000);
}

/** Cash given: the next note or two above the total, or a card (no cash, no change). */
function tender(r: Rng, total: number): { cash: number | null; change: number | null } {
  if (chance(r, 0.2)) return { cash: null, change: null };
  const notes = [500, 1000, 2000, 5000, 10000];
  const above = notes.filter((n) => n >= total);
  const cash = above.length
    ? pick(r, above.slice(0, 2))
    : Math.ceil(total / 10000) * 10000 + (chance(r, 0.3) ? 5000 : 0);
  return { cash, change: cash - total };
}

function base(
  m: InvoiceModel,
  company: WildCompany,
  lines: Line[],
  wild: Omit<WildFacts, 'company'>,
): WildModel {
  const seller = { ...m.seller, name: company.name, vatId: null, vatPrinted: null };
  return {
    ...m,
    currency: 'MYR',
    seller,
    buyer: null,
    lines,
    net: wild.items - wild.discount,
    vat: wild.tax,
    gross: wild.total,
    rounding: wild.rounding,
    cash: wild.cash ?? wild.total,
    change: wild.change ?? 0,
    due: null,
    dueShown: 'none',
    wild: { ...wild, company },
  };
}

// ---- the cash bill of a hardware or stationery shop ----

const cashBill = freshLayout(
  'wild-cash-bill',
  'receipt',
  ['MY'],
  (m0) => {
    const r = m0.r;
    const issue = wildIssue(r);
    const regime = regimeOn(issue);
    const company = wildCompany(r, 'any', regime !== 'sst');
    const lines = items(r, 'hardware', int(r, 1, 7), 6);
    const sum = lines.reduce((s, l) => s + l.amount, 0);
    const discount = chance(r, 0.25) ? Math.round((sum * int(r, 2, 10)) / 100) : 0;
    const rate = regime === 'gst' ? 6 : 0;
    const tax = regime === 'sst' ? 0 : Math.round(((sum - discount) * rate) / 100);
    const exact = sum - discount + tax;
    const total = round5(exact);
    const paid = tender(r, total);
    return base({ ...m0, issue }, company, lines, {
      regime,
      items: sum,
      discount,
      service: 0,
      zeroRated: 0,
      tax,
      rounding: total - exact,
      total,
      ...paid,
      subtotals: [sum - discount, tax],
    });
  },
  (m) => {
    const r = m.r;
    const w = m.wild;
    const p = new Paper(230, 8, true);
    printHead(p, w.company, m);
    p.gap(4);
    p.center(
      w.regime === 'sst'
        ? pick(r, ['CASH BILL', 'RECEIPT', 'CASH SALES'])
        : pick(r, ['TAX INVOICE', 'CASH BILL', 'SIMPLIFIED TAX INVOICE']),
      { bold: true },
    );
    p.gap(3);
    const date = wildDate(r, m.issue);
    const doc = `${pick(r, ['CS', 'CB', 'INV', 'T'])}${int(r, 10000, 999999)}`;
    p.pair(pick(r, ['Document No :', 'Doc No.:', 'Receipt No:', 'Invoice No:']), doc);
    if (chance(r, 0.5)) p.pair('Date :', `${date}${chance(r, 0.5) ? ` ${time(r)}` : ''}`);
    else p.left(`Date : ${date}  ${chance(r, 0.5) ? time12(r) : time(r)}`);
    p.pair('Cashier :', pick(r, ['USER', 'ADMIN', 'SITI', 'AHMAD', 'LEE', 'MANAGER']));
    if (chance(r, 0.5)) p.pair('Salesperson :', pick(r, ['', 'KENNY', 'ALI', 'ONG']));
    if (chance(r, 0.3)) p.pair('Ref.:', pick(r, ['', `PO${int(r, 1000, 9999)}`]));
    p.rule();
    p.row([
      [0, 'Item'],
      [0.55, 'Qty'],
      [0.78, 'Price'],
      [1, 'Amount'],
    ]);
    p.rule();
    for (const l of m.lines) {
      const code = chance(r, 0.5) ? `${int(r, 100000000, 999999999)} ` : '';
      p.left(`${code}${l.description}`.slice(0, 34));
      const tax = w.regime === 'gst' ? ' SR' : w.regime === 'gst0' ? ' ZR' : '';
      p.row([
        [0.55, String(l.qty)],
        [0.78, rm(l.unit)],
        [1, `${rm(l.amount)}${tax}`],
      ]);
    }
    p.rule();
    const qty = m.lines.reduce((s, l) => s + l.qty, 0);
    if (chance(r, 0.7)) p.left(`Total Qty: ${qty}`);
    const gst = w.regime !== 'sst';
    p.pair(gst ? 'Total Sales (Excluding GST) :' : 'Total Sales :', rm(w.items));
    if (w.discount || chance(r, 0.5)) p.pair('Discount :', rm(w.discount));
    if (gst) p.pair('Total GST :', rm(w.tax));
    p.pair('Rounding :', rm(w.rounding));
    p.pair(gst ? 'Total Sales (Inclusive of GST) :' : 'Total :', rm(w.total), { bold: true });
    if (w.cash !== null) {
      p.pair('CASH :', rm(w.cash));
      p.pair('CHANGE :', rm(w.change!));
    } else p.pair(pick(r, ['VISA :', 'MASTER :', 'DEBIT CARD :']), rm(w.total));
    if (gst) {
      p.gap(4);
      p.left('GST Summary');
      p.row([
        [0, 'Tax Code'],
        [0.4, '%'],
        [0.7, 'Amt(RM)'],
        [1, 'Tax(RM)'],
      ]);
      p.row([
        [0, w.regime === 'gst' ? 'SR' : 'ZR'],
        [0.4, w.regime === 'gst' ? '6' : '0'],
        [0.7, rm(w.items - w.discount)],
        [1, rm(w.tax)],
      ]);
    }
    p.gap(4);
    p.center(
      pick(r, ['Goods Sold Are Not Returnable', 'GOODS SOLD ARE NOT RETURNABLE & REFUNDABLE']),
    );
    p.center(pick(r, ['THANK YOU', 'Thank You. Please Come Again.']));
    return p.render(m);
  },
);

// ---- the restaurant bill ----

const restaurant = freshLayout(
  'wild-restaurant',
  'receipt',
  ['MY'],
  (m0) => {
    const r = m0.r;
    const issue = wildIssue(r);
    const regime = regimeOn(issue);
    const company = wildCompany(r, chance(r, 0.7) ? 'restaurant' : 'company', regime !== 'sst');
    const lines = items(r, 'food', int(r, 2, 8), 4);
    const sum = lines.reduce((s, l) => s + l.amount, 0);
    const service = chance(r, 0.55) ? Math.round(sum / 10) : 0;
    const rate = regime === 'gst0' ? 0 : 6;
    const tax = Math.round(((sum + service) * rate) / 100);
    const exact = sum + service + tax;
    const total = round5(exact);
    return base({ ...m0, issue }, company, lines, {
      regime,
      items: sum,
      discount: 0,
      service,
      zeroRated: 0,
      tax,
      rounding: total - exact,
      total,
      ...tender(r, total),
      subtotals: [sum, service, tax].filter((v) => v > 0),
    });
  },
  (m) => {
    const r = m.r;
    const w = m.wild;
    const p = new Paper(230, 8, true);
    printHead(p, w.company, m);
    p.gap(4);
    if (chance(r, 0.6))
      p.center(
        w.regime === 'sst' ? 'INVOICE' : pick(r, ['TAX INVOICE', 'SIMPLIFIED TAX INVOICE']),
        { bold: true },
      );
    const date = wildDate(r, m.issue);
    const bill = `${pick(r, ['', 'B', 'A0'])}${int(r, 1000, 99999)}`;
    p.row([
      [0, `Table: ${pick(r, ['', 'A'])}${int(r, 1, 40)}`],
      [1, `Pax: ${int(r, 1, 8)}`],
    ]);
    p.pair(pick(r, ['Bill No:', 'Bill #', 'Receipt No:', 'Check No:']), bill);
    if (chance(r, 0.5)) p.pair('Date:', `${date} ${time(r)}`);
    else p.left(chance(r, 0.5) ? `DATE:${date} ${time12(r)}` : `Date: ${date}  Time: ${time(r)}`);
    if (chance(r, 0.6))
      p.pair(pick(r, ['Server:', 'Cashier:', 'Waiter:']), pick(r, ['MAY', 'ALI', 'JENNY', 'RAJ']));
    p.rule();
    for (const l of m.lines)
      p.row([
        [0, `${l.qty} ${l.description}`.slice(0, 26)],
        [1, rm(l.amount)],
      ]);
    p.rule();
    p.pair(pick(r, ['Sub Total', 'SUBTOTAL', 'Sub-Total:']), rm(w.items));
    if (w.service)
      p.pair(pick(r, ['Service Charge 10%', 'SVC CHG 10%', 'Service Chrg (10%)']), rm(w.service));
    const taxLabel =
      w.regime === 'sst'
        ? pick(r, ['SST 6%', 'Service Tax 6%', 'SERVICE TAX (6%)'])
        : w.regime === 'gst0'
          ? pick(r, ['GST 0%', 'GST @0%'])
          : pick(r, ['GST 6%', 'GST @6%', 'GST (6%)']);
    p.pair(taxLabel, rm(w.tax));
    if (w.rounding || chance(r, 0.6))
      p.pair(pick(r, ['Rounding', 'Rounding Adj', 'Round']), rm(w.rounding));
    p.pair(pick(r, ['Grand Total', 'TOTAL', 'GRAND TOTAL', 'Total Amount']), rm(w.total), {
      bold: true,
    });
    if (w.cash !== null) {
      p.pair(pick(r, ['Cash', 'CASH']), rm(w.cash));
      p.pair(pick(r, ['Change', 'CHANGE']), rm(w.change!));
    } else p.pair(pick(r, ['VISA', 'MASTERCARD', 'CREDIT CARD']), rm(w.total));
    p.gap(3);
    const again = int(r, 0, 4);
    if (again === 0) p.center(`TOTAL (RM): ${rm(w.total)}`, { bold: true });
    else if (again === 1) p.center(`RM ${rm(w.total)}`, { bold: true, size: 12 });
    if (w.regime !== 'sst' && chance(r, 0.5)) {
      p.row([
        [0, 'GST Summary'],
        [0.7, 'Amount'],
        [1, 'Tax'],
      ]);
      p.row([
        [0, w.regime === 'gst' ? 'SR @ 6%' : 'ZR @ 0%'],
        [0.7, rm(w.items + w.service)],
        [1, rm(w.tax)],
      ]);
    }
    p.center(pick(r, ['THANK YOU, PLEASE COME AGAIN', 'Terima Kasih', 'THANK YOU!']));
    return p.render(m);
  },
);

// ---- the chain store slip, its date at the foot ----

const chain = freshLayout(
  'wild-chain',
  'receipt',
  ['MY'],
  (m0) => {
    const r = m0.r;
    const issue = wildIssue(r);
    const regime = regimeOn(issue);
    const company = wildCompany(r, 'company', regime !== 'sst');
    const lines = items(r, 'grocery', int(r, 1, 9), 3);
    const sum = lines.reduce((s, l) => s + l.amount, 0);
    // Shelf prices include the tax; the summary shows what is in them.
    const rate = regime === 'gst' ? 6 : 0;
    const tax = Math.round((sum * rate) / (100 + rate));
    const total = round5(sum);
    return base({ ...m0, issue }, company, lines, {
      regime,
      items: sum,
      discount: 0,
      service: 0,
      zeroRated: 0,
      tax,
      rounding: total - sum,
      total,
      ...tender(r, total),
      subtotals: [sum - tax, tax].filter((v) => v > 0),
      taxIncluded: true,
    });
  },
  (m) => {
    const r = m.r;
    const w = m.wild;
    const p = new Paper(220, 8, true);
    printHead(p, w.company, m);
    p.gap(3);
    if (w.regime !== 'sst' && chance(r, 0.6)) p.center('TAX INVOICE');
    p.rule();
    for (const l of m.lines) {
      p.left(`${int(r, 1000000, 9999999)} ${l.description}`.slice(0, 32));
      const code = w.regime === 'gst' ? ' S' : w.regime === 'gst0' ? ' Z' : '';
      p.row([
        [0.1, l.qty > 1 ? `${l.qty} X ${rm(l.unit)}` : ''],
        [1, `${rm(l.amount)}${code}`],
      ]);
    }
    p.rule();
    const n = m.lines.reduce((s, l) => s + l.qty, 0);
    if (chance(r, 0.6)) p.left(`${pick(r, ['Total Item(s):', 'ITEM(S) :', 'Qty:'])} ${n}`);
    p.pair(
      pick(
        r,
        w.regime === 'gst'
          ? ['Total Sales Incl GST', 'TOTAL', 'Total Incl. GST']
          : ['TOTAL', 'Total Sales'],
      ),
      rm(w.items),
    );
    if (w.rounding || chance(r, 0.5)) p.pair('Rounding Adj', rm(w.rounding));
    if (w.rounding || chance(r, 0.5))
      p.pair(pick(r, ['Total After Adj', 'TOTAL', 'Total Payable']), rm(w.total), { bold: true });
    if (w.cash !== null) {
      p.pair('CASH', rm(w.cash));
      p.pair('CHANGE', rm(w.change!));
    } else p.pair(pick(r, ['DEBIT CARD', 'VISA CARD', 'BOOST']), rm(w.total));
    if (w.regime !== 'sst') {
      p.gap(3);
      p.row([
        [0, 'GST Summary'],
        [0.7, 'Amount(RM)'],
        [1, 'Tax(RM)'],
      ]);
      p.row([
        [0, w.regime === 'gst' ? 'S = 6%' : 'Z = 0%'],
        [0.7, rm(w.items - w.tax)],
        [1, rm(w.tax)],
      ]);
    }
    p.gap(4);
    p.center(pick(r, ['Thank You. Please Come Again.', 'THANK YOU & HAVE A NICE DAY']));
    if (chance(r, 0.5)) p.center('Goods sold are not returnable');
    // The foot: date, time, shop and terminal, transaction number.
    const d = m.issue;
    const short = `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${String(d.getUTCFullYear()).slice(2)}`;
    const date = chance(r, 0.6) ? short : wildDate(r, d);
    p.left(
      `${date} ${time(r, false)} ${pick(r, ['SH01', 'SH02', 'ST12'])} ${pick(r, ['ZK08', 'ZJ03', 'ZK11', 'T01'])}`,
    );
    p.left(`${pick(r, ['TRANS:', 'Trans No:', 'RCPT:'])} ${int(r, 10000, 999999)}`);
    return p.render(m);
  },
);

// ---- the wholesale / delivery cash invoice (A5, proportional font) ----

const wholesale = freshLayout(
  'wild-wholesale',
  'receipt',
  ['MY'],
  (m0) => {
    const r = m0.r;
    const issue = wildIssue(r);
    const regime = regimeOn(issue);
    const company = wildCompany(r, 'company', regime !== 'sst');
    const lines = items(r, 'bakery', int(r, 3, 9), 60).map((l) => {
      const qty = int(r, 10, 240);
      return { ...l, qty, amount: qty * l.unit };
    });
    // Bread is zero-rated, the rest standard-rated: the first half ZR, the rest SR.
    const zr = lines.slice(0, Math.ceil(lines.length / 2)).reduce((s, l) => s + l.amount, 0);
    const sr = lines.reduce((s, l) => s + l.amount, 0) - zr;
    const tax = regime === 'gst' ? Math.round(sr * 0.06) : 0;
    const returned = chance(r, 0.45) ? Math.round(((zr + sr) * int(r, 2, 12)) / 100) : 0;
    const exact = zr + sr + tax - returned;
    const total = chance(r, 0.5) ? exact : round5(exact);
    return base({ ...m0, issue }, company, lines, {
      regime,
      items: zr + sr,
      discount: returned,
      service: 0,
      zeroRated: zr,
      tax,
      rounding: total - exact,
      total,
      cash: null,
      change: null,
      subtotals: [zr, sr, sr + tax, zr + sr + tax].filter((v) => v > 0 && v !== total),
    });
  },
  (m) => {
    const r = m.r;
    const w = m.wild;
    const p = new Paper(420, 8.5, false);
    printHead(p, w.company, m);
    p.gap(6);
    p.center(w.regime === 'gst' ? pick(r, ['TAX INVOICE', 'CASH INVOICE']) : 'CASH INVOICE', {
      bold: true,
      size: 11,
    });
    p.gap(4);
    const date = wildDate(r, m.issue);
    const customer = `${pick(r, ['KEDAI RUNCIT', 'MINI MARKET', 'PASARAYA'])} ${pick(r, CORES)}`;
    p.row([
      [0, 'Bill To:'],
      [0.62, 'Cash Inv No.:'],
      [1, `${pick(r, ['72', '73', 'CS'])}${int(r, 100000, 999999)}`],
    ]);
    p.row([
      [0, customer],
      [0.62, 'Date:'],
      [1, date],
    ]);
    p.row([
      [
        0,
        `${pick(r, ['NO.', 'LOT'])} ${int(r, 1, 99)}, JALAN ${pick(r, ['BESAR', 'PASAR', 'MERDEKA'])}`,
      ],
      [0.62, 'Route/Van:'],
      [1, `V${int(r, 10, 99)}`],
    ]);
    p.row([
      [0, pick(r, AREAS).slice(0, 38)],
      [0.62, 'Sales Rep:'],
      [1, pick(r, ['ROSLI', 'TAN', 'MUTHU'])],
    ]);
    p.gap(3);
    p.rule();
    p.row([
      [0, 'Description'],
      [0.5, 'Qty'],
      [0.62, 'U.Price'],
      [0.74, 'Tax'],
      [1, 'Amount(RM)'],
    ]);
    p.rule();
    m.lines.forEach((l, i) => {
      const code =
        w.regime === 'sst'
          ? ''
          : i < Math.ceil(m.lines.length / 2) || w.regime !== 'gst'
            ? 'ZR'
            : 'SR';
      p.row([
        [0, l.description],
        [0.5, String(l.qty)],
        [0.62, rm(l.unit)],
        [0.74, code],
        [1, rm(l.amount)],
      ]);
    });
    p.rule();
    const zr = w.zeroRated;
    const sr = w.items - zr;
    if (w.regime === 'sst') p.pair(pick(r, ['Total Amount :', 'Sub Total :']), rm(w.items));
    else {
      p.pair('Total 0% supplies :', rm(zr));
      p.pair('Total 6% supplies (Excl. GST) :', rm(sr));
      p.pair(w.regime === 'gst' ? 'GST 6% :' : 'GST 0% :', rm(w.tax));
      p.pair('Total 6% supplies (Inc. GST) :', rm(sr + w.tax));
    }
    if (w.discount) {
      p.pair(`Adjustment note (CN ${int(r, 10000, 99999)}) - returned goods :`, rm(-w.discount));
    }
    if (w.rounding) p.pair('Rounding :', rm(w.rounding));
    p.pair(pick(r, ['Total Payable :', 'TOTAL PAYABLE (RM) :', 'Total Payable:']), rm(w.total), {
      bold: true,
    });
    p.gap(6);
    p.left('E. & O. E.');
    p.left('Received above goods in good order and condition.');
    p.gap(10);
    p.row([
      [0, '________________________'],
      [1, '________________________'],
    ]);
    p.row([
      [0, "Customer's Chop & Signature"],
      [1, 'Driver / Salesman'],
    ]);
    return p.render(m);
  },
);

// ---- the small shop: no tax at all, or GST 0% ----

const smallShop = freshLayout(
  'wild-small-shop',
  'receipt',
  ['MY'],
  (m0) => {
    const r = m0.r;
    const issue = wildIssue(r);
    const zeroRated = regimeOn(issue) !== 'sst' && chance(r, 0.4);
    const company = wildCompany(r, 'business', zeroRated);
    const lines = items(r, pick(r, ['grocery', 'hardware', 'food'] as const), int(r, 1, 6), 5);
    const sum = lines.reduce((s, l) => s + l.amount, 0);
    const total = round5(sum);
    return base({ ...m0, issue }, company, lines, {
      regime: zeroRated ? 'gst0' : 'none',
      items: sum,
      discount: 0,
      service: 0,
      zeroRated: 0,
      tax: 0,
      rounding: total - sum,
      total,
      ...tender(r, total),
      subtotals: [],
    });
  },
  (m) => {
    const r = m.r;
    const w = m.wild;
    const p = new Paper(210, 8, true);
    printHead(p, w.company, m);
    p.gap(3);
    p.center(pick(r, ['RECEIPT', 'CASH RECEIPT', 'CASH BILL', 'RESIT']));
    const date = wildDate(r, m.issue);
    p.left(`${pick(r, ['No:', 'Receipt #:', 'NO. RESIT:'])} ${int(r, 1000, 99999)}`);
    p.left(
      `${pick(r, ['Date:', 'Date :', 'TARIKH:', 'DATE:'])} ${date}${chance(r, 0.5) ? ` ${time(r)}` : ''}`,
    );
    p.rule();
    for (const l of m.lines)
      p.row([
        [0, `${l.description}`.slice(0, 20)],
        [0.62, `${l.qty}x${rm(l.unit)}`],
        [1, rm(l.amount)],
      ]);
    p.rule();
    if (w.rounding || chance(r, 0.3)) {
      p.pair(pick(r, ['SUBTOTAL', 'Sub Total', 'TOTAL']), rm(w.items));
      p.pair(pick(r, ['Rounding', 'ROUNDING ADJ', 'Round']), rm(w.rounding));
    }
    p.pair(
      pick(
        r,
        w.rounding
          ? ['NET TOTAL', 'TOTAL DUE', 'Total Payable', 'JUMLAH']
          : ['TOTAL', 'TOTAL RM', 'JUMLAH', 'Total'],
      ),
      rm(w.total),
      { bold: true },
    );
    if (w.cash !== null) {
      p.pair(pick(r, ['CASH', 'Cash', 'TUNAI']), rm(w.cash));
      p.pair(pick(r, ['CHANGE', 'Change', 'BAKI']), rm(w.change!));
    }
    if (w.regime === 'gst0') {
      p.gap(3);
      p.row([
        [0, 'Tax Code'],
        [0.7, 'Amt(RM)'],
        [1, 'Tax(RM)'],
      ]);
      p.row([
        [0, 'ZR 0%'],
        [0.7, rm(w.total)],
        [1, '0.00'],
      ]);
    }
    p.gap(3);
    p.center(pick(r, ['THANK YOU', 'Terima Kasih', '** THANK YOU **']));
    return p.render(m);
  },
);

/** Layouts with how often each appears (SROIE is mostly retail slips, then restaurants). */
export const WILD_RECEIPTS: FreshLayout[] = [cashBill, restaurant, chain, wholesale, smallShop];

/** The label a SROIE labeller writes: company, date, total (and the currency from "RM"). */
export function wildLabel(label: Label): Label {
  return { ...label, invoiceNumber: null, dueDate: null, vendorTaxId: null, split: 'wild' };
}
