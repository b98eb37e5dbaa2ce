import { useSyncExternalStore } from 'react';

/** Below Tailwind's sm breakpoint, where the browser's PDF frame is unusable on phones. */
const NARROW_QUERY = '(max-width: 639.98px)';

export function useIsNarrowScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(NARROW_QUERY);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => window.matchMedia(NARROW_QUERY).matches,
  );
}
