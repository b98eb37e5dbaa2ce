/**
 * CPU time and peak RSS of the peers the mail benchmarks run next to Papertray (mbsync, Postfix):
 * native programs, measured from /proc as the benchmarks measure their own Node children.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

/** Linux USER_HZ; /proc counts CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

interface Stat {
  ppid: number;
  /** utime + stime, ms */
  own: number;
  /** cutime + cstime (children already waited for), ms */
  children: number;
}

function readStat(pid: number | 'self'): Stat | null {
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

/** The highest RSS the process has had (VmHWM), MB; null once it is gone. */
function peakRssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

export interface PeerRun {
  wallMs: number;
  cpuMs: number;
  peakRssMb: number;
}

/**
 * Runs a program to its end. CPU is what this process reaped from it (cutime + cstime); the
 * peak RSS is its VmHWM as last sampled (every 20 ms, so a process's last moments may be missed).
 */
export async function runPeer(command: string, args: string[]): Promise<PeerRun> {
  const cpuBefore = readStat('self')!.children;
  const started = performance.now();
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, peakRssMb(child.pid!) ?? 0);
  }, 20);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  clearInterval(timer);
  const wallMs = performance.now() - started;
  if (code !== 0) throw new Error(`${command} exited with ${code}: ${stderr}`);
  return { wallMs, cpuMs: readStat('self')!.children - cpuBefore, peakRssMb: peak };
}

/** Every process of a service: its root (master) and each process it started, recursively. */
function serviceProcesses(rootPid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) parentOf.set(Number(entry), stat.ppid);
  }
  const tree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parentOf) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree];
}

/** CPU ms a running service has used so far: every live process and the ones its root reaped. */
export function serviceCpuMs(rootPid: number): number {
  let total = 0;
  for (const pid of serviceProcesses(rootPid)) {
    const stat = readStat(pid);
    if (stat) total += stat.own + (pid === rootPid ? stat.children : 0);
  }
  return total;
}

/** The sum of the peak RSS of a service's live processes, MB (an upper bound of its peak). */
export function servicePeakRssMb(rootPid: number): number {
  return serviceProcesses(rootPid).reduce((sum, pid) => sum + (peakRssMb(pid) ?? 0), 0);
}
