/** Spec section 9: the review badge caps at '99+'. */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
