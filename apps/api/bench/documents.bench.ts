/**
 * `npm run bench:documents`: the server side of the document pipeline, end to end, on PGlite
 * and on a started PostgreSQL 15: intake (store the original, insert, queue) and then the
 * document-process job on one pg-boss worker (extraction, thumbnail, contact, folder) until every
 * document is done. The real invoice PDFs are uploaded BENCH_ROUNDS times, each copy made a
 * distinct file by a trailing PDF comment (so deduplication does not skip it).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { startPostgres } from '@papertray/test-servers/postgres';
import { createDocumentServices } from '../src/modules/documents/document-services';
import { startDocumentWorkers } from '../src/modules/documents/document-workers';
import { INVOICE_LABELS, invoiceFile } from '../src/modules/documents/testing/document-fixtures';
import { ProjectsRepository } from '../src/modules/projects/projects.repository';
import type { DatabaseHandle } from '../src/platform/db/database';
import { openPglite } from '../src/platform/db/pglite';
import { openPostgres } from '../src/platform/db/postgres';
import { documents, users } from '../src/platform/db/schema';
import { openQueue } from '../src/platform/queue/open-queue';
import { DiskStorage } from '../src/platform/storage/disk-storage';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const quiet = { warn: () => {}, error: console.error, info: () => {} };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function benchOne(kind: string, database: DatabaseHandle, databaseUrl: string | null) {
  const dir = await mkdtemp(path.join(tmpdir(), 'papertray-bench-docs-'));
  const storage = await DiskStorage.open(dir);
  const queue = openQueue({ databaseUrl, roles: ['worker'] }, database, quiet, {
    pollingIntervalSeconds: 0.5,
  });
  await queue.start();
  try {
    const services = createDocumentServices({
      db: database.db,
      storage,
      queue,
      log: quiet,
      viewTokenSecret: randomUUID() + randomUUID(),
    });
    const [user] = await database.db
      .insert(users)
      .values({ email: `${randomUUID()}@bench.example`, name: 'Bench', plan: 'enterprise' })
      .returning();
    const project = await new ProjectsRepository(database.db).insertWithOwner(
      { name: 'Bench', description: '', tags: [], ownerId: user!.id },
      database.db,
    );
    const files = INVOICE_LABELS.map((label) => invoiceFile(label.file));

    const intakeMs: number[] = [];
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, file] of files.entries()) {
        const content = Buffer.concat([file, Buffer.from(`\n% bench copy ${round}\n`)]);
        const t0 = performance.now();
        await services.intake.upload(user!.id, {
          projectId: project.id,
          file: { filename: `scan_${round}_${i}.pdf`, content },
          source: 'manual_upload',
        });
        intakeMs.push(performance.now() - t0);
      }
    }
    const intakeDone = performance.now();
    await startDocumentWorkers({ queue, documents: services, roles: ['worker'] });
    const total = files.length * ROUNDS;
    for (;;) {
      const [row] = await database.db
        .select({ n: count() })
        .from(documents)
        .where(eq(documents.processingStatus, 'done'));
      if (Number(row?.n ?? 0) >= total) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const processingMs = performance.now() - intakeDone;
    intakeMs.sort((a, b) => a - b);
    return {
      database: kind,
      documents: total,
      'intake p50 ms': Math.round(percentile(intakeMs, 50)),
      'intake p95 ms': Math.round(percentile(intakeMs, 95)),
      'processing ms/doc': Math.round(processingMs / total),
      'docs/min (1 worker)': Math.round((total / processingMs) * 60_000),
      'wall s': Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    await queue.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  const rows = [];
  const pglite = await openPglite();
  try {
    rows.push(await benchOne('pglite', pglite, null));
  } finally {
    await pglite.close();
  }
  const server = await startPostgres();
  try {
    const url = await server.createDatabase('bench_documents');
    const postgres = await openPostgres({ url });
    try {
      rows.push(await benchOne('postgres', postgres, url));
    } finally {
      await postgres.close();
    }
  } finally {
    await server.stop();
  }
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
