/**
 * A process and everything below it, from /proc (Linux only): who is running and how much memory
 * each holds, as smaps_rollup counts it. RSS counts pages shared with other processes (the node
 * binary, libraries) once per process; PSS splits each shared page among the processes mapping it.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface TreeProcess {
  pid: number;
  ppid: number;
  /** What it is: npm, sh, the server, or its command name. */
  name: string;
  command: string;
  rssMb: number;
  pssMb: number;
  /** Anonymous resident memory (heaps, WASM memory), MB. */
  anonMb: number;
}

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** Parent pid from /proc/PID/stat (the command name may hold spaces and parentheses). */
function parentOf(pid: number): number | null {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[1]);
}

/** `root` and its descendants, root first. */
export function treePids(root: number): { pid: number; ppid: number }[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = parentOf(Number(entry));
    if (ppid !== null) parents.set(Number(entry), ppid);
  }
  if (!parents.has(root)) return [];
  const found = [{ pid: root, ppid: parents.get(root) ?? 0 }];
  for (let i = 0; i < found.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === found[i]!.pid) found.push({ pid, ppid });
  }
  return found;
}

function kbField(text: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) / 1024 : 0;
}

function nameOf(comm: string, argv: string[]): string {
  if (comm.startsWith('npm') || argv.some((arg) => /npm-cli\.js$/.test(arg))) return 'npm';
  if (argv.some((arg) => arg.endsWith('dist/server.js'))) return 'server';
  if (argv.some((arg) => arg.endsWith('create-pglite-cluster.js'))) return 'pglite-cluster';
  return comm;
}

/** Memory of `root`'s tree now; processes that exit while it is read are left out. */
export function treeMemory(root: number): TreeProcess[] {
  const processes: TreeProcess[] = [];
  for (const { pid, ppid } of treePids(root)) {
    const rollup = read(`/proc/${pid}/smaps_rollup`);
    const comm = read(`/proc/${pid}/comm`)?.trim() ?? '?';
    const argv = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean);
    if (!rollup) continue;
    processes.push({
      pid,
      ppid,
      name: nameOf(comm, argv),
      command: argv.join(' ').slice(0, 120),
      rssMb: kbField(rollup, 'Rss'),
      pssMb: kbField(rollup, 'Pss'),
      anonMb: kbField(rollup, 'Anonymous'),
    });
  }
  return processes;
}
