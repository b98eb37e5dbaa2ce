import { describe, expect, it } from 'vitest';
import { parseEInvoice } from './parse-einvoice.js';
import { ciiXml, GUIDELINES, sampleModel, ublXml, type InvoiceModel } from './testing/corpus.js';

const model = sampleModel();

/** What every profile that has room for it must read back from `model`. */
function expectFull(m: InvoiceModel, xml: string) {
  const e = parseEInvoice(xml);
  expect(e).not.toBeNull();
  expect(e!.data).toMatchObject({
    invoiceNumber: m.number,
    issueDate: m.issueDate,
    dueDate: m.dueDate,
    transactionDate: m.deliveryDate,
    totalAmount: 119000,
    currency: 'EUR',
    vendor: {
      name: m.seller.name,
      address: 'Invalidenstraße 1, 10115 Berlin, DE',
      taxId: 'DE136695976',
    },
  });
  expect(e!.totals).toEqual({ net: 100000, tax: 19000, gross: 119000, due: 119000 });
  return e!;
}

describe('CII of every version and profile', () => {
  for (const [version, profiles] of Object.entries(GUIDELINES)) {
    for (const [profile, guideline] of Object.entries(profiles)) {
      it(`${version} ${profile}`, () => {
        const generation = version === 'ZUGFeRD 1.0' ? 'ZUGFeRD 1.0' : 'CII';
        const xml = ciiXml(model, { generation, guideline, profile });
        if (profile === 'MINIMUM') {
          // MINIMUM has no room for addresses, delivery or payment terms; the rest is exact.
          const e = parseEInvoice(xml)!;
          expect(e.data).toMatchObject({
            invoiceNumber: model.number,
            issueDate: '2024-03-11',
            dueDate: null,
            totalAmount: 119000,
            currency: 'EUR',
            vendor: { name: model.seller.name, address: 'DE', taxId: 'DE136695976' },
          });
          expect(e.profile).toBe('MINIMUM');
          return;
        }
        const e = expectFull(model, xml);
        expect(e.syntax).toBe('CII');
        expect(e.standard).toBe(generation);
        expect(e.profile).toBe(profile);
        expect(e.guideline).toBe(guideline);
        expect(e.typeCode).toBe('380');
        expect(e.kind).toBe('invoice');
      });
    }
  }

  it('reads ZUGFeRD 1.0 only in its own namespace', () => {
    const xml = ciiXml(model, {
      generation: 'ZUGFeRD 1.0',
      guideline: GUIDELINES['ZUGFeRD 1.0'].BASIC,
      profile: 'BASIC',
    });
    expect(parseEInvoice(xml)?.standard).toBe('ZUGFeRD 1.0');
    expect(
      parseEInvoice(xml.replaceAll('urn:ferd:CrossIndustryDocument:invoice:1p0', 'urn:x')),
    ).toBeNull();
  });

  it('prefers the VAT id (VA) to the tax number (FC), and takes the tax number when alone', () => {
    const options = {
      generation: 'CII',
      guideline: GUIDELINES['ZUGFeRD 2.1 / Factur-X'].EN16931,
      profile: 'EN16931',
    } as const;
    expect(parseEInvoice(ciiXml(model, options))!.data.vendor.taxId).toBe('DE136695976');
    const noVat = sampleModel({ seller: { ...model.seller, vatId: null } });
    expect(parseEInvoice(ciiXml(noVat, options))!.data.vendor.taxId).toBe('201/113/40209');
  });

  it('takes the VAT total in the invoice currency when it is repeated in the accounting currency', () => {
    const m = sampleModel({
      currency: 'USD',
      taxInAccountingCurrency: { currency: 'EUR', amount: '175.10' },
    });
    const e = parseEInvoice(
      ciiXml(m, {
        generation: 'CII',
        guideline: GUIDELINES['ZUGFeRD 2.1 / Factur-X'].EXTENDED,
        profile: 'EXTENDED',
      }),
    )!;
    expect(e.totals.tax).toBe(19000);
    expect(e.data.currency).toBe('USD');
  });
});

describe('UBL invoices and credit notes', () => {
  const xrechnung = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
  const peppol = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';

  it('XRechnung UBL invoice', () => {
    const e = expectFull(model, ublXml(model, { root: 'Invoice', customization: xrechnung }));
    expect(e).toMatchObject({
      syntax: 'UBL',
      profile: 'XRECHNUNG',
      typeCode: '380',
      kind: 'invoice',
    });
  });

  it('Peppol UBL credit note: negative totals, due date from the payment means', () => {
    const m = sampleModel({ typeCode: '381' });
    const e = parseEInvoice(ublXml(m, { root: 'CreditNote', customization: peppol }))!;
    expect(e.kind).toBe('credit-note');
    expect(e.data.totalAmount).toBe(-119000);
    expect(e.totals).toEqual({ net: -100000, tax: -19000, gross: -119000, due: -119000 });
    expect(e.data.dueDate).toBe('2024-04-10');
    expect(e.data.vendor.taxId).toBe('DE136695976');
  });

  it('a UBL Invoice with type code 381 is a credit note too, whatever sign its amounts have', () => {
    for (const gross of ['1190.00', '-1190.00']) {
      const m = sampleModel({ typeCode: '381', gross, due: gross });
      const e = parseEInvoice(ublXml(m, { root: 'Invoice', customization: xrechnung }))!;
      expect(e.data.totalAmount).toBe(-119000);
    }
  });

  it('a corrected invoice (384) keeps the sign its XML states', () => {
    const m = sampleModel({ typeCode: '384', gross: '-1190.00', due: '-1190.00' });
    const e = parseEInvoice(ublXml(m, { root: 'Invoice', customization: xrechnung }))!;
    expect(e.kind).toBe('corrected-invoice');
    expect(e.data.totalAmount).toBe(-119000);
  });
});

describe('document type codes', () => {
  const cases: Array<[string, string, number]> = [
    ['380', 'invoice', 119000],
    ['381', 'credit-note', -119000],
    ['384', 'corrected-invoice', 119000],
    ['389', 'self-billed-invoice', 119000],
    ['261', 'credit-note', -119000],
    ['751', 'invoice', 119000],
  ];
  for (const [code, kind, total] of cases) {
    it(`CII ${code} is a ${kind}`, () => {
      const xml = ciiXml(sampleModel({ typeCode: code }), {
        generation: 'CII',
        guideline: GUIDELINES['ZUGFeRD 2.1 / Factur-X'].EN16931,
        profile: 'EN16931',
      });
      expect(parseEInvoice(xml)).toMatchObject({
        typeCode: code,
        kind,
        data: { totalAmount: total },
      });
    });
  }
});

describe('due dates from payment terms', () => {
  const terms: Array<[string, string | null]> = [
    ['Zahlbar innerhalb von 14 Tagen ohne Abzug', '2024-03-25'],
    ['2 % Skonto innerhalb 10 Tagen, 30 Tage netto', '2024-04-10'],
    ['Payment within 30 days of the invoice date', '2024-04-10'],
    ['Net 45', '2024-04-25'],
    ['Paiement à 30 jours', '2024-04-10'],
    ['#SKONTO#TAGE=14#PROZENT=2.00#', null],
    ['Zahlbar sofort', null],
  ];
  for (const [text, due] of terms) {
    it(`"${text}" → ${due}`, () => {
      const m = sampleModel({ dueDate: null, paymentTerms: text });
      const cii = parseEInvoice(
        ciiXml(m, {
          generation: 'CII',
          guideline: GUIDELINES['ZUGFeRD 2.0'].EN16931,
          profile: 'EN16931',
        }),
      )!;
      const ubl = parseEInvoice(
        ublXml(m, { root: 'Invoice', customization: 'urn:cen.eu:en16931:2017' }),
      )!;
      for (const e of [cii, ubl]) {
        expect(e.data.dueDate).toBe(due);
        expect(e.dueDateFromTerms).toBe(due !== null);
      }
    });
  }

  it('a stated due date wins over the terms', () => {
    const m = sampleModel({ paymentTerms: 'Zahlbar innerhalb von 14 Tagen' });
    const e = parseEInvoice(
      ciiXml(m, {
        generation: 'CII',
        guideline: GUIDELINES['ZUGFeRD 2.0'].EN16931,
        profile: 'EN16931',
      }),
    )!;
    expect(e.data.dueDate).toBe('2024-04-10');
    expect(e.dueDateFromTerms).toBe(false);
  });
});

describe('what is not an e-invoice', () => {
  it('rejects other XML, an Invoice root in a foreign namespace, and garbage', () => {
    expect(parseEInvoice('<?xml version="1.0"?><notes><note>hi</note></notes>')).toBeNull();
    expect(parseEInvoice('<Invoice xmlns="urn:example:orders"><ID>1</ID></Invoice>')).toBeNull();
    expect(parseEInvoice('<<<not xml')).toBeNull();
    expect(parseEInvoice('')).toBeNull();
  });
});
