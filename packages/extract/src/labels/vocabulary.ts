import cs from './cs.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import ms from './ms.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };
import pl from './pl.json' with { type: 'json' };

/**
 * The label vocabularies (./<lang>.json, see ./README.md) compiled for the field rules. All
 * languages are matched at once: invoices mix languages (an English template with German
 * legal lines), and a label is specific enough to say what it labels in any of them.
 */
export type LabelField =
  | 'invoiceNumber'
  | 'issueDate'
  | 'dueDate'
  | 'deliveryDate'
  | 'grandTotal'
  | 'subtotal'
  | 'net'
  | 'tax'
  | 'seller'
  | 'buyer'
  | 'vatId'
  | 'nationalTaxId'
  | 'creditNote'
  | 'paymentTerms'
  | 'dueBefore'
  | 'termsPayment'
  | 'termsDiscount'
  | 'termsImmediate'
  | 'termsMonthEnd'
  | 'tender'
  | 'change'
  | 'rounding'
  | 'discount'
  | 'registeredOffice'
  | 'title'
  | 'shareCapital'
  | 'prepaid'
  | 'carriedBalance'
  | 'withholding'
  | 'reference'
  | 'companyRegistration'
  | 'businessName'
  | 'branch'
  | 'nameWords'
  | 'itemCount'
  | 'itemHeader'
  | 'debit'
  | 'tip'
  | 'destination';

type Entry = string | { re: string; weight: number };
type Vocabulary = Partial<Record<LabelField, Entry[]>>;

export const VOCABULARIES: Record<string, Vocabulary> = { en, de, fr, nl, it, es, cs, pl, ms };

export interface CompiledLabel {
  re: RegExp;
  weight: number;
  /** Language and pattern, for the evidence a field keeps. */
  lang: string;
  source: string;
  /** The pattern as matched: `source` with its plain spellings (see spellingTolerant). */
  pattern: string;
}

/** Letters the vocabularies write with their marks, and how else they reach us. */
const PLAIN_SPELLINGS: Record<string, readonly string[]> = {
  ü: ['ue', 'u', 'o'],
  ä: ['ae', 'a'],
  ö: ['oe', 'o'],
  à: ['a'],
  á: ['a'],
  â: ['a'],
  é: ['e'],
  è: ['e'],
  ê: ['e'],
  ë: ['e'],
  í: ['i'],
  ì: ['i'],
  î: ['i'],
  ï: ['i'],
  ó: ['o'],
  ò: ['o'],
  ô: ['o'],
  ú: ['u'],
  ù: ['u'],
  û: ['u'],
  ç: ['c'],
  ñ: ['n'],
};

/**
 * Labels without their umlauts and accents as well: ASCII exports spell "Rueckgeld" or
 * "Faellig", till receipts print French and Spanish in capitals without accents ("NET A
 * PAYER", "DATE D'ECHEANCE", "NUMERO DE FACTURA"), and OCR reads a faint "Ü" as "U" or "O"
 * ("ROCKGELD"). The vocabularies write the marked letter only. Inside a character class
 * ("esp[èe]ces") the plain letter joins the class.
 */
export function spellingTolerant(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '\\') {
      out += c + (pattern[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '[') inClass = true;
    if (c === ']') inClass = false;
    const plain = PLAIN_SPELLINGS[c];
    if (!plain) out += c;
    else if (inClass) out += c + plain.filter((p) => p.length === 1).join('');
    else out += `(?:${[c, ...plain].join('|')})`;
  }
  return out;
}

/**
 * The words of a label may run together: letter-spaced capitals reach us without any spaces
 * ("ZAHLBARBIS", text/layout.ts), and exports glue words ("Rechnungsnr", "InvoiceDate").
 */
export function spacesOptional(pattern: string): string {
  return pattern.replace(/\\s\+/g, '\\s*');
}

/** A label as a whole-word, case-insensitive, global regex. */
export function wordRe(pattern: string, flags = 'giu'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}])`, flags);
}

const cache = new Map<string, CompiledLabel[]>();

/** A field of plain words in every language, once each ("hardware", "kedai"). */
export function wordsOf(field: LabelField): string[] {
  const words = Object.values(VOCABULARIES).flatMap((v) => v[field] ?? []);
  return [...new Set(words.filter((w): w is string => typeof w === 'string'))];
}

/** Every language's labels of a field, strongest first; `weight` is the default weight. */
export function labelsOf(field: LabelField, weight = 0.95): CompiledLabel[] {
  const key = `${field}:${weight}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const seen = new Set<string>();
  const compiled: CompiledLabel[] = [];
  for (const [lang, vocabulary] of Object.entries(VOCABULARIES)) {
    for (const entry of vocabulary[field] ?? []) {
      const source = typeof entry === 'string' ? entry : entry.re;
      if (seen.has(source)) continue;
      seen.add(source);
      const pattern = spacesOptional(spellingTolerant(source));
      compiled.push({
        re: wordRe(pattern),
        pattern,
        weight: typeof entry === 'string' ? weight : entry.weight,
        lang,
        source,
      });
    }
  }
  compiled.sort((a, b) => b.weight - a.weight);
  cache.set(key, compiled);
  return compiled;
}

const unions = new Map<string, RegExp>();

/** One non-global regex matching any label of the field (for "does this line carry one"). */
export function anyLabel(field: LabelField): RegExp {
  let re = unions.get(field);
  if (!re) {
    const sources = labelsOf(field).map((l) => l.pattern);
    re = wordRe(sources.join('|'), 'iu');
    unions.set(field, re);
  }
  return re;
}

/** A regex matching a whole cell that is only one of the field's labels (":" allowed). */
export function onlyLabel(field: LabelField): RegExp {
  const key = `only:${field}`;
  let re = unions.get(key);
  if (!re) {
    const sources = labelsOf(field).map((l) => l.pattern);
    re = new RegExp(`^\\s*(?:${sources.join('|')})\\s*[:.]?\\s*$`, 'iu');
    unions.set(key, re);
  }
  return re;
}
