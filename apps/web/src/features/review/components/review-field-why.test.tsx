import type { TFieldMeta } from '@papertray/contract';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { isExplainFieldKey } from '../lib/review-keys';
import { ReviewFieldWhy } from './review-field-why';

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let cleanup: (() => void) | null = null;
afterEach(() => cleanup?.());

const META: TFieldMeta = {
  source: 'text',
  confidence: 0.83,
  evidence: 'below the label "Rechnungsbetrag"; net + tax = total',
};

/** One field as the review lays it out: F1 in the input opens its explanation. */
function Field() {
  const [open, setOpen] = useState(false);
  return (
    <ReviewFieldWhy meta={META} inputId="total" open={open} onOpenChange={setOpen}>
      <div>
        <input
          id="total"
          aria-label="Total Amount"
          onKeyDown={(event) => {
            if (isExplainFieldKey(event)) setOpen(true);
          }}
        />
      </div>
    </ReviewFieldWhy>
  );
}

function render() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<Field />));
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  return container.querySelector('input')!;
}

function press(target: Element, key: string) {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

/** Radix hands the focus back a task after the explanation has gone. */
const afterClose = () => act(() => new Promise((done) => setTimeout(done, 0)));

const explanation = () => document.querySelector('[role="dialog"]');

describe('a review field explained by F1', () => {
  it('opens on F1 with the focus in it, and Escape puts the focus back in the field', async () => {
    const input = render();
    act(() => input.focus());
    press(input, 'F1');
    expect(explanation()?.textContent).toBe(
      'Read from the document’s textBelow the label "Rechnungsbetrag"; net + tax = totalConfidence 83%',
    );
    expect(explanation()?.contains(document.activeElement)).toBe(true);
    press(document.activeElement!, 'Escape');
    await afterClose();
    expect(explanation()).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('closes on Tab or F1 again, back in the field', async () => {
    const input = render();
    for (const key of ['Tab', 'F1']) {
      act(() => input.focus());
      press(input, 'F1');
      expect(explanation()).not.toBeNull();
      press(document.activeElement!, key);
      await afterClose();
      expect(explanation(), key).toBeNull();
      expect(document.activeElement, key).toBe(input);
    }
  });
});
