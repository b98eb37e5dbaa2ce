import { toIso } from '../parse/date.js';
import { emptyExtractedData } from '../schema.js';
import { amountIn, compactId, joinAddress } from './amounts.js';
import { documentKind, signed } from './document-codes.js';
import { profileOf, type EInvoice } from './einvoice.js';
import { dueDateFromTerms } from './payment-terms.js';
import { attr, child, children, path, text, type XmlNode } from './xml-nodes.js';

/**
 * Element names of the two CII generations. ZUGFeRD 1.0 (root CrossIndustryDocument, namespace
 * urn:ferd:CrossIndustryDocument:invoice:1p0) used the CII D13 draft's names; ZUGFeRD 2.x,
 * Factur-X and XRechnung CII use CII D16B. Below the header and the three trade blocks both
 * name things alike (SellerTradeParty, SpecifiedTaxRegistration, DateTimeString ...).
 */
const GENERATIONS = {
  'ZUGFeRD 1.0': {
    context: 'SpecifiedExchangedDocumentContext',
    header: 'HeaderExchangedDocument',
    transaction: 'SpecifiedSupplyChainTradeTransaction',
    agreement: 'ApplicableSupplyChainTradeAgreement',
    delivery: 'ApplicableSupplyChainTradeDelivery',
    settlement: 'ApplicableSupplyChainTradeSettlement',
    summation: 'SpecifiedTradeSettlementMonetarySummation',
  },
  CII: {
    context: 'ExchangedDocumentContext',
    header: 'ExchangedDocument',
    transaction: 'SupplyChainTradeTransaction',
    agreement: 'ApplicableHeaderTradeAgreement',
    delivery: 'ApplicableHeaderTradeDelivery',
    settlement: 'ApplicableHeaderTradeSettlement',
    summation: 'SpecifiedTradeSettlementHeaderMonetarySummation',
  },
} as const;

export function parseCii(doc: XmlNode, standard: keyof typeof GENERATIONS): EInvoice {
  const names = GENERATIONS[standard];
  const data = emptyExtractedData();
  const header = child(doc, names.header);
  const trade = child(doc, names.transaction);
  const agreement = child(trade, names.agreement);
  const settlement = child(trade, names.settlement);
  const delivery = child(trade, names.delivery);
  const seller = child(agreement, 'SellerTradeParty');
  const sums = child(settlement, names.summation);
  const guideline = text(
    path(doc, names.context, 'GuidelineSpecifiedDocumentContextParameter', 'ID'),
  );
  const typeCode = text(child(header, 'TypeCode'));
  const kind = documentKind(typeCode);

  data.invoiceNumber = text(child(header, 'ID'));
  data.issueDate = ciiDate(child(header, 'IssueDateTime'));
  data.transactionDate = ciiDate(
    path(delivery, 'ActualDeliverySupplyChainEvent', 'OccurrenceDateTime'),
  );
  data.currency =
    text(child(settlement, 'InvoiceCurrencyCode')) ??
    attr(child(sums, 'GrandTotalAmount'), 'currencyID') ??
    attr(child(sums, 'DuePayableAmount'), 'currencyID');

  const terms = children(settlement, 'SpecifiedTradePaymentTerms');
  const stated = terms.map((t) => ciiDate(child(t, 'DueDateDateTime'))).find(Boolean) ?? null;
  const derived = stated
    ? null
    : dueDateFromTerms(
        terms.map((t) => children(t, 'Description').map(text).join(' ')).join('\n'),
        data.issueDate,
      );
  data.dueDate = stated ?? derived;

  const amount = (name: string) => signed(amountIn(children(sums, name), data.currency), kind);
  const totals = {
    net: amount('TaxBasisTotalAmount'),
    tax: amount('TaxTotalAmount'),
    gross: amount('GrandTotalAmount'),
    due: amount('DuePayableAmount'),
  };
  data.totalAmount = totals.gross ?? totals.due;
  data.netAmount = totals.net;
  data.taxAmount = totals.tax;

  data.vendor.name = text(child(seller, 'Name'));
  const address = child(seller, 'PostalTradeAddress');
  data.vendor.address = joinAddress([
    text(child(address, 'LineOne')),
    text(child(address, 'LineTwo')),
    text(child(address, 'LineThree')),
    [text(child(address, 'PostcodeCode')), text(child(address, 'CityName'))]
      .filter(Boolean)
      .join(' '),
    text(child(address, 'CountryID')),
  ]);
  data.vendor.taxId = compactId(taxRegistration(seller));

  return {
    syntax: 'CII',
    standard,
    profile: profileOf(guideline),
    guideline,
    typeCode,
    kind,
    data,
    totals,
    dueDateFromTerms: derived !== null,
  };
}

/**
 * The seller's tax id: the VAT id (schemeID VA, BT-31) when there is one, else the national tax
 * number (FC, BT-32), else whatever registration is given.
 */
function taxRegistration(seller: XmlNode | undefined): string | null {
  const ids = children(seller, 'SpecifiedTaxRegistration')
    .map((r) => child(r, 'ID'))
    .filter((id): id is XmlNode => text(id) !== null);
  const byScheme = (scheme: string) =>
    ids.find((id) => attr(id, 'schemeID')?.toUpperCase() === scheme);
  return text(byScheme('VA') ?? byScheme('FC') ?? ids[0]);
}

/**
 * CII dates are a DateTimeString with a format: 102 (YYYYMMDD), 610 (YYYYMM, the month's first
 * day) or 616 (YYYYWW is not a day and is skipped); some writers put an ISO date there.
 */
function ciiDate(node: XmlNode | undefined): string | null {
  const value = child(node, 'DateTimeString') ?? child(node, 'DateString');
  const raw = text(value);
  if (!raw) return null;
  const format = attr(value, 'format');
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(raw);
  if (compact && format !== '610' && format !== '616')
    return toIso(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  const month = /^(\d{4})(\d{2})$/.exec(raw);
  if (month && format === '610') return toIso(Number(month[1]), Number(month[2]), 1);
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
  return iso ? toIso(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}
