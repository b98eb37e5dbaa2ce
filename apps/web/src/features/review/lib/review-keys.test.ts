import { describe, expect, it } from 'vitest';
import { isExplainFieldKey, reviewCommandForKey, type ReviewKeyEvent } from './review-keys';

const press = (key: string, extra: Partial<ReviewKeyEvent> = {}): ReviewKeyEvent => ({
  key,
  repeat: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  target: document.body,
  ...extra,
});

describe('reviewCommandForKey', () => {
  it('maps A, S, D and the arrows in the paper tray, whatever the case', () => {
    expect(reviewCommandForKey(press('a'), 'tray')).toBe('approve');
    expect(reviewCommandForKey(press('A'), 'tray')).toBe('approve');
    expect(reviewCommandForKey(press('s'), 'tray')).toBe('skip');
    expect(reviewCommandForKey(press('d'), 'tray')).toBe('trash');
    expect(reviewCommandForKey(press('ArrowLeft'), 'tray')).toBe('previous');
    expect(reviewCommandForKey(press('ArrowRight'), 'tray')).toBe('next');
    expect(reviewCommandForKey(press('r'), 'tray')).toBeNull();
  });

  it('restores with R and deletes with D in the trash; A does nothing there', () => {
    expect(reviewCommandForKey(press('r'), 'trash')).toBe('restore');
    expect(reviewCommandForKey(press('d'), 'trash')).toBe('delete');
    expect(reviewCommandForKey(press('a'), 'trash')).toBeNull();
  });

  it('leaves modified keys and held-down repeats alone', () => {
    expect(reviewCommandForKey(press('a', { ctrlKey: true }), 'tray')).toBeNull();
    expect(reviewCommandForKey(press('d', { metaKey: true }), 'tray')).toBeNull();
    expect(reviewCommandForKey(press('s', { altKey: true }), 'tray')).toBeNull();
    expect(reviewCommandForKey(press('d', { repeat: true }), 'tray')).toBeNull();
  });

  it('ignores keys typed into fields and dialogs', () => {
    const input = document.createElement('input');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    document.body.append(input, dialog);
    expect(reviewCommandForKey(press('a', { target: input }), 'tray')).toBeNull();
    expect(reviewCommandForKey(press('ArrowRight', { target: button }), 'tray')).toBeNull();
    expect(reviewCommandForKey(press('a', { target: null }), 'tray')).toBe('approve');
  });

  it('takes keys whose focus is still in a dialog that is closing', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('data-state', 'closed');
    const radio = document.createElement('input');
    radio.type = 'radio';
    dialog.append(radio);
    document.body.append(dialog);
    expect(reviewCommandForKey(press('s', { target: radio }), 'tray')).toBe('skip');
    dialog.setAttribute('data-state', 'open');
    expect(reviewCommandForKey(press('s', { target: radio }), 'tray')).toBeNull();
  });
});

describe('isExplainFieldKey', () => {
  it('is F1 alone, which no review action takes', () => {
    const f1 = { key: 'F1', altKey: false, ctrlKey: false, metaKey: false, shiftKey: false };
    expect(isExplainFieldKey(f1)).toBe(true);
    expect(isExplainFieldKey({ ...f1, shiftKey: true })).toBe(false);
    expect(isExplainFieldKey({ ...f1, ctrlKey: true })).toBe(false);
    expect(isExplainFieldKey({ ...f1, key: 'i' })).toBe(false);
    expect(reviewCommandForKey(press('F1'), 'tray')).toBeNull();
    expect(reviewCommandForKey(press('F1'), 'trash')).toBeNull();
  });
});
