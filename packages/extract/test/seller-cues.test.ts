import { describe, expect, it } from 'vitest';
import { LEGAL_FORM_RE } from '../src/parse/legal-forms.js';
import { fieldsOf, type PlacedText } from './laid-out-page.js';

const vendorOf = (items: PlacedText[]) => fieldsOf(items).vendor.name;

describe('a small sender line on the same baseline as a larger block in the other column', () => {
  const CASES = [
    ['northwind.io', 'Hafenstraße 12', '20457 Hamburg', 'Kaufhaus Beispiel AG', 'Rechnung'],
    ['Studio Verde', 'Via Roma 18', '20121 Milano', 'Rossi Forniture S.r.l.', 'Fattura'],
    ['Atelier Moreau', '14 rue des Lilas', '69003 Lyon', 'Dupont Bâtiment SARL', 'Facture'],
    ['Brightwater Design', '22 Mill Lane', 'Leeds LS1 4DT', 'Harbour Foods Ltd', 'Invoice'],
  ] as const;

  it('is the sender, and the window under it the customer', () => {
    for (const [seller, street, city, buyer, title] of CASES) {
      const vendor = vendorOf([
        // The sender line (7 pt) and the letterhead block (10 pt) start on one baseline.
        [`${seller} | ${street} | ${city}`, 50, 115, 7],
        [seller, 390, 115, 10],
        [street, 390, 126, 10],
        [city, 390, 137, 10],
        [buyer, 50, 127, 10],
        ['Feldweg 3', 50, 138, 10],
        ['54321 Musterstadt', 50, 149, 10],
        [`${title} 2024-118`, 50, 210, 14],
        ['12.03.2024', 390, 210, 10],
        ['1.190,00 EUR', 470, 400, 10],
      ]);
      expect(vendor, seller).toBe(seller);
    }
  });
});

describe('words inside an e-mail or web address', () => {
  const SELLERS = [
    ['Nordwind Handels GmbH', 'kontakt@nw-handel.de'],
    ['Lumière Conseil SARL', 'www.lc-groupe.de/impressum'],
    ['Bakkerij Jansen B.V.', 'info@bj-versand.de'],
  ] as const;

  // The addresses' domains are not the sellers' names, so that cue does not decide.
  it('are no labels: a domain ending in "de" (French "from") names nobody', () => {
    for (const [seller, address] of SELLERS) {
      const vendor = vendorOf([
        [seller, 50, 50, 12],
        ['Rechnung', 50, 110, 16],
        ['Datum: 03.05.2024', 350, 110, 9],
        ['Gesamtbetrag', 340, 300, 10],
        ['250,00 EUR', 470, 300, 10],
        [address, 50, 772, 7],
        ['Abteilung Vertrieb', 250, 772, 7],
      ]);
      expect(vendor, seller).toBe(seller);
    }
  });
});

describe('two unlabelled address blocks at the top, the customer at the left with a legal form', () => {
  const CASES = [
    ['Lindqvist Design', 'info@lindqvist-design.se', 'Fabrikam Industries Inc.'],
    ['Brightwater Studio', 'hello@brightwaterstudio.co.uk', 'Adventure Works Corporation'],
    ['CORVUS NL', 'www.corvus.nl', 'Contoso Holding B.V.'],
    ['Atelier Moreau', 'contact@ateliermoreau.fr', 'Durand Logistique SAS'],
  ] as const;

  it('the seller is the block named like the e-mail or web address the page prints', () => {
    for (const [seller, address, buyer] of CASES) {
      const vendor = vendorOf([
        ['Invoice 58214', 50, 40, 14],
        ['April 9, 2025', 50, 58, 10],
        [buyer, 50, 100, 10],
        [seller, 420, 100, 10],
        ['Mill Road, 7', 50, 112, 10],
        ['Kaistraße 4', 420, 112, 10],
        ['40212 Düsseldorf', 50, 124, 10],
        ['20457 Hamburg', 420, 124, 10],
        ['Due Date', 250, 180, 9],
        ['May 9, 2025', 250, 191, 9],
        ['Total EUR Incl. VAT', 330, 400, 10],
        ['1,204.50', 500, 400, 10],
        ['VAT Registration No.', 50, 700, 8],
        ['Email', 300, 700, 8],
        ['DE123456789', 50, 711, 8],
        [address, 300, 711, 8],
      ]);
      expect(vendor, seller).toBe(seller);
    }
  });

  it('an address in the customer block names no seller', () => {
    const vendor = vendorOf([
      ['Rechnung an:', 50, 90, 10],
      ['Contoso Holding GmbH', 50, 102, 10],
      ['einkauf@contoso.de', 50, 114, 10],
      ['Contoso', 300, 40, 10],
      ['Hagen Elektro GmbH', 50, 40, 14],
      ['Rechnung R-1001', 50, 200, 14],
      ['Gesamtbetrag', 340, 300, 10],
      ['250,00 EUR', 470, 300, 10],
    ]);
    expect(vendor).toBe('Hagen Elektro GmbH');
  });
});

describe('a short brand at the top named like the domain, the company printed in full below', () => {
  const CASES = [
    ['FRISCHMARKT', 'www.frischmarkt.de', 'Frischmarkt Handels GmbH'],
    ['BRICOLO', 'service@bricolo.fr', 'Bricolo Distribution SAS'],
    ['Kwikstore', 'www.kwikstore.nl', 'Kwikstore Retail B.V.'],
  ] as const;

  it('the vendor is the company, not the logo', () => {
    for (const [brand, address, company] of CASES) {
      const vendor = vendorOf([
        [brand, 80, 30, 16],
        ['Bahnhofstraße 5', 60, 60, 9],
        ['12345 Neustadt', 60, 72, 9],
        ['Brot 2,49', 40, 110, 9],
        ['Milch 1,19', 40, 122, 9],
        ['SUMME 3,68', 40, 140, 10],
        [company, 40, 200, 8],
        [address, 40, 212, 8],
      ]);
      expect(vendor, company).toBe(company);
    }
  });
});

describe('postcodes with letters and digits', () => {
  it('hold no legal form ("AB12", "AG55", "KG47", "5SA" are no AB, AG, KG, SA)', () => {
    for (const city of [
      'Galway T12 AB12',
      'Dublin D02 AG55',
      'Cork T23 KG47',
      'Bristol BS1 5SA',
      'Hauptstraße 5, 2. OG',
      'Lindengasse 3, 1.OG',
    ]) {
      expect(LEGAL_FORM_RE.test(city), city).toBe(false);
    }
    for (const name of [
      'Nordic Tools AB',
      'Harbour View Ltd',
      'Kaufhaus Beispiel AG',
      'Roc SA',
      'Rossi Elektrotechnik OG',
    ]) {
      expect(LEGAL_FORM_RE.test(name), name).toBe(true);
    }
  });
});

describe('a seller without a tax id, the customer printing one', () => {
  const CASES = [
    ['Riverside Catering Corp.', '124 Elm Street', 'Vega Bau SPRL', 'VAT number BE0976762383'],
    ['Nordlicht Events GmbH', 'Hafenstraße 17', 'Dupont Logistique SAS', 'TVA FR40303265045'],
    ['Atelier Rossi S.r.l.', 'Via Roma 18', 'Kaufhaus Beispiel AG', 'USt-IdNr. DE136695976'],
  ] as const;

  it('is the letterhead whose street the footer repeats', () => {
    for (const [seller, street, buyer, buyerId] of CASES) {
      const vendor = fieldsOf([
        [seller, 50, 40, 12],
        [`${street} | 10115 Berlin | +49 30 5590842`, 50, 56, 8],
        [buyer, 330, 80, 10],
        ['chaussée de Wavre 74', 330, 92, 10],
        ['7956 Namur', 330, 104, 10],
        [buyerId, 330, 116, 10],
        ['INVOICE', 50, 100, 16],
        ['Invoice No.', 50, 150, 10],
        ['K/2021/712', 250, 150, 10],
        ['Amount due', 330, 400, 10],
        ['USD 10,741.84', 470, 400, 10],
        [street, 50, 770, 7],
        ['IBAN: DE89 3704 0044 0532 0130 00', 250, 770, 7],
        ['10115 Berlin', 50, 780, 7],
      ]);
      expect(vendor.vendor.name, seller).toBe(seller);
      // The one tax id is the customer's; the sender's address line loses its phone number.
      expect(vendor.vendor.taxId, seller).toBeNull();
      expect(vendor.vendor.address, seller).toBe(`${street}, 10115 Berlin`);
    }
  });
});

describe('"UG (haftungsbeschränkt)" as OCR reads it at the edge of a receipt', () => {
  it('is written out in full', () => {
    for (const printed of [
      'Nimbus Catering UG (haftungsbeschrankt',
      'Nimbus Catering UG (haftungsbeschri',
      'Nimbus Catering UG haftungsbeschränkt',
      'Nimbus Catering UG (haftungsbeschränkt)',
    ]) {
      const vendor = vendorOf([
        ['NIMBUS', 60, 20, 16],
        [printed, 40, 44, 9],
        ['Industriestraße 140', 40, 56, 9],
        ['31737 Berlin', 40, 68, 9],
        ['Kaffee Bohnen 8,99', 40, 100, 9],
        ['SUMME 8,99', 40, 120, 10],
      ]);
      expect(vendor, printed).toBe('Nimbus Catering UG (haftungsbeschränkt)');
    }
  });
});
