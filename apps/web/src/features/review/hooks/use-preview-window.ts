import type { TDocument } from '@papertray/contract';
import { startTransition, useEffect, useState } from 'react';

/** Keys this far apart are a burst: previews are not loaded for documents flown past. */
export const PREVIEW_DWELL_MS = 250;

export interface PreviewSlot {
  document: TDocument;
  /** The full preview (the PDF viewer) is mounted; else only the page's thumbnail. */
  live: boolean;
}

/**
 * The previews to lay out: those of the review's window (the current document and its
 * neighbours, loaded ahead) as it was when keys last paused for PREVIEW_DWELL_MS, plus the
 * current document's thumbnail while it is not among them. A key then only swaps which of the
 * mounted previews is visible; the browser's PDF viewer (a frame of its own, tens of
 * milliseconds of main thread to mount or tear down, a renderer's work to load) is started only
 * for documents the review stops at, not for each one typed past at 20 keys a second. Slots
 * are appended, never reordered: a frame moved in the DOM loads again.
 */
export function usePreviewWindow(nearby: TDocument[], current: TDocument): PreviewSlot[] {
  const [mounted, setMounted] = useState(nearby);
  const ids = nearby.map((d) => d._id).join(',');
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setMounted(nearby)), PREVIEW_DWELL_MS);
    return () => clearTimeout(timer);
    // The window's ids are what matter: a refetched document object changes nothing mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);
  const latest = (d: TDocument) => nearby.find((w) => w._id === d._id) ?? d;
  const slots = mounted.map((d) => ({ document: latest(d), live: true }));
  return slots.some((slot) => slot.document._id === current._id)
    ? slots
    : [...slots, { document: current, live: false }];
}
