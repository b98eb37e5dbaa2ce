import { describe, expect, it } from 'vitest';
import { asOcr } from '../../test/as-ocr.js';
import { int, pick, rng } from '../../test/corpus/model.js';
import { normalizeCompanyName } from '../company-name.js';
import { extractFields } from './extract-fields.js';
import type { Line, Segment } from '../text/layout.js';
import { nameAcrossCells } from './spaced-name.js';

/** A line of cells, 12 px a letter, 40 px between cells. */
function line(cells: string[], source: Line['source'] = 'ocr'): Line {
  let x = 20;
  const segments: Segment[] = cells.map((text) => {
    const segment = { text, x0: x, x1: x + text.length * 12 };
    x = segment.x1 + 40;
    return segment;
  });
  return {
    page: 1,
    index: 0,
    y: 40,
    height: 20,
    segments,
    text: cells.join('   '),
    confidence: 0.9,
    source,
  };
}

const FIRST = ['ANNALAKSHMI', 'OCEAN', 'KEDAI', 'SYARIKAT', 'GOLDEN', 'BINTANG', 'HOCK', 'LIAN'];
const MORE = ['PALACE', 'RUNCIT', 'PERNIAGAAN', 'ARCH', 'TIMUR', 'SOON', 'HING', 'JAYA', 'SENG'];
const TRADE = ['FOOD INDUSTRIES', 'HARDWARE', 'TRADING', 'MARKETING', 'STATIONERY SHOP', 'MART'];
const BRANCHES = ['(SEREMBAN 2)', '(SETIA ALAM)', '(BANGSAR)', '(PUCHONG)'];
const FORMS = ['SDN BHD', 'SDN.BHD', 'S/B', 'BHD'];
const AFTER = ['(CO. REG 123456-X)', '(001741253-U)', 'TEL: 03-8096 4116', 'GST ID: 0012'];

/** A seller's name of two to five words, a branch and legal form perhaps, in cells. */
function spacedName(seed: number): { cells: string[]; name: string } {
  const r = rng(seed);
  const words = [pick(r, FIRST), ...Array.from({ length: int(r, 0, 2) }, () => pick(r, MORE))];
  words.push(pick(r, TRADE));
  if (int(r, 0, 2) === 0) words.push(pick(r, BRANCHES));
  if (int(r, 0, 1) === 1) words.push(pick(r, FORMS));
  // Cut between words at random: at least two cells.
  const cells: string[] = [];
  let cell: string[] = [];
  for (const [i, word] of words.entries()) {
    cell.push(word);
    if (i < words.length - 1 && (cells.length === 0 || int(r, 0, 1) === 1)) {
      cells.push(cell.join(' '));
      cell = [];
    }
  }
  cells.push(cell.join(' '));
  return { cells, name: words.join(' ') };
}

describe('nameAcrossCells: a seller’s line OCR read in cells', () => {
  it.each(Array.from({ length: 40 }, (_, i) => i))(
    'name %i comes back whole from any of its cells, without what follows it',
    (i) => {
      const { cells, name } = spacedName(900 + i);
      const after = pick(rng(i), AFTER);
      const read = line([...cells, after]);
      for (const segment of read.segments.slice(0, cells.length))
        expect(nameAcrossCells(read, segment.x0, new Set())).toBe(name);
    },
  );

  it('drops the mark OCR made of a first letter, and stops at the registration number', () => {
    const read = line(['>CEAN', 'PALACE FOOD', 'INDUSTRIES SDN.BHD', '(CO.', 'RE']);
    expect(nameAcrossCells(read, read.segments[2]!.x0, new Set())).toBe(
      'CEAN PALACE FOOD INDUSTRIES SDN.BHD',
    );
  });

  it('joins capitalised words as a letterhead prints them, and no label or address', () => {
    const joined = [
      ['Farmacia', 'Central'],
      ['Blue Door', 'Bistro'],
      ['Bar', 'de la Plaza'],
    ];
    for (const cells of joined) {
      const read = line(cells);
      expect(nameAcrossCells(read, read.segments[0]!.x0, new Set())).toBe(cells.join(' '));
    }
    for (const other of ['Tel. 91 281 63 03', 'Plaza de Espana, 109', 'Fecha:', 'CIF B123'])
      expect(nameAcrossCells(line(['Farmacia Central', other]), 20, new Set())).toBeNull();
    // A letterhead writes its name in one case: "Sdn" is what OCR left of "Sdn Bhd".
    const cut = line(['ZHENG HUI HARDWARE', '(SETIA ALAM)', 'Sdn']);
    expect(nameAcrossCells(cut, 20, new Set())).toBe('ZHENG HUI HARDWARE (SETIA ALAM)');
  });

  it('takes nothing past the legal form', () => {
    const read = line(['KEDAI RUNCIT SDN BHD', 'RECEIPT']);
    expect(nameAcrossCells(read, read.segments[0]!.x0, new Set())).toBeNull();
  });

  it('joins no label, number, address or the customer’s cell', () => {
    for (const other of ['TEL: 03-7449 7595', 'LOT 62-11', '12.50', 'No. 77189', 'Tarikh:'])
      expect(nameAcrossCells(line(['SENG HUAT HARDWARE', other]), 20, new Set())).toBeNull();
    const read = line(['CHUAN LEE', 'MINI MARKET AIK CHEONG']);
    expect(nameAcrossCells(read, 20, new Set([read.segments[1]!]))).toBeNull();
  });

  it('leaves a text layer’s cells apart: there the gaps are the layout’s', () => {
    const read = line(['ACME TRADING', 'INVOICE'], 'text');
    expect(nameAcrossCells(read, 20, new Set())).toBeNull();
  });
});

describe('a scanned receipt whose head line OCR read in cells', () => {
  it('has the whole line as its seller', () => {
    const wrong = Array.from({ length: 40 }, (_, i) => spacedName(900 + i))
      .map(({ cells, name }, i) => {
        const text = [
          [...cells, pick(rng(i), AFTER)].join('   '),
          'NO. 12, JALAN PUCHONG,',
          '47100 PUCHONG, SELANGOR',
          'TOTAL   12.50',
        ].join('\n');
        const got = extractFields(asOcr(text)).extractedData.vendor.name ?? '';
        return { name, got };
      })
      .filter(({ name, got }) => normalizeCompanyName(got) !== normalizeCompanyName(name));
    expect(wrong).toEqual([]);
  });
});
