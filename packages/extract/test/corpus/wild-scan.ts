/**
 * How receipts reach us in the wild (the SROIE kind): mostly flatbed scans in grey, 300–1000 px
 * wide, the slip on the scanner's lid or bed with a margin around it, slightly rotated; some
 * phone photos with perspective, uneven light and a shadow; some creased, some faded thermal
 * print; JPEG. Every condition is drawn from the seed and returned, so a bench can tell which
 * ones the misses had.
 */
import sharp from 'sharp';
import { chance, int, pick, rng, type Rng } from './model.js';

export interface WildScan {
  jpeg: Buffer;
  /** The conditions applied: 'scan' | 'photo', 'margin', 'rotated', 'perspective', ... */
  conditions: string[];
}

/** The resolution to render a page of `widthPt` points at, so it comes out 300–1000 px wide. */
export function wildDpi(seed: number, widthPt: number): number {
  const r = rng(seed * 53 + 11);
  const px = chance(r, 0.25) ? int(r, 300, 420) : int(r, 430, 900);
  return Math.round((px / widthPt) * 72);
}

/** Solves the 8 unknowns of the homography mapping four points `from` onto four points `to`. */
function homography(from: number[][], to: number[][]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x!, y!, 1, 0, 0, 0, -u! * x!, -u! * y!, u!]);
    a.push([0, 0, 0, x!, y!, 1, -v! * x!, -v! * y!, v!]);
  }
  for (let c = 0; c < 8; c++) {
    let best = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[best]![c]!)) best = r;
    [a[c], a[best]] = [a[best]!, a[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < 9; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return a.map((row, i) => row[8]! / row[i]!);
}

/** A raw grey image. */
interface Grey {
  w: number;
  h: number;
  px: Float32Array;
}

function sample(g: Grey, x: number, y: number, outside: number): number {
  if (x < 0 || y < 0 || x > g.w - 1 || y > g.h - 1) return outside;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, g.w - 1);
  const y1 = Math.min(y0 + 1, g.h - 1);
  const fx = x - x0;
  const fy = y - y0;
  const p = (xx: number, yy: number) => g.px[yy * g.w + xx]!;
  return (
    (p(x0, y0) * (1 - fx) + p(x1, y0) * fx) * (1 - fy) +
    (p(x0, y1) * (1 - fx) + p(x1, y1) * fx) * fy
  );
}

/** The page's ink made thermal: a grey ink, off-white paper, the print head's uneven heat. */
function thermal(g: Grey, r: Rng, faded: boolean): void {
  const ink = faded ? int(r, 110, 165) : int(r, 20, 90);
  const paper = int(r, 215, 250);
  const bands = Array.from({ length: 5 }, () => 1 - r() * (faded ? 0.4 : 0.2));
  for (let y = 0; y < g.h; y++)
    for (let x = 0; x < g.w; x++) {
      const i = y * g.w + x;
      const band = bands[Math.floor((x / g.w) * bands.length)]!;
      const dark = (1 - g.px[i]! / 255) * band;
      g.px[i] = paper - dark * (paper - ink);
    }
}

/** Places the slip on a background, rotated and (for a photo) in perspective. */
function place(g: Grey, r: Rng, photo: boolean, conditions: string[]): Grey {
  const margin = photo || chance(r, 0.6) ? Math.round(g.w * (0.05 + r() * 0.25)) : 0;
  if (margin) conditions.push('margin');
  const background = photo ? int(r, 60, 160) : pick(r, [int(r, 225, 250), int(r, 30, 90)]);
  const w = g.w + 2 * margin;
  const h = g.h + 2 * margin;
  // Half lie nearly straight (±1°), the others up to ±4°.
  const angle = ((r() - 0.5) * (chance(r, 0.5) ? 2 : 8) * Math.PI) / 180;
  if (Math.abs(angle) > 0.5 * (Math.PI / 180)) conditions.push('rotated');
  // The slip's corners in the output, rotated about the centre, jittered for a photo.
  const cx = w / 2;
  const cy = h / 2;
  const jitter = photo ? 0.07 : 0;
  if (photo) conditions.push('perspective');
  const src = [
    [0, 0],
    [g.w, 0],
    [g.w, g.h],
    [0, g.h],
  ];
  const dst = src.map(([x, y]) => {
    const dx = x! + margin - cx + (r() - 0.5) * jitter * g.w * 2;
    const dy = y! + margin - cy + (r() - 0.5) * jitter * g.h;
    return [
      cx + dx * Math.cos(angle) - dy * Math.sin(angle),
      cy + dx * Math.sin(angle) + dy * Math.cos(angle),
    ];
  });
  const H = homography(dst, src);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const d = H[6]! * x + H[7]! * y + 1;
      const sx = (H[0]! * x + H[1]! * y + H[2]!) / d;
      const sy = (H[3]! * x + H[4]! * y + H[5]!) / d;
      out[y * w + x] = sample(g, sx, sy, background);
    }
  return { w, h, px: out };
}

/** Light: a gradient across the page and, for photos, a phone's shadow over one part. */
function light(g: Grey, r: Rng, photo: boolean, conditions: string[]): void {
  const uneven = photo || chance(r, 0.25);
  if (!uneven) return;
  conditions.push('uneven-light');
  const gx = (r() - 0.5) * 0.5;
  const gy = (r() - 0.5) * 0.5;
  const shadow = photo && chance(r, 0.6);
  if (shadow) conditions.push('shadow');
  // The shadow's edge: a line through the page; one side darker, softly.
  const ang = r() * Math.PI * 2;
  const nx = Math.cos(ang);
  const ny = Math.sin(ang);
  const off = (r() - 0.5) * 0.6;
  const depth = 0.55 + r() * 0.25;
  for (let y = 0; y < g.h; y++)
    for (let x = 0; x < g.w; x++) {
      const u = x / g.w - 0.5;
      const v = y / g.h - 0.5;
      let f = 1 + gx * u + gy * v;
      if (shadow) {
        const s = (u * nx + v * ny - off) * 25;
        f *= depth + (1 - depth) / (1 + Math.exp(-s));
      }
      g.px[y * g.w + x]! *= f;
    }
}

/** A fold across the slip: a darker line with a lighter edge, not quite horizontal. */
function crease(g: Grey, r: Rng): void {
  const y0 = g.h * (0.25 + r() * 0.5);
  const slope = (r() - 0.5) * 0.04;
  for (let x = 0; x < g.w; x++) {
    const yc = y0 + slope * (x - g.w / 2);
    for (let d = -3; d <= 3; d++) {
      const y = Math.round(yc + d);
      if (y < 0 || y >= g.h) continue;
      const f = d <= 0 ? 0.78 + Math.abs(d) * 0.07 : 1.06;
      g.px[y * g.w + x]! *= f;
    }
  }
}

function noise(g: Grey, r: Rng, amount: number): void {
  for (let i = 0; i < g.px.length; i++) g.px[i]! += (r() + r() + r() - 1.5) * amount;
}

/** A rendered greyscale PNG made into a scan or photo of a paper receipt. */
export async function wildScan(png: Buffer, seed: number): Promise<WildScan> {
  const r = rng(seed);
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const px = new Float32Array(info.width * info.height);
  for (let i = 0; i < px.length; i++) px[i] = data[i * info.channels]!;
  let g: Grey = { w: info.width, h: info.height, px };
  const photo = chance(r, 0.2);
  const conditions = [photo ? 'photo' : 'scan'];
  const faded = chance(r, 0.25);
  if (faded) conditions.push('faded');
  thermal(g, r, faded);
  if (chance(r, 0.2)) {
    conditions.push('crease');
    crease(g, r);
  }
  g = place(g, r, photo, conditions);
  light(g, r, photo, conditions);
  noise(g, r, int(r, 3, photo ? 14 : 9));
  const bytes = Buffer.alloc(g.w * g.h);
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Math.max(0, Math.min(255, Math.round(g.px[i]!)));
  let image = sharp(bytes, { raw: { width: g.w, height: g.h, channels: 1 } });
  if (photo || chance(r, 0.3)) {
    conditions.push('blur');
    image = image.blur(0.4 + r() * (photo ? 0.6 : 0.3));
  }
  // Lower resolution: scanned small, or saved smaller.
  if (chance(r, 0.35) && g.w > 600) {
    conditions.push('low-res');
    const buffer = await image.png().toBuffer();
    image = sharp(buffer).resize({ width: Math.max(320, Math.round(g.w * (0.5 + r() * 0.25))) });
  }
  const quality = int(r, 40, 90);
  if (quality < 60) conditions.push('jpeg-low');
  const jpeg = photo
    ? await image
        .toColourspace('srgb')
        .tint({ r: 255, g: int(r, 235, 250), b: int(r, 205, 235) })
        .jpeg({ quality })
        .toBuffer()
    : await image.toColourspace('b-w').jpeg({ quality }).toBuffer();
  return { jpeg, conditions };
}
