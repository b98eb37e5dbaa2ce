import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('uses Bytes, KB, MB and GB with up to two decimals', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 ** 2)).toBe('10 MB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
  });
});
