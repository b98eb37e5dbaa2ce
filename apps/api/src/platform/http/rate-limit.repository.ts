import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitCounters } from '../db/schema';

export interface RateLimitCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** The shared counters behind @fastify/rate-limit (decision 071). */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /** Counts one request for `key`, starting a new window when the last one has ended. */
  async increment(key: string, windowMs: number): Promise<RateLimitCount> {
    const expired = sql`${rateLimitCounters.windowStart} + make_interval(secs => ${windowMs / 1000}) <= now()`;
    const rows = await this.db
      .insert(rateLimitCounters)
      .values({ key, windowStart: sql`now()`, count: 1 })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimitCounters.windowStart} END`,
        },
      })
      .returning({
        count: rateLimitCounters.count,
        ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.windowStart} + make_interval(secs => ${windowMs / 1000}) - now())) * 1000))::float8`,
      });
    const row = rows[0]!;
    return { count: row.count, ttlMs: Number(row.ttlMs) };
  }

  /** The current count without counting (0 when no window is open). */
  async read(key: string, windowMs: number): Promise<RateLimitCount> {
    const rows = await this.db
      .select({
        count: rateLimitCounters.count,
        ttlMs: sql<number>`ceil(extract(epoch from (${rateLimitCounters.windowStart} + make_interval(secs => ${windowMs / 1000}) - now())) * 1000)::float8`,
      })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} = ${key}`);
    const row = rows[0];
    if (!row || Number(row.ttlMs) <= 0) return { count: 0, ttlMs: 0 };
    return { count: row.count, ttlMs: Number(row.ttlMs) };
  }

  /** Deletes counters whose window ended before `olderThanMs` ago. */
  async deleteEnded(olderThanMs: number): Promise<void> {
    await this.db
      .delete(rateLimitCounters)
      .where(
        sql`${rateLimitCounters.windowStart} < now() - make_interval(secs => ${olderThanMs / 1000})`,
      );
  }
}
