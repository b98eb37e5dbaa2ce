import { describe, expect, it } from 'vitest';
import { planChunks } from './plan-chunks';

const KB = 1024;

describe('planChunks', () => {
  it('never puts more than maxCount messages or maxBytes of source in a chunk', () => {
    // 30,000 mails of 1 to 40 KB, in order, with gaps in the UIDs.
    const uids = Array.from({ length: 30_000 }, (_, i) => 3 * i + 1);
    const sizes = new Map(uids.map((uid, i) => [uid, (1 + ((i * 7919) % 40)) * KB]));
    const chunks = planChunks(uids, sizes, 50, 256 * KB);

    expect(chunks.flat()).toEqual(uids);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(50);
      const bytes = chunk.reduce((sum, uid) => sum + sizes.get(uid)!, 0);
      expect(bytes).toBeLessThanOrEqual(256 * KB);
    }
    // Bounded by bytes here, not by count: chunks stay well below 50 mails.
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(50);
  });

  it('gives a message larger than maxBytes a chunk of its own', () => {
    const sizes = new Map([
      [1, 10 * KB],
      [2, 25 * 1024 * KB],
      [3, 10 * KB],
    ]);
    expect(planChunks([1, 2, 3], sizes, 50, 1024 * KB)).toEqual([[1], [2], [3]]);
  });

  it('cuts by count when the messages are small, and plans nothing for no messages', () => {
    const uids = Array.from({ length: 120 }, (_, i) => i + 1);
    const sizes = new Map(uids.map((uid) => [uid, KB]));
    expect(planChunks(uids, sizes, 50, 1024 * KB).map((chunk) => chunk.length)).toEqual([
      50, 50, 20,
    ]);
    expect(planChunks([], new Map(), 50, 1024 * KB)).toEqual([]);
  });
});
