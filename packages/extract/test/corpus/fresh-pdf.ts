/**
 * A PDF of one or more pages for the fresh layouts: each `page()` call starts a new page and
 * returns a Pen for it (the same Pen as ./layouts.ts, y from the top). The body font is
 * Helvetica or Times, chosen by the layout, as office software prints either. A document whose
 * `producer` is 'shuffled' has its text objects written out of reading order (as design and
 * reporting tools write them: by layer, frame or field), so a text layer does not hand the
 * lines over top to bottom; the page looks the same. A 'glyphs' producer draws every glyph as its
 * own text object (spaces are gaps, not characters), as typesetting and ERP print engines do; a
 * 'pieces' producer splits runs into several objects, sometimes inside a word, with the small
 * kerning gaps real PDFs have between them (./software-corpus.ts).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { Pen } from './layouts.js';
import { rng } from './model.js';

export type Family = 'helvetica' | 'times';
export type Producer = 'runs' | 'shuffled' | 'glyphs' | 'pieces';

/** The text objects a producer writes for one run: each piece and its offset from the run's x. */
export function textObjects(s: string, f: PDFFont, size: number, producer: Producer, n: number) {
  if (producer === 'glyphs') {
    const out: Array<[string, number]> = [];
    let x = 0;
    for (const ch of s) {
      if (ch !== ' ') out.push([ch, x]);
      x += f.widthOfTextAtSize(ch, size);
    }
    return out;
  }
  if (producer !== 'pieces' || s.length < 4) return [[s, 0]] as Array<[string, number]>;
  // Cut points from the run itself (no shared stream): words, and now and then inside a word.
  const r = rng(n * 131 + s.length * 7 + s.charCodeAt(0));
  const out: Array<[string, number]> = [];
  let start = 0;
  let x = 0;
  for (let i = 1; i < s.length; i++) {
    const cut = s[i - 1] === ' ' ? r() < 0.6 : r() < 0.08 && s[i] !== ' ';
    if (!cut) continue;
    const piece = s.slice(start, i);
    out.push([piece.trimEnd(), x]);
    // A kerning adjustment between objects: a few hundredths of an em.
    x += f.widthOfTextAtSize(piece, size) + size * (r() * 0.06);
    start = i;
  }
  out.push([s.slice(start), x]);
  return out.filter(([p]) => p.length > 0);
}

export interface Sheets {
  page(size?: [number, number]): Pen;
}

const FONTS: Record<Family, [StandardFonts, StandardFonts]> = {
  helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
};

/** Runs `draw` with a page maker and returns the saved PDF. */
export async function renderSheets(
  doc: { producer?: Producer },
  draw: (sheets: Sheets) => void,
  family: Family = 'helvetica',
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const [regular, boldName] = FONTS[family];
  const font = await pdf.embedFont(regular);
  const bold = await pdf.embedFont(boldName);
  const mono = await pdf.embedFont(StandardFonts.Courier);
  const monoBold = await pdf.embedFont(StandardFonts.CourierBold);
  const pages: Array<Array<() => void>> = [];
  let runs = 0;
  const sheets: Sheets = {
    page([width, height] = [595, 842]) {
      const page = pdf.addPage([width, height]);
      const pending: Array<() => void> = [];
      pages.push(pending);
      const pick = (o: { bold?: boolean; mono?: boolean }): PDFFont =>
        o.mono ? (o.bold ? monoBold : mono) : o.bold ? bold : font;
      return {
        page,
        font,
        bold,
        mono,
        width,
        height,
        text(s, x, y, o = {}) {
          const size = o.size ?? 10;
          const f = pick(o);
          const safe = s.replace(/[’]/g, "'");
          const w = f.widthOfTextAtSize(safe, size);
          const left = o.right ? x - w : x;
          const pieces = textObjects(safe, f, size, doc.producer ?? 'runs', runs++);
          const op = () =>
            pieces.forEach(([piece, dx]) =>
              page.drawText(piece, {
                x: left + dx,
                y: height - y - size,
                size,
                font: f,
                color: rgb(0, 0, 0),
              }),
            );
          if (doc.producer === 'shuffled') pending.push(op);
          else op();
        },
        rule(y, x0 = 50, x1 = width - 50) {
          page.drawLine({
            start: { x: x0, y: height - y },
            end: { x: x1, y: height - y },
            thickness: 0.5,
          });
        },
      };
    },
  };
  draw(sheets);
  // A 'shuffled' producer writes a page's text objects in an order of its own (seeded).
  pages.forEach((ops, p) => {
    const r = rng(ops.length * 7919 + p);
    for (let i = ops.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [ops[i], ops[j]] = [ops[j]!, ops[i]!];
    }
    ops.forEach((op) => op());
  });
  return pdf.save({ useObjectStreams: false });
}
