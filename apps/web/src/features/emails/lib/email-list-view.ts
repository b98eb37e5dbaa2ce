import type { TEmailListItem } from '@papertray/contract';

export type DateOrder = 'newest' | 'oldest';

/** Client-side search over subject, sender and both bodies (the spec's list search). */
export function searchEmails(emails: TEmailListItem[], search: string): TEmailListItem[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return emails;
  return emails.filter((email) =>
    [email.subject, email.from, email.textContent, email.htmlContent].some((value) =>
      value?.toLowerCase().includes(needle),
    ),
  );
}

export function sortEmailsByDate(emails: TEmailListItem[], order: DateOrder): TEmailListItem[] {
  const direction = order === 'newest' ? -1 : 1;
  return [...emails].sort((a, b) => direction * (Date.parse(a.date) - Date.parse(b.date)));
}
