import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/index.js';
import { asOcr } from './as-ocr.js';
import { int, pick, rng, type Rng } from './corpus/model.js';
import { fieldsOf, type PlacedText } from './laid-out-page.js';

/**
 * Scanned till receipts from Singapore, Australia, Malaysia and Italy, seeded, read as OCR
 * lines:
 * - the currency of Singapore ("PTE LTD", "SINGAPORE", "S$") and Australia ("PTY LTD", "ABN",
 *   ".com.au"), whose receipts share Malaysia's words and GST labels and print a bare "$"; a
 *   fuel grade "RON95" is no Romanian lei; the province code in "00184 Roma (RM)" is no ringgit;
 * - the seller's registration number after its GST or SST label ("GST ID : 000933078319",
 *   "SST ID: W24-1902-32569527", "GST Reg No: M2-7292093-3", "UEN: 201875961H"), and an ABN over
 *   an address line whose state looks like a legal form ("GLENELG SA 5045");
 * - a policy line "No refund for sale items" does not make the receipt a credit note.
 */
const digits = (r: Rng, n: number) => Array.from({ length: n }, () => int(r, 0, 9)).join('');
const money = (cents: number) => (cents / 100).toFixed(2);

function singapore(r: Rng) {
  const id = pick(r, [
    `M${int(r, 1, 9)}-${digits(r, 7)}-${int(r, 0, 9)}`,
    `${pick(r, ['19', '20'])}${digits(r, 7)}${pick(r, ['D', 'H', 'K', 'M'])}`,
  ]);
  const total = int(r, 300, 9000);
  const lines = [
    `${pick(r, ['KOK SENG F&B', 'LION CITY MART', 'ORCHID FOODS'])} PTE LTD`,
    `BLK ${int(r, 100, 999)} ANG MO KIO AVE ${int(r, 1, 9)} #08-113`,
    `SINGAPORE ${digits(r, 6)}`,
    id.startsWith('M') ? `GST Reg No: ${id}` : pick(r, [`UEN: ${id}`, `GST Reg No: ${id}`]),
    `Receipt No: ${digits(r, 4)}-${digits(r, 4)}`,
    'BANANAS LOOSE   5.38',
    `AMOUNT DUE   ${pick(r, ['S$', '$'])}${money(total)}`,
    `NETS   ${money(total)}`,
    'No refund for sale items',
  ];
  return { lines, currency: 'SGD', taxId: id, total };
}

function australia(r: Rng) {
  const abn = `${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`;
  const total = int(r, 300, 9000);
  const lines = [
    'TAX INVOICE',
    `${pick(r, ['ELLIS & SONS GROCERY', 'BONDI FRESH', 'KING ST CELLARS'])} PTY LTD`,
    `${int(r, 1, 99)} KING ST`,
    `${pick(r, ['GLENELG SA 5045', 'BONDI NSW 2026', 'FITZROY VIC 3065'])}`,
    `ABN ${abn}`,
    `Invoice ${digits(r, 6)}`,
    'COFFEE BEANS 500G   $7.99',
    'MILK 2L   $3.49',
    'SOURDOUGH LOAF   $6.20',
    `TOTAL   $${money(total)}`,
    pick(r, ['Incl. GST', 'Total includes GST']),
    'Exchange within 7 days with receipt',
  ];
  return { lines, currency: 'AUD', taxId: abn.replace(/\s/g, ''), total };
}

function malaysia(r: Rng) {
  const id = pick(r, [`00${digits(r, 10)}`, `W${digits(r, 2)}-${digits(r, 4)}-${digits(r, 8)}`]);
  const total = int(r, 300, 9000);
  const lines = [
    `${pick(r, ['STESEN MINYAK SETIA', 'PETRON JAYA', 'KEDAI RUNCIT AH SENG'])} SDN BHD`,
    'LOT 12, JALAN KLANG LAMA',
    id.startsWith('W') ? `SST ID: ${id}` : `GST ID : ${id}`,
    `PUMP 0${int(r, 1, 8)} ${pick(r, ['RON95', 'RON 97', 'RON97'])}`,
    `${pick(r, ['RON95', 'RON 97', 'RON97'])}   ${money(total)}`,
    `TOTAL   ${money(total)}`,
    `CASH   ${money(total)}`,
  ];
  return { lines, currency: 'MYR', taxId: id, total };
}

function italy(r: Rng) {
  const total = int(r, 300, 9000);
  const lines = [
    `${pick(r, ['Bar Ponte', 'Forno Rossi', 'Caffè Trevi'])} S.n.c.`,
    `Via ${pick(r, ['Roma', 'Cavour', 'Nazionale'])} ${int(r, 1, 99)}`,
    `00${int(r, 100, 199)} Roma (RM)`,
    'P. IVA 02785820263',
    'DOCUMENTO COMMERCIALE',
    `TOTALE COMPLESSIVO   ${money(total).replace('.', ',')}`,
    `CONTANTI   ${money(total).replace('.', ',')}`,
  ];
  return { lines, currency: 'EUR', taxId: 'IT02785820263', total };
}

const COUNTRIES = { singapore, australia, malaysia, italy };

describe('scanned receipts from countries that share words', () => {
  for (const [country, make] of Object.entries(COUNTRIES)) {
    it(`read ${country}'s currency, the seller's number and a positive total`, () => {
      const wrong = Array.from({ length: 20 }, (_, i) => make(rng(18_000 + i)))
        .map((d) => {
          const got = extractFields(asOcr(d.lines.join('\n'))).extractedData;
          return {
            want: [d.currency, d.taxId, d.total],
            got: [got.currency, got.vendor.taxId, got.totalAmount],
          };
        })
        .filter((d) => JSON.stringify(d.got) !== JSON.stringify(d.want));
      expect(wrong).toEqual([]);
    });
  }
});

describe('a registration number after its label', () => {
  it('is not read back as an EU VAT id, nor taken for the receipt number', () => {
    // "P11-1808-32882500" read back as "PL1808328825" holds the Polish checksum by chance.
    const fields = extractFields(
      asOcr(
        [
          'BAN HIN (M) SDN BHD (975263-U)',
          '111-G, JALAN PJU 2/28',
          'SST No: P11-1808-32882500',
          'Check No: A618938',
          'GST Reg No: 200829969W',
          'Sub Total   60.20',
          'TOTAL   63.80',
          'MYDEBIT   63.80',
        ].join('\n'),
      ),
    ).extractedData;
    expect([fields.vendor.taxId, fields.currency, fields.invoiceNumber]).toEqual([
      'P11-1808-32882500',
      'MYR',
      'A618938',
    ]);
  });
});

describe('a Dutch receipt paid through ABN AMRO', () => {
  it("is in euros: the bank's name is no Australian Business Number", () => {
    const text = [
      'BAKKERIJ DE VRIES',
      'Kerkstraat 12, 3511 LK Utrecht',
      'Bedankt voor uw aankoop',
      'TOTAAL   12,50',
      'PIN   12,50',
      'Rekening: ABN AMRO',
    ].join('\n');
    expect(extractFields(asOcr(text)).extractedData.currency).toBe('EUR');
  });
});

describe("an Australian maker's name in an item line", () => {
  it('leaves a bare "$" the US dollar', () => {
    const text = [
      'Northwind Software Inc.',
      '120 Main Street, Austin, TX 78701',
      'Licence Atlassian Pty Ltd, 10 users   2   $348.31   $696.62',
      'Workshop   7   $317.64   $2,223.48',
      'Total   $2,920.10',
    ].join('\n');
    expect(extractFields(asOcr(text)).extractedData.currency).toBe('USD');
  });
});

describe('a VAT id whose country code OCR misread', () => {
  it('is read back whole after its label ("VAT No. 1E2395049H")', () => {
    const fields = extractFields(
      asOcr(
        [
          "Morgan's Bakery Ltd",
          '147 Patrick Street',
          'Limerick, V94 TYPX',
          'BALANCE DUE   29.35',
          'VAT No. 1E2395049H',
        ].join('\n'),
      ),
    ).extractedData;
    expect([fields.vendor.taxId, fields.currency]).toEqual(['IE2395049H', 'EUR']);
  });
});

describe('receipt numbers as tills and OCR print them', () => {
  it('are read after "Chk" and after a "N°" OCR read as "N2" or "N”"', () => {
    const receipts: Array<[line: string, number: string]> = [
      ['Chk 78000   Table 10', '78000'],
      ['CHECK # 4821   SERVER: ANA', '4821'],
      ['Factura N2 262178', '262178'],
      ['TICKET N” 1146', '1146'],
      ['Ticket N* 9060', '9060'],
    ];
    const wrong = receipts
      .map(([line, number]) => {
        const text = ['LUCKY DRAGON INC.', '1780 ELM STREET', line, 'Total   23.65'].join('\n');
        return { line, want: number, got: extractFields(asOcr(text)).extractedData.invoiceNumber };
      })
      .filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });
});

describe('a tax id printed under an address line', () => {
  it('stays the vendor\'s when the line\'s state looks like a legal form ("GLENELG SA 5045")', () => {
    const centred = (text: string, y: number): PlacedText => [text, 150 - text.length * 2.25, y, 9];
    const wrong = Array.from({ length: 20 }, (_, i) => {
      const r = rng(18_100 + i);
      const abn = `${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`;
      const fields = fieldsOf([
        centred('TAX INVOICE', 20),
        centred(`${pick(r, ['ELLIS & SONS GROCERY', 'BONDI FRESH FOODS'])} PTY LTD`, 32),
        centred(`${int(r, 10, 99)} KING ST`, 44),
        centred(pick(r, ['GLENELG SA 5045', 'MODBURY SA 5092', 'UNLEY SA 5061']), 56),
        centred(`ABN ${abn}`, 68),
        ['TOTAL', 40, 200, 9],
        ['$57.93', 220, 200, 9],
      ]);
      return { want: abn.replace(/\s/g, ''), got: fields.vendor.taxId };
    }).filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });
});
