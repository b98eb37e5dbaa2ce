import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyDocument, documentTextFromPlain, extractFields } from '../src/index.js';

/** Hand-written documents in several languages and layouts; none is from the benchmark set. */
function fields(name: string) {
  const text = readFileSync(path.join(import.meta.dirname, 'fixtures/text', name), 'utf8');
  return extractFields(documentTextFromPlain(text));
}

describe('field extraction from text', () => {
  it('reads a US invoice: month-first dates, dollar amounts, EIN, vendor letterhead', () => {
    const { type, extractedData: d, fieldMeta } = fields('en-invoice-us.txt');
    expect(type).toBe('invoice');
    expect(d.invoiceNumber).toBe('INV-1042');
    expect(d.issueDate).toBe('2024-02-05');
    expect(d.dueDate).toBe('2024-03-06');
    expect(d.totalAmount).toBe(577753);
    expect(d.currency).toBe('USD');
    expect(d.vendor.name).toBe('Brightline Consulting LLC');
    expect(d.vendor.taxId).toBe('12-3456789');
    expect(fieldMeta.totalAmount?.source).toBe('text');
    expect(fieldMeta.totalAmount?.confidence).toBeGreaterThan(0.8);
  });

  it('reads a UK invoice: day-first dates from locale cues, pounds, GB VAT id, net vs gross', () => {
    const { extractedData: d } = fields('en-invoice-uk.txt');
    expect(d.invoiceNumber).toBe('2024/117');
    expect(d.issueDate).toBe('2024-04-03');
    expect(d.dueDate).toBe('2024-04-17');
    expect(d.totalAmount).toBe(244800);
    expect(d.currency).toBe('GBP');
    expect(d.vendor.name).toBe('Northwind Print Ltd');
    expect(d.vendor.taxId).toBe('GB980780684');
  });

  it('reads a German invoice: sender line, Gesamtbetrag with thousands dot, USt-IdNr', () => {
    const { type, extractedData: d } = fields('de-invoice.txt');
    expect(type).toBe('invoice');
    expect(d.invoiceNumber).toBe('RE-2024-0815');
    expect(d.issueDate).toBe('2024-03-12');
    expect(d.dueDate).toBe('2024-03-26');
    expect(d.totalAmount).toBe(136850);
    expect(d.currency).toBe('EUR');
    expect(d.vendor.name).toBe('Muster Software GmbH');
    expect(d.vendor.taxId).toBe('DE136695976');
  });

  it('reads a French invoice: labels in a table header with values below, Montant TTC', () => {
    const { extractedData: d } = fields('fr-invoice.txt');
    expect(d.invoiceNumber).toBe('F-2023-0042');
    expect(d.issueDate).toBe('2023-03-05');
    expect(d.dueDate).toBe('2023-04-04');
    expect(d.totalAmount).toBe(150000);
    expect(d.currency).toBe('EUR');
    expect(d.vendor.name).toBe('Dupont Conseil SARL');
    expect(d.vendor.address).toBe('14 rue des Lilas, 69003 Lyon');
    expect(d.vendor.taxId).toBe('FR40303265045');
  });

  it('reads an English receipt: ISO date as transaction date, TOTAL', () => {
    const { type, extractedData: d } = fields('en-receipt.txt');
    expect(type).toBe('receipt');
    expect(d.transactionDate).toBe('2024-02-14');
    expect(d.totalAmount).toBe(2347);
    expect(d.vendor.name).toBe('GREENLEAF MARKET');
  });

  it('reads a German receipt: Kassenbon, SUMME EUR with a decimal comma', () => {
    const { type, extractedData: d } = fields('de-receipt.txt');
    expect(type).toBe('receipt');
    expect(d.invoiceNumber).toBe('004711');
    expect(d.transactionDate).toBe('2023-11-21');
    expect(d.totalAmount).toBe(1040);
    expect(d.currency).toBe('EUR');
    expect(d.vendor.name).toBe('Café Morgenrot');
  });

  it('reads an English contract: number, parties with roles, start and end', () => {
    const { type, extractedData: d } = fields('en-contract.txt');
    expect(type).toBe('contract');
    expect(d.contractNumber).toBe('SA-2024-07');
    expect(d.parties).toEqual([
      { name: 'Acme Robotics Inc.', role: 'Client' },
      { name: 'Beta Maintenance Ltd', role: 'Contractor' },
    ]);
    expect(d.startDate).toBe('2024-01-15');
    expect(d.endDate).toBe('2025-01-14');
    expect(d.invoiceNumber).toBeNull();
  });

  it('reads a French contract: "prend effet le 1er juillet", ci-après roles', () => {
    const { type, extractedData: d } = fields('fr-contract.txt');
    expect(type).toBe('contract');
    expect(d.contractNumber).toBe('CP-88/2023');
    expect(d.parties).toEqual([
      { name: 'Lumière SAS', role: 'Client' },
      { name: 'Studio Vert SARL', role: 'Prestataire' },
    ]);
    expect(d.startDate).toBe('2023-07-01');
    expect(d.endDate).toBe('2024-06-30');
  });

  it('reads a German contract: zwischen ... (nachfolgend „Rolle“), Vertragsbeginn/-ende', () => {
    const { type, extractedData: d } = fields('de-contract.txt');
    expect(type).toBe('contract');
    expect(d.contractNumber).toBe('WV-2024/031');
    expect(d.parties).toEqual([
      { name: 'Kältetechnik Nord GmbH', role: 'Auftragnehmer' },
      { name: 'Hotel Seeblick KG', role: 'Auftraggeber' },
    ]);
    expect(d.startDate).toBe('2024-04-01');
    expect(d.endDate).toBe('2026-03-31');
    expect(d.vendor.name).toBe('Kältetechnik Nord GmbH');
  });

  it('defaults the currency to USD with a low confidence when nothing hints', () => {
    const { extractedData: d, fieldMeta } = fields('../text/en-contract.txt');
    expect(d.currency).toBe('USD');
    const bare = extractFields(documentTextFromPlain('Invoice No 77\nTotal 12.00'));
    expect(bare.extractedData.currency).toBe('USD');
    expect(bare.fieldMeta.currency?.confidence).toBeLessThan(0.5);
    expect(fieldMeta.currency).toBeDefined();
  });

  it('classifies a letter without cues as other', () => {
    expect(classifyDocument('Dear Sam,\nsee you on Monday.\nBest, Alex').type).toBe('other');
  });
});
