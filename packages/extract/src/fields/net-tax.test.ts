import { describe, expect, it } from 'vitest';
import { documentTextFromPlain } from './document-text.js';
import { extractFields } from './extract-fields.js';

const read = (text: string) => extractFields(documentTextFromPlain(text));

describe('net and tax: labelled amounts kept only when net + tax = total', () => {
  it('reads them in English, with the evidence and a confidence', () => {
    const { extractedData: d, fieldMeta } = read(`INVOICE
Invoice No. 77
Item                 Amount
Consulting           £2,040.00
Net total            £2,040.00
VAT 20%              £408.00
Total                £2,448.00`);
    expect([d.netAmount, d.taxAmount, d.totalAmount]).toEqual([204000, 40800, 244800]);
    expect(fieldMeta.netAmount?.evidence).toMatch(/Net total.*net \+ tax = total/);
    expect(fieldMeta.taxAmount?.source).toBe('text');
    expect(fieldMeta.taxAmount?.confidence).toBeGreaterThan(0.8);
  });

  it('sums one tax line per rate (German: Zwischensumme, MwSt 19 % and 7 %)', () => {
    const { extractedData: d } = read(`Rechnung
Rechnungsnummer: RE-1
Zwischensumme               200,00 €
zzgl. MwSt. 19 %             19,00 €
zzgl. MwSt. 7 %               7,00 €
Gesamtbetrag                226,00 €`);
    expect([d.netAmount, d.taxAmount, d.totalAmount]).toEqual([20000, 2600, 22600]);
  });

  it('a "Total excl. VAT" cell is the net, never a tax; "Total incl. VAT" is neither', () => {
    const { extractedData: d } = read(`Invoice
Total excl. VAT       100.00 EUR
VAT                    21.00 EUR
Total incl. VAT       121.00 EUR`);
    expect([d.netAmount, d.taxAmount]).toEqual([10000, 2100]);
  });

  it('French: Total HT, TVA 20 %, Net à payer', () => {
    const { extractedData: d } = read(`FACTURE
Facture n° F-12
Total HT            1 250,00 €
TVA 20 %              250,00 €
Net à payer         1 500,00 €`);
    expect([d.netAmount, d.taxAmount, d.totalAmount]).toEqual([125000, 25000, 150000]);
  });

  it('Dutch, Italian and Spanish labels', () => {
    const nl = read(`Factuur\nSubtotaal   € 50,00\nBTW 21%   € 10,50\nTotaal   € 60,50`);
    expect([nl.extractedData.netAmount, nl.extractedData.taxAmount]).toEqual([5000, 1050]);
    const it = read(`Fattura\nImponibile   € 80,00\nIVA 22%   € 17,60\nTotale fattura   € 97,60`);
    expect([it.extractedData.netAmount, it.extractedData.taxAmount]).toEqual([8000, 1760]);
    const es = read(`Factura\nBase imponible   40,00 €\nIVA 21%   8,40 €\nTotal factura   48,40 €`);
    expect([es.extractedData.netAmount, es.extractedData.taxAmount]).toEqual([4000, 840]);
  });

  it("Malaysia's sales and service tax (SST, since 2018) as GST before it", () => {
    const labels = ['SST 6%', 'SST (6%)', 'SST @ 8%', 'Service Tax 6%', 'Total SST', 'GST 6%'];
    for (const [i, label] of labels.entries()) {
      const net = 1000 + i * 737;
      const tax = Math.round(net * 0.06);
      const money = (minor: number) => (minor / 100).toFixed(2);
      const { extractedData: d } = read(
        `KEDAI RUNCIT SOON HUAT\nSub Total   ${money(net)}\n${label}   ${money(tax)}\nTOTAL   RM ${money(net + tax)}\nCASH   RM 100.00`,
      );
      expect([d.netAmount, d.taxAmount, d.totalAmount], label).toEqual([net, tax, net + tax]);
    }
  });

  it('Czech and Polish labels', () => {
    const cs = read(
      `Faktura\nZáklad daně   1 000,00 Kč\nDPH 21 %   210,00 Kč\nCelkem k úhradě   1 210,00 Kč`,
    );
    expect([cs.extractedData.netAmount, cs.extractedData.taxAmount]).toEqual([100000, 21000]);
    const pl = read(
      `Faktura VAT\nWartość netto   500,00 zł\nKwota VAT 23%   115,00 zł\nDo zapłaty   615,00 zł`,
    );
    expect([pl.extractedData.netAmount, pl.extractedData.taxAmount]).toEqual([50000, 11500]);
  });

  it('accepts a cent of rounding between net + tax and the total', () => {
    const { extractedData: d } = read(`Invoice
Subtotal      $33.33
Tax (8.875%)   $2.96
Total due     $36.30`);
    expect([d.netAmount, d.taxAmount]).toEqual([3333, 296]);
  });

  it('leaves both unset when they do not add up to the total, or one is missing', () => {
    const wrong = read(`Invoice\nSubtotal   100.00\nVAT 20%   20.00\nTotal   125.00`);
    expect([wrong.extractedData.netAmount, wrong.extractedData.taxAmount]).toEqual([null, null]);
    expect(wrong.fieldMeta.netAmount).toBeUndefined();
    const taxOnly = read(`Receipt\n2 x Coffee   7.00\nVAT 20%   1.17\nTOTAL   7.00`);
    expect([taxOnly.extractedData.netAmount, taxOnly.extractedData.taxAmount]).toEqual([
      null,
      null,
    ]);
  });

  it('zero-rated: a 0.00 tax line and a net equal to the total', () => {
    const { extractedData: d } = read(
      `Invoice\nNet amount   500.00 EUR\nVAT 0%   0.00 EUR\nTotal   500.00 EUR`,
    );
    expect([d.netAmount, d.taxAmount]).toEqual([50000, 0]);
  });

  it('credit notes: net and tax are negative like the total', () => {
    const { extractedData: d } = read(`CREDIT NOTE
Credit note no. CN-5
Net amount       100.00 GBP
VAT 20%           20.00 GBP
Total            120.00 GBP`);
    expect([d.netAmount, d.taxAmount, d.totalAmount]).toEqual([-10000, -2000, -12000]);
  });

  it('currencies without minor digits keep their units (JPY)', () => {
    const { extractedData: d } = read(
      `Invoice\nSubtotal   ¥10,000\nTax 10%   ¥1,000\nTotal   ¥11,000`,
    );
    expect(d.currency).toBe('JPY');
    expect([d.netAmount, d.taxAmount, d.totalAmount]).toEqual([10000, 1000, 11000]);
  });
});
