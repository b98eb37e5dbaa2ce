import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { canGoToNextYear } from '../lib/monthly-series';

interface YearNavigationProps {
  year: number;
  currentYear: number;
  firstYear: number;
  /** Years with invoices: the picker offers them, with the current and the shown year. */
  years: readonly number[];
  onYearChange: (year: number) => void;
}

/** Previous / next year and a picker of the years with invoices; never past the current year. */
export function YearNavigation({
  year,
  currentYear,
  firstYear,
  years,
  onYearChange,
}: YearNavigationProps) {
  const choices = [...new Set([currentYear, year, ...years])].sort((a, b) => b - a);
  return (
    <div className="flex items-center gap-1" role="group" aria-label="Year">
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        aria-label="Previous year"
        disabled={year <= firstYear}
        onClick={() => onYearChange(year - 1)}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <select
        aria-label="Chart year"
        value={year}
        onChange={(event) => onYearChange(Number(event.target.value))}
        className="h-9 rounded-md border border-input bg-card px-2 font-semibold tabular-nums shadow-xs focus-visible:outline-2 focus-visible:outline-ring/40"
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
            {years.includes(choice) ? '' : ' (none)'}
          </option>
        ))}
      </select>
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        aria-label="Next year"
        disabled={!canGoToNextYear(year, currentYear)}
        onClick={() => onYearChange(year + 1)}
      >
        <ChevronRight aria-hidden />
      </Button>
    </div>
  );
}
