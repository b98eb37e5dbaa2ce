import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';

/** Valid EU VAT ids (jsvat checksums), two per country: the buyer's and the seller's. */
const IDS = [
  ['DE293626853', 'DE550876123'],
  ['GB390275544', 'GB405081881'],
  ['BE0532949870', 'BE0707313805'],
] as const;

const col = (left: string, right: string) => `${left.padEnd(40)}${right}`;

/**
 * The buyer's block first (no label) with its id, a company of the same group as the seller; the
 * seller's block beside it under a seller label, its id further down the column than the buyer's.
 */
function buyerFirst(i: number) {
  const [buyer, seller] = IDS[i % IDS.length] as readonly [string, string];
  return {
    text: [
      col(`Nord ${i} Distribuzione GmbH`, 'Lieferant'),
      col('Hauptstraße 151', `Nord ${i} Design GmbH & Co. KG`),
      col('49752 Bremen', 'Bahnhofstr. 143'),
      col(`USt-IdNr. ${buyer}`, '45041 Bremen'),
      col('', `info@nord${i}design.de`),
      col('', `USt-IdNr. ${seller}`),
      '',
      `Rechnung Nr. R-${i}`,
      'Gesamtbetrag   119,00 EUR',
    ].join('\n'),
    seller,
  };
}

/** The buyer's id in the address window; the seller's in a footer line that opens with its name. */
function footerNamed(i: number) {
  const [buyer, seller] = IDS[(i + 1) % IDS.length] as readonly [string, string];
  return {
    text: [
      `Harbour ${i} Tools PLC`,
      '121 Church Lane',
      'Glasgow M1 4BT',
      '',
      `Harbour ${i} Tools PLC · 121 Church Lane · Glasgow M1 4BT`,
      'Jansen Trading PLC',
      '40 Church Lane',
      'Glasgow LS2 9XY',
      `VAT number ${buyer}`,
      '',
      'Invoice no: RE564145',
      'Grand total   £40,659.74',
      '',
      `Harbour ${i} Tools PLC   IBAN: GB83 NWBK 0109 0819 7729 23   VAT number ${seller}`,
    ].join('\n'),
    seller,
  };
}

describe("the vendor's own tax id when the buyer's is printed too", () => {
  it('takes the id in the seller block, not the unlabelled buyer block printed first', () => {
    for (let i = 0; i < 9; i++) {
      const doc = buyerFirst(i);
      expect(
        extractFields(documentTextFromPlain(doc.text)).extractedData.vendor.taxId,
        doc.text,
      ).toBe(doc.seller);
    }
  });

  it('takes the id on the footer line that names the vendor', () => {
    for (let i = 0; i < 9; i++) {
      const doc = footerNamed(i);
      const d = extractFields(documentTextFromPlain(doc.text)).extractedData;
      expect(d.vendor.taxId, doc.text).toBe(doc.seller);
    }
  });
});
