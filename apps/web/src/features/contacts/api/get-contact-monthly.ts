import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TContactMonthly } from '@papertray/contract';
import { api } from '@/lib/api';
import { contactQueryKeys } from './contact-query-keys';

/**
 * GET /contacts/{id}/monthly: the chart's twelve months of one year, totals per currency; with
 * year null, of the latest year with invoices (the server knows which).
 */
export function getContactMonthly(
  contactId: string,
  year: number | null,
): Promise<TContactMonthly> {
  return api.get<TContactMonthly>(`/contacts/${contactId}/monthly`, year === null ? {} : { year });
}

export function getContactMonthlyQueryOptions(contactId: string, year: number | null) {
  return queryOptions({
    queryKey: contactQueryKeys.monthly(contactId, year),
    queryFn: () => getContactMonthly(contactId, year),
    placeholderData: keepPreviousData,
  });
}

export function useContactMonthly(contactId: string, year: number | null) {
  return useQuery(getContactMonthlyQueryOptions(contactId, year));
}
