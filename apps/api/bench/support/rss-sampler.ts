/**
 * Resident memory of processes over time, from /proc/<pid>/status, Linux only: VmRSS, and
 * RssAnon (heap and other anonymous memory). The kernel may drop file-backed pages (the node
 * binary, mapped modules) of a busy machine at any time, which makes VmRSS jump by 100 MB either
 * way; a leak shows in RssAnon.
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export interface RssGrowth {
  name: string;
  /** Median RssAnon over the middle third (after warm-up) and over the last third, MB. */
  middleMb: number;
  lastMb: number;
  grew: boolean;
}

/**
 * Growth after warm-up (the first third), of RssAnon: the last third's median against the middle
 * third's.
 * Medians ride out the garbage collector's saw-tooth; growth counts when it is above both 10 %
 * and 15 MB.
 */
export function rssGrowth(samples: RssSample[], durationS: number): RssGrowth[] {
  const names = Object.keys(samples[0]?.mb ?? {});
  const inRange = (name: string, from: number, to: number) =>
    samples
      .filter((s) => s.atS >= from && s.atS <= to)
      .map((s) => s.anonMb[name])
      .filter((mb): mb is number => mb !== null && mb !== undefined);
  return names.map((name) => {
    const middleMb = median(inRange(name, durationS / 3, (2 * durationS) / 3));
    const lastMb = median(inRange(name, (2 * durationS) / 3, Infinity));
    const grew = lastMb - middleMb > Math.max(15, middleMb * 0.1);
    return { name, middleMb, lastMb, grew };
  });
}
