import { anyLabel } from '../labels/vocabulary.js';
import type { Line } from '../text/layout.js';
import { MARK_SEPARATOR_SOURCE } from '../text/separators.js';
import type { DocumentText } from './document-text.js';

const OFFICE = anyLabel('registeredOffice');
/** Where the address ends in a legal footer: the next item's separator or a contact label. */
const END = new RegExp(
  String.raw`${MARK_SEPARATOR_SOURCE}|\s[−–]\s|\s{2,}|\s-\s(?=\p{L}[\p{L} .°]*\s?:)|\b(?:t[ée]l|phone|fax|e-?mail)\b`,
  'iu',
);

export interface OfficeHit {
  address: string;
  line: Line;
}

/**
 * The address after a registered-office label ("Siège social : 8 rue de la Paix
 * 75002 Paris − N° TVA …", "Registered office: 12 Harbour Road, Bristol BS1 4DJ | …"): a legal footer
 * names the seller's own address even when no address block stands under its name. It must look
 * like an address: a number and words, not a city alone ("Sitz der Gesellschaft: Stuttgart").
 */
export function registeredOffice(doc: DocumentText): OfficeHit | null {
  for (const line of doc.lines) {
    const label = OFFICE.exec(line.text);
    if (!label) continue;
    const after = line.text.slice(label.index + label[0].length).replace(/^\s*:?\s*/, '');
    const address = after
      .split(END)[0]
      ?.replace(/[\s,;.]+$/, '')
      .trim();
    if (address && isAddress(address)) return { address, line };
  }
  return null;
}

function isAddress(text: string): boolean {
  return (
    text.length >= 8 &&
    text.length <= 150 &&
    /\d/.test(text) &&
    (text.match(/\p{L}{2,}/gu)?.length ?? 0) >= 2 &&
    !/@|https?:|www\./i.test(text)
  );
}
