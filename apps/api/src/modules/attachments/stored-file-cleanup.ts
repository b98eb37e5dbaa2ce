import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../platform/storage/file-storage';

/** Tells which storage keys no row refers to any more (documents, attachments, raw mails). */
export interface FileReferences {
  unreferenced(keys: string[]): Promise<string[]>;
}

/** Keeps each reference lookup's IN (...) list well below the database's parameter limit. */
const LOOKUP_BATCH = 500;

/**
 * Removes stored files that lost their last row. Storage is content-addressed, so a file that
 * left with one mail may still be another mail's raw message, an attachment elsewhere or a
 * document: only keys nothing refers to go. Call it after the rows' transaction has committed;
 * a failed delete leaves an orphan file (harmless, logged), never a row without its file.
 */
export class StoredFileCleanup {
  constructor(
    private readonly references: FileReferences,
    private readonly storage: FileStorage,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async removeUnreferenced(keys: string[]): Promise<number> {
    const unique = [...new Set(keys)];
    let removed = 0;
    for (let start = 0; start < unique.length; start += LOOKUP_BATCH) {
      const batch = unique.slice(start, start + LOOKUP_BATCH);
      for (const key of await this.references.unreferenced(batch)) {
        try {
          await this.storage.delete(key);
          removed++;
        } catch (error) {
          this.log.warn({ err: error, key }, 'File delete failed');
        }
      }
    }
    return removed;
  }
}
