import type { AttachmentViewTokens } from '../attachments/view-token';

/**
 * The mail's HTML as a page of its own (GET /emails/{id}/html), so it gets its own CSP instead
 * of inheriting the SPA's, as a srcdoc frame would: nothing may run, nothing may load except
 * our own attachment URLs (cid: images) and data: images, plus https: images when the reader
 * asked for remote images. The CSP sandbox repeats the viewer frame's sandbox, so the page is
 * just as inert when opened on its own; allow-same-origin only lets the app measure its height.
 */
export function emailHtmlCsp(remoteImages: boolean): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `img-src 'self' data:${remoteImages ? ' https:' : ''}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    'sandbox allow-popups allow-popups-to-escape-sandbox allow-same-origin',
  ].join('; ');
}

/** Keeps the mail readable: its own width cap, a plain font, links and images that fit. */
const PAGE_STYLE = `
  html { color-scheme: light; }
  body { margin: 0 auto; padding: 16px; max-width: 800px; background: #fff; color: #1f2937;
    font: 14px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; overflow-wrap: anywhere; }
  img { max-width: 100%; height: auto; }
  table { max-width: 100%; }
  a { color: #1d4ed8; }
`;

/** `safeHtml` must come from the sanitizer (packages/mail); this only wraps it. */
export function emailHtmlPage(safeHtml: string): string {
  // <base target="_blank"> backs up the sanitizer's target/rel on every link.
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><base target="_blank"><style>${PAGE_STYLE}</style></head><body>${safeHtml}</body></html>`;
}

// A scope of its own on the attachments' HMAC scheme: such a token opens this page only.
const scope = (emailId: string) => `email-html:${emailId}`;

export function emailHtmlUrl(
  tokens: AttachmentViewTokens,
  emailId: string,
): { url: string; expiresAt: Date } {
  const { token, expiresAt } = tokens.mint(scope(emailId));
  return { url: `/api/emails/${emailId}/html?token=${encodeURIComponent(token)}`, expiresAt };
}

export function verifyEmailHtmlToken(
  tokens: AttachmentViewTokens,
  emailId: string,
  token: string,
): boolean {
  return tokens.verify(scope(emailId), token);
}
