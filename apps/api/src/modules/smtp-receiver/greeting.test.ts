import { describe, expect, it } from 'vitest';
import { EarlyTalkerPasses } from './greeting';

describe('EarlyTalkerPasses', () => {
  it('holds a pass for a day from the paused session that earned it', () => {
    let now = 0;
    const passes = new EarlyTalkerPasses(10, () => now);
    expect(passes.has('192.0.2.1')).toBe(false);
    passes.pass('192.0.2.1');
    now = 23 * 60 * 60 * 1000;
    // A session greeted at once is no new test: it does not extend the pass.
    passes.pass('192.0.2.1');
    expect(passes.has('192.0.2.1')).toBe(true);
    now = 24 * 60 * 60 * 1000;
    expect(passes.has('192.0.2.1')).toBe(false);
  });

  it('forgets the oldest pass beyond its bound', () => {
    const passes = new EarlyTalkerPasses(2);
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) passes.pass(ip);
    expect(['192.0.2.1', '192.0.2.2', '192.0.2.3'].map((ip) => passes.has(ip))).toEqual([
      false,
      true,
      true,
    ]);
  });
});
