import { randomBytes } from 'node:crypto';
import { PROJECT_EMAIL_SLUG_MAX } from '@papertray/contract';

/** Base32 without the look-alikes 0/o and 1/l, so an address read aloud or retyped survives. */
const SUFFIX_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** 8 characters of 32 = 40 random bits: addresses cannot be guessed from the project name. */
const SUFFIX_LENGTH = 8;
const FALLBACK_SLUG = 'project';

/** "Müller & Söhne GmbH" → "muller-sohne-gmbh": ASCII, lower case, safe in any mail system. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, PROJECT_EMAIL_SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || FALLBACK_SLUG;
}

function randomSuffix(): string {
  // 256 is a multiple of 32, so taking the low five bits of each byte is unbiased.
  return [...randomBytes(SUFFIX_LENGTH)].map((b) => SUFFIX_ALPHABET[b & 31]).join('');
}

/** A fresh local part: readable slug of the name plus an unguessable suffix. */
export function newLocalPart(name: string): string {
  return `${slugOf(name)}-${randomSuffix()}`;
}

/**
 * The local part a recipient address means for us, or null when it is not in our domain.
 * Case-insensitive (RFC 5321 allows case-sensitive local parts; nobody relies on it for
 * forwarding addresses) and with `+tag` sub-addressing ignored, so `acme-x+invoices@…` works.
 */
export function localPartFor(address: string, mailDomain: string): string | null {
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  if (address.slice(at + 1).toLowerCase() !== mailDomain.toLowerCase()) return null;
  const local = address.slice(0, at).toLowerCase();
  const plus = local.indexOf('+');
  return plus > 0 ? local.slice(0, plus) : local;
}
