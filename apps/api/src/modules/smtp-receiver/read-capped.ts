import type { Readable } from 'node:stream';

/**
 * Reads the DATA stream into one buffer, keeping at most `maxBytes`: past that the rest is
 * drained and dropped (smtp-server needs the stream consumed before it can reply) and the result
 * is null. Memory per message is therefore bounded whatever the sender claims or sends.
 */
export async function readCapped(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (over) continue;
    size += chunk.length;
    if (size > maxBytes) {
      over = true;
      chunks.length = 0;
      continue;
    }
    chunks.push(chunk);
  }
  return over ? null : Buffer.concat(chunks, size);
}
