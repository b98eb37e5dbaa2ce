/** Types a browser can show without running anything: raster images and PDF. */
const INLINE_TYPES = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
]);

const TEXT_LIKE =
  /^(text\/|application\/(json|xml|javascript|x-yaml|yaml|csv)|.*\+xml$|.*\+json$)/i;

export interface ServingPolicy {
  contentType: string;
  disposition: 'inline' | 'attachment';
}

/**
 * How /view answers for an attachment. Mail attachments are hostile by default: only raster
 * images and PDFs (by magic bytes) are shown as what they are; text-like files are shown as
 * text/plain so HTML or SVG never runs on our origin; everything else is a download.
 */
export function viewPolicy(detectedMime: string | null, declared: string): ServingPolicy {
  if (detectedMime && INLINE_TYPES.has(detectedMime)) {
    return { contentType: detectedMime, disposition: 'inline' };
  }
  if (TEXT_LIKE.test(detectedMime ?? declared)) {
    return { contentType: 'text/plain; charset=utf-8', disposition: 'inline' };
  }
  return { contentType: 'application/octet-stream', disposition: 'attachment' };
}

/** Downloads carry the detected type (or a neutral one), never the sender's claim. */
export function downloadContentType(detectedMime: string | null): string {
  return detectedMime ?? 'application/octet-stream';
}
