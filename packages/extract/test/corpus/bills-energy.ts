/**
 * 'bills' layout `energy`: electricity, gas and water bills — the yearly settlement
 * ("Jahresabrechnung", "jaarafrekening", "facture de régularisation", "annual statement") as
 * utilities print it: account and meter numbers, meter readings and consumption in kWh or m³
 * (gas converted with calorific value and z-number), a tariff table (unit price × quantity,
 * standing charge per day or month, levies), net, VAT (one rate, or two as French bills have),
 * the bill's gross total, the monthly instalments already paid, and what is left: an extra
 * payment ("Nachzahlung", debited or due on a date) or a credit ("Guthaben", refunded, no due
 * date); then the schedule of the next instalments with their dates. Total = the gross cost
 * of the period (BT-112), never the balance after instalments.
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

const EN: Record<string, W> = {
  de: {
    title: 'Jahresabrechnung {k}|Ihre {k}abrechnung|Verbrauchsabrechnung',
    power: 'Strom',
    gas: 'Erdgas',
    water: 'Trinkwasser',
    customer: 'Kundennummer',
    number: 'Rechnungsnummer|Rechnungs-Nr.|Abrechnungsnummer',
    date: 'Rechnungsdatum|Datum',
    contract: 'Vertragskonto|Vertragsnummer',
    site: 'Verbrauchsstelle',
    meter: 'Zählernummer|Zähler-Nr.',
    marketId: 'Marktlokations-ID|Zählpunkt',
    period: 'Abrechnungszeitraum',
    readings: 'Zählerstand alt|Zählerstand neu|Verbrauch',
    conv: 'Zustandszahl {z} × Brennwert {b} kWh/m³',
    work: 'Arbeitspreis|Verbrauchspreis',
    base: 'Grundpreis|Grundgebühr',
    levy: 'Stromsteuer|Konzessionsabgabe|Messstellenbetrieb|CO₂-Preis',
    days: 'Tage',
    net: 'Summe netto|Nettobetrag',
    vat: 'Umsatzsteuer {r} %|USt. {r} % auf {b}',
    total: 'Rechnungsbetrag brutto|Gesamtbetrag|Summe brutto|Rechnungsbetrag',
    paid: 'abzüglich geleisteter Abschläge|Ihre Abschlagszahlungen|bereits gezahlte Abschläge',
    extra: 'Nachzahlung|Zu zahlender Betrag|Restbetrag',
    credit: 'Guthaben|Ihr Guthaben',
    debit:
      'Den Betrag von {a} buchen wir am {d} von Ihrem Konto {i} ab.|Bitte überweisen Sie {a} bis zum {d}.|Fällig am {d}',
    refund:
      'Ihr Guthaben überweisen wir in den nächsten Tagen auf Ihr Konto {i}.|Das Guthaben verrechnen wir mit Ihrem nächsten Abschlag.',
    plan: 'Ihre neuen Abschläge|Abschlagsplan',
    planHead: 'Fälligkeit|Betrag',
    mandate: 'Mandatsreferenz',
    creditor: 'Gläubiger-ID',
    vatId: 'USt-IdNr.',
    taxNo: 'Steuernummer',
    register: 'Amtsgericht {c} HRB {n}',
    unitWork: 'ct/kWh',
    unitBase: '€/Monat',
    page: 'Seite {p} von {n}',
  },
  nl: {
    title: 'Jaarafrekening {k}|Uw jaarnota {k}',
    power: 'stroom',
    gas: 'gas',
    water: 'water',
    customer: 'Klantnummer',
    number: 'Factuurnummer|Notanummer',
    date: 'Factuurdatum|Datum',
    contract: 'Contractnummer',
    site: 'Leveringsadres',
    meter: 'Meternummer',
    marketId: 'EAN-code',
    period: 'Periode',
    readings: 'Beginstand|Eindstand|Verbruik',
    conv: 'Calorische waarde {b}',
    work: 'Leveringstarief|Kale leveringsprijs',
    base: 'Vaste leveringskosten|Netbeheerkosten',
    levy: 'Energiebelasting|ODE',
    days: 'dagen',
    net: 'Totaal excl. btw',
    vat: 'Btw {r}%',
    total: 'Totaal incl. btw|Totale kosten',
    paid: 'Betaalde termijnbedragen|Reeds betaald',
    extra: 'Te betalen|Nog te betalen',
    credit: 'Terug te ontvangen|Tegoed',
    debit: 'Wij schrijven {a} rond {d} af van rekening {i}.|Graag ontvangen wij {a} vóór {d}.',
    refund: 'Het tegoed storten wij binnen 14 dagen op rekening {i}.',
    plan: 'Uw nieuwe termijnbedrag|Termijnschema',
    planHead: 'Datum|Bedrag',
    mandate: 'Machtigingskenmerk',
    creditor: 'Incassant ID',
    vatId: 'Btw-nr.',
    taxNo: 'Btw-nr.',
    register: 'KvK {n}',
    unitWork: '€/kWh',
    unitBase: '€/dag',
    page: 'Pagina {p} van {n}',
  },
  fr: {
    title: 'Facture de régularisation {k}|Votre facture {k}|Facture annuelle',
    power: "d'électricité",
    gas: 'de gaz naturel',
    water: "d'eau",
    customer: 'Référence client|N° client',
    number: 'N° de facture|Facture n°',
    date: 'Date de facture|Facture du',
    contract: 'N° de contrat|Compte de facturation',
    site: 'Point de livraison',
    meter: 'N° de compteur',
    marketId: 'PDL|PCE',
    period: 'Période de consommation|Période',
    readings: 'Ancien index|Nouvel index|Consommation',
    conv: 'Coefficient de conversion {b}',
    work: 'Consommation|Prix du kWh',
    base: 'Abonnement',
    levy: 'Accise sur l’électricité|Contribution tarifaire d’acheminement|CTA',
    days: 'jours',
    net: 'Total HT|Montant hors TVA',
    vat: 'TVA {r} %|TVA à {r} %',
    total: 'Total TTC|Montant TTC de la facture|Total de la facture TTC',
    paid: 'Mensualités déjà réglées|Déjà payé',
    extra: 'Montant à payer|Reste à payer|Solde à payer',
    credit: 'Montant en votre faveur|Trop-perçu',
    debit:
      'Ce montant de {a} sera prélevé le {d}.|À payer avant le {d}|Date limite de paiement : {d}',
    refund:
      'Ce montant vous sera remboursé par virement.|Ce montant sera déduit de vos prochaines mensualités.',
    plan: 'Votre nouvel échéancier|Échéancier de paiement',
    planHead: 'Date de prélèvement|Montant',
    mandate: 'RUM',
    creditor: 'ICS',
    vatId: 'N° TVA intracommunautaire',
    taxNo: 'SIRET',
    register: 'RCS {c} {n}',
    unitWork: '€/kWh',
    unitBase: '€/mois',
    page: 'Page {p}/{n}',
  },
  en: {
    title: 'Your {k} bill|Annual {k} statement|Your energy statement',
    power: 'electricity',
    gas: 'gas',
    water: 'water',
    customer: 'Account number',
    number: 'Bill reference|Invoice number|Statement number',
    date: 'Bill date|Date of statement',
    contract: 'Tariff reference',
    site: 'Supply address',
    meter: 'Meter serial number|Meter number',
    marketId: 'MPAN|MPRN',
    period: 'Charges for|Billing period',
    readings: 'Previous reading|Latest reading|Units used',
    conv: 'Calorific value {b}',
    work: 'Unit rate|Energy charge',
    base: 'Standing charge',
    levy: 'Climate Change Levy|Government scheme costs',
    days: 'days',
    net: 'Total charges before VAT|Charges excl. VAT',
    vat: 'VAT at {r}%|VAT @ {r}%',
    total: 'Total charges for this period|Total charges|Total including VAT',
    paid: 'Payments received|Direct Debit payments',
    extra: 'Amount to pay|Balance to pay|Total to pay',
    credit: 'Account balance in credit|Your account is in credit',
    debit:
      'We will collect {a} by Direct Debit on or after {d}.|Please pay {a} by {d}.|Payment due {d}',
    refund: 'We will keep your credit on your account.|We will refund your credit to {i}.',
    plan: 'Your new Direct Debit|Payment plan',
    planHead: 'Date|Amount',
    mandate: 'Direct Debit reference',
    creditor: 'Service user number',
    vatId: 'VAT Reg No.',
    taxNo: 'Company No.',
    register: 'Registered in England and Wales No. {n}',
    unitWork: 'p/kWh',
    unitBase: 'p/day',
    page: 'Page {p} of {n}',
  },
};

type Kind = 'power' | 'gas' | 'water';

export type EnergyModel = BillModel & {
  ew: W;
  utility: Kind;
  readings: [number, number];
  used: number;
  meter: string;
  marketId: string;
  instalment: number;
  instalments: number;
  /** The balance after instalments: > 0 to pay, < 0 a credit. */
  balance: number;
  next: Date[];
  taxNoOnly: boolean;
};

function model(m: InvoiceModel): EnergyModel {
  const r = m.r;
  const lang = EN[m.lang] ? m.lang : 'en';
  const w = EN[lang]!;
  const cc = m.country.code;
  const kind: Kind = pick(r, ['power', 'power', 'gas', 'water']);
  // Rates: household energy in GB at 5 %; French subscription at 5.5 % beside 20 %; water at
  // the reduced rate where there is one.
  const std = m.country.vatRates[0]!;
  const reduced = m.country.vatRates[1] ?? std;
  const rate = cc === 'GB' ? 5 : kind === 'water' ? reduced : std;
  const baseRate = cc === 'FR' && kind !== 'water' ? 5.5 : rate;
  const seller = provider(
    m.seller,
    kind === 'water'
      ? pick(r, ['Wasser', 'Water', 'Eaux'])
      : pick(r, ['Energie', 'Energy', 'Stadtwerke', 'Power']),
  );
  const used = kind === 'water' ? int(r, 40, 180) : int(r, 1200, 18000);
  const old = int(r, 1000, 90000);
  const unitWork = kind === 'water' ? int(r, 180, 320) : int(r, 2200, 4200); // 1/100 cent
  const days = 365;
  const dayBase = int(r, 25, 70); // cents per day
  const workNet = Math.round((used * unitWork) / 100);
  const charges: Charge[] = [
    {
      description: pick(r, w.work!.split('|')),
      net: workNet,
      rate,
      qty: `${used.toLocaleString(lang === 'en' ? 'en-GB' : 'de-DE')} ${kind === 'water' ? 'm³' : 'kWh'}`,
      unit: `${(unitWork / 100).toFixed(2).replace('.', lang === 'en' ? '.' : ',')} ${kind === 'water' ? '€/m³' : w.unitWork}`,
    },
    {
      description: pick(r, w.base!.split('|')),
      net: dayBase * days,
      rate: baseRate,
      qty: `${days} ${w.days}`,
      unit: `${(dayBase / 100).toFixed(4).replace('.', lang === 'en' ? '.' : ',')}`,
    },
  ];
  if (kind !== 'water')
    for (const levy of w.levy!.split('|').slice(0, int(r, 0, 2)))
      charges.push({ description: levy, net: int(r, 1500, 9000), rate });
  const number = pick(r, [
    () => String(int(r, 100_000_000, 999_999_999)),
    () => `${m.issue.getUTCFullYear()}${int(r, 100_000, 999_999)}`,
    () => `JA-${int(r, 1_000_000, 9_999_999)}`,
  ])();
  const brand = chance(r, 0.6)
    ? seller.name.split(' ').slice(0, 2).join(' ')
    : seller.name.split(' ')[0]!;
  const b = billModel({ ...m, seller }, charges, {
    debitDays: int(r, 10, 21),
    yearly: true,
    brand,
    number,
  });
  const instalments = pick(r, [11, 12]);
  // Instalments near the cost: a little under (extra payment) or over (credit).
  const instalment = Math.round((b.gross * (0.85 + r() * 0.3)) / instalments / 100) * 100;
  const balance = b.gross - instalments * instalment;
  const next = Array.from(
    { length: int(r, 3, 6) },
    (_, i) => new Date(Date.UTC(b.issue.getUTCFullYear(), b.issue.getUTCMonth() + 1 + i, 15)),
  );
  const credit = balance <= 0;
  const taxNoOnly = cc === 'DE' && chance(r, 0.25);
  return {
    ...b,
    // Only the tax number printed: it is the vendor's tax id.
    seller: taxNoOnly ? { ...b.seller, vatId: b.seller.taxNumber } : b.seller,
    due: credit ? null : b.due,
    dueShown: credit ? 'none' : 'date',
    ew: w,
    utility: kind,
    // Gas meters count m³; the bill converts them to kWh.
    readings: [old, old + (kind === 'gas' ? Math.round(used / 10.8) : used)],
    used,
    meter: `${pick(r, ['1ESY', '1EMH', '7ELS', 'E', 'G'])}${int(r, 10_000_000, 99_999_999)}`,
    // GB/IE: MPAN / MPRN digits; DE: an 11-digit market location id or a 33-character metering
    // point id ("DE0001234…"), as German bills print them.
    marketId:
      cc === 'GB' || cc === 'IE'
        ? `${int(r, 1_000_000, 9_999_999)}${int(r, 100_000, 999_999)}`
        : chance(r, 0.6)
          ? `${int(r, 10_000, 99_999)}${int(r, 100_000, 999_999)}`
          : `${cc}${String(int(r, 1, 99_999)).padStart(6, '0')}${int(r, 10_000_000, 99_999_999)}${String(int(r, 1, 9_999_999_999)).padStart(17, '0')}`,
    instalment,
    instalments,
    balance,
    next,
    taxNoOnly,
  };
}

function render(m: EnergyModel): Promise<Uint8Array> {
  return renderSheets(
    m,
    (sheets) => {
      const w = m.ew;
      const s = m.seller;
      const b = m.buyer!;
      const one = (k: string) => pick(m.r, w[k]!.split('|'));
      const money = (x: number, sym = true) => m.fmtMoney(x, { symbol: sym });
      let pen = sheets.page();
      margins(pen, m.r, fill(w.page!, { p: 1, n: 2 }));
      pen.text(m.bill.brand, 50, 36, { size: 20, bold: true });
      pen.text(`${s.name} · ${s.street} · ${s.city}`, 50, 118, { size: 6 });
      [b.name, b.street, b.city].forEach((l, i) => pen.text(l, 50, 132 + i * 12, { size: 10 }));
      const ids: Array<[string, string]> = [
        [one('customer'), m.bill.customerNo],
        [one('contract'), m.bill.contractNo],
        [one('number'), m.number],
        [one('date'), m.fmtDate(m.issue)],
      ];
      if (chance(m.r, 0.5)) ids.splice(0, 0, ids.splice(2, 1)[0]!);
      pairs(pen, ids, 340, 450, 105, 8);
      pen.text(fill(one('title'), { k: w[m.utility]! }), 50, 215, { size: 14, bold: true });
      const period = `${one('period')} ${m.fmtDate(m.bill.period.from)} - ${m.fmtDate(m.bill.period.to)}`;
      pen.text(period, 50, 233, { size: 9 });
      // Site and meter.
      let y = 255;
      y = pairs(
        pen,
        [
          [w.site!, `${b.street}, ${b.city}`],
          [one('meter'), m.meter],
          [one('marketId'), m.marketId],
        ],
        50,
        170,
        y,
        8,
      );
      const [rOld, rNew, rUsed] = w.readings!.split('|');
      const unit = m.utility === 'water' || m.utility === 'gas' ? 'm³' : 'kWh';
      const fmtN = (n: number) => n.toLocaleString(m.lang === 'en' ? 'en-GB' : 'de-DE');
      y += 4;
      const rCols = [50, 200, 320, 440];
      [rOld!, rNew!, rUsed!].forEach((h, i) =>
        pen.text(h, rCols[i + 1]!, y, { size: 8, bold: true }),
      );
      y += 11;
      pen.text(m.fmtDate(m.bill.period.to), rCols[0]!, y, { size: 8 });
      [
        fmtN(m.readings[0]),
        fmtN(m.readings[1]),
        `${fmtN(m.readings[1] - m.readings[0])} ${unit}`,
      ].forEach((c, i) => pen.text(c, rCols[i + 1]!, y, { size: 8 }));
      y += 12;
      if (m.utility === 'gas') {
        pen.text(
          fill(w.conv!, { z: '0,9636', b: m.lang === 'en' ? '39.4 MJ/m³' : '11,254' }),
          50,
          y,
          { size: 7.5 },
        );
        y += 11;
      }
      // The tariff table.
      y += 8;
      const tCols = [50, 260, 360, 545];
      for (const c of m.bill.charges) {
        [c.description, c.qty ?? '', c.unit ?? '', money(c.net, false)].forEach((t, i) =>
          pen.text(t, tCols[i]!, y, { size: 8.5, right: i === 3 }),
        );
        y += 12.5;
      }
      pen.rule(y, 300, 545);
      y += 6;
      const sums: Array<[string, string, boolean?]> = [[one('net'), money(m.net)]];
      for (const t of m.fresh.taxes)
        sums.push([
          fill(one('vat'), { r: String(t.rate).replace('.', ','), b: money(t.base) }),
          money(t.vat),
        ]);
      sums.push([one('total'), money(m.gross), true]);
      sums.push([
        `${one('paid')} (${m.instalments} × ${money(m.instalment)})`,
        money(-m.instalments * m.instalment),
      ]);
      sums.push([
        m.balance > 0 ? one('extra') : one('credit'),
        money(m.balance > 0 ? m.balance : -m.balance),
        true,
      ]);
      y = rows(pen, sums, 300, 545, y, 9);
      y += 10;
      const iban = `${b.iban.slice(0, 4)} **** ${b.iban.slice(-4)}`;
      const sentence =
        m.balance > 0 && m.due
          ? fill(one('debit'), { a: money(m.balance), d: m.fmtDate(m.due), i: iban })
          : fill(one('refund'), { i: iban });
      pen.text(sentence, 50, y, { size: 9 });
      y += 13;
      pen.text(`${w.mandate}: ${m.bill.mandate} · ${w.creditor}: ${m.bill.creditorId}`, 50, y, {
        size: 7.5,
      });
      const taxLine = m.taxNoOnly
        ? `${w.taxNo} ${s.taxNumber}`
        : `${w.vatId} ${s.vatPrinted ?? ''}`;
      centredFooter(pen, [
        `${s.name} · ${s.street} · ${s.city} · ${fill(w.register!, { c: s.city.split(' ').pop()!, n: int(m.r, 1000, 99999) })}`,
        `${taxLine} · IBAN ${grouped(s.iban)}`,
      ]);
      // Page 2: the next instalments.
      pen = sheets.page();
      pen.text(one('plan'), 50, 60, { size: 13, bold: true });
      const [h1, h2] = w.planHead!.split('|');
      pen.text(h1!, 50, 85, { size: 8.5, bold: true });
      pen.text(h2!, 300, 85, { size: 8.5, bold: true, right: true });
      const nextAmount = Math.round((m.gross * 1.03) / 12 / 100) * 100;
      m.next.forEach((d, i) => {
        pen.text(m.fmtDate(d), 50, 100 + i * 12, { size: 8.5 });
        pen.text(money(nextAmount), 300, 100 + i * 12, { size: 8.5, right: true });
      });
      pen.text(fill(w.page!, { p: 2, n: 2 }), 545, 815, { size: 7, right: true });
    },
    chance(m.r, 0.7) ? 'helvetica' : 'times',
  );
}

export const energyLayout = freshLayout(
  'energy',
  'invoice',
  ['DE', 'DE', 'NL', 'FR', 'GB', 'IE', 'AT', 'BE'],
  (m) => {
    const e = model(m);
    // A credit is labelled with no due date: the refund date is not the buyer's.
    return { ...e, due: e.balance > 0 ? e.due : null };
  },
  render,
);
