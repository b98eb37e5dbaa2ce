/**
 * Runs autocannon's CLI in its own Node process, so the app under test has its thread (and the
 * CPU time measured for it) to itself instead of sharing it with the load generator.
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationS: number;
  /** Seconds before a request counts as an error and is sent again. */
  timeoutS: number;
}

export interface LoadResult {
  requests: { total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}

const cli = createRequire(import.meta.url).resolve('autocannon');

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const args = [
    '--json',
    '--connections',
    String(options.connections),
    '--duration',
    String(options.durationS),
    '--timeout',
    String(options.timeoutS),
    ...Object.entries(options.headers).flatMap(([name, value]) => ['--header', `${name}=${value}`]),
    options.url,
  ];
  return new Promise((resolve, reject) => {
    // No inherited execArgv: neither the TypeScript loader nor a --cpu-prof of the app.
    const child = fork(cli, args, { execArgv: [], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`autocannon exited with ${code}: ${stderr}`));
        return;
      }
      try {
        resolve(JSON.parse(stdout) as LoadResult);
      } catch {
        reject(new Error(`autocannon printed no JSON result: ${stdout} ${stderr}`));
      }
    });
  });
}
