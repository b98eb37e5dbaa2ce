import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SHARED_BUFFERS } from './pglite';

const MB = 1024 * 1024;
/** Buffers are sized in steps of this many MB: a few pages more do not resize them. */
const STEP_MB = 4;
const MIN_MB = 8;

/** Bytes of the files directly in `dir` (a database directory holds no subdirectories). */
function filesBytes(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) bytes += statSync(path.join(dir, entry.name)).size;
  }
  return bytes;
}

/**
 * The pages a buffer pool can hold for this cluster: the largest database under base/ (the app's;
 * the other two are template0 and template1, read only when a database is created) and the shared
 * catalogs in global/.
 */
export function clusterDataBytes(dataDir: string): number {
  const databases = readdirSync(path.join(dataDir, 'base'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => filesBytes(path.join(dataDir, 'base', entry.name)));
  return Math.max(0, ...databases) + filesBytes(path.join(dataDir, 'global'));
}

/**
 * PostgreSQL's shared_buffers for an existing PGlite cluster when PGLITE_SHARED_BUFFERS is unset:
 * DEFAULT_SHARED_BUFFERS, or the size of its data rounded up to 4 MB (at least 8 MB) when that is
 * less. PGlite zeroes its whole buffer pool when it starts, so every buffer is resident for the
 * server's lifetime, used or not (Node with PGlite alone: 47 MB of WASM memory resident with
 * 32 MB of buffers, 29 with 16 MB, 21 with 8 MB), and a pool larger than the data can never fill:
 * a new data dir holds 10.5 MB (12 MB of buffers, ~20 MB less resident than 32 MB). An archive
 * past 28 MB gets the full default, so large-archive search speed is unchanged; one that grows
 * past its buffers while running reads further pages through the OS page cache until the next
 * start sizes them again. Decision 061.
 */
export function sharedBuffersFor(dataDir: string): string {
  const defaultMb = Number.parseInt(DEFAULT_SHARED_BUFFERS, 10);
  const dataMb = Math.ceil(clusterDataBytes(dataDir) / MB / STEP_MB) * STEP_MB;
  return `${Math.min(defaultMb, Math.max(MIN_MB, dataMb))}MB`;
}
