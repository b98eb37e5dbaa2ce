import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { DatabaseHandle } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';
import { copyBackupFileIn, copyStoredFileOut, hashFile } from './backup-files';
import { BACKUP_FORMAT, ZBackupManifest, type BackupManifest } from './backup-manifest';
import { BackupRepository, type BackupTable } from './backup.repository';
import { fileKeysOf } from './file-references';
import { restoreOrder } from './table-order';

/** Rows per read and per insert: large enough to be cheap, small enough for a mail's HTML. */
const PAGE_ROWS = 500;

export interface BackupProgress {
  (message: string): void;
}

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

/** Writes a line and waits when the stream's buffer is full (back-pressure). */
async function writeLine(stream: WriteStream, line: string): Promise<void> {
  if (!stream.write(line)) await once(stream, 'drain');
}

async function closeStream(stream: WriteStream): Promise<void> {
  stream.end();
  await once(stream, 'finish');
}

/**
 * Backup and restore of a whole install: every product table as JSON lines read in one
 * repeatable-read snapshot, every stored file the snapshot refers to (checked against its
 * SHA-256 key on the way), and manifest.json last. The format is the same from PGlite and
 * PostgreSQL and restores into either, which is also how an install moves off the embedded
 * default (see migrate in the CLI).
 */
export class BackupService {
  private readonly repo: BackupRepository;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly storage: FileStorage,
    private readonly progress: BackupProgress = () => {},
  ) {
    this.repo = new BackupRepository(database.db);
  }

  async backup(dir: string): Promise<BackupManifest> {
    await mkdir(dir, { recursive: true });
    if ((await readdir(dir)).length > 0) {
      throw new BackupError(`The backup folder ${dir} is not empty; name a new or empty folder`);
    }
    await mkdir(path.join(dir, 'tables'));
    const fileList = createWriteStream(path.join(dir, 'files.jsonl'));
    const files = { count: 0, bytes: 0, missing: [] as string[] };

    const { tables, migrations } = await this.repo.transaction(async (tx) => {
      const ordered = restoreOrder(await this.repo.tables(tx));
      await this.repo.loadKeyTypes(tx, ordered);
      const written: BackupManifest['tables'] = [];
      for (const table of ordered) {
        if (table.key.length === 0) {
          throw new BackupError(`Table ${table.name} has no primary key; it cannot be paged`);
        }
        const file = path.join(dir, 'tables', `${table.name}.jsonl`);
        const out = createWriteStream(file);
        let rows = 0;
        let after: unknown[] | null = null;
        for (;;) {
          const page = await this.repo.readPage(tx, table, after, PAGE_ROWS);
          for (const row of page) {
            await writeLine(out, `${JSON.stringify(row)}\n`);
            for (const key of fileKeysOf(table.name, row)) {
              const outcome = await copyStoredFileOut(this.storage, dir, key);
              if (outcome.kind === 'missing') files.missing.push(key);
              if (outcome.kind === 'copied') {
                files.count += 1;
                files.bytes += outcome.bytes;
                await writeLine(fileList, `${JSON.stringify({ key, size: outcome.bytes })}\n`);
              }
            }
          }
          rows += page.length;
          if (page.length < PAGE_ROWS) break;
          const last = page[page.length - 1]!;
          after = table.key.map((k) => last[k]);
        }
        await closeStream(out);
        written.push({
          name: table.name,
          columns: table.columns,
          key: table.key,
          rows,
          sha256: await hashFile(file),
        });
        this.progress(`${table.name}: ${rows} rows`);
      }
      return { tables: written, migrations: await this.repo.migrationCount(tx) };
    }, true);
    await closeStream(fileList);
    this.progress(`files: ${files.count} (${files.bytes} bytes), ${files.missing.length} missing`);

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      database: this.database.kind,
      migrations,
      tables,
      files: {
        count: files.count,
        bytes: files.bytes,
        listSha256: await hashFile(path.join(dir, 'files.jsonl')),
        missing: files.missing,
      },
    };
    await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  }

  /**
   * Restores a backup into an empty install at the same schema version: files first (so no row
   * ever names a file the storage lacks), then every table in one transaction, then the row
   * counts are compared with the manifest. Any difference rolls the whole database part back.
   */
  async restore(dir: string): Promise<BackupManifest> {
    const manifest = await readManifest(dir);
    await this.checkIntegrity(dir, manifest);

    for await (const line of lines(path.join(dir, 'files.jsonl'))) {
      const { key } = JSON.parse(line) as { key: string };
      await copyBackupFileIn(this.storage, dir, key);
    }
    this.progress(`files: ${manifest.files.count} restored`);

    await this.repo.transaction(async (tx) => {
      if ((await this.repo.migrationCount(tx)) !== manifest.migrations) {
        throw new BackupError(
          `The backup was taken at schema version ${manifest.migrations}; this install is at ${await this.repo.migrationCount(tx)}. Restore it with the same Papertray version.`,
        );
      }
      if (await this.repo.hasUsers(tx)) {
        throw new BackupError('This install already has users; restore into an empty install');
      }
      const current = new Map((await this.repo.tables(tx)).map((t) => [t.name, t]));
      for (const entry of manifest.tables) {
        const table = current.get(entry.name);
        if (!table) throw new BackupError(`This install has no table ${entry.name}`);
        const restoring: BackupTable = { ...table, columns: entry.columns };
        let batch: Record<string, unknown>[] = [];
        for await (const line of lines(path.join(dir, 'tables', `${entry.name}.jsonl`))) {
          batch.push(JSON.parse(line) as Record<string, unknown>);
          if (batch.length === PAGE_ROWS) {
            await this.repo.insertRows(tx, restoring, batch);
            batch = [];
          }
        }
        await this.repo.insertRows(tx, restoring, batch);
        const rows = await this.repo.count(tx, entry.name);
        if (rows !== entry.rows) {
          throw new BackupError(
            `${entry.name}: ${rows} rows restored, the backup has ${entry.rows}`,
          );
        }
        this.progress(`${entry.name}: ${rows} rows`);
      }
    }, false);
    return manifest;
  }

  /** Every table file and the file list hash to what the manifest says before anything is written. */
  private async checkIntegrity(dir: string, manifest: BackupManifest): Promise<void> {
    for (const table of manifest.tables) {
      const actual = await hashFile(path.join(dir, 'tables', `${table.name}.jsonl`));
      if (actual !== table.sha256) {
        throw new BackupError(`tables/${table.name}.jsonl is damaged (its SHA-256 differs)`);
      }
    }
    if ((await hashFile(path.join(dir, 'files.jsonl'))) !== manifest.files.listSha256) {
      throw new BackupError('files.jsonl is damaged (its SHA-256 differs)');
    }
  }
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, 'manifest.json'), 'utf8');
  } catch {
    throw new BackupError(
      `${dir} has no manifest.json: not a Papertray backup, or an incomplete one`,
    );
  }
  const parsed = ZBackupManifest.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new BackupError(`${dir}/manifest.json is not a Papertray backup manifest`);
  return parsed.data;
}

async function* lines(file: string): AsyncGenerator<string> {
  const reader = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of reader) if (line) yield line;
}
