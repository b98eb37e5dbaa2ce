/** Masks over a picture's pixels (1 set, 0 not), row by row, for the picture preparation steps. */

/** The set pixels of the mask connected (four ways) to the picture's border, and how many. */
export function floodFromBorder(
  mask: Uint8Array,
  width: number,
  height: number,
): { reached: Uint8Array; count: number } {
  const size = width * height;
  const reached = new Uint8Array(size);
  const queue = new Int32Array(size);
  let tail = 0;
  const visit = (i: number) => {
    if (reached[i] || !mask[i]) return;
    reached[i] = 1;
    queue[tail++] = i;
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  for (let head = 0; head < tail; head++) {
    const i = queue[head] as number;
    const x = i % width;
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i < size - width) visit(i + width);
  }
  return { reached, count: tail };
}

/**
 * The mask eroded (`all`: a pixel stays when every pixel of the square of side 2·radius+1
 * around it is set) or grown (`any`: set when any is), one axis after the other.
 */
export function spread(
  mask: Uint8Array,
  width: number,
  height: number,
  radius: number,
  mode: 'all' | 'any',
): Uint8Array {
  const along = (
    source: Uint8Array,
    n: number,
    lines: number,
    at: (line: number, k: number) => number,
  ) => {
    const out = new Uint8Array(source.length);
    const sums = new Int32Array(n + 1);
    for (let line = 0; line < lines; line++) {
      for (let k = 0; k < n; k++)
        sums[k + 1] = (sums[k] as number) + (source[at(line, k)] as number);
      for (let k = 0; k < n; k++) {
        const from = Math.max(0, k - radius);
        const to = Math.min(n, k + radius + 1);
        const set = (sums[to] as number) - (sums[from] as number);
        if (mode === 'any' ? set > 0 : set === to - from) out[at(line, k)] = 1;
      }
    }
    return out;
  };
  const rows = along(mask, width, height, (y, x) => y * width + x);
  return along(rows, height, width, (x, y) => y * width + x);
}
