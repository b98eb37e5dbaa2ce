import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AFRelationship, PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { API_ROOT, REPO_ROOT } from '../../../platform/paths';

/** The real vendor invoices of the extraction library (MIT, invoice2data). */
export const INVOICES_DIR = path.join(REPO_ROOT, 'packages/extract/test/fixtures/invoices');

export interface InvoiceLabel {
  file: string;
  invoiceNumber: string | null;
  issueDate: string | null;
  totalAmount: number | null;
  currency: string | null;
  vendorName: string | null;
  vendorTaxId: string | null;
}

export const INVOICE_LABELS = (
  JSON.parse(readFileSync(path.join(INVOICES_DIR, 'labels.json'), 'utf8')) as InvoiceLabel[]
).filter((label) => readdirSync(INVOICES_DIR).includes(label.file));

export function invoiceFile(name: string): Buffer {
  return readFileSync(path.join(INVOICES_DIR, name));
}

export function apiFixture(name: string): Buffer {
  return readFileSync(path.join(API_ROOT, 'test/fixtures', name));
}

export interface FacturXOptions {
  number?: string;
  seller?: string;
  /** Empty for a seller without VAT id. */
  vatId?: string;
  total?: string;
  /** Changes the file's bytes (and so its SHA-256) without changing the invoice. */
  visibleText?: string;
}

/** A Factur-X CII invoice; by default seller with VAT id, total 1190.00 EUR. */
function facturXml({
  number = 'FX-2024-001',
  seller = 'Lieferant Beispiel GmbH',
  vatId = 'DE136695976',
  total = '1190.00',
}: FacturXOptions): string {
  const vat = vatId
    ? `<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${vatId}</ram:ID></ram:SpecifiedTaxRegistration>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter>
    <ram:ID>urn:factur-x.eu:1p0:basic</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>${number}</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20240311</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:SellerTradeParty>
        <ram:Name>${seller}</ram:Name>
        <ram:PostalTradeAddress>
          <ram:PostcodeCode>10115</ram:PostcodeCode><ram:LineOne>Invalidenstraße 1</ram:LineOne>
          <ram:CityName>Berlin</ram:CityName><ram:CountryID>DE</ram:CountryID>
        </ram:PostalTradeAddress>
        ${vat}
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Kunde AG</ram:Name></ram:BuyerTradeParty>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:TaxBasisTotalAmount>1000.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">190.00</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>${total}</ram:GrandTotalAmount>
        <ram:DuePayableAmount>${total}</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;
}

/** A PDF with embedded Factur-X XML. */
export async function facturXPdf(options: FacturXOptions = {}): Promise<Buffer> {
  const { visibleText = 'Rechnung' } = options;
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(visibleText, { x: 50, y: 780, size: 12, font });
  await pdf.attach(Buffer.from(facturXml(options)), 'factur-x.xml', {
    mimeType: 'text/xml',
    description: 'Factur-X invoice',
    afRelationship: AFRelationship.Data,
  });
  return Buffer.from(await pdf.save());
}

/** A photo-like JPEG page of a scan. */
export async function scanPage(width: number, height: number, shade: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: shade, g: shade, b: shade } },
  })
    .jpeg()
    .toBuffer();
}
