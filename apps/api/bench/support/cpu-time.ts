/**
 * CPU time for benchmarks, cheaper than it sounds: this process from process.cpuUsage(), a
 * PostgreSQL server from /proc (the postmaster, its live backends and the ones it has reaped).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

/** Linux USER_HZ; /proc counts CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  /** utime + stime, ms */
  own: number;
  /** cutime + cstime (children already waited for), ms */
  children: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces; the fields after it start past the last ')'.
    const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
    const tick = (i: number) => (Number(fields[i]) * 1000) / TICKS_PER_SECOND;
    return { ppid: Number(fields[1]), own: tick(11) + tick(12), children: tick(13) + tick(14) };
  } catch {
    return null;
  }
}

/** CPU ms used so far by the server whose data directory is given; null when not on Linux. */
export function postgresCpuMs(dataDir: string): number | null {
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  const root = readStat(postmaster);
  if (!root) return null;
  let total = root.own + root.children;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat?.ppid === postmaster) total += stat.own;
  }
  return total;
}

/** CPU ms used so far by the process with this pid (all threads); null once it is gone. */
export function pidCpuMs(pid: number): number | null {
  const stat = readStat(pid);
  return stat ? stat.own : null;
}

/** CPU ms used so far by this process (all threads). */
export function processCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}
