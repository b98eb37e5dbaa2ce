/**
 * Splits UIDs (ascending) into fetch chunks of at most `maxCount` messages and `maxBytes` of
 * source, so memory stays bounded however large the folder; a message larger than `maxBytes`
 * gets a chunk of its own.
 */
export function planChunks(
  uids: readonly number[],
  sizes: ReadonlyMap<number, number>,
  maxCount: number,
  maxBytes: number,
): number[][] {
  const chunks: number[][] = [];
  let current: number[] = [];
  let bytes = 0;
  for (const uid of uids) {
    const size = sizes.get(uid) ?? 0;
    if (current.length > 0 && (current.length >= maxCount || bytes + size > maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(uid);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
