import type { DetectedType } from './types';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Pixel size from the header of PNG, GIF, JPEG and WebP files, null when unknown or malformed.
 * Only used to tell logos and tracking pixels from scanned paperwork, so it reads headers only.
 */
export function imageSize(type: DetectedType, data: Buffer): ImageSize | null {
  try {
    switch (type) {
      case 'png':
        // Signature (8) + IHDR length/type (8), then width and height as big-endian uint32.
        return data.length >= 24
          ? { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
          : null;
      case 'gif':
        return data.length >= 10
          ? { width: data.readUInt16LE(6), height: data.readUInt16LE(8) }
          : null;
      case 'jpeg':
        return jpegSize(data);
      case 'webp':
        return webpSize(data);
      default:
        return null;
    }
  } catch {
    return null;
  }
}

function jpegSize(data: Buffer): ImageSize | null {
  let offset = 2;
  // Walk the marker segments up to the first start-of-frame; each step is bounds checked.
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isStartOfFrame) {
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

function webpSize(data: Buffer): ImageSize | null {
  if (data.length < 30) return null;
  const chunk = data.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  return null;
}
