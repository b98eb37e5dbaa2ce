import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { NO_CURRENCY_SHOWN } from '../src/fields/total-amount.js';

/**
 * A receipt that shows no currency at all (a faded print) gets USD as a default, and says so in
 * its field meta, so the API can put the project's usual currency in its place (decision 092).
 * A receipt in a euro country's language gets EUR, also marked as a fallback. A currency with
 * any evidence is never marked.
 */
const receipt = (total: string) =>
  [
    'Harbor Lane Coffee',
    '12 Quay Street',
    'Receipt No: 4471',
    'Date: 03/14/2024',
    'Latte                 4.50',
    'Muffin                3.20',
    `TOTAL                 ${total}`,
    'Thank you for your visit',
  ].join('\n');

describe('the currency a document does not show', () => {
  it('is USD marked as a fallback, with that as its evidence', () => {
    const { extractedData: data, fieldMeta: meta } = extractFields(
      documentTextFromPlain(receipt('7.70')),
    );
    expect(data.currency).toBe('USD');
    expect(data.totalAmount).toBe(770);
    expect(meta.currency).toEqual({
      confidence: 0.2,
      source: 'text',
      evidence: NO_CURRENCY_SHOWN,
      fallback: true,
    });
  });

  const kassenbon = (total: string) =>
    [
      'Bäckerei Sonnenschein',
      'Hauptstraße 12',
      'Bon-Nr. 4471',
      'Datum: 14.03.2024',
      'Brötchen               1,50',
      'Kaffee                 2,80',
      `SUMME                  ${total}`,
      'Vielen Dank für Ihren Einkauf',
    ].join('\n');

  it('is EUR on a German receipt, marked as a fallback by its language', () => {
    const { extractedData: data, fieldMeta: meta } = extractFields(
      documentTextFromPlain(kassenbon('4,30')),
    );
    expect(data.currency).toBe('EUR');
    expect(data.totalAmount).toBe(430);
    expect(meta.currency?.fallback).toBe(true);
    expect(meta.currency?.evidence).toMatch(/EUR by the document’s language/);
  });

  it('is not marked on a German receipt that prints its currency', () => {
    const { extractedData: data, fieldMeta: meta } = extractFields(
      documentTextFromPlain(kassenbon('4,30 CHF')),
    );
    expect(data.currency).toBe('CHF');
    expect(meta.currency?.fallback).toBeUndefined();
  });

  it.each([
    ['printed with the total', receipt('RM 7.70'), 'MYR'],
    ['printed with the total as a code', receipt('7.70 EUR'), 'EUR'],
    ['a dollar sign', receipt('$7.70'), 'USD'],
    ['a country cue', `${receipt('7.70')}\nKuala Lumpur, Malaysia`, 'MYR'],
    ['the seller’s VAT id', `${receipt('7.70')}\nVAT IE6388047V`, 'EUR'],
  ])('is not marked when the document hints at it: %s', (_, text, currency) => {
    const { extractedData: data, fieldMeta: meta } = extractFields(documentTextFromPlain(text));
    expect(data.currency).toBe(currency);
    expect(meta.currency?.fallback).toBeUndefined();
    expect(meta.currency?.evidence).toBeUndefined();
  });
});
