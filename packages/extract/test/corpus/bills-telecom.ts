/**
 * 'bills' layout `telecom`: mobile, landline and internet bills as Telekom, Vodafone, KPN, Orange,
 * BT, Movistar or TIM print them. Page 1 is a summary: brand word, window address, a box of
 * numbers (customer, invoice, contract, booking account, mandate, creditor id, the customer's
 * phone number), "Ihre Rechnung im Überblick" with the monthly charges, the total, and the
 * sentence that says when it is debited; sometimes the account's balance (previous bill,
 * payment received, balance). Page 2 itemises the charges net with their VAT and the calls.
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
  phoneOf,
  provider,
  rows,
  type BillModel,
  type Charge,
} from './bills-parts.js';

type W = Record<string, string>;

const TEL: Record<string, W> = {
  de: {
    title: 'Ihre Rechnung im Überblick|Rechnung|Ihre Mobilfunkrechnung',
    customer: 'Kundennummer',
    number: 'Rechnungsnummer|Rechnungs-Nr.',
    date: 'Rechnungsdatum|Datum',
    contract: 'Vertragsnummer|Vertragskonto',
    account: 'Buchungskonto',
    mandate: 'Mandatsreferenz',
    creditor: 'Gläubiger-ID|Gläubiger-Identifikationsnummer',
    line: 'Ihre Rufnummer|Anschluss',
    period: 'Abrechnungszeitraum|Leistungszeitraum',
    monthly: 'Monatliche Beträge|Grundgebühren',
    usage: 'Verbindungen|Nutzungsabhängige Beträge',
    once: 'Einmalige Beträge',
    net: 'Summe netto|Gesamtsumme netto',
    vat: 'Umsatzsteuer {r} %|zzgl. USt. {r} %',
    total: 'Rechnungsbetrag|Rechnungsbetrag brutto|Gesamtbetrag',
    debit:
      'Der Rechnungsbetrag wird am {d} von Ihrem Konto {i} abgebucht.|Wir buchen den Betrag von {a} am {d} von Ihrem Konto ab.|Abbuchung am {d} von Ihrem Konto {i}',
    prev: 'Rechnungsbetrag Vormonat',
    paid: 'Zahlungseingang vom {d}',
    open: 'Offener Betrag aus Vorrechnung',
    payable: 'Zu zahlender Betrag',
    details: 'Rechnungsdetails|Ihre Rechnung im Detail',
    calls: 'Einzelverbindungsnachweis',
    callHead: 'Datum|Uhrzeit|Zielrufnummer|Dauer|Betrag (netto)',
    page: 'Seite {p} von {n}',
    plan: 'Tarif {t}, {f} bis {u}|Grundpreis {t} ({f} - {u})|Mobilfunk-Tarif {t}',
    extra: 'Option Roaming EU|Festnetz-Flatrate|Internet-Option 10 GB|Router-Miete',
    use: 'Verbindungen ins dt. Festnetz|Verbindungen in andere Mobilfunknetze|Sonderrufnummern|SMS',
    oneoff: 'Bereitstellungspreis|Versand SIM-Karte',
    vatId: 'USt-IdNr.',
    register: 'Amtsgericht {c} HRB {n}',
    board: 'Geschäftsführung',
  },
  nl: {
    title: 'Uw factuur|Factuur|Uw rekening in het kort',
    customer: 'Klantnummer',
    number: 'Factuurnummer',
    date: 'Factuurdatum',
    contract: 'Contractnummer',
    account: 'Debiteurnummer',
    mandate: 'Kenmerk machtiging',
    creditor: 'Incassant ID',
    line: 'Uw mobiele nummer',
    period: 'Periode',
    monthly: 'Vaste kosten',
    usage: 'Gebruik',
    once: 'Eenmalige kosten',
    net: 'Totaal excl. btw',
    vat: 'Btw {r}%',
    total: 'Factuurbedrag|Totaal incl. btw|Te betalen',
    debit:
      'Het factuurbedrag van {a} wordt rond {d} afgeschreven van rekening {i}.|Wij schrijven het bedrag op {d} af van uw rekening.',
    prev: 'Vorige factuur',
    paid: 'Betaald op {d}',
    open: 'Openstaand saldo',
    payable: 'Totaal te betalen',
    details: 'Specificatie',
    calls: 'Specificatie gesprekken',
    callHead: 'Datum|Tijd|Nummer|Duur|Bedrag',
    page: 'Pagina {p} van {n}',
    plan: 'Abonnement {t} ({f} t/m {u})|Sim Only {t}',
    extra: 'Extra databundel 5 GB|Bellen naar buitenland|Modemhuur',
    use: 'Bellen buiten bundel|Sms buiten bundel|Servicenummers',
    oneoff: 'Aansluitkosten|Nieuwe simkaart',
    vatId: 'Btw-nummer',
    register: 'KvK {n}',
    board: 'Directie',
  },
  fr: {
    title: 'Votre facture|Facture|Votre facture en un coup d’œil',
    customer: 'N° client|Référence client',
    number: 'N° de facture|Numéro de facture',
    date: 'Date de facture|Date d’émission',
    contract: 'N° de contrat',
    account: 'Compte de facturation',
    mandate: 'Référence unique de mandat (RUM)',
    creditor: 'ICS|Identifiant créancier SEPA',
    line: 'Votre ligne|N° de ligne',
    period: 'Période de facturation|Période',
    monthly: 'Abonnements et forfaits',
    usage: 'Consommations hors forfait',
    once: 'Frais ponctuels',
    net: 'Total HT|Montant HT',
    vat: 'TVA {r} %',
    total: 'Montant total TTC|Total TTC|Montant à payer',
    debit:
      'Ce montant sera prélevé le {d} sur votre compte {i}.|Prélèvement de {a} le {d}|Montant prélevé à partir du {d}',
    prev: 'Facture précédente',
    paid: 'Paiement reçu le {d}',
    open: 'Solde antérieur impayé',
    payable: 'Total à payer',
    details: 'Détail de votre facture',
    calls: 'Détail des communications',
    callHead: 'Date|Heure|Numéro appelé|Durée|Montant HT',
    page: 'Page {p}/{n}',
    plan: 'Forfait {t} du {f} au {u}|Abonnement {t}',
    extra: 'Option Europe|Location Livebox|Option TV',
    use: 'Appels vers mobiles|SMS surtaxés|Numéros spéciaux',
    oneoff: 'Frais de mise en service|Envoi carte SIM',
    vatId: 'TVA intracommunautaire|N° TVA',
    register: 'RCS {c} {n}',
    board: 'Directeur de la publication',
  },
  en: {
    title: 'Your bill|Bill summary|Your bill at a glance',
    customer: 'Account number|Customer number',
    number: 'Bill number|Invoice number',
    date: 'Bill date|Date of bill',
    contract: 'Contract reference',
    account: 'Billing account',
    mandate: 'Direct Debit reference',
    creditor: 'Service user number',
    line: 'Your number|Mobile number',
    period: 'Billing period|Bill period',
    monthly: 'Regular charges|Monthly charges',
    usage: 'Usage charges|Calls and data outside allowance',
    once: 'One-off charges',
    net: 'Total excluding VAT',
    vat: 'VAT at {r}%|VAT {r}%',
    total: 'Total to pay|Total charges|Total this bill',
    debit:
      'We will collect {a} by Direct Debit on or after {d}.|Your Direct Debit of {a} will be taken on {d}.|Amount to be debited on {d}',
    prev: 'Your last bill',
    paid: 'Payment received {d}',
    open: 'Balance brought forward',
    payable: 'Total amount due',
    details: 'Your charges in detail',
    calls: 'Itemised calls',
    callHead: 'Date|Time|Number|Duration|Cost',
    page: 'Page {p} of {n}',
    plan: 'Broadband {t} {f} to {u}|Mobile plan {t}|Line rental {f} - {u}',
    extra: 'Sport add-on|Call Plan Anytime|Hub rental',
    use: 'Calls to mobiles|International calls|Data roaming',
    oneoff: 'Set-up charge|Engineer visit',
    vatId: 'VAT No.|VAT Reg No',
    register: 'Registered in England and Wales No. {n}',
    board: 'Registered office',
  },
  es: {
    title: 'Tu factura|Resumen de tu factura|Factura',
    customer: 'Nº de cliente',
    number: 'Nº de factura',
    date: 'Fecha de emisión|Fecha factura',
    contract: 'Nº de contrato',
    account: 'Cuenta de facturación',
    mandate: 'Referencia del mandato',
    creditor: 'Identificador del acreedor',
    line: 'Tu línea',
    period: 'Periodo de facturación',
    monthly: 'Cuotas',
    usage: 'Consumo',
    once: 'Otros cargos',
    net: 'Base imponible|Total sin IVA',
    vat: 'IVA {r}%',
    total: 'Total factura|Importe total|Total a pagar',
    debit: 'Se cargará en tu cuenta {i} el {d}.|Fecha de cargo: {d}',
    prev: 'Factura anterior',
    paid: 'Pago recibido el {d}',
    open: 'Saldo pendiente',
    payable: 'Importe a pagar',
    details: 'Detalle de tu factura',
    calls: 'Detalle de llamadas',
    callHead: 'Fecha|Hora|Número|Duración|Importe',
    page: 'Página {p} de {n}',
    plan: 'Tarifa {t} del {f} al {u}|Fibra {t}',
    extra: 'Bono roaming|Alquiler router',
    use: 'Llamadas a móviles|SMS|Llamadas internacionales',
    oneoff: 'Alta de servicio',
    vatId: 'CIF',
    register: 'Registro Mercantil de {c}, Hoja {n}',
    board: 'Domicilio social',
  },
  it: {
    title: 'La tua fattura|Riepilogo fattura|Fattura',
    customer: 'Codice cliente',
    number: 'Numero fattura|N. fattura',
    date: 'Data emissione|Data fattura',
    contract: 'Codice contratto',
    account: 'Conto di fatturazione',
    mandate: 'Codice mandato',
    creditor: 'Codice identificativo creditore',
    line: 'Numero di linea',
    period: 'Periodo di fatturazione|Periodo di riferimento',
    monthly: 'Canoni',
    usage: 'Traffico',
    once: 'Altri addebiti',
    net: 'Totale imponibile',
    vat: 'IVA {r}%',
    total: 'Totale da pagare|Totale fattura|Importo totale',
    debit: 'Addebito sul conto {i} il {d}|Scadenza {d}, addebito diretto SEPA',
    prev: 'Fattura precedente',
    paid: 'Pagamento ricevuto il {d}',
    open: 'Saldo precedente non pagato',
    payable: 'Importo da pagare',
    details: 'Dettaglio della fattura',
    calls: 'Dettaglio chiamate',
    callHead: 'Data|Ora|Numero|Durata|Importo',
    page: 'Pagina {p} di {n}',
    plan: 'Offerta {t} dal {f} al {u}|Canone {t}',
    extra: 'Opzione Europa|Noleggio modem',
    use: 'Chiamate verso cellulari|SMS|Numeri speciali',
    oneoff: 'Contributo di attivazione',
    vatId: 'P.IVA|Partita IVA',
    register: 'REA {c} {n}',
    board: 'Sede legale',
  },
};

const BRANDS = ['fonio', 'NETZWELLE', 'Blauwtel', 'ondaline', 'SKYPORT', 'vivaro', 'Telio'];
const PLANS = ['M', 'L Plus', 'Unlimited', 'Fiber 500', 'Smart 20 GB', 'Red XL', 'Basic'];

const one = (s: string, m: BillModel) => pick(m.r, s.split('|'));

export type TelecomModel = BillModel & {
  phone: string;
  /** An unpaid previous bill carried into the amount to pay (0 when settled). */
  carried: number;
  paidOn: Date;
  tw: W;
};

function model(m: InvoiceModel): TelecomModel {
  const r = m.r;
  const lang = TEL[m.lang] ? m.lang : 'en';
  const w = TEL[lang]!;
  const rate = m.country.vatRates[0]!;
  const seller = provider(m.seller, pick(r, ['Telekom', 'Mobilfunk', 'Telecom', 'Communications']));
  const charges: Charge[] = [];
  const plan = pick(r, PLANS);
  // The plan line names the plan and the period, filled in below once the period is known.
  charges.push({ description: pick(r, w.plan!.split('|')), net: int(r, 999, 6999), rate });
  for (let i = 0, n = int(r, 0, 2); i < n; i++)
    charges.push({ description: pick(r, w.extra!.split('|')), net: int(r, 199, 1999), rate });
  for (let i = 0, n = int(r, 1, 3); i < n; i++)
    charges.push({ description: pick(r, w.use!.split('|')), net: int(r, 9, 1299), rate });
  if (chance(r, 0.2))
    charges.push({ description: pick(r, w.oneoff!.split('|')), net: int(r, 499, 6999), rate });
  if (chance(r, 0.2))
    charges.push({
      description: lang === 'de' ? 'Gutschrift Kulanz' : 'Credit',
      net: -int(r, 100, 999),
      rate,
    });
  const brand = chance(r, 0.5) ? seller.name.split(' ')[0]! : pick(r, BRANDS);
  const number = pick(r, [
    () => String(int(r, 100_000_000, 999_999_999)) + String(int(r, 100, 999)),
    () => `${pick(r, ['LM', 'VF', 'T'])}${int(r, 10_000_000, 99_999_999)}`,
    () => `${m.issue.getUTCFullYear()}${int(r, 1_000_000, 9_999_999)}`,
  ])();
  const b = billModel({ ...m, seller }, charges, {
    debitDays: pick(r, [7, 10, 14, 21]),
    brand,
    number,
  });
  // The plan line names the plan and the period (the period was only known now).
  b.bill.charges[0]!.description = fill(b.bill.charges[0]!.description, {
    t: plan,
    f: b.fmtDate(b.bill.period.from),
    u: b.fmtDate(b.bill.period.to),
  });
  b.lines[0]!.description = b.bill.charges[0]!.description;
  const dueShown = chance(r, 0.85);
  return {
    ...b,
    due: dueShown ? b.due : null,
    dueShown: dueShown ? 'date' : 'none',
    phone: phoneOf(r, m.country.code),
    carried: chance(r, 0.15) ? int(r, 1999, 8999) : 0,
    paidOn: new Date(b.issue.getTime() - int(r, 15, 25) * 86_400_000),
    tw: w,
  };
}

function render(m: TelecomModel): Promise<Uint8Array> {
  return renderSheets(
    m,
    (sheets) => {
      const w = m.tw;
      const s = m.seller;
      const b = m.buyer!;
      const money = (x: number, sym = true) => m.fmtMoney(x, { symbol: sym });
      const calls = chance(m.r, 0.7);
      const pages = calls ? 3 : 2;
      // ---- page 1: summary ----
      let pen = sheets.page();
      margins(pen, m.r, fill(w.page!, { p: 1, n: pages }));
      pen.text(m.bill.brand, 50, 38, { size: 24, bold: true });
      pen.text(`${s.name} · ${s.street} · ${s.city}`, 50, 120, { size: 6 });
      [b.name, b.street, b.city].forEach((l, i) => pen.text(l, 50, 134 + i * 12, { size: 10 }));
      const ids: Array<[string, string]> = [
        [one(w.customer!, m), m.bill.customerNo],
        [one(w.number!, m), m.number],
        [one(w.date!, m), m.fmtDate(m.issue)],
      ];
      if (chance(m.r, 0.6)) ids.push([one(w.contract!, m), m.bill.contractNo]);
      if (chance(m.r, 0.4)) ids.push([w.account!, String(int(m.r, 10_000_000, 99_999_999))]);
      ids.push([one(w.line!, m), m.phone]);
      if (chance(m.r, 0.5)) ids.reverse();
      pairs(pen, ids, 340, 450, 110, 8);
      const title = one(w.title!, m);
      pen.text(title, 50, 230, { size: 15, bold: true });
      const period = `${one(w.period!, m)}: ${m.fmtDate(m.bill.period.from)} - ${m.fmtDate(m.bill.period.to)}`;
      pen.text(period, 50, 250, { size: 9 });
      // The summary by group, in gross (as consumer bills show it) or net.
      const gross = (x: number) => Math.round((x * (100 + m.vatRate)) / 100);
      const inGross = chance(m.r, 0.5);
      const used = w.use!.split('|');
      const monthly = m.bill.charges
        .filter((c) => !used.includes(c.description))
        .reduce((s2, c) => s2 + c.net, 0);
      const usage = m.net - monthly;
      let y = 275;
      const sum: Array<[string, string, boolean?]> = [
        [one(w.monthly!, m), money(inGross ? gross(monthly) : monthly)],
        [one(w.usage!, m), money(inGross ? m.gross - gross(monthly) : usage)],
      ];
      if (!inGross) {
        sum.push([one(w.net!, m), money(m.net)]);
        sum.push([fill(one(w.vat!, m), { r: m.vatRate }), money(m.vat)]);
      }
      const totalLabel = one(w.total!, m);
      sum.push([totalLabel, money(m.gross), true]);
      y = rows(pen, sum, 50, 400, y, 9.5);
      // The account: previous bill, its payment, an unpaid balance carried over.
      if (m.carried || chance(m.r, 0.4)) {
        y += 8;
        const last = m.carried || m.gross + int(m.r, -500, 500);
        const acct: Array<[string, string, boolean?]> = [
          [w.prev!, money(last)],
          [fill(w.paid!, { d: m.fmtDate(m.paidOn) }), money(m.carried ? 0 : -last)],
        ];
        if (m.carried) acct.push([w.open!, money(m.carried)]);
        acct.push([w.payable!, money(m.gross + m.carried), true]);
        y = rows(pen, acct, 50, 400, y, 9);
      }
      y += 14;
      if (m.due) {
        const sentence = fill(one(w.debit!, m), {
          d: m.fmtDate(m.due),
          i: `${b.iban.slice(0, 4)} **** **** ${b.iban.slice(-4)}`,
          a: money(m.gross + m.carried),
        });
        pen.text(sentence, 50, y, { size: 9 });
        y += 13;
      }
      pen.text(
        `${one(w.mandate!, m)}: ${m.bill.mandate}   ${one(w.creditor!, m)}: ${m.bill.creditorId}`,
        50,
        y,
        { size: 7.5 },
      );
      const legal = [
        `${s.name} · ${s.street} · ${s.city}`,
        `${fill(w.register!, { c: s.city.split(' ').pop()!, n: int(m.r, 1000, 99999) })} · ${one(w.vatId!, m)} ${s.vatPrinted ?? s.taxNumber ?? ''}`,
        `IBAN ${grouped(s.iban)} · ${s.phone}`,
      ];
      centredFooter(pen, legal);
      // ---- page 2: the charges in detail ----
      pen = sheets.page();
      pen.text(m.bill.brand, 50, 38, { size: 12, bold: true });
      pen.text(`${one(w.number!, m)} ${m.number}`, 545, 40, { size: 8, right: true });
      pen.text(one(w.details!, m), 50, 80, { size: 13, bold: true });
      y = 105;
      for (const c of m.bill.charges) {
        pen.text(c.description, 50, y, { size: 8.5 });
        pen.text(money(c.net, false), 545, y, { size: 8.5, right: true });
        y += 13;
      }
      pen.rule(y, 300, 545);
      y += 6;
      y = rows(
        pen,
        [
          [one(w.net!, m), money(m.net)],
          [fill(one(w.vat!, m), { r: m.vatRate }), money(m.vat)],
          [totalLabel, money(m.gross), true],
        ],
        300,
        545,
        y,
        9,
      );
      pen.text(fill(w.page!, { p: 2, n: pages }), 545, 815, { size: 7, right: true });
      // ---- page 3: itemised calls ----
      if (!calls) return;
      pen = sheets.page();
      pen.text(`${w.calls} ${m.phone}`, 50, 50, { size: 11, bold: true });
      const head = w.callHead!.split('|');
      const cols = [50, 130, 190, 330, 545];
      head.forEach((h, i) => pen.text(h, cols[i]!, 75, { size: 8, bold: true, right: i === 4 }));
      y = 90;
      const day = m.bill.period.from.getTime();
      for (let i = 0, n = int(m.r, 12, 40); i < n && y < 790; i++) {
        const d = new Date(day + int(m.r, 0, 27) * 86_400_000);
        const cells = [
          m.fmtDate(d),
          `${String(int(m.r, 7, 22)).padStart(2, '0')}:${String(int(m.r, 0, 59)).padStart(2, '0')}`,
          phoneOf(m.r, m.country.code),
          `${int(m.r, 0, 45)}:${String(int(m.r, 0, 59)).padStart(2, '0')}`,
          money(int(m.r, 0, 189), false),
        ];
        cells.forEach((c, j) => pen.text(c, cols[j]!, y, { size: 7.5, right: j === 4 }));
        y += 10.5;
      }
      pen.text(fill(w.page!, { p: 3, n: pages }), 545, 815, { size: 7, right: true });
    },
    chance(m.r, 0.8) ? 'helvetica' : 'times',
  );
}

export const telecomLayout = freshLayout(
  'telecom',
  'invoice',
  ['DE', 'DE', 'NL', 'FR', 'GB', 'IE', 'AT', 'BE', 'ES', 'IT'],
  model,
  render,
);
