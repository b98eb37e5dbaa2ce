export type PageItem = number | 'gap';

/**
 * The numbered pages to show: always the first and last, the current one with a neighbour on
 * each side, and a gap where pages are left out, e.g. 1 … 4 5 6 … 10. With `moreAfter` the
 * count of pages is only a lower bound: no last page, a gap after the pages shown instead.
 */
export function pageItems(page: number, pages: number, moreAfter = false): PageItem[] {
  // More pages than counted (a capped total): the last counted page is not the last one.
  if (moreAfter) {
    const items = pageItems(page, pages).filter((item) => item !== pages || item === page);
    return items.at(-1) === 'gap' ? items : [...items, 'gap'];
  }
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const current = Math.min(Math.max(page, 1), pages);
  let start = Math.max(2, Math.min(current - 1, pages - 4));
  let end = Math.min(pages - 1, Math.max(current + 1, 5));
  // A gap that would hide a single page shows that page instead.
  if (start === 3) start = 2;
  if (end === pages - 2) end = pages - 1;
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap');
  for (let n = start; n <= end; n++) items.push(n);
  if (end < pages - 1) items.push('gap');
  items.push(pages);
  return items;
}
