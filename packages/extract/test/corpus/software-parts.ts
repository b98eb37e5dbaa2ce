/**
 * Pieces the 'software' layouts share (./software-de.ts, ./software-more.ts): how accounting
 * and ERP programs put text on the page beyond the words — letter-spaced headings, text along
 * the margin (fold marks, a rotated page number, the print shop's form line), names that wrap
 * with a hyphen in a narrow address cell — and the Swiss ids a QR-bill prints.
 */
import { degrees } from 'pdf-lib';
import type { Pen } from './layouts.js';
import { chance, int, pick, type Rng } from './model.js';

/** A heading set with tracking: every letter its own object, wide apart ("R E C H N U N G"). */
export function spacedHeading(pen: Pen, word: string, x: number, y: number, size = 16): number {
  const track = size * 0.45;
  let at = x;
  for (const ch of word.toUpperCase()) {
    pen.text(ch, at, y, { size, bold: true });
    at += pen.bold.widthOfTextAtSize(ch, size) + track;
  }
  return at;
}

/** Text along the left or right edge, bottom to top, as fold marks and form lines are printed. */
export function marginText(pen: Pen, text: string, x: number, yBottom: number, size = 6): void {
  pen.page.drawText(text, {
    x,
    y: pen.height - yBottom,
    size,
    font: pen.font,
    rotate: degrees(90),
  });
}

/** What programs print in the margin: fold and punch marks, a form number, a rotated page no. */
export function margins(pen: Pen, r: Rng, page: string): void {
  // Fold marks (DIN 5008: 105 mm and 210 mm) and the punch mark, as short dashes.
  if (chance(r, 0.7)) for (const y of [298, 421, 595]) pen.text('–', 14, y, { size: 8 });
  if (chance(r, 0.5))
    marginText(
      pen,
      pick(r, [
        `Druck: ${pick(r, ['Printhaus Weber GmbH', 'Formularverlag Kern KG'])} · Formular ${int(r, 100, 999)}-${int(r, 10, 99)}`,
        `${pick(r, ['SAP', 'Sage 100', 'Lexware', 'DATEV', 'Odoo'])} ${int(r, 6, 20)}.${int(r, 0, 9)} · ${int(r, 1000000, 9999999)}`,
        `Formular-Nr. ${int(r, 1000, 9999)} / ${pick(r, ['V3', 'V4', 'R2'])}`,
      ]),
      22,
      780,
      5.5,
    );
  if (chance(r, 0.4)) marginText(pen, page, pen.width - 20, 500, 7);
}

/**
 * The name as a narrow address cell breaks it: the longest word split with a hyphen, its rest on
 * the next line ("Elektro-" / "technik GmbH"); the whole name when no word is long enough.
 */
export function hyphenated(name: string): string[] {
  const words = name.split(' ');
  let at = -1;
  words.forEach((w, i) => {
    if (/^[\p{L}]{9,}$/u.test(w) && (at < 0 || w.length > words[at]!.length)) at = i;
  });
  if (at < 0) return [name];
  const w = words[at]!;
  const cut = Math.floor(w.length / 2);
  return [
    [...words.slice(0, at), `${w.slice(0, cut)}-`].join(' '),
    [w.slice(cut), ...words.slice(at + 1)].join(' '),
  ];
}

/** A Swiss UID with its mod-11 check digit, as "CHE-123.456.789". */
export function swissUid(r: Rng): string {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  for (;;) {
    const d = Array.from({ length: 8 }, () => int(r, 0, 9));
    const check = 11 - (d.reduce((s, x, i) => s + x * weights[i]!, 0) % 11);
    if (check === 10) continue;
    const all = `${d.join('')}${check === 11 ? 0 : check}`;
    return `CHE-${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6)}`;
  }
}

/** A 27-digit QR reference (mod 10 recursive check digit), printed in groups of five. */
export function qrReference(r: Rng): string {
  const table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
  const body = Array.from({ length: 26 }, () => int(r, 0, 9)).join('');
  let carry = 0;
  for (const ch of body) carry = table[(carry + Number(ch)) % 10]!;
  const ref = `${body}${(10 - carry) % 10}`;
  return `${ref.slice(0, 2)} ${ref.slice(2).replace(/(.{5})(?=.)/g, '$1 ')}`;
}

/** A Belgian structured communication: ten digits and their mod-97 check, +++123/4567/89012+++. */
export function structuredCommunication(r: Rng): string {
  const ten = String(int(r, 1, 9_999_999_999)).padStart(10, '0');
  const check = String(Number(ten) % 97 || 97).padStart(2, '0');
  const all = `${ten}${check}`;
  return `+++${all.slice(0, 3)}/${all.slice(3, 7)}/${all.slice(7)}+++`;
}

/** Label and value pairs down a column with the value right-aligned at `xv`. */
export function rightPairs(
  pen: Pen,
  list: Array<[string, string]>,
  xl: number,
  xv: number,
  y: number,
  size = 8.5,
  bold = false,
): number {
  for (const [k, v] of list) {
    pen.text(k, xl, y, { size, bold });
    pen.text(v, xv, y, { size, bold, right: true });
    y += size + 4.5;
  }
  return y;
}

/** A four-column legal footer (or three), each column a list of lines. */
export function footerColumns(pen: Pen, columns: string[][], size = 6.5): void {
  const width = (pen.width - 90) / columns.length;
  const rows = Math.max(...columns.map((c) => c.length));
  const top = pen.height - 30 - rows * (size + 2.5);
  pen.rule(top - 6, 45, pen.width - 45);
  columns.forEach((col, i) =>
    col.forEach((l, j) => pen.text(l, 45 + i * width, top + j * (size + 2.5), { size })),
  );
}
