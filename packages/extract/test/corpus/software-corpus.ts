/**
 * The 'software' split: invoices as real accounting, ERP and e-invoicing programs print them
 * (./software-de.ts, ./software-more.ts), with the text as those programs' PDFs deliver it to
 * pdf.js: in reading order, out of order, glyph by glyph, or in pieces with kerning gaps
 * (./fresh-pdf.ts). Every document is held out; written by ./fresh-corpus.ts's writer.
 */
import type { FreshLayout } from './fresh-letters.js';
import type { Producer } from './fresh-pdf.js';
import { rng } from './model.js';
import { SOFTWARE_DE } from './software-de.js';
import { SOFTWARE_MORE } from './software-more.js';

export const SOFTWARE_INVOICES: FreshLayout[] = [...SOFTWARE_DE, ...SOFTWARE_MORE];

/** How document `index` of a seed delivers its text, from a stream of its own. */
export function softwareProducer(seed: number, index: number): Producer {
  const x = rng(seed * 7907 + index * 31)();
  return x < 0.25 ? 'runs' : x < 0.45 ? 'shuffled' : x < 0.65 ? 'glyphs' : 'pieces';
}
