import { decimalToMinor } from '../parse/money.js';
import { attr, text, type XmlNode } from './xml-nodes.js';

/**
 * An amount element in the invoice currency. An element may repeat with another currencyID (CII
 * states the VAT total again in the accounting currency, BT-111): the one in the invoice
 * currency, or without a currencyID, is the invoice's.
 */
export function amountIn(nodes: XmlNode[], currency: string | null): number | null {
  const own =
    nodes.find((n) => currency !== null && attr(n, 'currencyID') === currency) ??
    nodes.find((n) => attr(n, 'currencyID') === null) ??
    nodes[0];
  const raw = text(own)?.replace(/^\+/, '') ?? null;
  return raw ? decimalToMinor(raw, currency ?? attr(own, 'currencyID')) : null;
}

/** A tax id as written, without the spaces, dots and dashes people type into them. */
export function compactId(raw: string | null): string | null {
  return raw ? raw.replace(/[\s.-]/g, '').toUpperCase() : null;
}

export function joinAddress(parts: Array<string | null>): string | null {
  const present = parts.filter((p): p is string => Boolean(p && p.trim()));
  return present.length ? present.join(', ') : null;
}
