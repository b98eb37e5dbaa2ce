import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { normalizeCompanyName } from '../src/company-name.js';
import { mendLegalFormText } from '../src/ocr/legal-form.js';
import { withoutRegistration } from '../src/fields/registration-mark.js';
import { int, pick, rng } from './corpus/model.js';
import { rm, wildCompany, wildDate } from './corpus/wild-receipts.js';

/**
 * Malaysian receipts (the SROIE kind) print the company with its registration number, in
 * brackets after the name or on the line under it, often under a brand or logo word; many
 * shops have no legal form ("... ENTERPRISE", "RESTORAN ..."), no tax and no "RM" on the
 * page. 80 receipts per test from the wild corpus's company heads (test/corpus/wild-receipts.ts).
 */
function receipt(seed: number, o: { brand?: boolean } = {}) {
  const r = rng(seed);
  const company = wildCompany(r, 'any', r() < 0.5);
  const head = company.head.filter((h) => !h.big);
  if (o.brand ?? r() < 0.5)
    head.unshift({ text: pick(r, ['TEA GARDEN', 'ECO-SHOP', 'SPEEDY', 'FAMILY-MART']), big: true });
  const issue = new Date(Date.UTC(2017, 0, 2) + int(r, 0, 800) * 86_400_000);
  const items = Array.from({ length: int(r, 1, 5) }, () => int(r, 100, 4000));
  const total = items.reduce((a, b) => a + b, 0);
  const cash = Math.ceil(total / 5000) * 5000;
  const lines = [
    ...head.map((h) => h.text),
    ...company.address,
    ...(company.gstId ? [`GST ID No : ${company.gstId}`] : []),
    pick(r, ['CASH BILL', 'RECEIPT', 'TAX INVOICE']),
    `Date: ${wildDate(r, issue)}`,
    ...items.map((v, i) => `ITEM ${i + 1}   ${rm(v)}`),
    `TOTAL   ${rm(total)}`,
    `CASH   ${rm(cash)}`,
    `CHANGE   ${rm(cash - total)}`,
    'GOODS SOLD ARE NOT RETURNABLE & REFUNDABLE',
  ];
  return { text: lines.join('\n'), company, issue, total };
}

const vendorOf = (text: string) =>
  extractFields(documentTextFromPlain(text)).extractedData.vendor.name;

const RECEIPTS = Array.from({ length: 80 }, (_, i) => receipt(5100 + i, { brand: false }));

describe('a company printed with its registration number', () => {
  it('is the vendor without the number, under a brand word or not', () => {
    const wrong = RECEIPTS.filter(
      (rc) =>
        normalizeCompanyName(vendorOf(rc.text) ?? '') !== normalizeCompanyName(rc.company.name),
    );
    expect(wrong.map((rc) => `${vendorOf(rc.text)} ≠ ${rc.company.name}\n${rc.text}`)).toEqual([]);
  });

  it('is the vendor when OCR read the paper’s edge as a bar before it, its bracket cut', () => {
    const edged = RECEIPTS.map((rc) => ({
      ...rc,
      text: `| ${rc.text.replace(/(\(\d{5,})-?[A-Z]?\)/, '$1-')}`,
    }));
    const wrong = edged.filter(
      (rc) =>
        normalizeCompanyName(vendorOf(rc.text) ?? '') !== normalizeCompanyName(rc.company.name),
    );
    expect(wrong.map((rc) => `${vendorOf(rc.text)} ≠ ${rc.company.name}\n${rc.text}`)).toEqual([]);
  });

  it('is the vendor when OCR misread the end of its number: "(SA0390010-\\", "(0907990~-X)"', () => {
    const r = rng(8400);
    const noisy = RECEIPTS.filter((rc) => /\(\w{0,3}\d{5,}-?[A-Z]?\)/.test(rc.text)).map((rc) => ({
      ...rc,
      text: rc.text.replace(
        /\((\w{0,3}\d{5,})-?([A-Z])?\)/,
        (_, id: string, check = 'X') =>
          `(${id}${pick(r, ['-\\', `~-${check})`, `-${check}|`, ' -l', `_${check}`])}`,
      ),
    }));
    expect(noisy.length).toBeGreaterThan(20);
    const wrong = noisy.filter(
      (rc) =>
        normalizeCompanyName(vendorOf(rc.text) ?? '') !== normalizeCompanyName(rc.company.name),
    );
    expect(wrong.map((rc) => `${vendorOf(rc.text)} ≠ ${rc.company.name}\n${rc.text}`)).toEqual([]);
  });

  it('wins over a brand word above it', () => {
    const branded = Array.from({ length: 40 }, (_, i) => receipt(6100 + i, { brand: true }));
    const marked = branded.filter((rc) => rc.company.head.some((h) => /\d{5,}/.test(h.text)));
    expect(marked.length).toBeGreaterThan(20);
    for (const rc of marked)
      expect(normalizeCompanyName(vendorOf(rc.text) ?? ''), rc.text).toBe(
        normalizeCompanyName(rc.company.name),
      );
  });
});

describe('a head line run off the paper after its registration label', () => {
  it('is the name without the bracket and label: "BINTANG TIMUR (CO. REG"', () => {
    const r = rng(8300);
    for (let i = 0; i < 30; i++) {
      const name = `${pick(r, ['SYARIKAT PERNIAGAAN', 'KEDAI RUNCIT', 'RESTORAN'])} ${pick(r, ['BINTANG TIMUR', 'GIN KEE', 'SENG HUAT', 'WAH SENG'])}`;
      const label = pick(r, ['(CO. REG', '(CO. REG:', '(Co. No.', '(ROC No', '[COMPANY NO.']);
      const text = [
        `${name} ${label}`,
        `NO. ${int(r, 1, 99)}, JALAN PASAR, 41200 KLANG`,
        `TOTAL   ${rm(int(r, 100, 9000))}`,
      ].join('\n');
      expect(vendorOf(text), text).toBe(name);
    }
  });
});

describe('"S/B", the short form of Sdn Bhd', () => {
  it('is a legal form: the name wins over a brand word above it', () => {
    const r = rng(8200);
    for (let i = 0; i < 30; i++) {
      const name =
        `${pick(r, ['BINTANG TIMUR', 'GIN KEE', 'SENG HUAT', 'WAH SENG'])} ${pick(r, ['HARDWARE', 'TRADING', 'MARKETING', ''])} S/B`.replace(
          /\s+/g,
          ' ',
        );
      const text = [
        pick(r, ['BINTANG MART', 'ECO-SHOP', 'SPEEDY']),
        name,
        `NO. ${int(r, 1, 99)}, JALAN PASAR, 41200 KLANG`,
        `TOTAL   ${rm(int(r, 100, 9000))}`,
      ].join('\n');
      expect(vendorOf(text), text).toBe(name);
    }
  });
});

describe('Malaysian receipts read by OCR', () => {
  /** What OCR does to a faint receipt: "&" read as "£", an "S" as "$", the "RM" lost. */
  const ocr = (text: string) => ({
    ...documentTextFromPlain(
      text
        .replace(/ & /g, ' £ ')
        .replace(/^(.*?)\bS(\w)/m, '$1$$$2')
        .replace(/\bRM\s?/g, ''),
    ),
    source: 'ocr' as const,
  });

  it('are in ringgit when stray signs stand by no amount', () => {
    const wrong = RECEIPTS.filter((rc) => {
      const d = extractFields(ocr(rc.text)).extractedData;
      return d.currency !== 'MYR';
    });
    expect(wrong.map((rc) => ocr(rc.text).text)).toEqual([]);
  });

  it('keep a sign printed by an amount', () => {
    const d = extractFields(ocr('KEDAI ABC ENTERPRISE\nJALAN AMPANG\nTOTAL £ 12.50')).extractedData;
    expect(d.currency).toBe('GBP');
  });

  it('read dates day first from a Malaysian address alone (no tax, no legal form, no RM)', () => {
    let ambiguous = 0;
    for (let i = 0; i < 80; i++) {
      const r = rng(7300 + i);
      const issue = new Date(Date.UTC(2017, int(r, 0, 11), int(r, 1, 12)));
      if (issue.getUTCDate() === issue.getUTCMonth() + 1) continue;
      ambiguous++;
      const d = issue.getUTCDate();
      const m = issue.getUTCMonth() + 1;
      const yy = String(issue.getUTCFullYear()).slice(2);
      const date =
        `${String(d).padStart(2, '0')}${pick(r, ['/', '-'])}${String(m).padStart(2, '0')}/${yy}`.replace(
          /(\d\d)([/-])(\d\d)\/(\d\d)/,
          '$1$2$3$2$4',
        );
      const text = [
        `${pick(r, ['KEDAI RUNCIT', 'SYARIKAT'])} ${pick(r, ['GIN KEE', 'MAJU JAYA'])} ${pick(r, ['ENTERPRISE', 'TRADING'])}`,
        `NO. ${int(r, 1, 90)}, ${pick(r, ['JALAN PASAR', 'JLN BESAR', 'LORONG 3'])},`,
        pick(r, [
          '41200 KLANG, SELANGOR',
          '81100 JOHOR BAHRU, JOHOR',
          'TAMAN DAYA, 81100',
          '10200 PENANG',
        ]),
        `Date: ${date}`,
        `TOTAL   ${rm(int(r, 100, 9000))}`,
      ].join('\n');
      expect(extractFields(documentTextFromPlain(text)).extractedData.issueDate, text).toBe(
        issue.toISOString().slice(0, 10),
      );
    }
    expect(ambiguous).toBeGreaterThan(60);
  });

  it('mend "Sdn Bhd" misread as "SON BHD", "S0N.BHD", "SDN BHO", "5DN 8HD"', () => {
    const r = rng(11);
    for (let i = 0; i < 60; i++) {
      const name = `${pick(r, ['GIN KEE', 'MAJU JAYA', 'Seng Huat'])} ${pick(r, ['HARDWARE ', 'TRADING ', ''])}`;
      const upper = r() < 0.7;
      const gap = pick(r, [' ', '.', '. ']);
      const form = upper ? `SDN${gap}BHD` : `Sdn${gap}Bhd`;
      const misread = form
        .replace(/D/i, (c) => pick(r, [c, c === 'D' ? 'O' : 'o', '0']))
        .replace(/N/i, (c) => (r() < 0.2 ? (c === 'N' ? 'M' : 'm') : c))
        .replace(/\.(?=\s?B)/, (c) => (r() < 0.3 ? ',' : c))
        .replace(/B/, (c) => pick(r, [c, '8']))
        .replace(/^S/, (c) => pick(r, [c, '5']))
        // One letter of "BHD" read as another: "SDN BED", "SDN BHA".
        .replace(/H(?=D)|(?<=H)D/i, (c) => (r() < 0.3 ? (c === 'H' ? 'E' : 'A') : c));
      expect(mendLegalFormText(`${name}${misread} (12345-X)`)).toBe(`${name}${form} (12345-X)`);
    }
    for (const misread of ['SIB', 'SiB', 'S/8', '5/B', 'S|B', 'SlB', 'S B', 'SB']) {
      expect(mendLegalFormText(`GOLDEN ARCH TRADING ${misread}`)).toBe('GOLDEN ARCH TRADING S/B');
      expect(mendLegalFormText(`GOLDEN ARCH (SETIA ALAM) ${misread}`)).toBe(
        'GOLDEN ARCH (SETIA ALAM) S/B',
      );
    }
    // "(M)" before the legal form, its M read as "NM" or "N".
    for (const mark of ['(NM)', '(N)', '(IM)', '(HM)']) {
      expect(mendLegalFormText(`PERNIAGAAN ZHENG HUI ${mark} SDN BHD`)).toBe(
        'PERNIAGAAN ZHENG HUI (M) SDN BHD',
      );
      expect(mendLegalFormText(`HAPPY TRADING ${mark} SON. BHD.`)).toBe(
        'HAPPY TRADING (M) SDN. BHD.',
      );
    }
    // Words that only look alike stay.
    for (const t of [
      'SOME BHD',
      'SOM BEST',
      'ROOM (N) 12',
      'UNIT (NM) SHOP',
      'SB',
      'GRADE SB CLASS',
      'SONG BHD',
      'SON OF BHD',
      'SON BAR',
      'SDN BEAT',
      'S DN BHD',
      'Sons Bhd',
      'SIB',
      'S B',
      'VITAMIN B',
      'GRADE S B CLASS',
      '5/8 PIPE',
      'NO. 5/8',
    ])
      expect(mendLegalFormText(t)).toBe(t);
  });
});

describe('a registration bracket that OCR cut or misread', () => {
  it('is no part of the name, from its label to the line’s end', () => {
    const cut = [
      ['BINTANG TIMUR TRADING (CO. REG : JM0853268-', 'BINTANG TIMUR TRADING'],
      ['BINTANG TIMUR STATIONERY SHOP (CO. REG : 8%', 'BINTANG TIMUR STATIONERY SHOP'],
      ['SOON HUAT ENTERPRISE [ROC NO: 12 34', 'SOON HUAT ENTERPRISE'],
      ['KEDAI RUNCIT HOCK SOON (Co. No. 00-', 'KEDAI RUNCIT HOCK SOON'],
    ];
    expect(cut.map(([line]) => withoutRegistration(line!))).toEqual(cut.map(([, name]) => name));
  });

  it('leaves a bracket without the label as printed', () => {
    const kept = ['TECK GUAN TRADING (M)', 'HOCK SOON (SETIA ALAM)', 'RESTORAN UNIHAKKA (USJ'];
    expect(kept.map((line) => withoutRegistration(line))).toEqual(kept);
  });
});
