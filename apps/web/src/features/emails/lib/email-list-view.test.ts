import type { TEmailListItem } from '@papertray/contract';
import { describe, expect, it } from 'vitest';
import { searchEmails, sortEmailsByDate } from './email-list-view';

function email(subject: string, date: string, htmlContent: string | null = null): TEmailListItem {
  return {
    subject,
    date,
    from: 'Sam <sam@example.org>',
    textContent: null,
    htmlContent,
  } as TEmailListItem;
}

describe('email list view', () => {
  const list = [
    email('Invoice', '2026-01-02T10:00:00Z', '<p>Total due</p>'),
    email('Lunch', '2026-03-01T10:00:00Z'),
  ];

  it('searches subject, sender and bodies, ignoring case', () => {
    expect(searchEmails(list, 'LUNCH').map((e) => e.subject)).toEqual(['Lunch']);
    expect(searchEmails(list, 'total due').map((e) => e.subject)).toEqual(['Invoice']);
    expect(searchEmails(list, 'sam@')).toHaveLength(2);
  });

  it('sorts newest or oldest first', () => {
    expect(sortEmailsByDate(list, 'newest').map((e) => e.subject)).toEqual(['Lunch', 'Invoice']);
    expect(sortEmailsByDate(list, 'oldest').map((e) => e.subject)).toEqual(['Invoice', 'Lunch']);
  });
});
