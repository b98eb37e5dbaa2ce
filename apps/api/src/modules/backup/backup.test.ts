import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type DbKind } from '../../../test/databases';
import type { DatabaseHandle } from '../../platform/db/database';
import { DiskStorage } from '../../platform/storage/disk-storage';
import { shardPath } from '../../platform/storage/disk-layout';
import type { FileStorage } from '../../platform/storage/file-storage';
import { createDocumentServices } from '../documents/document-services';
import { createMailServices } from '../inboxes/mail-services';
import { rawMail, seedProject, tinyPdf } from '../inboxes/testing/mail-fixtures';
import { BackupError, BackupService } from './backup.service';
import { verifyStorage } from './storage-verification';

const quiet = { warn: () => {}, info: () => {}, error: () => {} };

interface Install {
  database: DatabaseHandle;
  storage: FileStorage;
  dir: string;
}

async function openInstall(kind: DbKind): Promise<Install> {
  const dir = await mkdtemp(path.join(tmpdir(), 'papertray-backup-install-'));
  return {
    database: await openTestDatabase(kind),
    storage: await DiskStorage.open(path.join(dir, 'files')),
    dir,
  };
}

async function closeInstall(install: Install | undefined) {
  if (!install) return;
  await install.storage.close();
  await install.database.close();
  await rm(install.dir, { recursive: true, force: true });
}

/** Mail with PDF attachments, made into processed documents, as the product itself does. */
async function fillInstall({ database, storage }: Install): Promise<void> {
  const { projectId } = await seedProject(database);
  const mail = createMailServices({
    db: database.db,
    storage,
    encryptionKey: '0'.repeat(64),
    log: quiet,
  });
  for (let i = 0; i < 3; i++) {
    await mail.ingest.ingestRawMessage({
      projectId,
      inboxId: null,
      source: 'smtp',
      raw: rawMail({
        subject: `Invoice ${i}`,
        attachments: [
          {
            filename: `inv-${i}.pdf`,
            contentType: 'application/pdf',
            content: tinyPdf(`invoice ${i}`),
          },
        ],
      }),
    });
  }
  const documents = createDocumentServices({
    db: database.db,
    storage,
    log: quiet,
    viewTokenSecret: 'x'.repeat(32),
  });
  await documents.intake.createFromPendingMail();
}

/** Every row of every product table, as PostgreSQL renders it, keyed by table. */
async function snapshot(database: DatabaseHandle, tables: string[]) {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const result = (await database.db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t order by 1`,
    )) as unknown as { rows: { row: string }[] };
    out[table] = result.rows.map((r) => r.row);
  }
  return out;
}

describe.each([
  ['pglite', 'postgres'],
  ['postgres', 'pglite'],
] as const)('backup from %s, restore into %s', (from, to) => {
  let source: Install;
  let target: Install;
  let backupDir: string;

  beforeAll(async () => {
    source = await openInstall(from);
    target = await openInstall(to);
    backupDir = path.join(source.dir, 'backup');
    await fillInstall(source);
  });
  afterAll(async () => {
    await closeInstall(source);
    await closeInstall(target);
  });

  it('round-trips every row and every file exactly', async () => {
    const manifest = await new BackupService(source.database, source.storage).backup(backupDir);
    expect(manifest.files.missing).toEqual([]);
    expect(manifest.files.count).toBeGreaterThanOrEqual(6);
    const emails = manifest.tables.find((t) => t.name === 'emails');
    expect(emails?.rows).toBe(3);
    expect(manifest.tables.find((t) => t.name === 'documents')?.rows).toBe(3);
    // Every table comes after the tables it references.
    const names = manifest.tables.map((t) => t.name);
    expect(names.indexOf('users')).toBeLessThan(names.indexOf('projects'));
    expect(names.indexOf('emails')).toBeLessThan(names.indexOf('attachments'));

    await new BackupService(target.database, target.storage).restore(backupDir);
    expect(await snapshot(target.database, names)).toEqual(await snapshot(source.database, names));
    // Derived per-project counts are rebuilt by the database's own triggers.
    const counts = (db: DatabaseHandle) =>
      db.db.execute(
        sql`select project_id, state, sum(delta)::int as n from document_state_counts group by 1, 2 order by 1, 2`,
      ) as unknown as Promise<{ rows: unknown[] }>;
    expect((await counts(target.database)).rows).toEqual((await counts(source.database)).rows);
    expect(await verifyStorage(target.database, target.storage)).toMatchObject({
      missing: [],
      damaged: [],
    });
  });

  it('refuses to restore into an install that has users', async () => {
    await expect(
      new BackupService(target.database, target.storage).restore(backupDir),
    ).rejects.toThrow('This install already has users; restore into an empty install');
  });

  it('refuses a non-empty backup folder', async () => {
    await expect(
      new BackupService(source.database, source.storage).backup(backupDir),
    ).rejects.toThrow(BackupError);
  });
});

describe('a damaged backup', () => {
  let source: Install;
  let target: Install;

  beforeAll(async () => {
    source = await openInstall('pglite');
    target = await openInstall('pglite');
    await fillInstall(source);
  });
  afterAll(async () => {
    await closeInstall(source);
    await closeInstall(target);
  });

  it('is refused before anything is written, and storage verification names a damaged file', async () => {
    const dir = path.join(source.dir, 'backup');
    await new BackupService(source.database, source.storage).backup(dir);
    await appendFile(path.join(dir, 'tables', 'emails.jsonl'), '{}\n');
    await expect(new BackupService(target.database, target.storage).restore(dir)).rejects.toThrow(
      'tables/emails.jsonl is damaged (its SHA-256 differs)',
    );
    const users = (await target.database.db.execute(
      sql`select count(*)::int as n from users`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(users.rows[0]!.n)).toBe(0);

    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest.format).toBe('papertray-backup');
    // Overwrite one stored original in place: its content no longer hashes to its key.
    const [doc] = (
      (await source.database.db.execute(
        sql`select file_key from documents limit 1`,
      )) as unknown as { rows: { file_key: string }[] }
    ).rows;
    const file = shardPath(path.join(source.dir, 'files'), doc!.file_key);
    await appendFile(file, 'tampered');
    const report = await verifyStorage(source.database, source.storage);
    expect(report.damaged).toContain(doc!.file_key);
  });
});
