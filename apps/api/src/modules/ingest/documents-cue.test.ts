import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, openTestDatabase } from '../../../test/databases';
import type { DatabaseHandle } from '../../platform/db/database';
import { documents } from '../../platform/db/schema';
import { waitFor } from '../../platform/queue/job-queue.contract';
import type { JobQueue } from '../../platform/queue/job-queue';
import { openQueue } from '../../platform/queue/open-queue';
import { DiskStorage } from '../../platform/storage/disk-storage';
import { createDocumentServices } from '../documents/document-services';
import { startDocumentWorkers } from '../documents/document-workers';
import { createMailServices } from '../inboxes/mail-services';
import { rawMail, seedProject, tinyPdf } from '../inboxes/testing/mail-fixtures';
import { DOCUMENTS_CUE_SECONDS, queueDocumentsOnIngest } from './documents-cue';

const silent = { warn: () => {}, error: () => {}, info: () => {} };
const BATCHES = 12;

describe.each(DB_KINDS)('documents of new mail without waiting for the sweep, on %s', (kind) => {
  let database: DatabaseHandle;
  let filesDir: string;
  let queue: JobQueue;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    filesDir = await mkdtemp(path.join(tmpdir(), 'papertray-documents-cue-'));
    // A worker only: no scheduler, so the every-minute sweep never runs in this test.
    queue = openQueue({ databaseUrl: null, roles: ['worker'] }, database, silent, {
      pollingIntervalSeconds: 0.5,
    });
    await queue.start();
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('queues document creation right after the commit, one job per burst window', async () => {
    const storage = await DiskStorage.open(filesDir);
    const docs = createDocumentServices({
      db: database.db,
      storage,
      queue,
      log: silent,
      viewTokenSecret: 'test-secret-that-is-long-enough-for-hkdf',
    });
    const mail = createMailServices({
      db: database.db,
      storage,
      encryptionKey: 'ab'.repeat(32),
      log: silent,
      onDocumentsPending: queueDocumentsOnIngest(queue, docs.jobs.sweep, {}, silent),
    });
    await startDocumentWorkers({ queue, documents: docs, roles: ['worker'] });
    const { projectId } = await seedProject(database);

    // A burst: one commit per mail, each of which asks for documents.
    const started = Date.now();
    const emailIds: string[] = [];
    for (let i = 0; i < BATCHES; i++) {
      const [result] = await mail.ingest.ingestBatch([
        {
          projectId,
          inboxId: null,
          source: 'smtp',
          raw: rawMail({
            subject: `Invoice ${i}`,
            attachments: [
              {
                filename: `invoice-${i}.pdf`,
                contentType: 'application/pdf',
                content: tinyPdf(`cue ${i}`),
              },
            ],
          }),
        },
      ]);
      emailIds.push(result!.emailId);
    }
    const burstSeconds = (Date.now() - started) / 1000;

    const made = await waitFor(
      () => database.db.select().from(documents).where(inArray(documents.emailId, emailIds)),
      (rows) => rows.length === BATCHES,
      30_000,
    );
    expect(made.map((d) => d.source)).toEqual(Array(BATCHES).fill('email'));

    // Debounced: a job per window the burst touched plus one for the window after, not one per
    // commit. (pg-boss keeps finished jobs, so all of them are counted.)
    const jobs = (await database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${docs.jobs.sweep.name}`,
    )) as unknown as { rows: { n: number }[] };
    const sent = jobs.rows[0]!.n;
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(sent).toBeLessThanOrEqual(Math.ceil(burstSeconds / DOCUMENTS_CUE_SECONDS) + 2);
    expect(sent).toBeLessThan(BATCHES);
  });
});
