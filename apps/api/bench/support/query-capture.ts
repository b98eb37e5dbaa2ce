/**
 * For a benchmark's "why is it slow" section: records the SQL a request sends through a PGlite
 * instance or a pg pool, then explains each statement with (ANALYZE, BUFFERS) on the same client.
 */

export interface CapturedQuery {
  text: string;
  params: unknown[];
}

/** What PGlite and pg.Pool have in common: query(text or config, params). */
interface QueryClient {
  query(...args: never[]): Promise<unknown>;
}

interface QueryResultLike {
  rows: Record<string, unknown>[];
}

/** Calls `run` while recording every statement sent through `client`. */
export async function captureQueries(
  client: QueryClient,
  run: () => Promise<unknown>,
): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const target = client as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const original = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    const [first, params] = args;
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    captured.push({ text, params: Array.isArray(params) ? params : [] });
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    target.query = original;
  }
  return captured;
}

/** EXPLAIN (ANALYZE, BUFFERS) of one statement; the plan's lines and its execution time. */
export async function explainAnalyze(
  client: QueryClient,
  query: CapturedQuery,
): Promise<{ plan: string; ms: number }> {
  const run = client.query.bind(client) as unknown as (
    text: string,
    params: unknown[],
  ) => Promise<QueryResultLike>;
  const result = await run(`explain (analyze, buffers) ${query.text}`, query.params);
  const plan = result.rows.map((row) => String(Object.values(row)[0])).join('\n');
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
  return { plan, ms };
}
