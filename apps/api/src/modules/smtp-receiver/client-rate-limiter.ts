/**
 * Counts events per client IP in fixed one-minute windows, in memory and bounded: at most
 * `maxClients` IPs are tracked, the one seen least recently is forgotten first, so a flood of
 * spoofed or rotating addresses cannot grow the map without limit. Per process on purpose: a
 * sender that spreads over several receivers gets each one's allowance, which is still bounded.
 */
export class ClientRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly maxClients = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records one event for the IP; false when it is over its allowance for this minute. */
  take(ip: string): boolean {
    const now = this.now();
    let window = this.windows.get(ip);
    if (!window || now - window.start >= 60_000) window = { start: now, count: 0 };
    window.count++;
    // Re-inserting moves the IP to the end: Map order is then least recently seen first.
    this.windows.delete(ip);
    this.windows.set(ip, window);
    if (this.windows.size > this.maxClients) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    return window.count <= this.perMinute;
  }
}
