import sharp from 'sharp';
import { paperRegion } from '../src/ocr/crop-paper.js';
import type { GreyImage } from '../src/ocr/deskew.js';

/** A grey picture cropped to the paper `paperRegion` finds in it (uncropped when none). */
export async function cropToPaper(image: GreyImage) {
  const region = paperRegion(image);
  if (!region) return { region, image };
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .extract(region)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { region, image: { data, width: info.width, height: info.height } };
}
