/**
 * 'software' layouts I, as German-language accounting and ERP programs print invoices (written
 * from how those invoices look, not from the extractor):
 * - `lexoffice-de`: online bookkeeping (lexoffice, sevDesk): a logo word, the sender line over the
 *   window address, a right info column (Rechnungs-Nr. / Rechnungsdatum / Lieferdatum / Kundennr.
 *   / Ihr Ansprechpartner), "Gesamtbetrag netto / zzgl. Umsatzsteuer 19 % / Gesamtbetrag
 *   brutto", the "Bitte überweisen Sie …" sentence and a three- or four-column footer;
 * - `erp-boxes`: SAP-style box grids (Belegnummer / Datum in one box, Kunden-Nr., Ihre Bestellung
 *   / vom, Lieferschein-Nr., Seite), item rows with material numbers, Warenwert / Nettowert /
 *   MwSt / Endbetrag;
 * - `datev-letter`: DATEV / Sage / Lexware letters with "Rechnung Nr." in the subject line and a
 *   right-aligned totals block; Austrian ones (UID-Nr. ATU…, Zahlungskondition) and Swiss ones
 *   with a QR-bill payment part (Empfangsschein / Zahlteil, CHF, MWST-Nr. CHE-… MWST).
 */
import type { Pen } from './layouts.js';
import { chance, int, pick, type InvoiceModel } from './model.js';
import { addDays, companyBuyer, freshModel, type FreshModel } from './fresh-model.js';
import { grouped, moneyOf } from './fresh-parts.js';
import { renderSheets } from './fresh-pdf.js';
import { freshLayout, type FreshLayout } from './fresh-letters.js';
import {
  footerColumns,
  hyphenated,
  margins,
  qrReference,
  rightPairs,
  spacedHeading,
  swissUid,
} from './software-parts.js';

const BICS = [
  'COBADEFFXXX',
  'DEUTDEDBXXX',
  'BYLADEM1001',
  'GENODEF1S04',
  'RZOOAT2L',
  'UBSWCHZH80A',
];
const BANKS = ['Sparkasse', 'Commerzbank', 'Volksbank', 'Deutsche Bank', 'Raiffeisenbank'];
const cityOf = (city: string) => city.replace(/^\d+\s*/, '');
const rate = (m: FreshModel, r: number) =>
  m.country.code === 'CH' ? r.toFixed(1) : String(r).replace('.', ',');

type Money = (minor: number, symbol?: boolean) => string;

/** Payment terms in the words of German-language bookkeeping programs; '' for none. */
function germanTerms(m: FreshModel, style: 'lexoffice' | 'erp' | 'at'): string {
  const t = m.fresh.terms;
  const due = m.due ? m.fmtDate(m.due) : '';
  const head = style === 'at' ? 'Zahlungskondition: ' : 'Zahlungsbedingungen: ';
  switch (t.kind) {
    case 'date':
      return style === 'lexoffice'
        ? `Bitte überweisen Sie den Rechnungsbetrag unter Angabe der Rechnungsnummer bis zum ${due} auf das unten angegebene Konto.`
        : `${head}Zahlbar bis ${due} ohne Abzug.`;
    case 'days':
      return style === 'lexoffice'
        ? `Zahlungsbedingungen: Zahlung innerhalb von ${t.days} Tagen ab Rechnungseingang ohne Abzüge.`
        : `${head}${t.days} Tage netto`;
    case 'skonto':
      return style === 'erp'
        ? `${head}innerhalb ${t.skontoDays} Tagen ${t.skontoPct} % Skonto, innerhalb ${t.days} Tagen netto`
        : `${head}${t.skontoDays} Tage ${t.skontoPct} % Skonto, ${t.days} Tage netto`;
    default:
      return style === 'at' ? `${head}prompt netto Kassa` : `${head}Zahlung sofort, ohne Abzug.`;
  }
}

/** Item rows: the columns a program prints, values right-aligned; returns the next y. */
function items(
  pen: Pen,
  m: FreshModel,
  money: Money,
  y: number,
  cols: { heads: string[]; x: number[]; row: (i: number) => string[]; size?: number },
): number {
  const size = cols.size ?? 8.5;
  const right = (i: number) => i >= 2;
  cols.heads.forEach((h, i) => pen.text(h, cols.x[i]!, y, { size, bold: true, right: right(i) }));
  pen.rule(y + size + 3, 50, 545);
  y += size + 9;
  m.lines.forEach((_, i) => {
    cols.row(i).forEach((c, j) => pen.text(c, cols.x[j]!, y, { size, right: right(j) }));
    y += size + 5;
  });
  void money;
  pen.rule(y - 2, 50, 545);
  return y + 8;
}

/** Net, discount and shipping, one line per VAT rate, the total, a prepayment and what is open. */
function totals(
  m: FreshModel,
  money: Money,
  w: { items?: string; net: string; vat: string; gross: string; prepaid: string; open: string },
): Array<[string, string, boolean?]> {
  const f = m.fresh;
  const out: Array<[string, string, boolean?]> = [];
  if ((f.discount || f.shipping) && w.items) out.push([w.items, money(f.items)]);
  if (f.discount) out.push([`Rabatt ${f.discountPct} %`, money(-f.discount)]);
  if (f.shipping) out.push([pick(m.r, ['Versandkosten', 'Fracht']), money(f.shipping)]);
  out.push([w.net, money(m.net)]);
  for (const t of f.taxes)
    out.push([w.vat.replace('{r}', rate(m, t.rate)).replace('{b}', money(t.base)), money(t.vat)]);
  out.push([w.gross, money(m.gross), true]);
  if (f.prepaid) {
    out.push([w.prepaid.replace('{d}', m.fmtDate(addDays(m.issue, -20))), money(-f.prepaid)]);
    out.push([w.open, money(f.amountDue), true]);
  }
  return out;
}

// ---- lexoffice / sevDesk ----

function lexoffice(m: FreshModel): Promise<Uint8Array> {
  return renderSheets(m, (sheets) => {
    const pen = sheets.page();
    const s = m.seller;
    const money = moneyOf(m, 1);
    const sev = chance(m.r, 0.4);
    margins(pen, m.r, 'Seite 1/1');
    const brand = s.name.split(' ')[0]!;
    if (chance(m.r, 0.8))
      pen.text(chance(m.r, 0.5) ? brand.toLowerCase() : brand.toUpperCase(), 545, 50, {
        size: 24,
        bold: true,
        right: true,
      });
    pen.text(`${s.name} · ${s.street} · ${s.city}`, 57, 130, { size: 7 });
    const b = m.buyer!;
    [b.name, b.person, b.street, b.city].forEach((l, i) => pen.text(l, 57, 146 + i * 12.5));
    const info: Array<[string, string]> = [
      [sev ? 'Rechnungsnr.' : 'Rechnungs-Nr.', m.number],
      [sev ? 'Datum' : 'Rechnungsdatum', m.fmtDate(m.issue)],
    ];
    const p = m.fresh.period;
    if (p) info.push(['Leistungszeitraum', `${m.fmtDate(p.from)} - ${m.fmtDate(p.to)}`]);
    else info.push([pick(m.r, ['Lieferdatum', 'Leistungsdatum']), m.fmtDate(m.delivery)]);
    info.push([sev ? 'Kundennummer' : 'Kundennr.', m.customerNo]);
    info.push([sev ? 'Ansprechpartner' : 'Ihr Ansprechpartner', s.person]);
    if (chance(m.r, 0.5)) info.push(['Telefon', s.phone]);
    if (chance(m.r, 0.4)) info.push(['E-Mail', s.email]);
    rightPairs(pen, info, 380, 545, 140, 8.5);
    let y = 290;
    if (chance(m.r, 0.35)) {
      spacedHeading(pen, 'Rechnung', 57, y, 15);
      pen.text(`Nr. ${m.number}`, 57, y + 20, { size: 10 });
      y += 44;
    } else {
      pen.text(`Rechnung Nr. ${m.number}`, 57, y, { size: 15, bold: true });
      y += 30;
    }
    pen.text('Sehr geehrte Damen und Herren,', 57, y, { size: 9.5 });
    pen.text(
      'vielen Dank für Ihren Auftrag und das damit verbundene Vertrauen! Hiermit stelle ich Ihnen die',
      57,
      y + 16,
      { size: 9.5 },
    );
    pen.text('folgenden Leistungen in Rechnung:', 57, y + 28, { size: 9.5 });
    y += 50;
    const unit = pick(m.r, ['Stk.', 'Std.', 'pauschal', 'Stück']);
    y = items(pen, m, money, y, {
      heads: sev
        ? ['Pos.', 'Artikel/Leistung', 'Menge', 'Preis', 'USt.', 'Betrag']
        : ['Pos.', 'Beschreibung', 'Menge', 'Einzelpreis', 'Gesamtpreis'],
      x: sev ? [57, 85, 330, 400, 450, 545] : [57, 85, 350, 450, 545],
      row: (i) => {
        const l = m.lines[i]!;
        const head = [String(i + 1), l.description, `${l.qty} ${unit}`, money(l.unit)];
        return sev
          ? [...head, `${rate(m, m.vatRate)} %`, money(l.amount)]
          : [...head, money(l.amount)];
      },
    });
    const rows = totals(m, money, {
      items: 'Zwischensumme',
      net: sev ? 'Gesamt netto' : 'Gesamtbetrag netto',
      vat: sev ? 'Umsatzsteuer {r} %' : 'zzgl. Umsatzsteuer {r} %',
      gross: sev ? 'Gesamt' : 'Gesamtbetrag brutto',
      prepaid: 'abzüglich Abschlagsrechnung vom {d}',
      open: 'Offener Rechnungsbetrag',
    });
    for (const [k, v, bold] of rows) {
      pen.text(k, 340, y, { size: 9, bold });
      pen.text(v, 545, y, { size: 9, bold, right: true });
      y += 14;
    }
    y += 14;
    pen.text(germanTerms(m, 'lexoffice'), 57, y, { size: 8.5 });
    pen.text('Mit freundlichen Grüßen', 57, y + 24, { size: 9 });
    pen.text(s.person, 57, y + 38, { size: 9 });
    const court = cityOf(pick(m.r, m.country.cities));
    const sole = /e\.K\.|KG$/.test(s.name);
    const cols = [
      [s.name, s.street, s.city, 'Deutschland'],
      [`Tel.: ${s.phone}`, `E-Mail: ${s.email}`, `Web: www.${s.email.split('@')[1]}`],
      [
        ...(s.vatPrinted ? [`USt-IdNr.: ${s.vatPrinted}`] : []),
        ...(s.taxNumber ? [`Steuernummer: ${s.taxNumber}`] : []),
        `${sole ? 'Inhaber' : 'Geschäftsführer'}: ${s.person}`,
        `Amtsgericht ${court} ${sole ? 'HRA' : 'HRB'} ${int(m.r, 1000, 99999)}`,
      ],
      [pick(m.r, BANKS), `IBAN: ${grouped(s.iban)}`, `BIC: ${pick(m.r, BICS)}`],
    ];
    // Three columns: contact details join the address.
    if (chance(m.r, 0.4)) cols.splice(0, 2, [...cols[0]!.slice(0, 3), ...cols[1]!.slice(0, 2)]);
    footerColumns(pen, cols);
  });
}

// ---- SAP-style box grid ----

function box(pen: Pen, x: number, y: number, w: number, h: number, label: string, value: string) {
  pen.page.drawRectangle({
    x,
    y: pen.height - y - h,
    width: w,
    height: h,
    borderWidth: 0.5,
    opacity: 0,
    borderOpacity: 1,
  });
  pen.text(label, x + 3, y + 3, { size: 6.5 });
  pen.text(value, x + 3, y + 13, { size: 9 });
}

function erpBoxes(m: FreshModel & { delivery2: string; po: string }): Promise<Uint8Array> {
  return renderSheets(
    m,
    (sheets) => {
      const pen = sheets.page();
      const s = m.seller;
      const money = moneyOf(m, 1);
      margins(pen, m.r, 'Seite 1 von 1');
      if (chance(m.r, 0.5)) {
        pen.text(s.name.split(' ')[0]!.toUpperCase(), 50, 40, { size: 20, bold: true });
        pen.text(s.name, 50, 64, { size: 8 });
      } else pen.text(s.name, 50, 45, { size: 13, bold: true });
      pen.text(`${s.street} · ${s.city} · Tel. ${s.phone}`, 50, 76, { size: 7.5 });
      if (chance(m.r, 0.5)) spacedHeading(pen, 'Rechnung', 330, 45, 14);
      else pen.text('RECHNUNG', 330, 45, { size: 14, bold: true });
      pen.text(`${s.name} · ${s.street} · ${s.city}`, 50, 130, { size: 6 });
      const b = m.buyer!;
      [b.name, `z. Hd. ${b.person}`, b.street, b.city].forEach((l, i) =>
        pen.text(l, 50, 145 + i * 12),
      );
      const together = chance(m.r, 0.6);
      const cells: Array<[string, string]> = together
        ? [['Belegnummer / Datum', `${m.number} / ${m.fmtDate(m.issue)}`]]
        : [
            ['Belegnummer', m.number],
            ['Belegdatum', m.fmtDate(m.issue)],
          ];
      cells.push(['Kunden-Nr.', m.customerNo]);
      cells.push(['Ihre Bestellung / vom', `${m.po} / ${m.fmtDate(m.fresh.theirs.date)}`]);
      cells.push(['Lieferschein-Nr.', m.delivery2]);
      cells.push(['Lieferdatum', m.fmtDate(m.delivery)]);
      cells.push(['Seite', '1 / 1']);
      if (chance(m.r, 0.5)) cells.push(['Ansprechpartner', s.person]);
      // Two boxes a row; a box holding two values ("Belegnummer / Datum") takes a whole row.
      let [col, row] = [0, 0];
      for (const [k, v] of cells) {
        const wide = k.includes(' / ');
        if (wide && col) [col, row] = [0, row + 1];
        box(pen, 330 + col * 108, 75 + row * 27, wide ? 216 : 108, 27, k, v);
        if (wide || col) [col, row] = [0, row + 1];
        else col = 1;
      }
      let y = 290;
      const material = () => `${int(m.r, 100, 999)}-${int(m.r, 1000, 9999)}-${int(m.r, 10, 99)}`;
      const mats = m.lines.map(material);
      const me = pick(m.r, ['ST', 'PAK', 'M', 'KG', 'STD']);
      y = items(pen, m, money, y, {
        heads: ['Pos', 'Material / Bezeichnung', 'Menge', 'ME', 'Preis/ME', 'Wert'],
        x: [50, 82, 350, 380, 460, 545],
        size: 8,
        row: (i) => {
          const l = m.lines[i]!;
          return [
            String((i + 1) * 10).padStart(6, '0'),
            `${mats[i]}  ${l.description}`,
            `${l.qty},000`,
            me,
            money(l.unit, false),
            money(l.amount, false),
          ];
        },
      });
      const rows = totals(m, (v) => money(v, false), {
        items: 'Warenwert',
        net: 'Nettowert',
        vat: pick(m.r, ['MwSt {r},00 %', 'MwSt {r} % von {b}', 'USt {r}%']),
        gross: `Endbetrag ${m.currency}`,
        prepaid: 'abzgl. Anzahlung vom {d}',
        open: `Zahlbetrag ${m.currency}`,
      });
      if (!m.fresh.discount && !m.fresh.shipping) rows.unshift(['Warenwert', money(m.net, false)]);
      for (const [k, v, bold] of rows) {
        pen.text(k, 360, y, { size: 8.5, bold });
        pen.text(v, 545, y, { size: 8.5, bold, right: true });
        y += 13;
      }
      pen.rule(y - 2, 360, 545);
      y += 12;
      pen.text(germanTerms(m, 'erp'), 50, y, { size: 8 });
      pen.text(`Lieferbedingung: ${pick(m.r, ['frei Haus', 'ab Werk', 'DAP'])}`, 50, y + 12, {
        size: 8,
      });
      const court = cityOf(pick(m.r, m.country.cities));
      footerColumns(
        pen,
        [
          [s.name, s.street, s.city],
          [
            `Vorstand: ${s.person}`,
            `Sitz der Gesellschaft: ${cityOf(s.city)}`,
            `Registergericht: Amtsgericht ${court} HRB ${int(m.r, 1000, 99999)}`,
          ],
          [
            ...(s.vatPrinted ? [`USt-IdNr.: ${s.vatPrinted}`] : []),
            ...(s.taxNumber ? [`Steuer-Nr.: ${s.taxNumber}`] : []),
          ],
          [pick(m.r, BANKS), `IBAN ${grouped(s.iban)}`, `BIC ${pick(m.r, BICS)}`],
        ],
        6,
      );
    },
    'helvetica',
  );
}

// ---- DATEV / Sage / Lexware letters (DE, AT, CH with a QR-bill) ----

type LetterModel = FreshModel & { uid: string | null };

/** The QR-bill payment part: receipt on the left, payment part on the right (bottom 105 mm). */
function qrBill(pen: Pen, m: LetterModel) {
  const s = m.seller;
  const b = m.buyer!;
  const top = pen.height - 298;
  pen.rule(top, 0, pen.width);
  const ref = qrReference(m.r);
  const amount = (m.gross / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const iban = grouped(s.iban);
  const head = (t: string, x: number, y: number) => pen.text(t, x, y, { size: 6, bold: true });
  const line = (t: string, x: number, y: number) => pen.text(t, x, y, { size: 8 });
  pen.text('Empfangsschein', 16, top + 16, { size: 11, bold: true });
  head('Konto / Zahlbar an', 16, top + 40);
  [iban, s.name, s.street, s.city].forEach((t, i) => line(t, 16, top + 50 + i * 9));
  head('Referenz', 16, top + 94);
  line(ref, 16, top + 104);
  head('Zahlbar durch', 16, top + 122);
  [b.name, b.street, b.city].forEach((t, i) => line(t, 16, top + 132 + i * 9));
  head('Währung', 16, top + 210);
  head('Betrag', 60, top + 210);
  line('CHF', 16, top + 220);
  line(amount, 60, top + 220);
  head('Annahmestelle', 120, top + 250);
  pen.page.drawRectangle({ x: 190, y: 80, width: 130, height: 130, borderWidth: 0.5, opacity: 0 });
  pen.text('Zahlteil', 190, top + 16, { size: 11, bold: true });
  head('Währung', 190, top + 210);
  head('Betrag', 240, top + 210);
  line('CHF', 190, top + 220);
  line(amount, 240, top + 220);
  head('Konto / Zahlbar an', 340, top + 16);
  [iban, s.name, s.street, s.city].forEach((t, i) => line(t, 340, top + 26 + i * 9));
  head('Referenz', 340, top + 70);
  line(ref, 340, top + 80);
  head('Zusätzliche Informationen', 340, top + 98);
  line(`Rechnung ${m.number}`, 340, top + 108);
  head('Zahlbar durch', 340, top + 126);
  [b.name, b.street, b.city].forEach((t, i) => line(t, 340, top + 136 + i * 9));
}

function letter(m: LetterModel): Promise<Uint8Array> {
  return renderSheets(
    m,
    (sheets) => {
      const pen = sheets.page();
      const s = m.seller;
      const money = moneyOf(m, 1);
      const cc = m.country.code;
      const b = m.buyer!;
      margins(pen, m.r, 'Seite 1/1');
      // The letterhead: the name (wrapped with a hyphen in a narrow column now and then).
      const nameLines = chance(m.r, 0.35) ? hyphenated(s.name) : [s.name];
      nameLines.forEach((l, i) => pen.text(l, 57, 40 + i * 17, { size: 15, bold: true }));
      const under = 40 + nameLines.length * 17 + 2;
      pen.text(`${s.street} · ${s.city} · ${s.phone}`, 57, under, { size: 8 });
      if (cc === 'CH') pen.text(`MWST-Nr. ${m.uid} MWST`, 57, under + 11, { size: 8 });
      pen.text(`${s.name}, ${s.street}, ${s.city}`, 57, 128, { size: 6.5 });
      [b.name, b.person, b.street, b.city].forEach((l, i) => pen.text(l, 57, 142 + i * 12));
      const info: Array<[string, string]> = [['Kundennummer:', m.customerNo]];
      if (cc === 'AT') {
        info.push(['Rechnungsdatum:', m.fmtDate(m.issue)]);
        if (b.vatPrinted && chance(m.r, 0.6)) info.push(['Ihre UID-Nr.:', b.vatPrinted]);
        info.push(['Bearbeiter:', s.person]);
      } else info.push(['Sachbearbeiter:', s.person]);
      rightPairs(pen, info, 380, 545, 142, 8.5);
      const dated = cc !== 'AT';
      if (dated)
        pen.text(`${cityOf(s.city)}, ${m.fmtDate(m.issue)}`, 545, 215, { size: 9, right: true });
      let y = 240;
      const subject =
        cc === 'AT' || chance(m.r, 0.5)
          ? `Rechnung Nr. ${m.number}`
          : `Rechnung Nr. ${m.number} vom ${m.fmtDate(m.issue)}`;
      pen.text(subject, 57, y, { size: 11, bold: true });
      y += 22;
      if (m.fresh.period)
        pen.text(
          `Leistungszeitraum: ${m.fmtDate(m.fresh.period.from)} bis ${m.fmtDate(m.fresh.period.to)}`,
          57,
          y - 6,
          { size: 8.5 },
        );
      y += 8;
      y = items(pen, m, money, y, {
        heads: ['Art.-Nr.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamt'],
        x: [57, 110, 340, 440, 545],
        row: (i) => {
          const l = m.lines[i]!;
          return [
            String(int(m.r, 1000, 9999)),
            l.description,
            String(l.qty),
            money(l.unit, false),
            money(l.amount, false),
          ];
        },
      });
      const vat =
        cc === 'CH'
          ? 'MWST {r} %'
          : pick(m.r, ['zzgl. {r} % USt.', 'zzgl. {r} % MwSt.', '{r} % Umsatzsteuer']);
      const rows = totals(m, money, {
        items: 'Summe Positionen',
        net: pick(m.r, ['Summe netto', 'Nettobetrag', 'Zwischensumme netto']),
        vat,
        gross:
          cc === 'CH'
            ? pick(m.r, ['Total CHF', 'Rechnungsbetrag'])
            : pick(m.r, ['Rechnungsbetrag', 'Gesamtbetrag', 'Bruttobetrag']),
        prepaid: 'abzgl. Akontozahlung vom {d}',
        open: 'Zahlbetrag',
      });
      // Right-aligned block: labels flush right against the amounts' column.
      for (const [k, v, bold] of rows) {
        pen.text(k, 450, y, { size: 9, bold, right: true });
        pen.text(v, 545, y, { size: 9, bold, right: true });
        y += 14;
      }
      y += 12;
      const terms = germanTerms(m, cc === 'AT' ? 'at' : 'erp');
      pen.text(terms, 57, y, { size: 8.5 });
      if (cc === 'CH') {
        qrBill(pen, m);
        return;
      }
      const court = cityOf(pick(m.r, m.country.cities));
      const register =
        cc === 'AT'
          ? `FN ${int(m.r, 100000, 599999)}${pick(m.r, ['a', 'b', 'k'])}, ${pick(m.r, ['Handelsgericht', 'Landesgericht'])} ${court}`
          : `HRB ${int(m.r, 1000, 99999)}, Amtsgericht ${court}`;
      const ids =
        cc === 'AT'
          ? [`UID-Nr.: ${s.vatPrinted ?? ''}`]
          : [
              ...(s.vatPrinted ? [`USt-IdNr. ${s.vatPrinted}`] : []),
              `St.-Nr. ${s.taxNumber ?? ''}`,
            ];
      footerColumns(pen, [
        [s.name, s.street, s.city],
        [`Geschäftsführung: ${s.person}`, register],
        ids,
        [pick(m.r, BANKS), `IBAN ${grouped(s.iban)}`, `BIC ${pick(m.r, BICS)}`],
      ]);
    },
    pick(m.r, ['helvetica', 'times']),
  );
}

export const SOFTWARE_DE: FreshLayout[] = [
  freshLayout(
    'lexoffice-de',
    'invoice',
    ['DE'],
    (m: InvoiceModel) =>
      freshModel(companyBuyer(m), {
        terms: ['date', 'date', 'days', 'skonto', 'receipt'],
        period: 0.3,
        discount: 0.2,
        shipping: 0.2,
        twoRates: 0.3,
        prepaid: 0.15,
      }),
    lexoffice,
  ),
  freshLayout(
    'erp-boxes',
    'invoice',
    ['DE', 'DE', 'AT'],
    (m: InvoiceModel) => {
      const f = freshModel(companyBuyer(m), {
        terms: ['date', 'days', 'skonto'],
        lines: [3, 9],
        discount: 0.3,
        shipping: 0.4,
        twoRates: 0.2,
        prepaid: 0.1,
      });
      const number = `${pick(m.r, ['90', '91', '95'])}${int(m.r, 100000, 999999)}`;
      return {
        ...f,
        number,
        customerNo: String(int(m.r, 100000, 999999)),
        delivery2: `80${int(m.r, 100000, 999999)}`,
        po: `45${int(m.r, 10000000, 99999999)}`,
      };
    },
    erpBoxes,
  ),
  freshLayout(
    'datev-letter',
    'invoice',
    ['DE', 'AT', 'CH'],
    (m: InvoiceModel): LetterModel => {
      const f = freshModel(companyBuyer(m), {
        terms: m.country.code === 'CH' ? ['days'] : ['date', 'days', 'skonto', 'receipt'],
        lines: m.country.code === 'CH' ? [1, 4] : [2, 7],
        period: 0.3,
        discount: m.country.code === 'CH' ? 0 : 0.2,
        twoRates: 0.2,
        prepaid: m.country.code === 'CH' ? 0 : 0.15,
      });
      // A fifth of the German ones print only their Steuernummer, which is then the tax id.
      if (m.country.code === 'DE' && chance(m.r, 0.2))
        return {
          ...f,
          uid: null,
          seller: { ...f.seller, vatId: f.seller.taxNumber, vatPrinted: null },
        };
      if (m.country.code !== 'CH') return { ...f, uid: null };
      const uid = swissUid(m.r);
      return { ...f, uid, seller: { ...f.seller, vatId: uid, vatPrinted: `${uid} MWST` } };
    },
    letter,
  ),
];
