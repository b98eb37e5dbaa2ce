import type { TDocumentState } from '@papertray/contract';
import { describe, expect, it } from 'vitest';
import {
  currentIndex,
  indexAfterRemoval,
  moveIndex,
  neighbourIds,
  queueTotal,
  visibleQueue,
  type LocalStates,
} from './review-queue';

const doc = (id: string, state: TDocumentState = 'paper_tray') => ({ _id: id, state });

describe('visibleQueue', () => {
  it('drops documents acted on here before the server list caught up', () => {
    const documents = [doc('a'), doc('b'), doc('c'), doc('t', 'trash')];
    const local: LocalStates = new Map([
      ['a', 'approved'],
      ['c', 'deleted'],
      ['t', 'paper_tray'],
    ]);
    expect(visibleQueue(documents, local, 'tray').map((d) => d._id)).toEqual(['b', 't']);
    expect(visibleQueue(documents, new Map([['b', 'trash']]), 'trash').map((d) => d._id)).toEqual([
      'b',
      't',
    ]);
  });
});

describe('queueTotal', () => {
  it('subtracts what was acted on but is still in the server answer', () => {
    expect(queueTotal(37, 37, 35)).toBe(35);
    expect(queueTotal(150, 100, 98)).toBe(148);
    expect(queueTotal(35, 35, 35)).toBe(35);
  });
});

describe('currentIndex', () => {
  const queue = [doc('a'), doc('b'), doc('c')];
  it('follows the current document while it is in the queue', () => {
    expect(currentIndex(queue, 'c', 0)).toBe(2);
  });
  it('takes the place of a document that left, or the last one', () => {
    expect(currentIndex(queue, 'gone', 1)).toBe(1);
    expect(currentIndex(queue, 'gone', 7)).toBe(2);
    expect(currentIndex(queue, null, 0)).toBe(0);
    expect(currentIndex([], 'a', 0)).toBe(-1);
  });
});

describe('moveIndex', () => {
  it('stops at the ends for the arrows and wraps around for skip', () => {
    expect(moveIndex(0, -1, 3, false)).toBe(0);
    expect(moveIndex(2, 1, 3, false)).toBe(2);
    expect(moveIndex(1, 1, 3, false)).toBe(2);
    expect(moveIndex(2, 1, 3, true)).toBe(0);
    expect(moveIndex(0, -1, 3, true)).toBe(2);
    expect(moveIndex(0, 1, 0, true)).toBe(-1);
  });
});

describe('indexAfterRemoval', () => {
  it('stays in place for the next one, goes back to the first after the last', () => {
    expect(indexAfterRemoval(1, 4)).toBe(1);
    expect(indexAfterRemoval(3, 4)).toBe(0);
    expect(indexAfterRemoval(0, 1)).toBe(-1);
  });
});

describe('neighbourIds', () => {
  it('loads the next document first, then the previous one', () => {
    const queue = [doc('a'), doc('b'), doc('c')];
    expect(neighbourIds(queue, 1)).toEqual(['c', 'a']);
    expect(neighbourIds(queue, 0)).toEqual(['b']);
    expect(neighbourIds(queue, -1)).toEqual([]);
  });
});
