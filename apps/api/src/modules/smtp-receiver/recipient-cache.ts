/** How long a found recipient is trusted: a deactivation takes effect within this. */
const TARGET_TTL_MS = 2_000;
const MAX_CACHED_ADDRESSES = 10_000;

/**
 * Remembers recipients that were found, for a moment: a sender's burst to one address (the
 * usual load: a scanner, a forwarding rule, a mailing) looks it up once instead of per RCPT.
 * Unknown addresses are never remembered, so an address created a moment ago is accepted at
 * once (a 550 would make the sender give up). Bounded: the oldest entry goes first.
 */
export class RecipientCache<T> {
  private readonly entries = new Map<string, { target: T; until: number }>();
  /** Lookups in flight, so concurrent RCPTs for one address share one query. */
  private readonly inFlight = new Map<string, Promise<T | null>>();

  constructor(
    private readonly lookup: (address: string) => Promise<T | null>,
    private readonly now: () => number = Date.now,
  ) {}

  async find(address: string): Promise<T | null> {
    const key = address.toLowerCase();
    const entry = this.entries.get(key);
    if (entry && entry.until > this.now()) return entry.target;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.lookup(address).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const target = await pending;
    if (target) this.remember(key, target);
    else this.entries.delete(key);
    return target;
  }

  private remember(key: string, target: T): void {
    this.entries.delete(key);
    this.entries.set(key, { target, until: this.now() + TARGET_TTL_MS });
    if (this.entries.size > MAX_CACHED_ADDRESSES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
