/** Per route class latencies and outcomes of the load bench, and the figures printed from them. */

export type RouteClass = 'lists' | 'document' | 'review' | 'upload';
export const READ_CLASSES: RouteClass[] = ['lists', 'document'];

interface ClassStats {
  latenciesMs: number[];
  ok: number;
  status4xx: number;
  status5xx: number;
  /** No answer: connection error or the client's timeout. */
  failed: number;
}

export interface ClassRow {
  class: RouteClass;
  requests: number;
  'p50 ms': number;
  'p99 ms': number;
  'max ms': number;
  '4xx': number;
  '5xx': number;
  'no answer': number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export class LoadStats {
  private readonly byClass = new Map<RouteClass, ClassStats>();
  /** The first few 5xx answers and failures, to print as they are. */
  readonly samples: string[] = [];

  private of(routeClass: RouteClass): ClassStats {
    let stats = this.byClass.get(routeClass);
    if (!stats) {
      stats = { latenciesMs: [], ok: 0, status4xx: 0, status5xx: 0, failed: 0 };
      this.byClass.set(routeClass, stats);
    }
    return stats;
  }

  answered(routeClass: RouteClass, status: number, ms: number, what: string, body: string) {
    const stats = this.of(routeClass);
    stats.latenciesMs.push(ms);
    if (status >= 500) stats.status5xx += 1;
    else if (status >= 400) stats.status4xx += 1;
    else stats.ok += 1;
    if (status >= 400 && this.samples.length < 10) {
      this.samples.push(`${status} ${what}: ${body.slice(0, 300)}`);
    }
  }

  failed(routeClass: RouteClass, what: string, error: unknown) {
    this.of(routeClass).failed += 1;
    if (this.samples.length < 10) this.samples.push(`no answer ${what}: ${String(error)}`);
  }

  total(): number {
    let n = 0;
    for (const stats of this.byClass.values()) n += stats.latenciesMs.length + stats.failed;
    return n;
  }

  rows(): ClassRow[] {
    return [...this.byClass.entries()].map(([routeClass, stats]) => {
      const sorted = [...stats.latenciesMs].sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 10) / 10;
      return {
        class: routeClass,
        requests: sorted.length + stats.failed,
        'p50 ms': round(percentile(sorted, 50)),
        'p99 ms': round(percentile(sorted, 99)),
        'max ms': round(sorted.at(-1) ?? 0),
        '4xx': stats.status4xx,
        '5xx': stats.status5xx,
        'no answer': stats.failed,
      };
    });
  }
}
