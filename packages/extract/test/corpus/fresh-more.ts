/**
 * Fresh layouts II: an English web-billing invoice (amount due in a banner, service period,
 * payments applied), a Dutch factuur (seller column on the right with KvK/BTW/IBAN, the amount
 * and due date in the payment sentence), an Italian fattura (document data as a table row,
 * ritenuta d'acconto) and a Spanish factura (IRPF, fecha de operación).
 */
import { chance, int, pick } from './model.js';
import { companyBuyer, freshModel, type FreshModel } from './fresh-model.js';
import {
  FRESH,
  grouped,
  itemRows,
  legalFooter,
  moneyOf,
  termsSentence,
  totalsBox,
} from './fresh-parts.js';
import { renderSheets } from './fresh-pdf.js';
import { freshLayout, pairs, type FreshLayout } from './fresh-letters.js';

// ---- English web billing ----

function webBilling(m: FreshModel): Promise<Uint8Array> {
  return renderSheets(m, (sheets) => {
    const pen = sheets.page();
    const s = m.seller;
    const b = m.buyer!;
    const money = moneyOf(m, 1);
    pen.text(pick(m.r, ['Invoice', 'INVOICE', 'Tax invoice']), 50, 45, { size: 20, bold: true });
    pen.text((s.name.split(' ')[0] ?? '').toUpperCase(), 545, 45, {
      size: 16,
      bold: true,
      right: true,
    });
    const meta: Array<[string, string]> = [
      [pick(m.r, ['Invoice number', 'Invoice no.']), m.number],
      [pick(m.r, ['Date of issue', 'Invoice date', 'Issued']), m.fmtDate(m.issue)],
    ];
    if (m.due) meta.push([pick(m.r, ['Date due', 'Due date', 'Payment due']), m.fmtDate(m.due)]);
    pairs(pen, meta, 50, 160, 80);
    const from = [s.name, s.street, s.city, s.email];
    if (s.vatPrinted) from.push(`${pick(m.r, ['VAT', 'VAT reg.', 'VAT ID'])} ${s.vatPrinted}`);
    from.forEach((l, i) => pen.text(l, 50, 140 + i * 12, { size: 9, bold: i === 0 }));
    pen.text(pick(m.r, ['Bill to', 'Billed to', 'Customer']), 250, 140, { size: 9, bold: true });
    const to = [b.name, b.person, b.street, b.city];
    if (b.vatPrinted) to.push(`${pick(m.r, ['VAT', 'Customer VAT', 'Tax ID'])} ${b.vatPrinted}`);
    to.forEach((l, i) => pen.text(l, 250, 153 + i * 12, { size: 9 }));
    const dueText = m.due ? `due ${m.fmtDate(m.due)}` : 'due on receipt';
    pen.text(`${money(m.fresh.amountDue)} ${dueText}`, 50, 235, { size: 15, bold: true });
    let y = 262;
    const p = m.fresh.period;
    if (p) {
      pen.text(`${pick(m.r, FRESH.en.period)}: ${m.fmtDate(p.from)} - ${m.fmtDate(p.to)}`, 50, y, {
        size: 9,
      });
      y += 20;
    }
    const t = itemRows(pen, m, money, y + 10, { headers: pick(m.r, m.words.headers) });
    y = totalsBox(pen, m, money, t.y);
    const terms = termsSentence(m);
    if (terms) pen.text(terms, 50, y, { size: 9 });
    pen.text(`${m.number} · ${money(m.fresh.amountDue)} ${dueText} · Page 1 of 1`, 50, 800, {
      size: 7.5,
    });
  });
}

// ---- Dutch factuur ----

function factuur(m: FreshModel): Promise<Uint8Array> {
  return renderSheets(m, (sheets) => {
    const pen = sheets.page();
    const s = m.seller;
    const money = moneyOf(m, 1);
    const right = [
      s.street,
      s.city,
      `T ${s.phone}`,
      s.email,
      '',
      `KvK ${int(m.r, 10000000, 99999999)}`,
    ];
    if (s.vatPrinted) right.push(`${pick(m.r, ['BTW', 'Btw-id', 'BTW-nr.'])} ${s.vatPrinted}`);
    right.push(`IBAN ${grouped(s.iban)}`);
    pen.text(s.name, 400, 40, { size: 12, bold: true });
    right.forEach((l, i) => l && pen.text(l, 400, 58 + i * 11, { size: 8 }));
    const b = m.buyer!;
    const to = [b.name, `t.a.v. ${b.person}`, b.street, b.city];
    if (b.vatPrinted && chance(m.r, 0.5)) to.push(`Btw-nr. ${b.vatPrinted}`);
    to.forEach((l, i) => pen.text(l, 50, 150 + i * 12));
    pen.text(pick(m.r, ['FACTUUR', 'Factuur']), 50, 250, { size: 20, bold: true });
    const meta: Array<[string, string]> = [
      [pick(m.r, ['Factuurnummer', 'Factuurnr.']), m.number],
      [pick(m.r, ['Factuurdatum', 'Datum']), m.fmtDate(m.issue)],
    ];
    if (m.due && m.fresh.terms.dated) meta.push(['Vervaldatum', m.fmtDate(m.due)]);
    meta.push([pick(m.r, ['Klantnummer', 'Debiteurnummer']), m.customerNo]);
    if (chance(m.r, 0.5)) meta.push(['Uw referentie', m.orderNo]);
    const y0 = pairs(pen, meta, 50, 170, 280);
    const t = itemRows(pen, m, money, y0 + 20, {
      headers: pick(m.r, m.words.headers),
      vatCol: true,
    });
    const y = totalsBox(pen, m, money, t.y, { box: true });
    const amount = money(m.fresh.amountDue);
    const sentence = m.due
      ? m.fresh.terms.dated || chance(m.r, 0.5)
        ? `Wij verzoeken u vriendelijk het bedrag van ${amount} vóór ${m.fmtDate(m.due)} over te maken`
        : `Wij verzoeken u het bedrag van ${amount} binnen ${m.fresh.terms.days} dagen over te maken`
      : termsSentence(m);
    pen.text(sentence, 50, y, { size: 9 });
    pen.text(`op ${grouped(s.iban)} t.n.v. ${s.name} o.v.v. het factuurnummer.`, 50, y + 12, {
      size: 9,
    });
    pen.text(
      pick(m.r, [
        'Op al onze leveringen zijn onze algemene voorwaarden van toepassing.',
        'Bedankt voor uw bestelling.',
      ]),
      50,
      790,
      { size: 7 },
    );
  });
}

// ---- Italian fattura ----

function fattura(m: FreshModel): Promise<Uint8Array> {
  return renderSheets(m, (sheets) => {
    const pen = sheets.page();
    const s = m.seller;
    const b = m.buyer!;
    const money = moneyOf(m, 1);
    const cf = (s.vatId ?? '').slice(2);
    const head = [
      s.street,
      s.city,
      `${pick(m.r, ['P.IVA', 'P. IVA', 'Partita IVA'])} ${s.vatPrinted ?? ''}`,
      `C.F. ${cf}`,
      `Tel. ${s.phone}`,
      `PEC: amministrazione@pec-${int(m.r, 10, 99)}.it`,
    ];
    pen.text(s.name, 50, 40, { size: 14, bold: true });
    head.forEach((l, i) => pen.text(l, 50, 60 + i * 11, { size: 8.5 }));
    pen.text(pick(m.r, ['Spett.le', 'Cliente', 'Destinatario']), 320, 130, { size: 8, bold: true });
    const to = [
      b.name,
      b.street,
      b.city,
      `P.IVA ${b.vatPrinted ?? b.vatId ?? int(m.r, 10000000000, 99999999999)}`,
      `Cod. destinatario ${pick(m.r, ['0000000', 'M5UXCR1', 'SUBM70N'])}`,
    ];
    to.forEach((l, i) => pen.text(l, 320, 143 + i * 12));
    // Document data as a table: labels in one row, values in the next.
    const cols: Array<[string, string]> = [
      ['Tipo documento', pick(m.r, ['Fattura', 'TD01 Fattura'])],
      [pick(m.r, ['Numero', 'N. documento']), m.number],
      [pick(m.r, ['Data', 'Data documento']), m.fmtDate(m.issue)],
      ['Cod. cliente', m.customerNo],
      [
        'Pagamento',
        m.fresh.terms.kind === 'receipt'
          ? 'Rimessa diretta'
          : `Bonifico ${m.fresh.terms.days} gg${m.fresh.terms.kind === 'eom' ? ' f.m.' : ' d.f.'}`,
      ],
    ];
    pen.rule(238, 50, 545);
    cols.forEach(([k, v], i) => {
      pen.text(k, 52 + i * 99, 242, { size: 7.5, bold: true });
      pen.text(v, 52 + i * 99, 256, { size: 9 });
    });
    pen.rule(270, 50, 545);
    const t = itemRows(pen, m, money, 290, { headers: pick(m.r, m.words.headers), vatCol: true });
    let y = totalsBox(pen, m, money, t.y, { box: true });
    if (m.due) {
      pen.text(`Scadenze: ${m.fmtDate(m.due)}  ${money(m.fresh.amountDue)}`, 50, y, { size: 9 });
      y += 14;
    }
    const terms = termsSentence(m);
    if (terms) pen.text(terms, 50, y, { size: 9 });
    pen.text(`IBAN ${s.iban}`, 50, y + 14, { size: 9 });
    const line = `${s.name} - Capitale sociale € ${pick(m.r, ['10.000,00', '50.000,00', '120.000,00'])} i.v. - REA ${pick(m.r, ['MI', 'RM', 'TO', 'BO'])}-${int(m.r, 100000, 999999)} - P.IVA ${s.vatPrinted ?? ''}`;
    pen.text(line, 50, 805, { size: 6.5 });
  });
}

// ---- Spanish factura ----

function factura(m: FreshModel): Promise<Uint8Array> {
  return renderSheets(m, (sheets) => {
    const pen = sheets.page();
    const s = m.seller;
    const b = m.buyer!;
    const money = moneyOf(m, 1);
    pen.text(s.name, 50, 45, { size: 14, bold: true });
    [
      s.street,
      s.city,
      `${pick(m.r, ['NIF:', 'CIF:', 'NIF-IVA:'])} ${s.vatPrinted ?? ''}`,
      s.email,
    ].forEach((l, i) => pen.text(l, 50, 65 + i * 11, { size: 8.5 }));
    pen.text('FACTURA', 545, 45, { size: 20, bold: true, right: true });
    const meta: Array<[string, string]> = [
      [pick(m.r, ['Nº de factura:', 'Factura nº:', 'Número:']), m.number],
      [pick(m.r, ['Fecha de expedición:', 'Fecha de emisión:', 'Fecha:']), m.fmtDate(m.issue)],
    ];
    if (chance(m.r, 0.6)) meta.push(['Fecha de operación:', m.fmtDate(m.delivery)]);
    if (m.due && m.fresh.terms.dated) meta.push(['Vencimiento:', m.fmtDate(m.due)]);
    pairs(pen, meta, 330, 445, 75, 8.5);
    pen.text(pick(m.r, ['Cliente', 'Datos del cliente', 'Facturar a']), 50, 150, {
      size: 8,
      bold: true,
    });
    const nif = b.vatId
      ? chance(m.r, 0.5)
        ? b.vatId.slice(2)
        : b.vatId
      : `${int(m.r, 10000000, 99999999)}Z`;
    [b.name, b.street, b.city, `NIF: ${nif}`].forEach((l, i) => pen.text(l, 50, 163 + i * 12));
    const t = itemRows(pen, m, money, 250, { headers: pick(m.r, m.words.headers) });
    const y = totalsBox(pen, m, money, t.y, { box: chance(m.r, 0.5) });
    const terms = termsSentence(m);
    if (terms) pen.text(terms, 50, y, { size: 9 });
    pen.text(`IBAN: ${grouped(s.iban)}`, 50, y + 13, { size: 9 });
    legalFooter(pen, m, [
      [
        `${s.name} - ${FRESH.es.register[0]!.replace('{c}', s.city.replace(/^\d+\s*/, '')).replace('{n}', String(int(m.r, 1000, 40000)))}, Folio ${int(m.r, 1, 200)}, Hoja ${int(m.r, 1000, 99999)}`,
      ],
    ]);
  });
}

export const FRESH_MORE: FreshLayout[] = [
  freshLayout(
    'web-billing',
    'invoice',
    ['GB', 'IE', 'US', 'GB'],
    (m) =>
      freshModel(companyBuyer(m), {
        terms: ['date', 'days', 'receipt'],
        period: 0.6,
        discount: 0.3,
        prepaid: 0.4,
        lines: [1, 4],
      }),
    webBilling,
  ),
  freshLayout(
    'nl-factuur',
    'invoice',
    ['NL'],
    (m) =>
      freshModel(companyBuyer(m), {
        terms: ['date', 'days'],
        twoRates: 0.5,
        shipping: 0.3,
        prepaid: 0.2,
      }),
    factuur,
  ),
  freshLayout(
    'it-fattura',
    'invoice',
    ['IT'],
    (m) => {
      const f = freshModel(companyBuyer(m), {
        terms: ['days', 'eom', 'date', 'receipt'],
        withholding: chance(m.r, 0.4) ? 'it' : null,
        twoRates: 0.2,
      });
      const number = chance(f.r, 0.6)
        ? `${int(f.r, 1, 480)}/${f.issue.getUTCFullYear()}`
        : f.number;
      return { ...f, number };
    },
    fattura,
  ),
  freshLayout(
    'es-factura',
    'invoice',
    ['ES'],
    (m) =>
      freshModel(companyBuyer(m), {
        terms: ['date', 'days', 'receipt'],
        withholding: chance(m.r, 0.4) ? 'es' : null,
        discount: 0.3,
      }),
    factura,
  ),
];
