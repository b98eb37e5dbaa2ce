import { XMLParser } from 'fast-xml-parser';
import { decimalToMinor } from '../parse/money.js';
import { toIso } from '../parse/date.js';
import { emptyExtractedData, type TExtractedData } from '../schema.js';

/**
 * Reads the fields we need from a structured e-invoice: UN/CEFACT Cross Industry Invoice
 * (ZUGFeRD, Factur-X, XRechnung CII) or OASIS UBL (XRechnung UBL, Peppol). Values there are
 * exact, so no guessing happens here; missing elements stay null.
 */
export interface EInvoice {
  syntax: 'CII' | 'UBL';
  data: TExtractedData;
  /** Document type code: 380 invoice, 381 credit note, ... */
  typeCode: string | null;
}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
});

export function parseEInvoice(xml: Uint8Array | string): EInvoice | null {
  let root: Node;
  try {
    root = parser.parse(typeof xml === 'string' ? xml : Buffer.from(xml).toString('utf8')) as Node;
  } catch {
    return null;
  }
  const cii = child(root, 'CrossIndustryInvoice');
  if (cii) return parseCii(cii);
  const ubl = child(root, 'Invoice') ?? child(root, 'CreditNote');
  if (ubl) return parseUbl(ubl);
  return null;
}

function parseCii(doc: Node): EInvoice {
  const data = emptyExtractedData();
  const header = child(doc, 'ExchangedDocument');
  const trade = child(doc, 'SupplyChainTradeTransaction');
  const agreement = child(trade, 'ApplicableHeaderTradeAgreement');
  const settlement = child(trade, 'ApplicableHeaderTradeSettlement');
  const delivery = child(trade, 'ApplicableHeaderTradeDelivery');
  const seller = child(agreement, 'SellerTradeParty');
  const sums = child(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');

  data.invoiceNumber = text(child(header, 'ID'));
  data.issueDate = ciiDate(child(header, 'IssueDateTime'));
  data.dueDate = ciiDate(child(child(settlement, 'SpecifiedTradePaymentTerms'), 'DueDateDateTime'));
  data.transactionDate = ciiDate(
    child(child(delivery, 'ActualDeliverySupplyChainEvent'), 'OccurrenceDateTime'),
  );
  data.currency = text(child(settlement, 'InvoiceCurrencyCode'));
  data.totalAmount = amount(
    child(sums, 'GrandTotalAmount') ?? child(sums, 'DuePayableAmount'),
    data.currency,
  );
  data.vendor.name = text(child(seller, 'Name'));
  const address = child(seller, 'PostalTradeAddress');
  data.vendor.address = joinAddress([
    text(child(address, 'LineOne')),
    text(child(address, 'LineTwo')),
    [text(child(address, 'PostcodeCode')), text(child(address, 'CityName'))]
      .filter(Boolean)
      .join(' '),
    text(child(address, 'CountryID')),
  ]);
  const registrations = children(seller, 'SpecifiedTaxRegistration').map((r) => child(r, 'ID'));
  const vat = registrations.find((id) => attr(id, 'schemeID') === 'VA') ?? registrations[0];
  data.vendor.taxId = compactId(text(vat));
  return { syntax: 'CII', data, typeCode: text(child(header, 'TypeCode')) };
}

function parseUbl(doc: Node): EInvoice {
  const data = emptyExtractedData();
  const party = child(child(doc, 'AccountingSupplierParty'), 'Party');
  const totals = child(doc, 'LegalMonetaryTotal');
  data.invoiceNumber = text(child(doc, 'ID'));
  data.issueDate = isoOrNull(text(child(doc, 'IssueDate')));
  data.dueDate =
    isoOrNull(text(child(doc, 'DueDate'))) ??
    isoOrNull(text(child(child(doc, 'PaymentMeans'), 'PaymentDueDate')));
  data.transactionDate = isoOrNull(text(child(child(doc, 'Delivery'), 'ActualDeliveryDate')));
  data.currency = text(child(doc, 'DocumentCurrencyCode'));
  data.totalAmount = amount(
    child(totals, 'TaxInclusiveAmount') ?? child(totals, 'PayableAmount'),
    data.currency,
  );
  data.vendor.name =
    text(child(child(party, 'PartyLegalEntity'), 'RegistrationName')) ??
    text(child(child(party, 'PartyName'), 'Name'));
  const address = child(party, 'PostalAddress');
  data.vendor.address = joinAddress([
    text(child(address, 'StreetName')),
    text(child(address, 'AdditionalStreetName')),
    [text(child(address, 'PostalZone')), text(child(address, 'CityName'))]
      .filter(Boolean)
      .join(' '),
    text(child(child(address, 'Country'), 'IdentificationCode')),
  ]);
  data.vendor.taxId = compactId(text(child(child(party, 'PartyTaxScheme'), 'CompanyID')));
  return {
    syntax: 'UBL',
    data,
    typeCode: text(child(doc, 'InvoiceTypeCode')) ?? text(child(doc, 'CreditNoteTypeCode')),
  };
}

function child(node: unknown, name: string): Node | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const value = (node as Node)[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined || first === null) return undefined;
  return typeof first === 'object' ? (first as Node) : { '#text': String(first) };
}

function children(node: unknown, name: string): Node[] {
  if (!node || typeof node !== 'object') return [];
  const value = (node as Node)[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((v) => (typeof v === 'object' && v ? (v as Node) : { '#text': String(v) }));
}

function text(node: Node | undefined): string | null {
  const value = node?.['#text'];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function attr(node: Node | undefined, name: string): string | null {
  const value = node?.[`@${name}`];
  return typeof value === 'string' ? value : null;
}

/** CII dates are format 102 (YYYYMMDD) inside a DateTimeString element. */
function ciiDate(node: Node | undefined): string | null {
  const raw = text(child(node, 'DateTimeString'));
  const m = raw && /^(\d{4})(\d{2})(\d{2})$/.exec(raw);
  return m ? toIso(Number(m[1]), Number(m[2]), Number(m[3])) : isoOrNull(raw);
}

function isoOrNull(raw: string | null): string | null {
  const m = raw && /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
  return m ? toIso(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

function amount(node: Node | undefined, currency: string | null): number | null {
  const raw = text(node);
  return raw ? decimalToMinor(raw, currency) : null;
}

function compactId(raw: string | null): string | null {
  return raw ? raw.replace(/[\s.-]/g, '').toUpperCase() : null;
}

function joinAddress(parts: Array<string | null>): string | null {
  const present = parts.filter((p): p is string => Boolean(p && p.trim()));
  return present.length ? present.join(', ') : null;
}
