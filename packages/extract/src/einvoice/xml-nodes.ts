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
  const source = typeof xml === 'string' ? xml : Buffer.from(xml).toString('utf8');
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
