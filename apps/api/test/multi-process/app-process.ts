import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { API_ROOT, REPO_ROOT } from '../../src/platform/paths';

const OUTPUT_KEEP_CHARS = 200_000;

export interface AppProcess {
  name: string;
  child: ChildProcess;
  /** The HTTP address every process answers on (`/api/ready`), once it listens. */
  listening: Promise<string>;
  /** Exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** stdout and stderr so far (the last 200,000 characters). */
  output(): string;
}

/**
 * Starts the real server entry as `npm run dev` and the process tests run it (tsx with
 * src/preload.ts, no build), with the given environment on top of the test's own.
 */
export function startAppProcess(name: string, env: Record<string, string>): AppProcess {
  const child = spawn(
    path.join(REPO_ROOT, 'node_modules/.bin/node'),
    ['--import', 'tsx', '--import', './src/preload.ts', 'src/main.ts'],
    { cwd: API_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > OUTPUT_KEEP_CHARS * 2) output = output.slice(-OUTPUT_KEEP_CHARS);
  };
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      append(chunk);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr!.on('data', append);
    void exited.then(({ code, signal }) =>
      reject(new Error(`${name} exited (${signal ?? code}) before listening:\n${output}`)),
    );
  });
  listening.catch(() => {});
  return { name, child, listening, exited, output: () => output };
}

/** SIGTERM, then the exit; SIGKILL if it is not gone within `graceMs`. */
export async function stopAppProcess(
  app: AppProcess,
  graceMs = 15_000,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; killed: boolean }> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) {
    return { ...(await app.exited), killed: false };
  }
  app.child.kill('SIGTERM');
  const timer = new Promise<null>((resolve) => setTimeout(() => resolve(null), graceMs));
  const result = await Promise.race([app.exited, timer]);
  if (result) return { ...result, killed: false };
  app.child.kill('SIGKILL');
  return { ...(await app.exited), killed: true };
}

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
