import { parseCii } from './cii.js';
import type { EInvoice } from './einvoice.js';
import { parseUbl } from './ubl.js';
import { parseXmlRoot } from './xml-nodes.js';
import { E_INVOICE_ROOTS } from './xml-root.js';

export type { EInvoice, EInvoiceStandard } from './einvoice.js';
export type { EInvoiceKind } from './document-codes.js';

/**
 * Reads the fields we need from a structured e-invoice: UN/CEFACT CII (ZUGFeRD 1.0, ZUGFeRD 2.x
 * / Factur-X in every profile, XRechnung CII) or OASIS UBL (XRechnung UBL, Peppol; invoices and
 * credit notes). Values there are exact, so nothing is guessed; missing elements stay null.
 * Returns null for XML that is none of these.
 */
export function parseEInvoice(xml: Uint8Array | string): EInvoice | null {
  const root = parseXmlRoot(xml);
  if (!root || !isEInvoiceRoot(root.name, root.namespace)) return null;
  switch (root.name) {
    case 'CrossIndustryDocument':
      return parseCii(root.node, 'ZUGFeRD 1.0');
    case 'CrossIndustryInvoice':
      return parseCii(root.node, 'CII');
    case 'Invoice':
    case 'CreditNote':
      return parseUbl(root.node, root.name);
    default:
      return null;
  }
}

export function isEInvoiceRoot(name: string, namespace: string | null): boolean {
  const expected = E_INVOICE_ROOTS[name as keyof typeof E_INVOICE_ROOTS];
  return expected !== undefined && namespace !== null && expected.test(namespace.trim());
}
