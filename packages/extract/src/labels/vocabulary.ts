import cs from './cs.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
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
  | 'tender'
  | 'change'
  | 'registeredOffice'
  | 'title'
  | 'shareCapital';

type Entry = string | { re: string; weight: number };
type Vocabulary = Partial<Record<LabelField, Entry[]>>;

export const VOCABULARIES: Record<string, Vocabulary> = { en, de, fr, nl, it, es, cs, pl };

export interface CompiledLabel {
  re: RegExp;
  weight: number;
  /** Language and pattern, for the evidence a field keeps. */
  lang: string;
  source: string;
  /** The pattern as matched: `source` with its umlauts' spellings (see umlautTolerant). */
  pattern: string;
}

/**
 * German labels without their umlauts as well: ASCII exports spell "Rueckgeld" or "Faellig",
 * and OCR reads a faint "Ü" as "U" or "O" ("ROCKGELD"). The vocabularies write the umlaut only.
 */
export function umlautTolerant(pattern: string): string {
  return pattern
    .replace(/ü/g, '(?:ü|ue|u|o)')
    .replace(/ä/g, '(?:ä|ae|a)')
    .replace(/ö/g, '(?:ö|oe|o)');
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
      const pattern = spacesOptional(umlautTolerant(source));
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
