import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's minimum frame height, and its delay before measuring a loaded mail. */
const MIN_HEIGHT_PX = 200;
const MEASURE_DELAY_MS = 100;

/**
 * The frame height that shows the whole body: the body's height (the root's would never shrink
 * below the frame's current height), plus the frame's border (its height is border-box), plus
 * room for a horizontal scrollbar when the mail is wider than the frame.
 */
function contentHeight(frame: HTMLIFrameElement): number | null {
  const doc = frame.contentDocument;
  if (!doc?.body) return null;
  const root = doc.documentElement;
  const border = frame.offsetHeight - frame.clientHeight;
  const scrollbar =
    root.scrollWidth > root.clientWidth ? frame.clientHeight - root.clientHeight : 0;
  const height = doc.body.scrollHeight + border + Math.max(0, scrollbar);
  return Math.max(MIN_HEIGHT_PX, Math.ceil(height));
}

/**
 * The mail's HTML page (GET /emails/{id}/html: sanitized on the server, its own CSP without
 * scripts) in a sandboxed frame, as tall as its content.
 *
 * Why allow-same-origin is safe here: the sandbox still lacks allow-scripts, and the page's CSP
 * (default-src 'none', no script-src) and the server-side sanitizer each forbid scripts too, so
 * nothing inside the frame can run and use the origin. allow-same-origin only lets this parent
 * read the frame's document to measure its height; a height-reporting script inside the frame
 * (postMessage) would need allow-scripts, which is exactly what must never be granted. Forms,
 * top navigation and plugins stay blocked; links open new tabs that escape the sandbox.
 */
export function EmailHtmlFrame({ src, title }: { src: string; title: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(MIN_HEIGHT_PX);

  const measure = useCallback(() => {
    const frame = frameRef.current;
    const next = frame ? contentHeight(frame) : null;
    if (next !== null) setHeight(next);
  }, []);

  // Text reflows when the dialog changes width (rotation, window resize): measure again.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(frame);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <iframe
      ref={frameRef}
      title={title}
      src={src}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      // The load event waits for the mail's images, so their size is part of the height.
      onLoad={() => window.setTimeout(measure, MEASURE_DELAY_MS)}
      style={{ height }}
      className="w-full rounded-lg border bg-white"
    />
  );
}
