import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_SORT, isContactSortField, nextContactSort } from './contact-sort';

describe('nextContactSort', () => {
  it('flips the order of the column already sorted', () => {
    expect(nextContactSort(DEFAULT_CONTACT_SORT, 'metadata.totalAmount')).toEqual({
      sortBy: 'metadata.totalAmount',
      sortOrder: 'asc',
    });
  });

  it('starts names A to Z and dates newest first', () => {
    expect(nextContactSort(DEFAULT_CONTACT_SORT, 'name')).toEqual({
      sortBy: 'name',
      sortOrder: 'asc',
    });
    expect(nextContactSort(DEFAULT_CONTACT_SORT, 'metadata.lastSeen')).toEqual({
      sortBy: 'metadata.lastSeen',
      sortOrder: 'desc',
    });
  });

  it('knows the fields the API sorts by', () => {
    expect(isContactSortField('metadata.lastSeen')).toBe(true);
    expect(isContactSortField('email')).toBe(false);
    expect(isContactSortField(null)).toBe(false);
  });
});
