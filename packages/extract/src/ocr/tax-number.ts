import { anyLabel } from '../labels/vocabulary.js';
import type { Line } from '../text/layout.js';
import { mendLines } from './mend-lines.js';

/** Any national tax number label ("Steuernummer", "St.-Nr."), non-global. */
const LABEL = anyLabel('nationalTaxId');

/**
 * A German tax number's last slash read as a comma or a dot, often with a space: "5120/5820,
 * 0012" for "5120/5820/0012". A slash is a thin stroke that thermal print and low resolution
 * break up. Only after a tax number label, and only in the number's own shape (two to five
 * digits, a slash, three to five digits, then four or five digits).
 */
const BROKEN_SLASH = /(?<!\d)(\d{2,5}\/\d{3,5}) ?[,.] ?(\d{4,5})(?!\d)/g;

export const mendTaxNumbers = (lines: Line[]) =>
  mendLines(
    lines,
    (text) => text.replace(BROKEN_SLASH, '$1/$2'),
    (line) => LABEL.test(line.text),
  );
