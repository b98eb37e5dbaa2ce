/** Longest wait for a frame: a hidden tab draws none, and the work must still run. */
const NO_FRAME_FALLBACK_MS = 100;

/**
 * Runs `work` once, after the browser has drawn the next frame (a timeout set from a frame
 * callback runs after that frame's paint), or after 100 ms when no frame comes. Returns a
 * cancel. For what a key starts that the next document on screen must not wait for: network
 * calls, loading ahead, mounting and unmounting the neighbours' previews.
 */
export function afterPaint(work: () => void): () => void {
  let settled = false;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const finish = (run: boolean) => {
    if (settled) return;
    settled = true;
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
    if (run) work();
  };
  const frame = requestAnimationFrame(() => {
    afterFrame = setTimeout(() => finish(true), 0);
  });
  const fallback = setTimeout(() => finish(true), NO_FRAME_FALLBACK_MS);
  return () => finish(false);
}
