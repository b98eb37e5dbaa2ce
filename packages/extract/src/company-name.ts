import { LEGAL_FORMS } from './parse/legal-forms.js';

const FORMS_BY_LENGTH = [...LEGAL_FORMS, 'sa rl', 'gmbh and co kg', 'and co', 'and company'].sort(
  (a, b) => b.length - a.length,
);

/**
 * A comparison key for company names, so one supplier never becomes three contacts:
 * "Nordwind B.V.", "NORDWIND BV" and "Nordwind" all give "nordwind"; "Müller GmbH & Co. KG"
 * and "Mueller GmbH" differ only by the umlaut spelling, which is folded too.
 * Case, diacritics, punctuation and trailing legal forms (GmbH, Inc, Ltd, LLC, SARL, SAS, BV,
 * AG ...) are removed, at the end or (French usage) at the start; a leading "The" as well. Never returns an empty key for a non-empty
 * name made only of a legal form ("AG" stays "ag").
 */
export function normalizeCompanyName(name: string): string {
  const folded = name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/[øœ]/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/đ/g, 'd')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, ' and ')
    .replace(/(?<=\b\p{L})\.(?=\p{L}\b)|(?<=\b\p{L})\.(?!\p{L})/gu, '')
    .replace(/[^\p{L}\p{N}/]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let key = folded.replace(/^the /, '');
  let changed = true;
  while (changed) {
    changed = false;
    for (const form of FORMS_BY_LENGTH) {
      // Trailing ("Nordwind BV") and, as in French usage, leading ("SARL La Bonne Table").
      if (key.endsWith(` ${form}`)) key = key.slice(0, -form.length - 1).trim();
      else if (key.startsWith(`${form} `)) key = key.slice(form.length + 1).trim();
      else continue;
      changed = true;
    }
  }
  return key || folded;
}
