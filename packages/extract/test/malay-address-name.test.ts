import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/index.js';
import { asOcr } from './as-ocr.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * A scanned Malaysian receipt whose name line OCR lost or left as noise: its address lines are
 * no name, though they print no number or OCR misread it ("TAMAN SRI MUDA", "LOT OA JALAN
 * PAGAN"), or name a state or a city alone ("SELANGOR DARUL EHSAN", "KUALA LUMPUR"). 60
 * receipts; names that hold a street or a state beside a business word stay names.
 */

function receipt(seed: number) {
  const r = rng(seed);
  const street = pick(r, ['JALAN PUCHONG', 'JLN BESAR', 'LORONG 3', 'PERSIARAN KLANG']);
  const area = pick(r, ['TAMAN SRI MUDA', 'TAMAN CONNAUGHT', 'TAMAN MELAWATI']);
  const state = pick(r, ['SELANGOR DARUL EHSAN', 'KUALA LUMPUR', 'JOHOR', 'PULAU PINANG']);
  const lines = [
    pick(r, ['', '~ .', 'i']),
    pick(r, [`LOT ${pick(r, ['OA', 'l2', 'SS'])} ${street},`, `${street},`, `${area},`]),
    pick(r, [`${area},`, state]),
    `${int(r, 40_000, 59_999)} ${state}`,
    `TOTAL   ${int(r, 2, 90)}.${int(r, 10, 99)}`,
  ].filter(Boolean);
  return lines.join('\n');
}

describe('a Malaysian address line without a number', () => {
  it('is not the seller’s name', () => {
    const named = Array.from({ length: 60 }, (_, i) => receipt(14_500 + i))
      .map((text) => ({ text, got: extractFields(asOcr(text)).extractedData.vendor.name }))
      .filter((r) => r.got !== null);
    expect(named).toEqual([]);
  });

  it('leaves names with a business word or a legal form', () => {
    for (const name of ['RESTORAN JALAN ALOR', 'PERAK HARDWARE', 'JOHOR TRADING SDN BHD']) {
      const text = `${name}\nNO. 12, JALAN PASAR,\n41200 KLANG\nTOTAL   12.50`;
      expect(extractFields(asOcr(text)).extractedData.vendor.name).toBe(name);
    }
  });
});
