import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitRepository } from './rate-limit.repository';

/** Counters of windows that ended longer ago than this are deleted. */
const SWEEP_AFTER_MS = 60 * 60_000;
/** A process sweeps at most this often. */
const SWEEP_EVERY_MS = 5 * 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store whose counters live in the database, so N web processes enforce
 * one limit per client instead of N (decision 071). One upsert per limited request (the auth
 * endpoints: login, register, password reset, which hash a password anyway).
 */
export function databaseRateLimitStore(
  repository: RateLimitRepository,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  let lastSweep = now();

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      repository.increment(this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error as Error),
      );
      if (now() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = now();
        // Best effort: a failed sweep is retried at the next one.
        repository.deleteEnded(SWEEP_AFTER_MS).catch(() => undefined);
      }
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      repository.read(this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error as Error),
      );
    }

    child(routeOptions: object): DatabaseRateLimitStore {
      // The plugin merges the route's options with `routeInfo` (its method and url).
      const route =
        (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(
        undefined,
        `${String(route.method ?? '')} ${String(route.url ?? '')}:`,
      );
    }
  }

  return DatabaseRateLimitStore;
}
