import { toIso } from '../parse/date.js';
import { emptyExtractedData } from '../schema.js';
import { amountIn, compactId, joinAddress } from './amounts.js';
import { documentKind, signed } from './document-codes.js';
import { profileOf, type EInvoice } from './einvoice.js';
import { dueDateFromTerms } from './payment-terms.js';
import { child, children, path, text, type XmlNode } from './xml-nodes.js';

/**
 * OASIS UBL 2.1 Invoice and CreditNote (XRechnung UBL, Peppol BIS Billing 3). A CreditNote
 * states positive amounts; its kind makes them negative.
 */
export function parseUbl(doc: XmlNode, root: 'Invoice' | 'CreditNote'): EInvoice {
  const data = emptyExtractedData();
  const party = path(doc, 'AccountingSupplierParty', 'Party');
  const totals = child(doc, 'LegalMonetaryTotal');
  const guideline = text(child(doc, 'CustomizationID'));
  const typeCode = text(child(doc, root === 'Invoice' ? 'InvoiceTypeCode' : 'CreditNoteTypeCode'));
  const kind = documentKind(typeCode, root === 'CreditNote');

  data.invoiceNumber = text(child(doc, 'ID'));
  data.issueDate = isoDate(text(child(doc, 'IssueDate')));
  data.transactionDate = isoDate(text(path(doc, 'Delivery', 'ActualDeliveryDate')));
  data.currency =
    text(child(doc, 'DocumentCurrencyCode')) ??
    (child(totals, 'PayableAmount')?.['@currencyID'] as string | undefined) ??
    null;

  const stated =
    isoDate(text(child(doc, 'DueDate'))) ??
    children(doc, 'PaymentMeans')
      .map((m) => isoDate(text(child(m, 'PaymentDueDate'))))
      .find(Boolean) ??
    null;
  const derived = stated
    ? null
    : dueDateFromTerms(
        children(doc, 'PaymentTerms')
          .flatMap((t) => children(t, 'Note').map(text))
          .join('\n'),
        data.issueDate,
      );
  data.dueDate = stated ?? derived;

  const amount = (node: XmlNode | undefined, name: string) =>
    signed(amountIn(children(node, name), data.currency), kind);
  const taxTotals = children(doc, 'TaxTotal').flatMap((t) => children(t, 'TaxAmount'));
  const sums = {
    net: amount(totals, 'TaxExclusiveAmount'),
    tax: signed(amountIn(taxTotals, data.currency), kind),
    gross: amount(totals, 'TaxInclusiveAmount'),
    due: amount(totals, 'PayableAmount'),
  };
  data.totalAmount = sums.gross ?? sums.due;
  data.netAmount = sums.net;
  data.taxAmount = sums.tax;

  data.vendor.name =
    text(path(party, 'PartyLegalEntity', 'RegistrationName')) ??
    text(path(party, 'PartyName', 'Name'));
  const address = child(party, 'PostalAddress');
  data.vendor.address = joinAddress([
    text(child(address, 'StreetName')),
    text(child(address, 'AdditionalStreetName')),
    text(path(address, 'AddressLine', 'Line')),
    [text(child(address, 'PostalZone')), text(child(address, 'CityName'))]
      .filter(Boolean)
      .join(' '),
    text(path(address, 'Country', 'IdentificationCode')),
  ]);
  data.vendor.taxId = compactId(taxScheme(party));

  return {
    syntax: 'UBL',
    standard: 'UBL',
    profile: profileOf(guideline),
    guideline,
    typeCode,
    kind,
    data,
    totals: sums,
    dueDateFromTerms: derived !== null,
  };
}

/** The VAT id (TaxScheme VAT, BT-31) before any other registration (the tax number, BT-32). */
function taxScheme(party: XmlNode | undefined): string | null {
  const schemes = children(party, 'PartyTaxScheme').filter((s) => text(child(s, 'CompanyID')));
  const vat = schemes.find((s) => text(path(s, 'TaxScheme', 'ID'))?.toUpperCase() === 'VAT');
  return text(child(vat ?? schemes[0], 'CompanyID'));
}

function isoDate(raw: string | null): string | null {
  const m = raw && /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
  return m ? toIso(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}
