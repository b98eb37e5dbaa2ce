/**
 * `npm run bench:start` (issue 18, decision 061): what `npm start` costs a new user. Each run
 * starts `npm start` from the repository root as a shell would (the machine's npm, a fresh
 * DATA_DIR on PGlite, free ports, nothing else set), times it to the first 200 from `/api/ready`
 * (polled every 100 ms), lets it idle, then reads RSS and PSS of every process it left running
 * (/proc/PID/smaps_rollup) and stops it with SIGINT to its process group, as Ctrl-C in a
 * terminal does, checking that every process exits and the data dir's lock is released.
 * Prints each run's processes, then medians over the runs, with the load average.
 *
 *   npm run bench:start                      # 5 runs of `npm start`, 25 s idle each
 *   npm run bench:start -- --serve           # `npm run serve`: the same without the build
 *   npm run bench:start -- --runs 7 --idle 30 --existing   # reopen one data dir instead
 *   npm run bench:start -- --env PGLITE_SHARED_BUFFERS=16MB   # try a setting (repeatable)
 *
 * npm reads the user's ~/.npmrc too; as on a machine without one (npm's defaults, a new cache):
 *   npm run bench:start -- --env npm_config_userconfig=/dev/null --env npm_config_cache=/tmp/c
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../src/platform/paths';
import { freePort } from '../test/multi-process/app-process';
import { treeMemory, treePids, type TreeProcess } from './support/process-tree';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    idle: { type: 'string' },
    serve: { type: 'boolean' },
    existing: { type: 'boolean' },
    env: { type: 'string', multiple: true },
  },
});
const RUNS = Number(args.runs ?? 5);
const IDLE_S = Number(args.idle ?? 25);
const SCRIPT = args.serve ? 'serve' : 'start';
const EXTRA_ENV = Object.fromEntries(
  (args.env ?? []).map((pair) => [
    pair.slice(0, pair.indexOf('=')),
    pair.slice(pair.indexOf('=') + 1),
  ]),
);

/**
 * The environment of a shell, not of the npm that runs this bench: without npm's variables and
 * without node_modules/.bin on PATH (else the machine's npm would run on the project's Node).
 */
function shellEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(key) || key === 'INIT_CWD' || key === 'NODE' || key === 'NODE_OPTIONS')
      continue;
    env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(path.delimiter);
  return { ...env, ...extra };
}

interface Run {
  readyS: number;
  processes: TreeProcess[];
  stopS: number;
  /** npm's exit: a code, or the signal it ended by (npm re-raises Ctrl-C's SIGINT on itself). */
  exit: string | null;
  left: number;
  lockLeft: boolean;
}

async function waitReady(url: string, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm ${SCRIPT} exited ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return (performance.now() - started) / 1000;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 300_000) throw new Error('not ready after 300 s');
    await sleep(100);
  }
}

async function oneRun(dataDir: string, logFile: string): Promise<Run> {
  const [port, smtpPort] = [await freePort(), await freePort()];
  const log = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn('npm', SCRIPT === 'start' ? ['start'] : ['run', SCRIPT], {
    cwd: REPO_ROOT,
    env: shellEnv({
      DATA_DIR: dataDir,
      PORT: String(port),
      SMTP_PORT: String(smtpPort),
      ...EXTRA_ENV,
    }),
    stdio: ['ignore', log, log],
    // Its own process group: SIGINT to the group is what a terminal's Ctrl-C sends.
    detached: true,
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  closeSync(log);
  const readyS = await waitReady(`http://127.0.0.1:${port}/api/ready`, child, started).catch(
    (error: unknown) => {
      // Whatever it left running goes with it.
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      throw error;
    },
  );
  await sleep(IDLE_S * 1000);
  const processes = treeMemory(child.pid!);
  const pids = treePids(child.pid!).map(({ pid }) => pid);

  const stopping = performance.now();
  process.kill(-child.pid!, 'SIGINT');
  const exit = await Promise.race([exited, sleep(20_000).then(() => 'timeout' as const)]);
  const alive = () => pids.filter((pid) => existsSync(`/proc/${pid}`));
  for (let i = 0; i < 50 && alive().length > 0; i++) await sleep(100);
  const stopS = (performance.now() - stopping) / 1000;
  const left = alive().length;
  if (exit === 'timeout' || left > 0) process.kill(-child.pid!, 'SIGKILL');
  return {
    readyS,
    processes,
    stopS,
    exit: exit === 'timeout' ? null : exit,
    left,
    lockLeft: existsSync(path.join(dataDir, 'server.lock')),
  };
}

/** Every process gone, npm ended by its code 0 or by the SIGINT, the data dir unlocked. */
const clean = (run: Run) =>
  run.left === 0 && (run.exit === '0' || run.exit === 'SIGINT') && !run.lockLeft;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const mb = (value: number) => value.toFixed(0).padStart(5);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const root = await mkdtemp(path.join(tmpdir(), 'papertray-start-'));
const logFile = path.join(root, 'npm.log');
console.log(
  `npm ${SCRIPT}, ${RUNS} runs, ${args.existing ? 'one data dir reopened' : 'fresh DATA_DIR each'}, ${IDLE_S} s idle; load ${load()}`,
);
if (Object.keys(EXTRA_ENV).length) console.log('env:', EXTRA_ENV);
const runs: Run[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const dataDir = path.join(root, args.existing ? 'data' : `data-${i}`);
    const run = await oneRun(dataDir, logFile);
    runs.push(run);
    const total = (key: 'rssMb' | 'pssMb') => run.processes.reduce((sum, p) => sum + p[key], 0);
    console.log(
      `\nrun ${i + 1}: ready ${run.readyS.toFixed(1)} s; tree RSS ${mb(total('rssMb'))} MB, PSS ${mb(total('pssMb'))} MB; ` +
        `Ctrl-C: ${clean(run) ? 'all exited' : `${run.left} left`} in ${run.stopS.toFixed(1)} s, ` +
        `npm exit ${run.exit}, lock ${run.lockLeft ? 'LEFT' : 'released'}; load ${load()}`,
    );
    for (const p of run.processes) {
      console.log(
        `  ${p.name.padEnd(14)} pid ${String(p.pid).padStart(7)}  RSS ${mb(p.rssMb)}  PSS ${mb(p.pssMb)}  anon ${mb(p.anonMb)}  ${p.command}`,
      );
    }
  }
} finally {
  const failed = runs.length < RUNS || runs.some((run) => !clean(run));
  if (failed) console.log(readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n'));
  await rm(root, { recursive: true, force: true });
}

const names = [...new Set(runs.flatMap((run) => run.processes.map((p) => p.name)))];
const sum = (run: Run, key: 'rssMb' | 'pssMb', name?: string) =>
  run.processes.filter((p) => !name || p.name === name).reduce((total, p) => total + p[key], 0);
const range = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits).padStart(5)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
console.log(`\nmedian over ${runs.length} runs (range); load ${load()}`);
console.log(`  tree RSS MB        ${range(runs.map((run) => sum(run, 'rssMb')))}`);
console.log(`  tree PSS MB        ${range(runs.map((run) => sum(run, 'pssMb')))}`);
for (const name of names) {
  console.log(
    `  ${name.padEnd(10)} RSS MB ${range(runs.map((run) => sum(run, 'rssMb', name)))}  PSS MB ${range(runs.map((run) => sum(run, 'pssMb', name)))}`,
  );
}
console.log(
  `  to /api/ready s    ${range(
    runs.map((run) => run.readyS),
    1,
  )}`,
);
console.log(
  `  Ctrl-C: ${runs.filter(clean).length}/${runs.length} stopped cleanly, ` +
    `median ${median(runs.map((run) => run.stopS)).toFixed(1)} s`,
);
