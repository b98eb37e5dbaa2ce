import { open } from 'node:fs/promises';
import { StorageFullError } from './file-storage';

const FILES_IN_FLIGHT = 32;

export function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** A write refused for want of space (ENOSPC) or of quota (EDQUOT) becomes StorageFullError. */
export function fullOrSame(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' ? new StorageFullError({ cause: error }) : error;
}

/** Writes a new file and fsyncs it before resolving. */
export async function writeDurably(filePath: string, content: Buffer | string): Promise<void> {
  const handle = await open(filePath, 'wx');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Runs `fn` over the items a slice at a time: enough in flight to keep libuv's thread pool and
 * the disk queue busy (concurrent fsyncs share journal commits), few enough open files at once.
 * A failure is thrown only once the whole slice has settled: a caller's clean-up of temp files
 * must not run while other writes of the slice are still creating them (a full disk fails
 * several at once).
 */
export async function inSlices<T, R>(
  items: readonly T[],
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += FILES_IN_FLIGHT) {
    const settled = await Promise.allSettled(items.slice(i, i + FILES_IN_FLIGHT).map(fn));
    for (const outcome of settled) {
      if (outcome.status === 'rejected') throw outcome.reason;
      results.push(outcome.value);
    }
  }
  return results;
}
