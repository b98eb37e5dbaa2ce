import { useEffect, useLayoutEffect, useRef } from 'react';
import { reviewCommandForKey, type ReviewCommand, type ReviewMode } from '../lib/review-keys';

/**
 * A, S, D (R in the trash) and the arrow keys while the review has the keyboard: not while
 * `paused` (a dialog is open), nor while typing in a field. Calls still on the wire do not
 * pause them: the next key acts on the next document.
 */
export function useReviewShortcuts(
  mode: ReviewMode,
  paused: boolean,
  onCommand: (command: ReviewCommand) => void,
) {
  const latest = useRef({ mode, paused, onCommand });
  // Updated as the render commits, before the browser hands over the next key.
  useLayoutEffect(() => {
    latest.current = { mode, paused, onCommand };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const { mode: currentMode, paused: isPaused, onCommand: run } = latest.current;
      const command = reviewCommandForKey(event, currentMode);
      if (!command) return;
      // Arrow keys would scroll the page; ours are taken even when they are ignored.
      event.preventDefault();
      if (!isPaused) run(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
