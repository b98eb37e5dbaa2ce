import { useMemo } from 'react';

/** Keeps the mail readable: its own width cap, our font, links and images that fit. */
const FRAME_STYLE = `
  html { color-scheme: light; }
  body { margin: 0 auto; padding: 16px; max-width: 800px; background: #fff; color: #1f2937;
    font: 14px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; overflow-wrap: anywhere; }
  img { max-width: 100%; height: auto; }
  table { max-width: 100%; }
  a { color: #1d4ed8; }
`;

function frameDocument(html: string): string {
  // <base target="_blank"> backs up the server's target/rel on links the sanitizer kept.
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>${FRAME_STYLE}</style></head><body>${html}</body></html>`;
}

/**
 * Sanitized mail HTML in a sandbox without allow-scripts: nothing in it can run, and links may
 * only open new tabs (which escape the sandbox so the target site works normally).
 */
export function EmailHtmlFrame({ html, title }: { html: string; title: string }) {
  const srcDoc = useMemo(() => frameDocument(html), [html]);
  return (
    <iframe
      title={title}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={srcDoc}
      className="h-[55vh] min-h-[200px] w-full rounded-lg border bg-white"
    />
  );
}
