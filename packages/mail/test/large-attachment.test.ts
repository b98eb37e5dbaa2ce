import { createHash, randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../src';
import { HEADERS, base64Lines, mail } from './samples';

const MB = 1024 * 1024;

/** A real garbage collection, so the baseline does not include buffers already dropped. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('a 25 MB attachment', () => {
  it('comes out intact with a bounded number of copies in memory', async () => {
    let content: Buffer | null = randomBytes(25 * MB);
    const expectedSha = createHash('sha256').update(content).digest('hex');
    const raw = mail([
      ...HEADERS,
      'Content-Type: multipart/mixed; boundary=big',
      '',
      '--big',
      'Content-Type: application/octet-stream; name=big.bin',
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(content),
      '--big--',
    ]);
    content = null; // only the raw mail (the caller's copy) stays referenced

    collectGarbage();
    const baseline = process.memoryUsage().arrayBuffers;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 2);

    const parsed = await parseMessage(raw);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);

    expect(parsed.attachments).toHaveLength(1);
    const [attachment] = parsed.attachments;
    expect(attachment?.size).toBe(25 * MB);
    expect(attachment?.sha256).toBe(expectedSha);
    expect(createHash('sha256').update(attachment!.content).digest('hex')).toBe(expectedSha);
    // Decoded chunks plus the joined buffer: two copies at the peak, never more than three
    // (garbage not yet collected counts here too, so this is an upper bound).
    const extra = peak - baseline;
    console.info(`25 MB attachment: peak extra ArrayBuffer memory ${(extra / MB).toFixed(1)} MB`);
    expect(extra).toBeLessThan(3 * 25 * MB);
  });
});
