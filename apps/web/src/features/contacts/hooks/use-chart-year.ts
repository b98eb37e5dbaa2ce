import { useSearchParams } from 'react-router';

const FIRST_YEAR = 1970;

/**
 * The chart's year in the URL (?year=2022); the current year when absent. Never past the
 * current year, which is also left out of the URL.
 */
export function useChartYear(currentYear = new Date().getFullYear()) {
  const [params, setParams] = useSearchParams();
  const asked = Number.parseInt(params.get('year') ?? '', 10);
  const year = Number.isFinite(asked)
    ? Math.min(Math.max(asked, FIRST_YEAR), currentYear)
    : currentYear;

  const setYear = (value: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value >= currentYear) next.delete('year');
        else next.set('year', String(Math.max(value, FIRST_YEAR)));
        return next;
      },
      { replace: true },
    );

  return { year, currentYear, setYear, isFirstYear: year <= FIRST_YEAR };
}
