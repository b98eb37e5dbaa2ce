import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { toDocumentText } from '../src/fields/document-text.js';

/** Valid EU VAT ids (jsvat checksums), two per country: the buyer's and the seller's. */
const IDS = [
  ['DE293626853', 'DE550876123'],
  ['GB390275544', 'GB405081881'],
  ['BE0532949870', 'BE0707313805'],
] as const;

const col = (left: string, right: string) => `${left.padEnd(40)}${right}`;

/**
 * The buyer's block first (no label) with its id, a company of the same group as the seller; the
 * seller's block beside it under a seller label, its id further down the column than the buyer's.
 */
function buyerFirst(i: number) {
  const [buyer, seller] = IDS[i % IDS.length] as readonly [string, string];
  return {
    text: [
      col(`Nord ${i} Distribuzione GmbH`, 'Lieferant'),
      col('Hauptstraße 151', `Nord ${i} Design GmbH & Co. KG`),
      col('49752 Bremen', 'Bahnhofstr. 143'),
      col(`USt-IdNr. ${buyer}`, '45041 Bremen'),
      col('', `info@nord${i}design.de`),
      col('', `USt-IdNr. ${seller}`),
      '',
      `Rechnung Nr. R-${i}`,
      'Gesamtbetrag   119,00 EUR',
    ].join('\n'),
    seller,
  };
}

/** The buyer's id in the address window; the seller's in a footer line that opens with its name. */
function footerNamed(i: number) {
  const [buyer, seller] = IDS[(i + 1) % IDS.length] as readonly [string, string];
  return {
    text: [
      `Harbour ${i} Tools PLC`,
      '121 Church Lane',
      'Glasgow M1 4BT',
      '',
      `Harbour ${i} Tools PLC · 121 Church Lane · Glasgow M1 4BT`,
      'Jansen Trading PLC',
      '40 Church Lane',
      'Glasgow LS2 9XY',
      `VAT number ${buyer}`,
      '',
      'Invoice no: RE564145',
      'Grand total   £40,659.74',
      '',
      `Harbour ${i} Tools PLC   IBAN: GB83 NWBK 0109 0819 7729 23   VAT number ${seller}`,
    ].join('\n'),
    seller,
  };
}

/**
 * The seller's letterhead without its id; the buyer's address window, unlabelled, with its id;
 * the seller's id only in a footer line with the bank details and no name ("street | IBAN | VAT").
 */
function bankFooter(i: number) {
  const [buyer, seller] = IDS[(i + 2) % IDS.length] as readonly [string, string];
  const labels = [
    ['Facture', 'TVA intracom. :', 'Total TTC'],
    ['Rechnung', 'USt-IdNr.:', 'Gesamtbetrag'],
    ['Invoice', 'VAT no.:', 'Amount due'],
  ] as const;
  const [title, vat, total] = labels[i % labels.length] as readonly [string, string, string];
  return {
    text: [
      `Nimbus ${i} Technologies SRL`,
      'rue Neuve 48 | 8604 Namur',
      '',
      col(title, `Greenfield ${i} Print SRL`),
      col('', 'avenue Louise 6'),
      col('', '8461 Namur'),
      col('', `${vat} ${buyer}`),
      '',
      `No. R72${i}438   Date 26/03/2022`,
      `${total}   20.908,80 EUR`,
      '',
      `rue Neuve 48   IBAN : BE62 0160 2832 8259   ${vat} ${seller}`,
      '8604 Namur   BIC GEBABEBB',
    ].join('\n'),
    seller,
  };
}

/**
 * A sidebar with the seller's details on the left; the buyer's block on the right under
 * "Rechnung an / Bill to / Facturé à", its lines interleaved with the sidebar's, its own id
 * printed further down than five page lines.
 */
function sidebar(i: number) {
  const [buyer, seller] = IDS[i % IDS.length] as readonly [string, string];
  const [billTo, vat] = (
    [
      ['Rechnung an', 'USt-IdNr.'],
      ['Bill to', 'VAT no.'],
      ['Facturé à', 'TVA'],
    ] as const
  )[i % 3] as readonly [string, string];
  return {
    text: [
      col(`Bianchi ${i} Werkzeuge GmbH`, 'INVOICE'),
      'Lindenallee 12',
      col('', `${billTo}            Date: 11.07.2023`),
      col('', `Valmont ${i} Services Ltd`),
      '+49 37 6010021',
      col('', 'Bahnhofstr. 46'),
      `info@bianchi${i}.de`,
      col('', '97334 Köln'),
      col('', 'Germany'),
      col(vat, `${vat} ${buyer}`),
      seller,
      'IBAN:',
      'DE14 7285 0688 3408 8071 81',
      '',
      col('', `Invoice no. INV-${i}`),
      col('', 'Total   7.372,66 EUR'),
    ].join('\n'),
    seller,
  };
}

/** A footer table whose VAT label cell stands over its value; demo ids fail the checksum. */
function footerTable(i: number) {
  const ids = ['DE123456789', 'DE777777777', 'FR12345678901', 'NL123456789B01', 'ATU12345678'];
  const labels = ['USt-IdNr', 'VAT Registration No.', 'N° TVA', 'BTW-nummer', 'UID-Nr.'];
  const seller = ids[i % ids.length] as string;
  const label = labels[i % labels.length] as string;
  return {
    text: [
      'Kraxi GmbH',
      'Rechnung Nr. 471102',
      'Rechnungsbetrag   529,87 EUR',
      '',
      `${'Kraxi GmbH'.padEnd(22)}${'Sitz der Gesellschaft'.padEnd(29)}${label.padEnd(27)}Postbank München`,
      `${'GF Paul Kraxi'.padEnd(22)}${'München HRB 999999'.padEnd(29)}${seller.padEnd(27)}IBAN DE28700100809999999999`,
    ].join('\n'),
    seller,
  };
}

describe("the vendor's own tax id when the buyer's is printed too", () => {
  it('takes the id in the seller block, not the unlabelled buyer block printed first', () => {
    for (let i = 0; i < 9; i++) {
      const doc = buyerFirst(i);
      expect(
        extractFields(documentTextFromPlain(doc.text)).extractedData.vendor.taxId,
        doc.text,
      ).toBe(doc.seller);
    }
  });

  it('takes the id on the footer line that names the vendor', () => {
    for (let i = 0; i < 9; i++) {
      const doc = footerNamed(i);
      const d = extractFields(documentTextFromPlain(doc.text)).extractedData;
      expect(d.vendor.taxId, doc.text).toBe(doc.seller);
    }
  });

  it('takes the id printed with the bank details over an unlabelled buyer window printed first', () => {
    for (let i = 0; i < 9; i++) {
      const doc = bankFooter(i);
      const d = extractFields(documentTextFromPlain(doc.text)).extractedData;
      expect(d.vendor.taxId, doc.text).toBe(doc.seller);
      expect(d.vendor.name, doc.text).toBe(`Nimbus ${i} Technologies SRL`);
    }
  });

  it("keeps a buyer's id in a block whose lines interleave with a sidebar out of the seller's", () => {
    for (let i = 0; i < 9; i++) {
      const doc = sidebar(i);
      const d = extractFields(documentTextFromPlain(doc.text)).extractedData;
      expect(d.vendor.taxId, doc.text).toBe(doc.seller);
    }
  });

  it('takes a demo id in VAT form under a VAT label cell of a footer table', () => {
    for (let i = 0; i < 5; i++) {
      const doc = footerTable(i);
      const d = extractFields(documentTextFromPlain(doc.text)).extractedData;
      expect(d.vendor.taxId, doc.text).toBe(doc.seller);
    }
  });

  it("keeps an id under a customer's VAT label cell out of the seller's", () => {
    const text = [
      'Invoice 103767',
      `${'Customer VAT No.'.padEnd(30)}Your Reference`,
      `${'DE123456789'.padEnd(30)}PO-1`,
      'Total   681.87',
      '',
      `${'VAT Registration No.'.padEnd(30)}Phone`,
      `${'DE777777777'.padEnd(30)}999 / 9 99 99 99`,
    ].join('\n');
    expect(extractFields(documentTextFromPlain(text)).extractedData.vendor.taxId).toBe(
      'DE777777777',
    );
  });

  it('reads look-alike letters of an OCR-read VAT id as digits when the checksum then holds', () => {
    const cases = [
      ['DES34905406', 'DE534905406'],
      ['DE 55O 876 123', 'DE550876123'],
      ['BE0532949B70', 'BE0532949870'],
      ['GB39O275544', 'GB390275544'],
    ] as const;
    for (const [printed, meant] of cases) {
      const plain = documentTextFromPlain(
        ['Nord Design GmbH', `USt-IdNr.: ${printed}`, 'Rechnung Nr. 12', 'Summe   119,00'].join(
          '\n',
        ),
      );
      const ocr = toDocumentText(
        plain.lines.map((l) => ({ ...l, source: 'ocr' as const })),
        'ocr',
      );
      expect(extractFields(ocr).extractedData.vendor.taxId, printed).toBe(meant);
      // A text layer prints what it means: no letters are read as digits there.
      expect(extractFields(plain).extractedData.vendor.taxId, printed).not.toBe(meant);
    }
  });
});
