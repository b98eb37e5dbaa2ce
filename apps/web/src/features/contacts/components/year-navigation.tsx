import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { canGoToNextYear } from '../lib/monthly-series';

interface YearNavigationProps {
  year: number;
  currentYear: number;
  isFirstYear: boolean;
  onYearChange: (year: number) => void;
}

/** Previous / next year; the next one stops at the current year. */
export function YearNavigation({
  year,
  currentYear,
  isFirstYear,
  onYearChange,
}: YearNavigationProps) {
  return (
    <div className="flex items-center gap-1" role="group" aria-label="Year">
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        aria-label="Previous year"
        disabled={isFirstYear}
        onClick={() => onYearChange(year - 1)}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <span className="min-w-14 text-center font-semibold tabular-nums" aria-live="polite">
        {year}
      </span>
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
