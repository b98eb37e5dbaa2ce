import { CONTACT_SORT_FIELDS } from '@papertray/contract';

export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';
export interface ContactSort {
  sortBy: ContactSortField;
  sortOrder: SortOrder;
}

/** Spec section 9: the biggest suppliers first. */
export const DEFAULT_CONTACT_SORT: ContactSort = {
  sortBy: 'metadata.totalAmount',
  sortOrder: 'desc',
};

export function isContactSortField(value: string | null): value is ContactSortField {
  return (CONTACT_SORT_FIELDS as readonly (string | null)[]).includes(value);
}

/**
 * A header click: the same column flips its order; another column starts A to Z for names and
 * largest or newest first for amounts, counts and dates.
 */
export function nextContactSort(current: ContactSort, field: ContactSortField): ContactSort {
  if (current.sortBy === field) {
    return { sortBy: field, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' };
  }
  return { sortBy: field, sortOrder: field === 'name' ? 'asc' : 'desc' };
}

export function isDefaultContactSort(sort: ContactSort): boolean {
  return (
    sort.sortBy === DEFAULT_CONTACT_SORT.sortBy && sort.sortOrder === DEFAULT_CONTACT_SORT.sortOrder
  );
}
