import { describe, expect, it } from 'vitest';
import { explainField, isExplained } from './field-explanation';

describe('explainField', () => {
  it('says the source, the evidence as a sentence and the confidence of a read value', () => {
    expect(
      explainField({ source: 'e-invoice', confidence: 0.994, evidence: 'BT-112 in the XML' }),
    ).toEqual({
      readFrom: 'Read from the e-invoice data inside the file',
      evidence: 'BT-112 in the XML',
      learned: null,
      confidencePercent: 99,
    });
    expect(explainField({ source: 'ocr', confidence: 0.41 })).toMatchObject({
      readFrom: 'Read by OCR from the image',
      evidence: null,
      confidencePercent: 41,
    });
  });

  it('names the correction a learned value came from', () => {
    expect(
      explainField({
        source: 'text',
        confidence: 0.9,
        evidence: 'after "Vorgang", as your correction taught for this vendor',
        learned: { learnedAt: '2026-03-04T10:00:00.000Z', label: 'Vorgang' },
      }),
    ).toEqual({
      readFrom: 'Read from the document’s text',
      evidence: 'After "Vorgang", as your correction taught for this vendor',
      learned: 'Learned from your correction on Mar 4, 2026',
      confidencePercent: 90,
    });
  });

  it('says a learned vendor name was not read but given by a correction (decision 088)', () => {
    expect(
      explainField({
        source: 'learned',
        confidence: 0.95,
        evidence: 'the name you gave this vendor; the document prints "Muster Elektro GmbH"',
        learned: { learnedAt: '2026-03-04T10:00:00.000Z', label: null },
      }),
    ).toEqual({
      readFrom: 'From your correction for this vendor',
      evidence: 'The name you gave this vendor; the document prints "Muster Elektro GmbH"',
      learned: 'Learned from your correction on Mar 4, 2026',
      confidencePercent: 95,
    });
  });

  it('says whose usual currency a document that shows none was given (decision 092)', () => {
    const usual = (of: 'contact' | 'project') =>
      explainField({
        source: 'usual',
        confidence: 0.4,
        evidence: `no currency shown; 9 of the 10 latest documents of this ${of} are in MYR`,
        usual: { of, documents: 9, outOf: 10 },
      });
    expect(usual('project')).toEqual({
      readFrom: 'Usual currency of this project',
      evidence: 'No currency shown; 9 of the 10 latest documents of this project are in MYR',
      learned: null,
      confidencePercent: 40,
    });
    expect(usual('contact').readFrom).toBe('Usual currency of this supplier');
    expect(
      explainField({
        source: 'text',
        confidence: 0.2,
        evidence: 'no currency shown or hinted at; USD by default',
        fallback: true,
      }),
    ).toMatchObject({
      readFrom: 'Not shown on the document: a default',
      evidence: 'No currency shown or hinted at; USD by default',
      confidencePercent: 20,
    });
  });

  it('answers for the user’s own value and an empty field, with no confidence', () => {
    expect(explainField({ source: 'user', confidence: 1 })).toEqual({
      readFrom: 'Entered or corrected by you',
      evidence: null,
      learned: null,
      confidencePercent: null,
    });
    expect(explainField(undefined).readFrom).toBe('Nothing was read for this field');
    expect(explainField(undefined).confidencePercent).toBeNull();
  });

  it('has the extractor explain only what it read', () => {
    expect(isExplained({ source: 'llm', confidence: 0.5 })).toBe(true);
    expect(isExplained({ source: 'user', confidence: 1 })).toBe(false);
    expect(isExplained(undefined)).toBe(false);
  });
});
