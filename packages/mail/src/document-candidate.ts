import { isEInvoiceXml } from './e-invoice-xml';
import { imageSize } from './image-size';
import type { DetectedType } from './types';

const IMAGE_TYPES: ReadonlySet<DetectedType> = new Set([
  'jpeg',
  'png',
  'webp',
  'gif',
  'tiff',
  'bmp',
  'heic',
]);

/** Images smaller than this are spacers, tracking pixels, icons or small logos. */
export const MIN_IMAGE_BYTES = 2 * 1024;
/** A scan or photo of paperwork is never this small on either side; banners and logos often are. */
export const MIN_IMAGE_SIDE_PX = 100;

/**
 * Whether an attachment should become a document (decisions.md "Documents from mail"): every PDF
 * and every image by magic bytes, whatever Content-Type or disposition says, inline ones included,
 * except images that are clearly not paperwork:
 * - under MIN_IMAGE_BYTES (2 KB): tracking pixels, spacer GIFs, social icons;
 * - with a known pixel size below MIN_IMAGE_SIDE_PX (100 px) on either side: signature logos,
 *   banners, avatars. Where the size cannot be read (TIFF, HEIC, odd headers) size alone decides.
 * XML is a candidate only when its content is an e-invoice (XRechnung / UBL / CII), read from its
 * root element: decisions.md reads those from their XML, which is exact.
 */
export function isDocumentCandidate(type: DetectedType, content: Buffer): boolean {
  if (type === 'pdf') return true;
  if (type === 'xml') return isEInvoiceXml(content);
  if (!IMAGE_TYPES.has(type)) return false;
  if (content.length < MIN_IMAGE_BYTES) return false;
  const size = imageSize(type, content);
  return !size || (size.width >= MIN_IMAGE_SIDE_PX && size.height >= MIN_IMAGE_SIDE_PX);
}
