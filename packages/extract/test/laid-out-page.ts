import { extractFields } from '../src/index.js';
import { toDocumentText } from '../src/fields/document-text.js';
import { buildLines, type TextItem } from '../src/text/layout.js';

export type PlacedText = [text: string, x: number, y: number, size: number];

/** A page laid out by code: items at x, y (top) in a font size, 0.5 units wide per point. */
export function page(items: PlacedText[]) {
  const positioned: TextItem[] = items.map(([text, x, y, size]) => ({
    text,
    x,
    y,
    width: text.length * size * 0.5,
    height: size,
  }));
  return toDocumentText(buildLines(positioned, 1), 'text');
}

/** The fields read from such a page. */
export const fieldsOf = (items: PlacedText[]) => extractFields(page(items)).extractedData;
