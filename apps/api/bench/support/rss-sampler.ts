/**
 * Resident memory of processes over time, from /proc/<pid>/status, Linux only: VmRSS, and
 * RssAnon (heap and other anonymous memory), where a leak would show.
 */
import { readFileSync } from 'node:fs';

export interface RssSample {
  atS: number;
  /** VmRSS, MB per process name; null once the process is gone. */
  mb: Record<string, number | null>;
  /** RssAnon, MB per process name. */
  anonMb: Record<string, number | null>;
}

function statusMb(pid: number, field: 'VmRSS' | 'RssAnon'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples every `everyMs` until stopped; the first sample is taken at once. */
export function sampleRss(processes: () => { name: string; pid: number }[], everyMs: number) {
  const samples: RssSample[] = [];
  const started = performance.now();
  const take = () => {
    const mb: Record<string, number | null> = {};
    const anonMb: Record<string, number | null> = {};
    for (const { name, pid } of processes()) {
      mb[name] = statusMb(pid, 'VmRSS');
      anonMb[name] = statusMb(pid, 'RssAnon');
    }
    samples.push({ atS: Math.round((performance.now() - started) / 1000), mb, anonMb });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop: () => {
      clearInterval(timer);
      take();
    },
  };
}

export interface RssGrowth {
  name: string;
  /** Highest RssAnon before the last third and in the last third, MB. */
  beforeMb: number;
  lastMb: number;
  grew: boolean;
}

/**
 * Growth after warm-up, of RssAnon: the last third's peak against the peak before it. Peaks, not
 * medians: a node process's memory is a saw-tooth whose major collections hand back 100 MB and
 * more at once, minutes apart, so any one window's median depends on where the tooth falls. A
 * leak lifts the peaks; growth counts when it is above both 10 % and 15 MB.
 */
export function rssGrowth(samples: RssSample[], durationS: number): RssGrowth[] {
  const names = Object.keys(samples[0]?.anonMb ?? {});
  const peak = (name: string, from: number, to: number) =>
    Math.max(
      0,
      ...samples
        .filter((s) => s.atS >= from && s.atS < to)
        .map((s) => s.anonMb[name])
        .filter((mb): mb is number => mb !== null && mb !== undefined),
    );
  return names.map((name) => {
    const beforeMb = peak(name, 0, (2 * durationS) / 3);
    const lastMb = peak(name, (2 * durationS) / 3, Infinity);
    const grew = lastMb - beforeMb > Math.max(15, beforeMb * 0.1);
    return { name, beforeMb, lastMb, grew };
  });
}
