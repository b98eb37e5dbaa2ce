import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** A data dir holds a cluster once initdb has written its version file. */
export function hasPgliteCluster(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

const CREATE_SCRIPT = path.join(import.meta.dirname, 'create-pglite-cluster.ts');
const PRELOAD = path.join(import.meta.dirname, '../../preload.ts');
/** The compiled server (dist/, scripts/build.ts) has the child's entry bundled next to it. */
const BUILT_SCRIPT = path.join(import.meta.dirname, 'create-pglite-cluster.js');

/** Plain Node on the built child; from source, tsx (resolved from here, not the cwd). */
function childArgs(): string[] {
  if (existsSync(BUILT_SCRIPT)) return [BUILT_SCRIPT];
  return ['--import', import.meta.resolve('tsx'), '--import', PRELOAD, CREATE_SCRIPT];
}

/**
 * Creates a new PGlite cluster (initdb + migrations) in a short-lived child process. PGlite's
 * initdb runs a second PostgreSQL instance inside the WASM module, and WASM memory never
 * shrinks: creating the cluster in the server itself left a first `npm start` at ~730 MB RSS for
 * as long as it ran, while a server reopening an existing cluster settles at ~340 MB. The child
 * takes that peak and gives it back when it exits.
 */
export async function createPgliteClusterApart(
  dataDir: string,
  sharedBuffers?: string,
): Promise<void> {
  const args = [...childArgs(), dataDir];
  if (sharedBuffers) args.push(sharedBuffers);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) {
    throw new Error(`Could not create the database in ${dataDir} (exit ${code}): ${stderr.trim()}`);
  }
}
