import { format } from 'date-fns';

export function formatEmailDate(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy');
}

/** Mobile cards and the email dialog show the time too. */
export function formatEmailDateTime(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy h:mm a');
}
