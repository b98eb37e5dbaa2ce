/**
 * PGlite runs PostgreSQL in this thread, and a query's promise settles as a microtask: a chain of
 * awaited queries (a job queue working through a thousand queued documents) never lets the event
 * loop reach its I/O, and every HTTP request waits until the chain ends. Measured in the e2e
 * server after 1,010 uploads: /api/health unanswered for 7 s while the rejected analyses were
 * recorded, on an idle machine. Before a query, the caller gives the loop one turn when it has
 * held it longer than this; a turn costs microseconds, so at most one per budget is nothing.
 */
export const EVENT_LOOP_BUDGET_MS = 20;

export interface EventLoopTurns {
  /** Resolves at once, or after one turn of the event loop once the budget is spent. */
  take(): Promise<void> | undefined;
}

export function eventLoopTurns(budgetMs = EVENT_LOOP_BUDGET_MS): EventLoopTurns {
  let lastTurn = performance.now();
  return {
    take() {
      if (performance.now() - lastTurn < budgetMs) return undefined;
      return new Promise<void>((resolve) =>
        // setImmediate runs after the loop's poll phase: waiting I/O is served first.
        setImmediate(() => {
          lastTurn = performance.now();
          resolve();
        }),
      );
    },
  };
}
