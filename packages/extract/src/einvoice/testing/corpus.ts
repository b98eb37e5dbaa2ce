/**
 * E-invoices of every version and profile the library reads, written by code from one model so
 * a test can state what each must read back. Element order and nesting follow the schemas
 * (CII D16B, ZUGFeRD 1.0's CII D13 draft, UBL 2.1); each profile leaves out what it has no room
 * for (MINIMUM: no addresses, terms or lines; BASIC WL: no lines).
 */
import { AFRelationship, PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

export interface InvoiceModel {
  number: string;
  typeCode: string;
  issueDate: string;
  dueDate: string | null;
  /** Written only when there is no due date, as the terms' description / note. */
  paymentTerms: string | null;
  deliveryDate: string | null;
  currency: string;
  seller: Party & { vatId: string | null; taxNumber: string | null };
  buyer: Party;
  /** Decimal strings, positive as the standards write them (a credit note too). */
  net: string;
  tax: string;
  gross: string;
  due: string;
  /** VAT again in another (accounting) currency, as CII allows (BT-111). */
  taxInAccountingCurrency?: { currency: string; amount: string };
  lines: Array<{ name: string; quantity: string; price: string; amount: string; vatRate: string }>;
}

interface Party {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
}

export type CiiProfile = 'MINIMUM' | 'BASIC WL' | 'BASIC' | 'EN16931' | 'EXTENDED' | 'XRECHNUNG';

/** Guideline ids (BT-24) per version and profile, as the specifications write them. */
export const GUIDELINES = {
  'ZUGFeRD 1.0': {
    BASIC: 'urn:ferd:CrossIndustryDocument:invoice:1p0:basic',
    COMFORT: 'urn:ferd:CrossIndustryDocument:invoice:1p0:comfort',
    EXTENDED: 'urn:ferd:CrossIndustryDocument:invoice:1p0:extended',
  },
  'ZUGFeRD 2.0': {
    MINIMUM: 'urn:zugferd.de:2p0:minimum',
    'BASIC WL': 'urn:zugferd.de:2p0:basicwl',
    BASIC: 'urn:cen.eu:en16931:2017#compliant#urn:zugferd.de:2p0:basic',
    EN16931: 'urn:cen.eu:en16931:2017',
    EXTENDED: 'urn:cen.eu:en16931:2017#conformant#urn:zugferd.de:2p0:extended',
    XRECHNUNG: 'urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_2.0',
  },
  'ZUGFeRD 2.1 / Factur-X': {
    MINIMUM: 'urn:factur-x.eu:1p0:minimum',
    'BASIC WL': 'urn:factur-x.eu:1p0:basicwl',
    BASIC: 'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic',
    EN16931: 'urn:cen.eu:en16931:2017',
    EXTENDED: 'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended',
    XRECHNUNG: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  },
} as const;

export function sampleModel(overrides: Partial<InvoiceModel> = {}): InvoiceModel {
  return {
    number: 'RE-2024-0815',
    typeCode: '380',
    issueDate: '2024-03-11',
    dueDate: '2024-04-10',
    paymentTerms: null,
    deliveryDate: '2024-03-08',
    currency: 'EUR',
    seller: {
      name: 'Lieferant & Söhne GmbH',
      street: 'Invalidenstraße 1',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
      vatId: 'DE136695976',
      taxNumber: '201/113/40209',
    },
    buyer: {
      name: 'Kunde AG',
      street: 'Rabattstr. 25',
      postcode: '34567',
      city: 'Osterhausen',
      country: 'DE',
    },
    net: '1000.00',
    tax: '190.00',
    gross: '1190.00',
    due: '1190.00',
    lines: [
      { name: 'Beratung', quantity: '8', price: '100.00', amount: '800.00', vatRate: '19' },
      { name: 'Reisekosten', quantity: '1', price: '200.00', amount: '200.00', vatRate: '19' },
    ],
    ...overrides,
  };
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const compactDate = (iso: string) => iso.replace(/-/g, '');
const when = (condition: unknown, xml: () => string) => (condition ? xml() : '');

/**
 * A CII e-invoice: `generation` 'ZUGFeRD 1.0' writes the CrossIndustryDocument of 2014 (its
 * own element names), 'CII' the CrossIndustryInvoice D16B of ZUGFeRD 2.x, Factur-X and
 * XRechnung CII.
 */
export function ciiXml(
  m: InvoiceModel,
  options: { generation: 'ZUGFeRD 1.0' | 'CII'; guideline: string; profile: string },
): string {
  const v1 = options.generation === 'ZUGFeRD 1.0';
  const minimum = options.profile === 'MINIMUM';
  const withLines = !minimum && options.profile !== 'BASIC WL';
  const n = v1
    ? {
        root: 'CrossIndustryDocument',
        rsm: 'urn:ferd:CrossIndustryDocument:invoice:1p0',
        ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12',
        udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15',
        context: 'SpecifiedExchangedDocumentContext',
        header: 'HeaderExchangedDocument',
        transaction: 'SpecifiedSupplyChainTradeTransaction',
        agreement: 'ApplicableSupplyChainTradeAgreement',
        delivery: 'ApplicableSupplyChainTradeDelivery',
        settlement: 'ApplicableSupplyChainTradeSettlement',
        summation: 'SpecifiedTradeSettlementMonetarySummation',
      }
    : {
        root: 'CrossIndustryInvoice',
        rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
        ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
        udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
        context: 'ExchangedDocumentContext',
        header: 'ExchangedDocument',
        transaction: 'SupplyChainTradeTransaction',
        agreement: 'ApplicableHeaderTradeAgreement',
        delivery: 'ApplicableHeaderTradeDelivery',
        settlement: 'ApplicableHeaderTradeSettlement',
        summation: 'SpecifiedTradeSettlementHeaderMonetarySummation',
      };
  const date = (iso: string) =>
    `<udt:DateTimeString format="102">${compactDate(iso)}</udt:DateTimeString>`;
  const cur = v1 ? ` currencyID="${m.currency}"` : '';
  const address = (p: Party) =>
    minimum
      ? `<ram:PostalTradeAddress><ram:CountryID>${p.country}</ram:CountryID></ram:PostalTradeAddress>`
      : `<ram:PostalTradeAddress>
          <ram:PostcodeCode>${esc(p.postcode)}</ram:PostcodeCode>
          <ram:LineOne>${esc(p.street)}</ram:LineOne>
          <ram:CityName>${esc(p.city)}</ram:CityName>
          <ram:CountryID>${p.country}</ram:CountryID>
        </ram:PostalTradeAddress>`;
  const line = (l: InvoiceModel['lines'][number], i: number) => `
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>${i + 1}</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:Name>${esc(l.name)}</ram:Name></ram:SpecifiedTradeProduct>
      <ram:${v1 ? 'SpecifiedSupplyChainTradeAgreement' : 'SpecifiedLineTradeAgreement'}>
        <ram:NetPriceProductTradePrice><ram:ChargeAmount${cur}>${l.price}</ram:ChargeAmount></ram:NetPriceProductTradePrice>
      </ram:${v1 ? 'SpecifiedSupplyChainTradeAgreement' : 'SpecifiedLineTradeAgreement'}>
      <ram:${v1 ? 'SpecifiedSupplyChainTradeDelivery' : 'SpecifiedLineTradeDelivery'}>
        <ram:BilledQuantity unitCode="C62">${l.quantity}</ram:BilledQuantity>
      </ram:${v1 ? 'SpecifiedSupplyChainTradeDelivery' : 'SpecifiedLineTradeDelivery'}>
      <ram:${v1 ? 'SpecifiedSupplyChainTradeSettlement' : 'SpecifiedLineTradeSettlement'}>
        <ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:${v1 ? 'ApplicablePercent' : 'RateApplicablePercent'}>${l.vatRate}</ram:${v1 ? 'ApplicablePercent' : 'RateApplicablePercent'}></ram:ApplicableTradeTax>
        <ram:${v1 ? 'SpecifiedTradeSettlementMonetarySummation' : 'SpecifiedTradeSettlementLineMonetarySummation'}><ram:LineTotalAmount${cur}>${l.amount}</ram:LineTotalAmount></ram:${v1 ? 'SpecifiedTradeSettlementMonetarySummation' : 'SpecifiedTradeSettlementLineMonetarySummation'}>
      </ram:${v1 ? 'SpecifiedSupplyChainTradeSettlement' : 'SpecifiedLineTradeSettlement'}>
    </ram:IncludedSupplyChainTradeLineItem>`;
  const lines = withLines ? m.lines.map(line).join('') : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:${n.root} xmlns:rsm="${n.rsm}" xmlns:ram="${n.ram}" xmlns:udt="${n.udt}">
  <rsm:${n.context}>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${options.guideline}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:${n.context}>
  <rsm:${n.header}>
    <ram:ID>${esc(m.number)}</ram:ID>
    ${when(v1, () => `<ram:Name>${m.typeCode === '381' ? 'GUTSCHRIFT' : 'RECHNUNG'}</ram:Name>`)}
    <ram:TypeCode>${m.typeCode}</ram:TypeCode>
    <ram:IssueDateTime>${date(m.issueDate)}</ram:IssueDateTime>
  </rsm:${n.header}>
  <rsm:${n.transaction}>${v1 ? '' : lines}
    <ram:${n.agreement}>
      ${when(options.profile === 'XRECHNUNG', () => '<ram:BuyerReference>04011000-12345-34</ram:BuyerReference>')}
      <ram:SellerTradeParty>
        <ram:Name>${esc(m.seller.name)}</ram:Name>
        ${address(m.seller)}
        ${when(m.seller.taxNumber && !minimum, () => `<ram:SpecifiedTaxRegistration><ram:ID schemeID="FC">${m.seller.taxNumber}</ram:ID></ram:SpecifiedTaxRegistration>`)}
        ${when(m.seller.vatId, () => `<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${m.seller.vatId}</ram:ID></ram:SpecifiedTaxRegistration>`)}
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty>
        <ram:Name>${esc(m.buyer.name)}</ram:Name>
        ${when(!minimum, () => address(m.buyer))}
      </ram:BuyerTradeParty>
    </ram:${n.agreement}>
    <ram:${n.delivery}>
      ${when(m.deliveryDate && !minimum, () => `<ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime>${date(m.deliveryDate!)}</ram:OccurrenceDateTime></ram:ActualDeliverySupplyChainEvent>`)}
    </ram:${n.delivery}>
    <ram:${n.settlement}>
      <ram:InvoiceCurrencyCode>${m.currency}</ram:InvoiceCurrencyCode>
      ${when(!minimum, () => `<ram:ApplicableTradeTax><ram:CalculatedAmount${cur}>${m.tax}</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount${cur}>${m.net}</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:${v1 ? 'ApplicablePercent' : 'RateApplicablePercent'}>19</ram:${v1 ? 'ApplicablePercent' : 'RateApplicablePercent'}></ram:ApplicableTradeTax>`)}
      ${when(
        !minimum && (m.dueDate || m.paymentTerms),
        () => `<ram:SpecifiedTradePaymentTerms>
        ${when(m.paymentTerms, () => `<ram:Description>${esc(m.paymentTerms!)}</ram:Description>`)}
        ${when(m.dueDate, () => `<ram:DueDateDateTime>${date(m.dueDate!)}</ram:DueDateDateTime>`)}
      </ram:SpecifiedTradePaymentTerms>`,
      )}
      <ram:${n.summation}>
        ${when(!minimum, () => `<ram:LineTotalAmount${cur}>${m.net}</ram:LineTotalAmount>`)}
        <ram:TaxBasisTotalAmount${cur}>${m.net}</ram:TaxBasisTotalAmount>
        ${when(m.taxInAccountingCurrency, () => `<ram:TaxTotalAmount currencyID="${m.taxInAccountingCurrency!.currency}">${m.taxInAccountingCurrency!.amount}</ram:TaxTotalAmount>`)}
        <ram:TaxTotalAmount currencyID="${m.currency}">${m.tax}</ram:TaxTotalAmount>
        <ram:GrandTotalAmount${cur}>${m.gross}</ram:GrandTotalAmount>
        <ram:DuePayableAmount${cur}>${m.due}</ram:DuePayableAmount>
      </ram:${n.summation}>
    </ram:${n.settlement}>${v1 ? lines : ''}
  </rsm:${n.transaction}>
</rsm:${n.root}>`;
}

/** A UBL 2.1 Invoice or CreditNote (XRechnung UBL, Peppol BIS Billing 3). */
export function ublXml(
  m: InvoiceModel,
  options: { root: 'Invoice' | 'CreditNote'; customization: string },
): string {
  const c = `currencyID="${m.currency}"`;
  const credit = options.root === 'CreditNote';
  const party = (p: Party, tax: boolean) => `<cac:Party>
      <cac:PartyName><cbc:Name>${esc(p.name)}</cbc:Name></cac:PartyName>
      <cac:PostalAddress>
        <cbc:StreetName>${esc(p.street)}</cbc:StreetName>
        <cbc:CityName>${esc(p.city)}</cbc:CityName>
        <cbc:PostalZone>${esc(p.postcode)}</cbc:PostalZone>
        <cac:Country><cbc:IdentificationCode>${p.country}</cbc:IdentificationCode></cac:Country>
      </cac:PostalAddress>
      ${when(tax && m.seller.taxNumber, () => `<cac:PartyTaxScheme><cbc:CompanyID>${m.seller.taxNumber}</cbc:CompanyID><cac:TaxScheme><cbc:ID>FC</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`)}
      ${when(tax && m.seller.vatId, () => `<cac:PartyTaxScheme><cbc:CompanyID>${m.seller.vatId}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`)}
      <cac:PartyLegalEntity><cbc:RegistrationName>${esc(p.name)}</cbc:RegistrationName></cac:PartyLegalEntity>
    </cac:Party>`;
  const lineTag = credit ? 'CreditNoteLine' : 'InvoiceLine';
  const qtyTag = credit ? 'CreditedQuantity' : 'InvoicedQuantity';
  return `<?xml version="1.0" encoding="UTF-8"?>
<${options.root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${options.root}-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>${options.customization}</cbc:CustomizationID>
  <cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
  <cbc:ID>${esc(m.number)}</cbc:ID>
  <cbc:IssueDate>${m.issueDate}</cbc:IssueDate>
  ${when(!credit && m.dueDate, () => `<cbc:DueDate>${m.dueDate}</cbc:DueDate>`)}
  <cbc:${credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode'}>${m.typeCode}</cbc:${credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode'}>
  <cbc:DocumentCurrencyCode>${m.currency}</cbc:DocumentCurrencyCode>
  <cbc:BuyerReference>04011000-12345-34</cbc:BuyerReference>
  <cac:AccountingSupplierParty>${party(m.seller, true)}</cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty>${party(m.buyer, false)}</cac:AccountingCustomerParty>
  ${when(m.deliveryDate, () => `<cac:Delivery><cbc:ActualDeliveryDate>${m.deliveryDate}</cbc:ActualDeliveryDate></cac:Delivery>`)}
  <cac:PaymentMeans>
    <cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>
    ${when(credit && m.dueDate, () => `<cbc:PaymentDueDate>${m.dueDate}</cbc:PaymentDueDate>`)}
    <cac:PayeeFinancialAccount><cbc:ID>DE02120300000000202051</cbc:ID></cac:PayeeFinancialAccount>
  </cac:PaymentMeans>
  ${when(m.paymentTerms, () => `<cac:PaymentTerms><cbc:Note>${esc(m.paymentTerms!)}</cbc:Note></cac:PaymentTerms>`)}
  <cac:TaxTotal>
    <cbc:TaxAmount ${c}>${m.tax}</cbc:TaxAmount>
    <cac:TaxSubtotal><cbc:TaxableAmount ${c}>${m.net}</cbc:TaxableAmount><cbc:TaxAmount ${c}>${m.tax}</cbc:TaxAmount>
      <cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory>
    </cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount ${c}>${m.net}</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount ${c}>${m.net}</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount ${c}>${m.gross}</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount ${c}>${m.due}</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
  ${m.lines
    .map(
      (
        l,
        i,
      ) => `<cac:${lineTag}><cbc:ID>${i + 1}</cbc:ID><cbc:${qtyTag} unitCode="C62">${l.quantity}</cbc:${qtyTag}>
    <cbc:LineExtensionAmount ${c}>${l.amount}</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>${esc(l.name)}</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${l.vatRate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
    <cac:Price><cbc:PriceAmount ${c}>${l.price}</cbc:PriceAmount></cac:Price></cac:${lineTag}>`,
    )
    .join('\n  ')}
</${options.root}>`;
}

export type Placement = 'name-tree' | 'associated-files-only' | 'annotation';

/**
 * A one-page PDF carrying `xml` as an embedded file, the way a writer would: in the
 * EmbeddedFiles name tree and /AF (pdf-lib's attach, as PDF/A-3 does), only in /AF, or in a
 * file attachment annotation. The page prints `pageText`, which may disagree with the XML so a
 * test can tell which one was read. `others` are embedded before it.
 */
export async function pdfWithXml(
  xml: string | null,
  options: {
    filename?: string;
    placement?: Placement;
    pageText?: string[];
    others?: Array<{ filename: string; content: string }>;
  } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  (options.pageText ?? ['Invoice']).forEach((text, i) =>
    page.drawText(text, { x: 50, y: 780 - i * 18, size: 11, font }),
  );
  for (const other of options.others ?? [])
    await doc.attach(Buffer.from(other.content), other.filename, { mimeType: 'text/xml' });
  const filename = options.filename ?? 'factur-x.xml';
  const placement = options.placement ?? 'name-tree';
  if (xml !== null && placement === 'name-tree') {
    await doc.attach(Buffer.from(xml), filename, {
      mimeType: 'text/xml',
      description: 'Factur-X / ZUGFeRD invoice',
      afRelationship: AFRelationship.Alternative,
    });
  } else if (xml !== null) {
    const stream = doc.context.flateStream(Buffer.from(xml), {
      Type: 'EmbeddedFile',
      Subtype: 'text/xml',
    });
    const spec = doc.context.obj({
      Type: 'Filespec',
      F: PDFString.of(filename),
      UF: PDFString.of(filename),
      EF: { F: doc.context.register(stream) },
      AFRelationship: 'Alternative',
    });
    const specRef = doc.context.register(spec);
    if (placement === 'associated-files-only') {
      doc.catalog.set(PDFName.of('AF'), doc.context.obj([specRef]));
    } else {
      const annotation = doc.context.obj({
        Type: 'Annot',
        Subtype: 'FileAttachment',
        Rect: [40, 40, 60, 60],
        FS: specRef,
      });
      page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annotation)]));
    }
  }
  return doc.save();
}
