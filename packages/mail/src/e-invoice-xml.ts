/**
 * Namespaces of the e-invoice syntaxes the document pipeline reads from XML (packages/extract):
 * UBL 2 invoices and credit notes (XRechnung UBL, Peppol BIS), UN/CEFACT CII (XRechnung CII,
 * the XML inside ZUGFeRD 2 / Factur-X) and ZUGFeRD 1.0's CrossIndustryDocument, keyed by the root
 * element's local name.
 */
const E_INVOICE_NAMESPACES: Readonly<Record<string, RegExp>> = {
  Invoice: /urn:oasis:names:specification:ubl:schema:xsd:Invoice-2/,
  CreditNote: /urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2/,
  CrossIndustryInvoice: /urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:\d+/,
  CrossIndustryDocument: /urn:ferd:CrossIndustryDocument:invoice:1p0/,
};

/** The root element sits within the first few KB: prolog, comments and doctype are short. */
const HEAD_BYTES = 8 * 1024;

/**
 * Whether the bytes are an e-invoice by their content: the root element (after the prolog,
 * comments and a doctype) must be one of the syntaxes above and declare its namespace. The file
 * name and Content-Type are the sender's claims; an XML file named invoice.xml holding anything
 * else (an order, a feed, SVG) is not an e-invoice.
 */
export function isEInvoiceXml(content: Buffer): boolean {
  const head = content
    .subarray(0, HEAD_BYTES)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const root = /<(?![?!])([\w.-]+:)?([\w.-]+)(\s[^>]*)?\/?>/.exec(head);
  if (!root) return false;
  const namespace = E_INVOICE_NAMESPACES[root[2]!];
  return namespace !== undefined && namespace.test(root[3] ?? '');
}
