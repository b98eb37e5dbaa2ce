import sharp, { type Sharp } from 'sharp';

/** Uncompressed RGBA pixels, as a canvas holds them: handing them on saves a PNG round trip. */
export interface RasterImage {
  data: Buffer;
  width: number;
  height: number;
}

/** A sharp pipeline over encoded image bytes or raw pixels. */
export function sharpFrom(image: Uint8Array | RasterImage): Sharp {
  if (image instanceof Uint8Array) return sharp(image, { failOn: 'error' });
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } });
}
