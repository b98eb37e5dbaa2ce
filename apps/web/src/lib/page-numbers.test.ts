import { describe, expect, it } from 'vitest';
import { pageItems } from './page-numbers';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('leaves gaps around the current page', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('shows no last page when more pages follow than were counted', () => {
    expect(pageItems(1, 50, true)).toEqual([1, 2, 3, 4, 5, 'gap']);
    expect(pageItems(5, 50, true)).toEqual([1, 'gap', 4, 5, 6, 'gap']);
    expect(pageItems(2, 5, true)).toEqual([1, 2, 3, 4, 'gap']);
    expect(pageItems(5, 5, true)).toEqual([1, 2, 3, 4, 5, 'gap']);
  });
});
