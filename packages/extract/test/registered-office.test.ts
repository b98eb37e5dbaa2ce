import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';

/** A vendor name without an address block, and a legal footer that names its registered office. */
function invoice(footer: string) {
  return [
    'ACME',
    'Facture n° 2024-118 du 02/07/2024',
    'Client : Jean Martin, 4 place du Marché, 69001 Lyon',
    'Total TTC   29,99 €',
    '',
    footer,
  ].join('\n');
}

const FOOTERS = [
  [
    'Acme SAS au capital de 10 000 € − RCS Paris 421 938 861 − Siège social : 8 rue de la Paix 75002 Paris − TVA FR60421938861',
    '8 rue de la Paix 75002 Paris',
  ],
  [
    'Acme Ltd | Registered office: 12 Harbour Road, Bristol BS1 4DJ | Company No 0123456',
    '12 Harbour Road, Bristol BS1 4DJ',
  ],
  [
    'Acme GmbH · Sitz der Gesellschaft: Hauptstraße 5, 80331 München · Amtsgericht München HRB 12345',
    'Hauptstraße 5, 80331 München',
  ],
  [
    'Acme B.V. – Statutaire zetel: Keizersgracht 100, 1015 AA Amsterdam – KvK 12345678',
    'Keizersgracht 100, 1015 AA Amsterdam',
  ],
  [
    'Acme S.r.l. – Sede legale: Via Roma 10, 20121 Milano – P. IVA 01234567890',
    'Via Roma 10, 20121 Milano',
  ],
  [
    'Acme S.L. – Domicilio social: Calle Mayor 3, 28013 Madrid – NIF B12345678',
    'Calle Mayor 3, 28013 Madrid',
  ],
  [
    'Acme Pvt. Ltd. Registered Office: Level 4, Commercial Complex D-4, Saket, New Delhi - 110017 | Phone: 080 100',
    'Level 4, Commercial Complex D-4, Saket, New Delhi - 110017',
  ],
  [
    'Siège social : 16 rue Mollien - 92100 BOULOGNE – Tél : 01 71 17 61 67',
    '16 rue Mollien - 92100 BOULOGNE',
  ],
] as const;

describe('the vendor address from the registered office of a legal footer', () => {
  it.each(FOOTERS)('%s', (footer, address) => {
    expect(extractFields(documentTextFromPlain(invoice(footer))).extractedData.vendor.address).toBe(
      address,
    );
  });

  it('takes no city alone and no sentence as an address', () => {
    for (const footer of [
      'Acme GmbH · Sitz der Gesellschaft: Stuttgart · Amtsgericht Stuttgart',
      'Notre siège social vous remercie de votre confiance.',
    ]) {
      expect(
        extractFields(documentTextFromPlain(invoice(footer))).extractedData.vendor.address,
      ).toBeNull();
    }
  });
});
