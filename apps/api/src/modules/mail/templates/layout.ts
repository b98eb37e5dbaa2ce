import { PRODUCT_NAME } from '@papertray/contract';

/** One transactional mail: the parts every template fills in, rendered as HTML and as text. */
export interface MailContent {
  /** Shown by mail clients next to the subject, and as the page title. */
  preheader: string;
  heading: string;
  /** Plain-text paragraphs before the button (escaped for HTML). */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Plain-text paragraphs after the button, in smaller type. */
  notes?: string[];
}

export interface RenderedMail {
  html: string;
  text: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// The product's look (apps/web's primary blue and neutral greys). Clients that honour
// prefers-color-scheme get the dark palette; those that recolour mail themselves (Outlook, Gmail
// apps) get colours that stay readable when inverted: no background images, text on solid fills,
// the button's label white on the brand blue in both schemes.
const BRAND = '#2563eb';
const styles = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  body { margin: 0; padding: 0; background: #f4f4f5; color: #18181b; }
  .page { background: #f4f4f5; padding: 24px 12px; }
  .card { max-width: 560px; margin: 0 auto; background: #ffffff; border: 1px solid #e4e4e7;
    border-radius: 12px; padding: 32px 28px; }
  .brand { font-size: 15px; font-weight: 700; color: ${BRAND}; margin: 0 0 24px; }
  h1 { font-size: 22px; line-height: 1.3; margin: 0 0 16px; color: #18181b; }
  p { font-size: 15px; line-height: 1.6; margin: 0 0 14px; color: #3f3f46; }
  .note { font-size: 13px; color: #71717a; }
  .button { display: inline-block; background: ${BRAND}; color: #ffffff !important;
    text-decoration: none; font-weight: 600; font-size: 15px; padding: 12px 22px;
    border-radius: 8px; margin: 8px 0 20px; }
  .link { word-break: break-all; color: ${BRAND}; }
  .footer { max-width: 560px; margin: 16px auto 0; font-size: 12px; color: #71717a;
    text-align: center; }
  @media (prefers-color-scheme: dark) {
    body, .page { background: #09090b !important; color: #fafafa !important; }
    .card { background: #18181b !important; border-color: #27272a !important; }
    h1 { color: #fafafa !important; }
    p { color: #d4d4d8 !important; }
    .note, .footer { color: #a1a1aa !important; }
    .brand, .link { color: #60a5fa !important; }
  }
  @media (max-width: 480px) { .card { padding: 24px 18px; } }
`;

const FONT = "font-family: -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;";

/** Renders a mail in the product's layout; every text goes in escaped. */
export function renderMail(content: MailContent): RenderedMail {
  const paragraphs = content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const notes = (content.notes ?? []).map((p) => `<p class="note">${escapeHtml(p)}</p>`).join('');
  const action = content.action
    ? `<a class="button" href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.label)}</a>
<p class="note">Or open this link: <a class="link" href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(content.heading)}</title>
<style>${styles}</style>
</head>
<body style="${FONT}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>
<div class="page" style="${FONT}">
<div class="card">
<p class="brand">${escapeHtml(PRODUCT_NAME)}</p>
<h1>${escapeHtml(content.heading)}</h1>
${paragraphs}
${action}
${notes}
</div>
<p class="footer">Sent by ${escapeHtml(PRODUCT_NAME)}. You get this mail because of an action on your account or an invitation to a team.</p>
</div>
</body>
</html>
`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.notes ?? []).flatMap((p) => [p, '']),
    `-- ${PRODUCT_NAME}`,
  ].join('\n');
  return { html, text };
}
