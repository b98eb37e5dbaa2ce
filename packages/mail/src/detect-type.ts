import { fileTypeFromBuffer } from 'file-type';
import { isEInvoiceXml } from './e-invoice-xml';
import type { DetectedType } from './types';

export interface Detection {
  type: DetectedType;
  mime: string | null;
  /** Extension without the dot, for naming files that came without one. */
  ext: string | null;
}

const TNEF_SIGNATURE = 0x223e9f78;

// file-type's extensions mapped to the coarse types the rest of the app decides on.
const BY_EXT: Record<string, DetectedType> = {
  pdf: 'pdf',
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  tif: 'tiff',
  bmp: 'bmp',
  heic: 'heic',
  xml: 'xml',
  zip: 'zip',
};

/**
 * Type by magic bytes only: the Content-Type header and the file name are the sender's claims
 * and are never trusted for deciding what a file is.
 */
export async function detectType(content: Buffer): Promise<Detection> {
  if (content.length >= 4 && content.readUInt32LE(0) === TNEF_SIGNATURE) {
    return { type: 'tnef', mime: 'application/ms-tnef', ext: 'dat' };
  }
  // file-type only looks at the first few KB; it never needs the whole (possibly huge) buffer.
  const found = await fileTypeFromBuffer(content.subarray(0, 64 * 1024)).catch(() => undefined);
  if (found) {
    return { type: BY_EXT[found.ext] ?? 'other', mime: found.mime, ext: found.ext };
  }
  if (content.length > 0 && looksLikeText(content)) {
    // An e-invoice needs no XML declaration (many UBL files start at the root element).
    if (
      /^\s*<\?xml[\s?]/.test(content.subarray(0, 256).toString('latin1')) ||
      isEInvoiceXml(content)
    ) {
      return { type: 'xml', mime: 'application/xml', ext: 'xml' };
    }
    return { type: 'text', mime: 'text/plain', ext: 'txt' };
  }
  return { type: 'unknown', mime: null, ext: null };
}

/** No NUL bytes and few control characters in the first 8 KB. */
function looksLikeText(content: Buffer): boolean {
  const sample = content.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return control <= sample.length / 100;
}
