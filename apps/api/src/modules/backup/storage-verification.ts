import type { DatabaseHandle } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';
import { hashStoredFile } from './backup-files';
import { BackupRepository } from './backup.repository';
import { FILE_KEY_COLUMNS, fileKeysOf } from './file-references';

export interface StorageReport {
  checked: number;
  missing: string[];
  /** Keys whose stored content hashes to something else (damaged or tampered files). */
  damaged: string[];
}

const PAGE_ROWS = 1_000;

/**
 * Reads every file the database refers to back from storage and hashes it: content-addressed
 * keys are SHA-256, so a file is whole exactly when its content hashes to its key. A file that
 * several rows name (a mail's attachment and the document made of it) is read once per row:
 * remembering every key would make memory grow with the archive.
 */
export async function verifyStorage(
  database: DatabaseHandle,
  storage: FileStorage,
  progress: (checked: number) => void = () => {},
): Promise<StorageReport> {
  const repo = new BackupRepository(database.db);
  const report: StorageReport = { checked: 0, missing: [], damaged: [] };
  await repo.transaction(async (tx) => {
    const tables = (await repo.tables(tx)).filter((t) => t.name in FILE_KEY_COLUMNS);
    await repo.loadKeyTypes(tx, tables);
    for (const table of tables) {
      const reading = { ...table, columns: [...table.key, ...FILE_KEY_COLUMNS[table.name]!] };
      let after: unknown[] | null = null;
      for (;;) {
        const page = await repo.readPage(tx, reading, after, PAGE_ROWS);
        for (const row of page) {
          for (const key of fileKeysOf(table.name, row)) {
            const digest = await hashStoredFile(storage, key);
            if (digest === null) report.missing.push(key);
            else if (digest !== key) report.damaged.push(key);
            report.checked += 1;
            if (report.checked % 1_000 === 0) progress(report.checked);
          }
        }
        if (page.length < PAGE_ROWS) break;
        const last = page[page.length - 1]!;
        after = table.key.map((k) => last[k]);
      }
    }
  }, true);
  return report;
}
