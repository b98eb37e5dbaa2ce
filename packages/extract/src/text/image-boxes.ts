import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfDocument } from './pdfjs.js';

/** A rectangle on the page in page units (points at scale 1), y growing downwards. */
export interface PageBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m · n as PDF composes them: a point goes through n first, then m (n is applied inside m). */
function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

const PAINTS_IMAGE = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
]);

/**
 * Where the images of a page are painted, from pdf.js's public operator list: an image fills
 * the unit square under the current transformation matrix, which `cm` (transform), forms and
 * transparency groups change and q/Q (save/restore) scope. Letterheads and footers that a
 * program pasted in as pictures carry the seller's name, address and tax id; the text layer
 * knows nothing of them.
 */
export async function imageBoxes(doc: PdfDocument, number: number): Promise<PageBox[]> {
  const page = await doc.getPage(number);
  const viewport = page.getViewport({ scale: 1 });
  const ops = await page.getOperatorList();
  const stack: Matrix[] = [];
  let ctm: Matrix = IDENTITY;
  const boxes: PageBox[] = [];
  ops.fnArray.forEach((fn, i) => {
    const args = ops.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? IDENTITY;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin || fn === OPS.beginGroup) {
      stack.push(ctm);
      const matrix = fn === OPS.beginGroup ? (args?.[0] as { matrix?: Matrix })?.matrix : args?.[0];
      if (Array.isArray(matrix) && matrix.length === 6) ctm = multiply(ctm, matrix as Matrix);
    } else if (fn === OPS.paintFormXObjectEnd || fn === OPS.endGroup) ctm = stack.pop() ?? IDENTITY;
    else if (PAINTS_IMAGE.has(fn)) {
      const corners = [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ].map(([u, v]) =>
        viewport.convertToViewportPoint(
          ctm[0] * (u as number) + ctm[2] * (v as number) + ctm[4],
          ctm[1] * (u as number) + ctm[3] * (v as number) + ctm[5],
        ),
      );
      const xs = corners.map((c) => c[0] as number);
      const ys = corners.map((c) => c[1] as number);
      boxes.push({
        x0: Math.max(0, Math.min(...xs)),
        y0: Math.max(0, Math.min(...ys)),
        x1: Math.min(viewport.width, Math.max(...xs)),
        y1: Math.min(viewport.height, Math.max(...ys)),
      });
    }
  });
  return boxes.filter((b) => b.x1 > b.x0 && b.y1 > b.y0);
}
