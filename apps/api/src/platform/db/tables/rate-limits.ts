import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the HTTP rate limits (auth endpoints), shared by every web process
 * (decision 071): one row per route and client key, counting within a fixed window that starts
 * at the first request. Rows of windows long past are deleted by the store itself.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
});
