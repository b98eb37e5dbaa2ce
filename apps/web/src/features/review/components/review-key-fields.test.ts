import { describe, expect, it } from 'vitest';
import { confidenceMark } from './review-key-fields';

describe('confidenceMark', () => {
  it('says how sure extraction was, and asks for a check below 70%', () => {
    expect(confidenceMark({ confidence: 0.95, source: 'text' })).toEqual({
      kind: 'ok',
      percent: 95,
    });
    expect(confidenceMark({ confidence: 0.69, source: 'ocr' })).toEqual({
      kind: 'low',
      percent: 69,
    });
    expect(confidenceMark({ confidence: 0.7, source: 'ocr' })).toEqual({ kind: 'ok', percent: 70 });
  });

  it("marks the user's own values as edited, whatever their confidence", () => {
    expect(confidenceMark({ confidence: 0.1, source: 'user' })).toEqual({ kind: 'user' });
    expect(confidenceMark(undefined)).toBeNull();
  });
});
