import { describe, expect, it } from 'vitest';
import { GUIDELINES, ciiXml, sampleModel, ublXml } from './testing/corpus.js';
import { parseEInvoice } from './parse-einvoice.js';

/**
 * Older ZUGFeRD writers declare ISO-8859-1 or windows-1252; some tools write UTF-16 or a byte
 * order mark. The seller's name must come out with its umlauts whatever the bytes are.
 */
describe('the XML is decoded as its bytes say', () => {
  const m = sampleModel({ seller: { ...sampleModel().seller, name: 'Bäckerei Müller & Söhne' } });
  const zugferd1 = ciiXml(m, {
    generation: 'ZUGFeRD 1.0',
    guideline: GUIDELINES['ZUGFeRD 1.0'].COMFORT,
    profile: 'COMFORT',
  });
  const ubl = ublXml(m, { root: 'Invoice', customization: 'urn:cen.eu:en16931:2017' });
  const declared = (xml: string, encoding: string) =>
    xml.replace(/^<\?xml[^>]*\?>/, `<?xml version="1.0" encoding="${encoding}"?>`);

  it('ISO-8859-1 and windows-1252 as declared', () => {
    for (const encoding of ['ISO-8859-1', 'windows-1252', 'iso-8859-15']) {
      const bytes = Buffer.from(declared(zugferd1, encoding), 'latin1');
      expect(parseEInvoice(bytes)?.data.vendor.name).toBe('Bäckerei Müller & Söhne');
    }
  });

  it('UTF-8 bytes under a wrong ISO-8859-1 declaration stay UTF-8', () => {
    const bytes = Buffer.from(declared(zugferd1, 'ISO-8859-1'), 'utf8');
    expect(parseEInvoice(bytes)?.data.vendor.name).toBe('Bäckerei Müller & Söhne');
  });

  it('UTF-16 with a byte order mark, little and big endian', () => {
    const le = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(declared(ubl, 'UTF-16'), 'utf16le'),
    ]);
    const be = Buffer.from(le);
    be.swap16();
    for (const bytes of [le, be])
      expect(parseEInvoice(bytes)?.data.vendor.name).toBe('Bäckerei Müller & Söhne');
  });

  it('UTF-8 with a byte order mark, and UTF-8 by default', () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(zugferd1, 'utf8')]);
    expect(parseEInvoice(bom)?.data.vendor.name).toBe('Bäckerei Müller & Söhne');
    expect(parseEInvoice(Buffer.from(ubl, 'utf8'))?.data.vendor.name).toBe(
      'Bäckerei Müller & Söhne',
    );
  });
});
