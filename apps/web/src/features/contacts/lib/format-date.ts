import { format, parseISO } from 'date-fns';

/** A timestamp or an ISO day as "Nov 28, 2022"; an em dash when there is none. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'MMM d, yyyy');
}
