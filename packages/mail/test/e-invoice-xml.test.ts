import { describe, expect, it } from 'vitest';
import { isEInvoiceXml, parseMessage } from '../src';
import { fixture } from './fixtures';
import { HEADERS, base64Lines, mail } from './samples';

const UBL = fixture('einvoice', 'xrechnung-ubl.xml');
const CII = fixture('einvoice', 'xrechnung-cii.xml');
/** Many UBL files start right at the root element, without an XML declaration. */
const UBL_WITHOUT_PROLOG = Buffer.from(UBL.toString('utf8').replace(/^<\?xml[^>]*>\s*/, ''));

/** A mail with one attachment per entry: name, declared type, content. */
function mailWith(files: [string, string, Buffer][]): Buffer {
  return mail([
    ...HEADERS,
    'Content-Type: multipart/mixed; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain',
    '',
    'Your e-invoice',
    ...files.flatMap(([name, type, content]) => [
      '--b',
      `Content-Type: ${type}; name="${name}"`,
      `Content-Disposition: attachment; filename="${name}"`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(content),
    ]),
    '--b--',
  ]);
}

describe('XML e-invoice attachments', () => {
  it('are document candidates when their root is a UBL or CII invoice', async () => {
    const parsed = await parseMessage(
      mailWith([
        ['xrechnung.xml', 'application/xml', UBL],
        ['factur-x.xml', 'text/xml', CII],
        // No declaration and a wrong Content-Type: the content decides.
        ['export.dat', 'application/octet-stream', UBL_WITHOUT_PROLOG],
      ]),
    );
    expect(
      parsed.attachments.map((a) => [
        a.filename,
        a.detectedType,
        a.detectedMime,
        a.isDocumentCandidate,
      ]),
    ).toEqual([
      ['xrechnung.xml', 'xml', 'application/xml', true],
      ['factur-x.xml', 'xml', 'application/xml', true],
      ['export.dat', 'xml', 'application/xml', true],
    ]);
  });

  it('are not candidates for an extension or Content-Type alone', async () => {
    const order = Buffer.from(
      '<?xml version="1.0"?>\n<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"><ID>1</ID></Order>\n',
    );
    // An <Invoice> of some other vocabulary (an ERP export), not UBL.
    const erp = Buffer.from(
      '<?xml version="1.0"?>\n<Invoice xmlns="urn:example:erp"><No>7</No></Invoice>\n',
    );
    const commentedOut = Buffer.from(
      '<?xml version="1.0"?>\n<!-- <Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"> -->\n<feed xmlns="http://www.w3.org/2005/Atom"/>\n',
    );
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>\n',
    );
    const parsed = await parseMessage(
      mailWith([
        ['invoice.xml', 'application/xml', order],
        ['invoice-2.xml', 'application/xml', erp],
        ['invoice-3.xml', 'text/xml', commentedOut],
        ['invoice.svg', 'image/svg+xml', svg],
        ['invoice.txt', 'application/xml', Buffer.from('Invoice 42, total 10 EUR\n')],
      ]),
    );
    expect(parsed.attachments.map((a) => [a.filename, a.isDocumentCandidate])).toEqual([
      ['invoice.xml', false],
      ['invoice-2.xml', false],
      ['invoice-3.xml', false],
      ['invoice.svg', false],
      ['invoice.txt', false],
    ]);
  });

  it('reads the root past a byte-order mark, comments and a doctype', () => {
    const decorated = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('<?xml version="1.0"?>\n<!-- generated -->\n<!DOCTYPE Invoice>\n'),
      UBL_WITHOUT_PROLOG,
    ]);
    expect(isEInvoiceXml(decorated)).toBe(true);
    expect(isEInvoiceXml(CII)).toBe(true);
    expect(isEInvoiceXml(Buffer.from('<html><body>Invoice</body></html>'))).toBe(false);
    expect(isEInvoiceXml(Buffer.alloc(0))).toBe(false);
  });

  it('knows ZUGFeRD 1.0 (CrossIndustryDocument) only in its own namespace', () => {
    const zugferd1 = (ns: string) =>
      Buffer.from(`<?xml version="1.0"?><rsm:CrossIndustryDocument xmlns:rsm="${ns}"/>`);
    expect(isEInvoiceXml(zugferd1('urn:ferd:CrossIndustryDocument:invoice:1p0'))).toBe(true);
    expect(isEInvoiceXml(zugferd1('urn:example:other'))).toBe(false);
  });
});
