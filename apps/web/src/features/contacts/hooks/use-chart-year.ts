import { useUrlQuery } from '@/lib/use-url-query';

const FIRST_YEAR = 1970;

/**
 * The chart's year in the URL (?year=2022), never past the current year; null when absent: then
 * the chart opens on the latest year with invoices, which only the server knows.
 */
export function useChartYear(currentYear = new Date().getFullYear()) {
  const [params, setParams] = useUrlQuery();
  const asked = Number.parseInt(params.get('year') ?? '', 10);
  const year = Number.isFinite(asked) ? Math.min(Math.max(asked, FIRST_YEAR), currentYear) : null;

  const setYear = (value: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('year', String(Math.min(Math.max(value, FIRST_YEAR), currentYear)));
      return next;
    });

  return { year, currentYear, setYear, firstYear: FIRST_YEAR };
}
