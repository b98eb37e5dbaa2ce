import { anyLabel } from '../labels/vocabulary.js';
import type { Line, Segment } from '../text/layout.js';
import type { DocumentText } from './document-text.js';

/**
 * A page's footer: its last block (perhaps under a page number) at the bottom of the page,
 * carrying bank details, tax ids, the register or the share capital. It is the seller's: a
 * buyer's bank or register details are not printed on an invoice.
 */

/** Lines of a footer that carry the seller's bank, tax or register details. */
const FOOTER_CUE =
  /\b(?:IBAN|BIC|SWIFT)\b|(?<![\p{L}])(?:ust|vat|tva|btw|iva|nif|cif|siret|siren|rcs|hrb|kvk|p\.\s?iva|company\s+(?:no|number|reg))(?![\p{L}])|amtsgericht|registergericht|registered\s+in|geschäftsführ|director|gérant|amministratore|administrador|directeur|bankverbindung|bank/iu;

/** The share capital in a legal notice ("au capital de", "Stammkapital"): ../labels. */
const CAPITAL_STATEMENT_RE = anyLabel('shareCapital');

/** A capital notice names its amount; "Capital of Texas Insurance" without one is a name. */
export function isCapitalStatement(text: string): boolean {
  return CAPITAL_STATEMENT_RE.test(text) && /\d/.test(text);
}

export function isFooterLine(text: string): boolean {
  return FOOTER_CUE.test(text) || isCapitalStatement(text);
}

/** Each page's footer block, top line first; pages without one are left out. */
export function footerBlocks(doc: DocumentText, recipients: Set<Segment>): Line[][] {
  const footers: Line[][] = [];
  const pages = new Map<number, Line[]>();
  for (const line of doc.lines) pages.set(line.page, [...(pages.get(line.page) ?? []), line]);
  for (const lines of pages.values()) {
    if (lines.length < 6) continue;
    const top = (lines[0] as Line).y;
    const bottom = (lines[lines.length - 1] as Line).y;
    const limit = top + (bottom - top) * 0.7;
    // The footer is the page's last block (perhaps under a page number): a VAT table header
    // higher up ("Détail TVA", "VAT summary") carries tax words too but is no footer.
    const block = blocksFromBottom(lines)
      .slice(0, 3)
      .find((b) =>
        b.some(
          (l) => l.y >= limit && !l.segments.some((s) => recipients.has(s)) && isFooterLine(l.text),
        ),
      );
    if (block) footers.push(block);
  }
  return footers;
}

/** A page's lines in blocks split at vertical gaps, the bottom block first, each top first. */
function blocksFromBottom(lines: Line[]): Line[][] {
  const blocks: Line[][] = [];
  let block: Line[] = [];
  for (let i = lines.length - 1; i >= 0; i--) {
    const here = lines[i] as Line;
    const below = block[0];
    if (below && below.y - here.y > below.height * 1.8) {
      blocks.push(block);
      block = [];
    }
    block.unshift(here);
  }
  if (block.length) blocks.push(block);
  return blocks;
}
