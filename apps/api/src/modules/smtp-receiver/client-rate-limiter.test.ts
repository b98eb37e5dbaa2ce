import { describe, expect, it } from 'vitest';
import { ClientRateLimiter } from './client-rate-limiter';

describe('ClientRateLimiter', () => {
  it('allows N per minute per IP and starts over in the next minute', () => {
    let now = 0;
    const limiter = new ClientRateLimiter(2, 100, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now = 60_000;
    expect(limiter.take('a')).toBe(true);
  });

  it('forgets the least recently seen IP beyond its capacity', () => {
    const limiter = new ClientRateLimiter(1, 2, () => 0);
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('b')).toBe(true);
    expect(limiter.take('c')).toBe(true); // a is forgotten
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('c')).toBe(false);
  });
});
