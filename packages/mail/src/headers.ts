import type { AddressObject, HeaderLines, Headers } from 'mailparser';
import type { MailAddress } from './types';

/** Headers kept verbatim for later use (threading, auto-reply detection, list handling, audit). */
const HEADERS_OF_INTEREST = [
  'message-id',
  'in-reply-to',
  'references',
  'reply-to',
  'sender',
  'return-path',
  'delivered-to',
  'x-original-to',
  'list-id',
  'list-unsubscribe',
  'auto-submitted',
  'precedence',
  'x-auto-response-suppress',
  'x-mailer',
  'user-agent',
  'content-type',
  'received',
];

/** Header lines from mailparser, unfolded, first occurrence wins (Received: the most recent). */
export function headersOfInterest(lines: HeaderLines): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { key, line } of lines) {
    if (!HEADERS_OF_INTEREST.includes(key) || key in out) continue;
    out[key] = unfold(line.slice(line.indexOf(':') + 1));
  }
  return out;
}

export function rawHeader(lines: HeaderLines, key: string): string | null {
  const found = lines.find((entry) => entry.key === key);
  return found ? unfold(found.line.slice(found.line.indexOf(':') + 1)) : null;
}

function unfold(value: string): string {
  return value.replace(/\r?\n[ \t]+/g, ' ').trim();
}

/** Flattened list of addresses from a parsed address header; group names are dropped. */
export function addresses(headers: Headers, key: string): MailAddress[] {
  const value = headers.get(key) as AddressObject | AddressObject[] | undefined;
  if (!value) return [];
  const out: MailAddress[] = [];
  const walk = (list: AddressObject['value']): void => {
    for (const entry of list) {
      if (entry.group) walk(entry.group);
      else if (entry.address || entry.name) {
        out.push({ address: entry.address ?? '', name: entry.name ?? '' });
      }
    }
  };
  for (const object of Array.isArray(value) ? value : [value]) walk(object.value ?? []);
  return out;
}

export function stringHeader(headers: Headers, key: string): string | null {
  const value = headers.get(key);
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return null;
}

export function stringListHeader(headers: Headers, key: string): string[] {
  const value = headers.get(key);
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}
