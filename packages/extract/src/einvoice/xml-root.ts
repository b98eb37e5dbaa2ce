/**
 * What an e-invoice's root element is, from the text alone: no XML parser, no e-invoice reader,
 * so the file-type check (`@papertray/extract/light`) loads neither (apps/api decision 061).
 */

/**
 * The e-invoice syntaxes read, by root element and namespace. A root of the right name in
 * another namespace (an unrelated "Invoice" schema) is not one of them.
 */
export const E_INVOICE_ROOTS = {
  CrossIndustryInvoice: /^urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:\d+$/,
  CrossIndustryDocument: /^urn:ferd:CrossIndustryDocument:invoice:1p0$/,
  Invoice: /^urn:oasis:names:specification:ubl:schema:xsd:Invoice-2$/,
  CreditNote: /^urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2$/,
} as const;

/**
 * The root's start tag read from the text: the parser drops prefixes and namespace declarations,
 * and the namespace is what tells ZUGFeRD 1.0 from any other CrossIndustryDocument.
 */
export function xmlRootTag(source: string): { name: string; namespace: string | null } | null {
  const head = source
    .slice(0, 64 * 1024)
    .replace(/^\uFEFF/, '')
    .replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g, '');
  const m = /<([\w.-]+:)?([\w.-]+)([^>]*)>/.exec(head);
  if (!m) return null;
  const prefix = m[1] ? m[1].slice(0, -1) : null;
  const declaration = new RegExp(`xmlns${prefix ? `:${prefix}` : ''}\\s*=\\s*["']([^"']*)["']`);
  return { name: m[2]!, namespace: declaration.exec(m[3] ?? '')?.[1] ?? null };
}
