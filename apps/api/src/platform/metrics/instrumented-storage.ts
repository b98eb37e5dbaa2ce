import type { Readable } from 'node:stream';
import { FileNotFoundError, type FileStorage } from '../storage/file-storage';
import { storageErrors } from './process-metrics';

/** Runs a storage call and counts its failure; a missing key on a read is an answer, not an error. */
async function counted<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof FileNotFoundError)) {
      storageErrors.inc({ operation, error: error instanceof Error ? error.name : 'unknown' });
    }
    throw error;
  }
}

/** The configured storage with its failures counted; `adapter` is the storage it wraps. */
export type InstrumentedStorage = FileStorage & { readonly adapter: FileStorage };

/**
 * The configured storage (disk or S3) with its failures counted for /api/metrics. A decorator, so
 * neither adapter knows about metrics and every caller is covered without being changed.
 */
export function instrumentStorage(storage: FileStorage): InstrumentedStorage {
  return {
    adapter: storage,
    put: (content, options) => counted('put', () => storage.put(content, options)),
    putMany: (contents) => counted('putMany', () => storage.putMany(contents)),
    putStream: (source, options) => counted('putStream', () => storage.putStream(source, options)),
    get: (key): Promise<Readable> => counted('get', () => storage.get(key)),
    getBuffer: (key) => counted('getBuffer', () => storage.getBuffer(key)),
    head: (key) => counted('head', () => storage.head(key)),
    exists: (key) => counted('exists', () => storage.exists(key)),
    delete: (key) => counted('delete', () => storage.delete(key)),
    check: () => counted('check', () => storage.check()),
    close: () => storage.close(),
  };
}
