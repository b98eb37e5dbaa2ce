import type { TFieldMeta } from '@papertray/contract';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldWhy } from './field-why';

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let cleanup: (() => void) | null = null;
afterEach(() => cleanup?.());

/** Renders the button, presses it and returns what the popover says (null: no button). */
function explanation(meta: TFieldMeta | undefined): string | null {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<FieldWhy label="Total Amount" meta={meta} />));
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  const button = container.querySelector('button');
  if (!button) return null;
  expect(button.textContent).toBe('How Total Amount was read');
  expect(button.hasAttribute('aria-label')).toBe(false);
  act(() => button.click());
  const dialog = document.querySelector('[role="dialog"]');
  expect(dialog?.getAttribute('aria-label')).toBe('How the value was read');
  return dialog?.textContent ?? '';
}

describe('how a field was read', () => {
  it('says where the value came from, why, and how sure the extractor was', () => {
    expect(
      explanation({
        source: 'text',
        confidence: 0.86,
        evidence: 'right of the label "Gesamtbetrag"; net + tax = total',
      }),
    ).toBe(
      'Read from the document’s textRight of the label "Gesamtbetrag"; net + tax = totalConfidence 86%',
    );
    expect(explanation({ source: 'llm', confidence: 0.7 })).toBe(
      'Suggested by the language modelConfidence 70%',
    );
  });

  it('has nothing to explain for a value the user typed, or no value', () => {
    expect(explanation({ source: 'user', confidence: 1 })).toBeNull();
    expect(explanation(undefined)).toBeNull();
  });
});
