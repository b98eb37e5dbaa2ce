import sanitize, { type Attributes, type IOptions } from 'sanitize-html';

/**
 * Server-side cleaning of email HTML for the viewer, which shows the result in a sandboxed
 * iframe without allow-scripts and with a CSP blocking remote content (decisions.md). The
 * sanitizer is the first line of defence, the iframe the second; neither relies on the other.
 *
 * Removed: script/style/head blocks, event handlers, javascript:/vbscript:/data: links, SVG and
 * MathML, forms, frames, object/embed, meta refresh, base, CSS expression()/behaviour/bindings.
 * Kept: layout markup and inline style attributes (minus the dangerous declarations).
 * Remote content (http/https images, srcset, background attributes, CSS url()) is blocked by
 * default: the URL moves to a `data-remote-*` attribute so the UI can offer "load remote images".
 */

export interface SanitizeEmailHtmlOptions {
  allowRemoteImages?: boolean;
}

/** Where blocked remote URLs go; the UI swaps them back when the user allows remote images. */
export const REMOTE_ATTRIBUTES = {
  src: 'data-remote-src',
  srcset: 'data-remote-srcset',
  background: 'data-remote-background',
  style: 'data-remote-style',
} as const;

const ALLOWED_TAGS = [
  'a', 'abbr', 'address', 'b', 'bdi', 'bdo', 'big', 'blockquote', 'br', 'caption', 'center',
  'cite', 'code', 'col', 'colgroup', 'dd', 'del', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption',
  'figure', 'font', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li',
  'mark', 'ol', 'p', 'pre', 'q', 's', 'samp', 'small', 'span', 'strike', 'strong', 'sub', 'sup',
  'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'tt', 'u', 'ul', 'var', 'wbr',
]; // prettier-ignore

const COMMON_ATTRIBUTES = [
  'style', 'class', 'title', 'dir', 'lang', 'align', 'valign', 'width', 'height', 'bgcolor',
  'color', 'border', 'cellpadding', 'cellspacing', 'colspan', 'rowspan', 'face', 'size',
  'nowrap', 'background', ...Object.values(REMOTE_ATTRIBUTES),
]; // prettier-ignore

// Tags whose text must not survive either (a dropped <title> or <svg> would otherwise leak text).
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'head', 'title', 'textarea', 'option', 'select', 'noscript', 'template',
  'svg', 'math', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'xml', 'noembed',
  'noframes', 'button',
]; // prettier-ignore

// Image data URLs browsers render as plain pixels; SVG is excluded (it is a document format).
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);/i;
const DANGEROUS_CSS = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|@import|\\/i;

type UrlKind = 'remote' | 'cid' | 'data-image' | 'link' | 'fragment' | 'bad';

/** Classifies a URL the way a browser would read it: control characters and blanks ignored. */
function classify(url: string): UrlKind {
  // eslint-disable-next-line no-control-regex -- browsers ignore these inside URLs
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (/^https?:/.test(compact) || /^[\\/]{2}/.test(compact)) return 'remote';
  if (compact.startsWith('cid:')) return 'cid';
  if (SAFE_DATA_IMAGE.test(compact)) return 'data-image';
  if (/^(mailto|tel):/.test(compact)) return 'link';
  if (compact.startsWith('#')) return 'fragment';
  // Relative URLs would resolve against the app's own origin; everything else is a script
  // vector (javascript:, vbscript:, data:text/html ...) or meaningless in a mail.
  return 'bad';
}

function imageUrlAllowed(kind: UrlKind, allowRemote: boolean): boolean {
  return kind === 'cid' || kind === 'data-image' || (kind === 'remote' && allowRemote);
}

/**
 * URLs a declaration would load: url(...) arguments and, inside image-set(), plain strings.
 * Null when a url( cannot be read reliably (then the declaration is dropped).
 */
function cssUrls(declaration: string): string[] | null {
  const urls = [...declaration.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)].map((m) => m[2] ?? '');
  if ((declaration.match(/url\(/gi) ?? []).length !== urls.length) return null;
  if (/image-set\s*\(/i.test(declaration)) {
    for (const m of declaration.matchAll(/(['"])(.*?)\1/g)) urls.push(m[2] ?? '');
  }
  return urls;
}

/** Drops dangerous declarations; moves ones with blocked remote url()s aside. */
function cleanStyle(style: string, allowRemote: boolean): { kept: string; blocked: string } {
  const kept: string[] = [];
  const blocked: string[] = [];
  const withoutComments = style.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const raw of withoutComments.split(';')) {
    const declaration = raw.trim();
    if (!declaration || DANGEROUS_CSS.test(declaration)) continue;
    const urls = cssUrls(declaration);
    if (urls === null) continue;
    const kinds = urls.map(classify);
    if (kinds.every((kind) => imageUrlAllowed(kind, allowRemote))) kept.push(declaration);
    else if (kinds.every((kind) => kind === 'remote' || imageUrlAllowed(kind, false))) {
      blocked.push(declaration);
    }
  }
  return { kept: kept.join('; '), blocked: blocked.join('; ') };
}

/**
 * The placeholders are allowed attributes, so a sender could write them directly; keep only
 * values this sanitizer itself would have produced (remote URLs, clean declarations).
 */
function dropForgedPlaceholders(attribs: Attributes): void {
  const { src, srcset, background, style } = REMOTE_ATTRIBUTES;
  for (const name of [src, background]) {
    const value = attribs[name];
    if (value !== undefined && classify(value) !== 'remote') delete attribs[name];
  }
  const candidates = attribs[srcset]?.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '');
  if (candidates && !candidates.every((url) => classify(url) === 'remote')) delete attribs[srcset];
  if (attribs[style] !== undefined) {
    const { kept } = cleanStyle(attribs[style], true);
    if (kept) attribs[style] = kept;
    else delete attribs[style];
  }
}

function transform(allowRemote: boolean, cidUrls?: ReadonlyMap<string, string>) {
  return (tagName: string, attribs: Attributes) => {
    const out: Attributes = { ...attribs };
    dropForgedPlaceholders(out);

    if (out.style !== undefined) {
      const { kept, blocked } = cleanStyle(out.style, allowRemote);
      if (kept) out.style = kept;
      else delete out.style;
      if (blocked) out[REMOTE_ATTRIBUTES.style] = blocked;
    }

    if (out.background !== undefined) {
      const kind = classify(out.background);
      if (kind === 'remote' && !allowRemote) out[REMOTE_ATTRIBUTES.background] = out.background;
      if (!imageUrlAllowed(kind, allowRemote)) delete out.background;
    }

    if (tagName === 'a') {
      const kind = out.href === undefined ? 'bad' : classify(out.href);
      if (kind !== 'remote' && kind !== 'link' && kind !== 'fragment') delete out.href;
      // Links leave the viewer: a new tab that cannot reach back into the app.
      out.target = '_blank';
      out.rel = 'noopener noreferrer';
    }

    if (tagName === 'img') {
      if (out.src !== undefined) {
        const kind = classify(out.src);
        if (kind === 'cid' && cidUrls) {
          const url = cidUrls.get(out.src.trim().slice(4).replace(/^<|>$/g, ''));
          if (url !== undefined) out.src = url;
        } else if (kind === 'remote' && !allowRemote) {
          out[REMOTE_ATTRIBUTES.src] = out.src;
        }
        if (!imageUrlAllowed(kind, allowRemote) && !(kind === 'cid' && cidUrls)) delete out.src;
      }
      if (out.srcset !== undefined && !allowRemote) {
        out[REMOTE_ATTRIBUTES.srcset] = out.srcset;
        delete out.srcset;
      }
    }
    return { tagName, attribs: out };
  };
}

function options(allowRemote: boolean, cidUrls?: ReadonlyMap<string, string>): IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      '*': COMMON_ATTRIBUTES,
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'srcset', 'alt'],
      ol: ['start', 'type'],
      ul: ['type'],
    },
    nonTextTags: DROPPED_WITH_CONTENT,
    // A second, scheme-based check behind the classification above.
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'cid', 'data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'background'],
    allowProtocolRelative: allowRemote,
    transformTags: { '*': transform(allowRemote, cidUrls) },
  };
}

export function sanitizeEmailHtml(html: string, opts: SanitizeEmailHtmlOptions = {}): string {
  return sanitize(html, options(opts.allowRemoteImages ?? false));
}

/**
 * Points `cid:` images at URLs the caller serves (e.g. attachment view URLs), keyed by
 * Content-ID without angle brackets. Re-sanitizes while rewriting, so it is safe on any input;
 * pass `allowRemoteImages` as used for the first pass to keep its remote-image decision.
 * Target URLs must be absolute http(s) or root-relative; others are ignored.
 */
export function rewriteCidImages(
  html: string,
  urls: ReadonlyMap<string, string> | Record<string, string>,
  opts: SanitizeEmailHtmlOptions = {},
): string {
  const safe = new Map<string, string>();
  for (const [cid, url] of urls instanceof Map ? urls : Object.entries(urls)) {
    if (/^(https?:\/\/|\/(?![/\\]))/i.test(url)) safe.set(cid.replace(/^<|>$/g, ''), url);
  }
  return sanitize(html, options(opts.allowRemoteImages ?? false, safe));
}

/** True when sanitizing left remote content behind placeholders (offer "load remote images"). */
export function hasBlockedRemoteContent(html: string): boolean {
  return Object.values(REMOTE_ATTRIBUTES).some((attribute) => html.includes(`${attribute}=`));
}
