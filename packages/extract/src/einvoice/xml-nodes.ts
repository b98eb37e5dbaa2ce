import { XMLParser } from 'fast-xml-parser';
import { xmlRootTag } from './xml-root.js';

/** An element as fast-xml-parser gives it: children by local name, `@attr`, `#text`. */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** The document's root element: its local name, its namespace and the element. */
export function parseXmlRoot(
  xml: Uint8Array | string,
): { name: string; namespace: string | null; node: XmlNode } | null {
  const source = typeof xml === 'string' ? xml.replace(/^\uFEFF/, '') : decodeXml(xml);
  let parsed: XmlNode;
  try {
    parsed = parser.parse(source) as XmlNode;
  } catch {
    return null;
  }
  const tag = xmlRootTag(source);
  if (!tag) return null;
  const value = parsed[tag.name];
  const node = Array.isArray(value) ? value[0] : value;
  if (!node || typeof node !== 'object') return null;
  return { name: tag.name, namespace: tag.namespace, node: node as XmlNode };
}

/**
 * The text of an XML file as its bytes say it is encoded: a byte order mark (UTF-8, UTF-16 LE /
 * BE) first, else UTF-8 when the bytes are valid UTF-8, else the declaration's encoding="..."
 * (older ZUGFeRD writers use ISO-8859-1 or windows-1252), else UTF-8. Read as UTF-8, "München" in ISO-8859-1 would lose its "ü".
 */
export function decodeXml(bytes: Uint8Array): string {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return utf8(bytes.subarray(3));
  if (a === 0xff && b === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (a === 0xfe && b === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (a === 0x3c && b === 0x00) return new TextDecoder('utf-16le').decode(bytes);
  if (a === 0x00 && b === 0x3c) return new TextDecoder('utf-16be').decode(bytes);
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const declared = /^<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1];
  // Bytes that are valid UTF-8 are UTF-8 whatever the declaration says (writers that declare
  // ISO-8859-1 and write UTF-8 exist; Latin-1 text with umlauts is almost never valid UTF-8).
  if (!declared || /^utf-?8$/i.test(declared) || validUtf8(bytes)) return utf8(bytes);
  try {
    return new TextDecoder(declared.toLowerCase()).decode(bytes);
  } catch {
    // An encoding TextDecoder does not know: UTF-8 is the XML default.
    return utf8(bytes);
  }
}

function validUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function utf8(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

export function child(node: unknown, name: string): XmlNode | undefined {
  return children(node, name)[0];
}

/** The first child found along a path of local names. */
export function path(node: unknown, ...names: string[]): XmlNode | undefined {
  let current: unknown = node;
  for (const name of names) current = child(current, name);
  return current as XmlNode | undefined;
}

export function children(node: unknown, name: string): XmlNode[] {
  if (!node || typeof node !== 'object') return [];
  const value = (node as XmlNode)[name];
  const list: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list
    .filter((v) => v !== null && v !== undefined)
    .map((v) => (typeof v === 'object' ? (v as XmlNode) : { '#text': String(v) }));
}

export function text(node: XmlNode | undefined): string | null {
  const value = node?.['#text'];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function attr(node: XmlNode | undefined, name: string): string | null {
  const value = node?.[`@${name}`];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
