/**
 * A random but consistent invoice or receipt (parties, numbers, dates, lines, totals), from a
 * seed. The layouts in ./layouts.ts print it; its fields are the labels.
 */
import { checkVAT, countries } from 'jsvat';
import { WORDS, type Country, type Lang, type Words } from './vocabulary.js';

export type Rng = () => number;

/** mulberry32: small, fast, reproducible by seed. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(r: Rng, items: readonly T[]): T =>
  items[Math.floor(r() * items.length)] as T;
export const int = (r: Rng, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
export const chance = (r: Rng, p: number) => r() < p;

const digits = (r: Rng, n: number) => Array.from({ length: n }, () => int(r, 0, 9)).join('');

export const COUNTRIES: Country[] = [
  {
    code: 'DE',
    lang: 'de',
    currency: 'EUR',
    vatRates: [19, 7],
    forms: ['GmbH', 'GmbH & Co. KG', 'AG', 'UG (haftungsbeschränkt)', 'e.K.', 'KG'],
    streets: [
      'Hauptstraße',
      'Bahnhofstr.',
      'Am Markt',
      'Lindenallee',
      'Industriestraße',
      'Goethestraße',
    ],
    cities: ['Berlin', 'München', 'Hamburg', 'Köln', 'Leipzig', 'Stuttgart', 'Bremen'],
    postcode: () => '',
    vatPattern: '999999999',
    vatPrefix: 'DE',
    dateFormats: ['dd.mm.yyyy', 'dd.mm.yyyy', 'd. month yyyy', 'yyyy-mm-dd'],
    moneyStyle: 'dot-comma',
    symbolFirst: false,
  },
  {
    code: 'AT',
    lang: 'de',
    currency: 'EUR',
    vatRates: [20, 10],
    forms: ['GmbH', 'KG', 'OG', 'e.U.'],
    streets: ['Mariahilfer Straße', 'Landstraße', 'Herrengasse'],
    cities: ['Wien', 'Graz', 'Linz', 'Salzburg'],
    postcode: () => '',
    vatPattern: 'U99999999',
    vatPrefix: 'AT',
    dateFormats: ['dd.mm.yyyy', 'd. month yyyy'],
    moneyStyle: 'dot-comma',
    symbolFirst: true,
  },
  {
    code: 'FR',
    lang: 'fr',
    currency: 'EUR',
    vatRates: [20, 10, 5.5],
    forms: ['SARL', 'SAS', 'SA', 'EURL', 'SASU'],
    streets: [
      'rue de la Paix',
      'avenue Victor Hugo',
      'boulevard Voltaire',
      'rue des Lilas',
      'place Bellecour',
    ],
    cities: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nantes', 'Lille'],
    postcode: () => '',
    vatPattern: '99999999999',
    vatPrefix: 'FR',
    dateFormats: ['dd/mm/yyyy', 'dd/mm/yyyy', 'd month yyyy'],
    moneyStyle: 'space-comma',
    symbolFirst: false,
  },
  {
    code: 'BE',
    lang: 'fr',
    currency: 'EUR',
    vatRates: [21, 6],
    forms: ['SRL', 'SA', 'SPRL'],
    streets: ['rue Neuve', 'avenue Louise', 'chaussée de Wavre'],
    cities: ['Bruxelles', 'Liège', 'Namur'],
    postcode: () => '',
    vatPattern: '0999999999',
    vatPrefix: 'BE',
    dateFormats: ['dd/mm/yyyy', 'dd-mm-yyyy'],
    moneyStyle: 'dot-comma',
    symbolFirst: false,
  },
  {
    code: 'NL',
    lang: 'nl',
    currency: 'EUR',
    vatRates: [21, 9],
    forms: ['B.V.', 'N.V.', 'V.O.F.', 'BV'],
    streets: ['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Prinsengracht', 'Molenweg'],
    cities: ['Amsterdam', 'Rotterdam', 'Utrecht', 'Eindhoven', 'Groningen'],
    postcode: () => '',
    vatPattern: '999999999B99',
    vatPrefix: 'NL',
    dateFormats: ['dd-mm-yyyy', 'dd-mm-yyyy', 'd month yyyy'],
    moneyStyle: 'dot-comma',
    symbolFirst: true,
  },
  {
    code: 'IT',
    lang: 'it',
    currency: 'EUR',
    vatRates: [22, 10],
    forms: ['S.r.l.', 'S.p.A.', 'S.n.c.', 'Srl'],
    streets: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Viale dei Mille', 'Piazza Duomo'],
    cities: ['Milano', 'Roma', 'Torino', 'Bologna', 'Firenze', 'Napoli'],
    postcode: () => '',
    vatPattern: '99999999999',
    vatPrefix: 'IT',
    dateFormats: ['dd/mm/yyyy', 'dd/mm/yyyy', 'dd.mm.yyyy'],
    moneyStyle: 'dot-comma',
    symbolFirst: true,
  },
  {
    code: 'ES',
    lang: 'es',
    currency: 'EUR',
    vatRates: [21, 10],
    forms: ['S.L.', 'S.A.', 'S.L.U.', 'SL'],
    streets: [
      'Calle Mayor',
      'Avenida de la Constitución',
      'Calle de Alcalá',
      'Paseo de Gracia',
      'Gran Vía',
    ],
    cities: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao'],
    postcode: () => '',
    vatPattern: 'B9999999A',
    vatPrefix: 'ES',
    dateFormats: ['dd/mm/yyyy', 'dd-mm-yyyy', 'd de month de yyyy'],
    moneyStyle: 'dot-comma',
    symbolFirst: false,
  },
  {
    code: 'GB',
    lang: 'en',
    currency: 'GBP',
    vatRates: [20],
    forms: ['Ltd', 'Limited', 'LLP', 'PLC'],
    streets: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Lane'],
    cities: ['London', 'Manchester', 'Bristol', 'Leeds', 'Glasgow'],
    postcode: () => '',
    vatPattern: '999999999',
    vatPrefix: 'GB',
    dateFormats: ['dd/mm/yyyy', 'd month yyyy', 'd mon yyyy'],
    moneyStyle: 'comma-dot',
    symbolFirst: true,
  },
  {
    code: 'IE',
    lang: 'en',
    currency: 'EUR',
    vatRates: [23, 13.5],
    forms: ['Ltd', 'Limited', 'DAC'],
    streets: ['Grafton Street', "O'Connell Street", 'Main Street'],
    cities: ['Dublin', 'Cork', 'Galway'],
    postcode: () => '',
    vatPattern: '9999999A',
    vatPrefix: 'IE',
    dateFormats: ['dd/mm/yyyy', 'd month yyyy'],
    moneyStyle: 'comma-dot',
    symbolFirst: true,
  },
  {
    code: 'US',
    lang: 'en',
    currency: 'USD',
    vatRates: [0, 8.875, 7.25],
    forms: ['Inc.', 'LLC', 'Corp.', 'Co.'],
    streets: ['Market Street', 'Main St', 'Broadway', '5th Avenue', 'Elm Street'],
    cities: ['San Francisco, CA', 'New York, NY', 'Austin, TX', 'Seattle, WA', 'Chicago, IL'],
    postcode: () => '',
    vatPattern: null,
    vatPrefix: '',
    dateFormats: ['mm/dd/yyyy', 'month d, yyyy', 'mon d, yyyy'],
    moneyStyle: 'comma-dot',
    symbolFirst: true,
  },
  {
    code: 'CH',
    lang: 'de',
    currency: 'CHF',
    vatRates: [8.1],
    forms: ['AG', 'GmbH', 'SA'],
    streets: ['Bahnhofstrasse', 'Seestrasse', 'Dorfstrasse'],
    cities: ['Zürich', 'Basel', 'Bern', 'Luzern'],
    postcode: () => '',
    vatPattern: null,
    vatPrefix: '',
    dateFormats: ['dd.mm.yyyy'],
    moneyStyle: 'apos-dot',
    symbolFirst: true,
  },
];

/**
 * Countries only receipts are printed for (./receipt-scans.ts); kept out of COUNTRIES so the
 * invoices of a seed stay the same documents.
 */
export const RECEIPT_COUNTRIES: Country[] = [
  {
    code: 'MY',
    lang: 'en',
    currency: 'MYR',
    vatRates: [6],
    forms: ['Sdn Bhd', 'SDN. BHD.', 'Sdn. Bhd.', 'Enterprise', 'Trading'],
    streets: [
      'Jalan Ampang',
      'Jalan Tun Razak',
      'Jalan SS 2/24',
      'Lorong Maarof',
      'Jalan Klang Lama',
    ],
    cities: ['Kuala Lumpur', 'Petaling Jaya', 'Shah Alam', 'Johor Bahru', 'Klang', 'Cheras'],
    postcode: () => '',
    vatPattern: null,
    vatPrefix: '',
    dateFormats: ['dd/mm/yyyy', 'dd-mm-yyyy', 'dd/mm/yyyy', 'd mon yyyy'],
    moneyStyle: 'comma-dot',
    symbolFirst: true,
  },
];

const NAME_A = [
  'Nordlicht',
  'Bergmann',
  'Atelier Lumen',
  'Solaris',
  'Kraftwerk',
  'Vega',
  'Horizon',
  'Blue Harbor',
  'Greenfield',
  'Alpina',
  'Brightline',
  'Castello',
  'Delta',
  'Everest',
  'Falkner',
  'Girasole',
  'Helios',
  'Iris',
  'Jansen',
  'Kestrel',
  'Lagos',
  'Montclair',
  'Nimbus',
  'Orion',
  'Pioneer',
  'Quercus',
  'Riverside',
  'Sequoia',
  'Tannenberg',
  'Ulmen',
  'Valmont',
  'Westwind',
  'Zenith',
  'Martin & Fils',
  'Rossi',
  'García',
  'De Vries',
  'Schneider',
  'Dubois',
  'Bianchi',
  'Ortega',
];
const NAME_B = [
  'Consulting',
  'Software',
  'Logistik',
  'Design',
  'Elektrotechnik',
  'Print',
  'Media',
  'Services',
  'Trading',
  'Bau',
  'Systems',
  'Solutions',
  'Digital',
  'Immobilien',
  'Conseil',
  'Technologies',
  'Distribuzione',
  'Ingeniería',
  'Installatie',
  'Catering',
  'Studio',
  'Werkzeuge',
  'Office',
];
const PEOPLE = [
  'Anna Schmidt',
  'Jean Martin',
  'Laura Bianchi',
  'Pieter de Jong',
  'María López',
  'John Carter',
  'Sophie Bernard',
  'Lukas Weber',
  'Emma Janssen',
  'Marco Ricci',
  'Carmen Ruiz',
  'Oliver Smith',
];
const ITEMS = [
  'Consulting services',
  'Software licence',
  'Web design',
  'Maintenance',
  'Office chairs',
  'Printer paper A4',
  'Server hosting',
  'Installation',
  'Travel expenses',
  'Workshop',
  'Beratung',
  'Wartungsvertrag',
  'Montage',
  'Prestation de conseil',
  'Abonnement annuel',
  'Onderhoud',
  'Consulenza',
  'Servicio técnico',
  'Licencia anual',
  'Cartucce toner',
];

export interface Party {
  name: string;
  street: string;
  city: string;
  country: Country;
  vatId: string | null;
  /** The id as printed (may have spaces). */
  vatPrinted: string | null;
  taxNumber: string | null;
  iban: string;
  phone: string;
  email: string;
  person: string;
}

export interface Line {
  description: string;
  qty: number;
  unit: number;
  amount: number;
}

export interface InvoiceModel {
  kind: 'invoice' | 'receipt';
  credit: boolean;
  lang: Lang;
  words: Words;
  country: Country;
  currency: string;
  seller: Party;
  buyer: Party | null;
  number: string;
  customerNo: string;
  orderNo: string;
  issue: Date;
  due: Date | null;
  dueShown: 'date' | 'terms' | 'none';
  termsDays: number;
  delivery: Date;
  lines: Line[];
  /** Minor units, positive; credit notes print them negative or under a credit title. */
  net: number;
  vatRate: number;
  vat: number;
  gross: number;
  /** Several rates, one tax line each (test/corpus/tax-variants.ts); else one line of `vat`. */
  taxLines?: Array<{ rate: number; vat: number }>;
  /** A "Total VAT" line printed under the tax lines. */
  taxTotalLabel?: string;
  /** Receipts: cash given and change. */
  cash: number;
  change: number;
  rounding: number;
  fmtDate: (d: Date) => string;
  fmtMoney: (minor: number, opts?: { symbol?: boolean }) => string;
  pick: <T>(items: readonly T[]) => T;
  r: Rng;
  /**
   * How the PDF's producer writes text (fresh layouts, ./fresh-pdf.ts): in reading order, or
   * its text objects out of order, as design and reporting tools do.
   */
  producer?: 'runs' | 'shuffled' | 'glyphs' | 'pieces';
}

/** A VAT id that passes jsvat's checksum, found by trying random digits in the country's form. */
export function validVatId(r: Rng, country: Country): string | null {
  if (!country.vatPattern) return null;
  for (let i = 0; i < 5000; i++) {
    const body = [...country.vatPattern]
      .map((c) =>
        c === '9' ? String(int(r, 0, 9)) : c === 'A' ? pick(r, [...'ABCDEFGHJKLMNPQRSTUVWXYZ']) : c,
      )
      .join('');
    const id = `${country.vatPrefix}${body}`;
    if (checkVAT(id, countries).isValid) return id;
  }
  return null;
}

/** One control digit of a Spanish account number (CCC), over ten digits. */
function spanishControl(ten: string): string {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const sum = [...ten].reduce((s, d, i) => s + Number(d) * (weights[i] ?? 0), 0);
  const digit = 11 - (sum % 11);
  return String(digit === 11 ? 0 : digit === 10 ? 1 : digit);
}

/** An IBAN whose national check digits hold too (ibantools checks BE, FR and ES ones). */
export function validIban(r: Rng, code: string): string {
  const cc = ['DE', 'FR', 'NL', 'IT', 'ES', 'GB', 'IE', 'AT', 'BE', 'CH'].includes(code)
    ? code
    : 'DE';
  const bban: Record<string, () => string> = {
    DE: () => digits(r, 18),
    AT: () => digits(r, 16),
    CH: () => digits(r, 17),
    BE: () => {
      const account = digits(r, 10);
      return `${account}${String(Number(account) % 97 || 97).padStart(2, '0')}`;
    },
    FR: () => {
      const [bank, branch, account] = [digits(r, 5), digits(r, 5), digits(r, 11)];
      const key = 97 - ((89 * Number(bank) + 15 * Number(branch) + 3 * Number(account)) % 97);
      return `${bank}${branch}${account}${String(key).padStart(2, '0')}`;
    },
    NL: () => `ABNA${digits(r, 10)}`,
    IT: () => `X${digits(r, 22)}`,
    ES: () => {
      const [office, account] = [digits(r, 8), digits(r, 10)];
      return `${office}${spanishControl(`00${office}`)}${spanishControl(account)}${account}`;
    },
    GB: () => `NWBK${digits(r, 14)}`,
    IE: () => `AIBK${digits(r, 14)}`,
  };
  const body = (bban[cc] as () => string)();
  const numeric = `${body}${cc}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rem = 0;
  for (const ch of numeric) rem = (rem * 10 + Number(ch)) % 97;
  const check = String(98 - rem).padStart(2, '0');
  return `${cc}${check}${body}`;
}

function postcode(r: Rng, code: string, city: string): string {
  switch (code) {
    case 'NL':
      return `${int(r, 1000, 9999)} ${pick(r, ['AB', 'GC', 'KL', 'TR'])} ${city}`;
    case 'GB':
      return `${city} ${pick(r, ['SW1A', 'M1', 'BS1', 'LS2', 'G1'])} ${int(r, 1, 9)}${pick(r, ['AA', 'BT', 'XY'])}`;
    case 'US':
      return `${city} ${int(r, 10000, 99999)}`;
    case 'IE':
      return `${city} ${pick(r, ['D02', 'T12', 'H91'])} ${pick(r, ['X285', 'AB12', 'K7P2'])}`;
    case 'AT':
    case 'CH':
    case 'BE':
      return `${int(r, 1000, 9999)} ${city}`;
    default:
      return `${String(int(r, 1000, 99999)).padStart(5, '0')} ${city}`;
  }
}

function street(r: Rng, country: Country): string {
  const s = pick(r, country.streets);
  const n = int(r, 1, 180);
  return ['FR', 'GB', 'US', 'IE'].includes(country.code) ? `${n} ${s}` : `${s} ${n}`;
}

export function party(r: Rng, country: Country, company: boolean): Party {
  const base = `${pick(r, NAME_A)} ${pick(r, NAME_B)}`;
  const name = company ? `${base} ${pick(r, country.forms)}` : pick(r, PEOPLE);
  const vatId = company ? validVatId(r, country) : null;
  // Printed with spaces now and then: "DE 123 456 789", "ATU 123 456 78".
  const head = vatId ? (/^[A-Z]{2}[A-Z]/.test(vatId) && vatId.startsWith('AT') ? 3 : 2) : 2;
  const spaced =
    vatId && chance(r, 0.3)
      ? `${vatId.slice(0, head)} ${vatId.slice(head).replace(/(.{3})(?=.)/g, '$1 ')}`
      : vatId;
  const city = pick(r, country.cities);
  const domain = base
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 14);
  return {
    name,
    street: street(r, country),
    city: postcode(r, country.code, city),
    country,
    vatId,
    vatPrinted: spaced,
    taxNumber:
      country.code === 'DE'
        ? `${int(r, 10, 99)}/${int(r, 100, 999)}/${int(r, 10000, 99999)}`
        : null,
    iban: validIban(r, country.code),
    phone: `+${int(r, 30, 49)} ${int(r, 10, 99)} ${int(r, 1000000, 9999999)}`,
    email: `info@${domain}.${country.code === 'US' ? 'com' : country.code.toLowerCase()}`,
    person: pick(r, PEOPLE),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

export function dateFormatter(r: Rng, country: Country, words: Words): (d: Date) => string {
  const format = pick(r, country.dateFormats);
  return (d) => {
    const dd = pad(d.getUTCDate());
    const mm = pad(d.getUTCMonth() + 1);
    const yyyy = String(d.getUTCFullYear());
    const month = words.months[d.getUTCMonth()] as string;
    return format
      .replace('dd', dd)
      .replace('mm', mm)
      .replace('yyyy', yyyy)
      .replace(/\bd\b/, String(d.getUTCDate()))
      .replace('month', month)
      .replace('mon', month.slice(0, 3));
  };
}

export function moneyFormatter(
  country: Country,
  currency: string,
  r: Rng,
): (minor: number, opts?: { symbol?: boolean }) => string {
  const symbolFor: Record<string, string[]> = {
    EUR: ['€', 'EUR'],
    GBP: ['£'],
    USD: ['$', 'USD'],
    CHF: ['CHF'],
    MYR: ['RM'],
  };
  const symbol = pick(r, symbolFor[currency] ?? [currency]);
  const first = country.symbolFirst || symbol === '$' || symbol === '£';
  return (minor, opts = {}) => {
    const negative = minor < 0;
    const abs = Math.abs(minor);
    const whole = String(Math.floor(abs / 100));
    const cents = pad(abs % 100);
    const group = { 'dot-comma': '.', 'comma-dot': ',', 'space-comma': ' ', 'apos-dot': "'" }[
      country.moneyStyle
    ];
    const decimal =
      country.moneyStyle === 'comma-dot' || country.moneyStyle === 'apos-dot' ? '.' : ',';
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
    const number = `${negative ? '-' : ''}${grouped}${decimal}${cents}`;
    if (opts.symbol === false) return number;
    if (!first) return `${number} ${symbol}`;
    return symbol.length === 1
      ? `${negative ? '-' : ''}${symbol}${number.replace('-', '')}`
      : `${symbol} ${number}`;
  };
}

function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * 86_400_000);
}

export function invoiceModel(
  r: Rng,
  kind: 'invoice' | 'receipt',
  countryCode?: string,
): InvoiceModel {
  const country = countryCode
    ? ([...COUNTRIES, ...RECEIPT_COUNTRIES].find((c) => c.code === countryCode) as Country)
    : pick(r, COUNTRIES);
  const lang = country.lang;
  const words = WORDS[lang];
  const seller = party(r, country, true);
  const buyerCountry = chance(r, 0.8) ? country : pick(r, COUNTRIES);
  const buyer = kind === 'receipt' ? null : party(r, buyerCountry, chance(r, 0.75));
  const issue = new Date(Date.UTC(int(r, 2019, 2026), int(r, 0, 11), int(r, 1, 28)));
  const termsDays = pick(r, [7, 10, 14, 21, 30, 45, 60]);
  const dueShown =
    kind === 'receipt' ? 'none' : pick(r, ['date', 'date', 'terms', 'none'] as const);
  const lines: Line[] = Array.from({ length: int(r, 1, kind === 'receipt' ? 8 : 6) }, () => {
    const qty = int(r, 1, kind === 'receipt' ? 3 : 12);
    const unit = kind === 'receipt' ? int(r, 49, 2599) : int(r, 500, 150000);
    return { description: pick(r, ITEMS), qty, unit, amount: qty * unit };
  });
  const net = lines.reduce((s, l) => s + l.amount, 0);
  const vatRate = pick(r, country.vatRates);
  const vat = Math.round((net * vatRate) / 100);
  let gross = net + vat;
  let rounding = 0;
  if (kind === 'receipt' && country.code !== 'DE' && chance(r, 0.5)) {
    // Cash rounding to 5 cents, printed as its own line.
    const rounded = Math.round(gross / 5) * 5;
    rounding = rounded - gross;
    gross = rounded;
  }
  const cash = Math.ceil(gross / 1000) * 1000 + (chance(r, 0.5) ? 1000 : 0);
  const currency = country.currency;
  const credit = kind === 'invoice' && chance(r, 0.12);
  return {
    kind,
    credit,
    lang,
    words,
    country,
    currency,
    seller,
    buyer,
    number: pick(r, [
      () => `${int(r, 2019, 2026)}-${String(int(r, 1, 9999)).padStart(4, '0')}`,
      () => `INV-${int(r, 10000, 99999)}`,
      () => `${pick(r, ['R', 'RE', 'F', 'FA', 'FT'])}${int(r, 100000, 999999)}`,
      () => `${int(r, 1000, 99999999)}`,
      () => `${pick(r, ['A', 'B', 'K'])}/${int(r, 2019, 2026)}/${int(r, 1, 999)}`,
    ])(),
    customerNo: String(int(r, 10000, 99999)),
    orderNo: `PO-${int(r, 1000, 9999)}`,
    issue,
    due: dueShown === 'none' ? null : addDays(issue, termsDays),
    dueShown,
    termsDays,
    delivery: addDays(issue, -int(r, 1, 20)),
    lines,
    net,
    vatRate,
    vat,
    gross,
    cash,
    change: cash - gross,
    rounding,
    fmtDate: dateFormatter(r, country, words),
    fmtMoney: moneyFormatter(country, currency, r),
    pick: (items) => pick(r, items),
    r,
  };
}

export function iso(d: Date | null): string | null {
  return d ? d.toISOString().slice(0, 10) : null;
}
