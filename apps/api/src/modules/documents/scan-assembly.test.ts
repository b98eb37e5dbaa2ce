import { describe, expect, it } from 'vitest';
import { inPageOrder } from './scan-assembly';

describe('scan page order', () => {
  it('follows the numbers in the names (scan_10 after scan_2), unnumbered pages last', () => {
    const page = (filename: string) => ({ filename, content: Buffer.alloc(0) });
    const ordered = inPageOrder([
      page('scan_10.jpg'),
      page('extra.jpg'),
      page('scan_2.jpg'),
      page('scan_1.jpg'),
    ]).map((p) => p.filename);
    expect(ordered).toEqual(['scan_1.jpg', 'scan_2.jpg', 'scan_10.jpg', 'extra.jpg']);
  });
});
