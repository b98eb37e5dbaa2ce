import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageItems } from '@/lib/page-numbers';

interface NumberedPaginationProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** `pages` is only a lower bound (a capped search total): more pages follow, unnumbered. */
  morePages?: boolean;
  /** Names the navigation when a screen has more than one list. */
  label?: string;
}

/** Previous, numbered pages and next; shown only when there is more than one page. */
export function NumberedPagination({
  page,
  pages,
  onPageChange,
  morePages = false,
  label = 'Pagination',
}: NumberedPaginationProps) {
  if (pages <= 1 && !morePages) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      {pageItems(page, pages, morePages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="px-1 text-muted-foreground" aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={item}
            variant={item === page ? 'outline' : 'ghost'}
            size="sm"
            className="min-w-8 px-2"
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button
        variant="ghost"
        size="sm"
        disabled={page >= pages && !morePages}
        onClick={() => onPageChange(page + 1)}
        aria-label="Next page"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
