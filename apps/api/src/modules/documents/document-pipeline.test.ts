import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDocumentListQuery } from '@papertray/contract';
import { DB_KINDS, openTestDatabase } from '../../../test/databases';
import { setPlan } from '../../../test/factories';
import type { DatabaseHandle } from '../../platform/db/database';
import {
  contacts,
  documentAttachments,
  documentAnalyses,
  documents,
  emails,
  users,
} from '../../platform/db/schema';
import { openQueue } from '../../platform/queue/open-queue';
import { waitFor } from '../../platform/queue/job-queue.contract';
import { DiskStorage } from '../../platform/storage/disk-storage';
import type { FileStorage } from '../../platform/storage/file-storage';
import { IngestRepository } from '../ingest/ingest.repository';
import { IngestService } from '../ingest/ingest.service';
import { rawMail } from '../inboxes/testing/mail-fixtures';
import { ProjectsRepository } from '../projects/projects.repository';
import { analysisMonth } from './analysis-quota';
import { createDocumentServices, type DocumentServices } from './document-services';
import { startDocumentWorkers } from './document-workers';
import { facturXPdf, invoiceFile } from './testing/document-fixtures';

const silent = { warn: () => {}, error: () => {}, info: () => {} };
const VIEW_SECRET = 'test-secret-that-is-long-enough-for-hkdf';

describe.each(DB_KINDS)('document pipeline on %s', (kind) => {
  let database: DatabaseHandle;
  let storage: FileStorage;
  let dir: string;
  let services: DocumentServices;
  let ownerId: string;
  let projectId: string;

  const newProject = async (name: string) =>
    (
      await new ProjectsRepository(database.db).insertWithOwner(
        { name, description: '', tags: [], ownerId },
        database.db,
      )
    ).id;
  const upload = (project: string, filename: string, content: Buffer) =>
    services.intake.upload(ownerId, {
      projectId: project,
      file: { filename, content },
      source: 'manual_upload',
    });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'papertray-docs-'));
    storage = await DiskStorage.open(dir);
    // Without a queue, processing runs in-process: the job's own handler, attempt 1.
    services = createDocumentServices({
      db: database.db,
      storage,
      log: silent,
      viewTokenSecret: VIEW_SECRET,
    });
    const [user] = await database.db
      .insert(users)
      .values({ email: `${randomUUID()}@example.com`, name: 'Owner' })
      .returning();
    ownerId = user!.id;
    projectId = await newProject('Pipeline');
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('makes one contact of one supplier however its legal form is spelled, totals summed', async () => {
    const first = await upload(
      projectId,
      'a.pdf',
      await facturXPdf({
        number: 'A-1',
        seller: 'Nordlicht Papier GmbH',
        vatId: '',
        total: '100.00',
      }),
    );
    const second = await upload(
      projectId,
      'b.pdf',
      await facturXPdf({
        number: 'B-7',
        seller: 'NORDLICHT PAPIER G.m.b.H.',
        vatId: '',
        total: '23.45',
      }),
    );
    expect(second.document.contactId).not.toBeNull();
    expect(second.document.contactId).toBe(first.document.contactId);
    // Later a document with its VAT id: still the same contact, which learns the id.
    const third = await upload(
      projectId,
      'c.pdf',
      await facturXPdf({
        number: 'C-3',
        seller: 'Nordlicht Papier',
        vatId: 'DE 811 569 869',
        total: '1.00',
      }),
    );
    expect(third.document.contactId).toBe(first.document.contactId);
    const [contact] = await database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, first.document.contactId!));
    expect(contact).toMatchObject({
      name: 'Nordlicht Papier GmbH',
      taxId: 'DE811569869',
      documentCount: 3,
      totals: { EUR: 10000 + 2345 + 100 },
      totalAmount: 12445,
      currency: 'EUR',
    });
    expect(contact!.lastSeen).toBeInstanceOf(Date);
  });

  it('turns mail marked for documents into documents and links a repeated file to the new mail', async () => {
    const ingest = new IngestService(database.db, storage, new IngestRepository(), silent);
    const pdf = invoiceFile('oyo.pdf');
    const first = await ingest.ingestRawMessage({
      projectId,
      inboxId: null,
      source: 'smtp',
      raw: rawMail({
        subject: 'Your invoice',
        attachments: [
          { filename: 'invoice.pdf', contentType: 'application/octet-stream', content: pdf },
        ],
      }),
    });
    const plain = await ingest.ingestRawMessage({
      projectId,
      inboxId: null,
      source: 'smtp',
      raw: rawMail({ subject: 'Just text' }),
    });
    expect(await services.intake.createFromPendingMail()).toBe(1);

    const { data } = await services.documents.list(
      ownerId,
      ZDocumentListQuery.parse({ projectId, limit: 100 }),
    );
    const fromMail = data.find((d) => d.source === 'email');
    expect(fromMail).toMatchObject({
      emailId: first.emailId,
      attachmentId: { filename: 'invoice.pdf' },
      file: { mimeType: 'application/pdf' },
      processing: { status: 'done' },
    });
    expect(fromMail?.extractedData?.invoiceNumber).toBe('IBZY2087');
    const statuses = await database.db
      .select({ id: emails.id, status: emails.documentStatus })
      .from(emails);
    expect(statuses.find((e) => e.id === first.emailId)?.status).toBe('done');
    expect(statuses.find((e) => e.id === plain.emailId)?.status).toBe('none');

    const again = await ingest.ingestRawMessage({
      projectId,
      inboxId: null,
      source: 'smtp',
      raw: rawMail({
        subject: 'Reminder',
        attachments: [{ filename: 'reminder.pdf', contentType: 'application/pdf', content: pdf }],
      }),
    });
    expect(await services.intake.createFromPendingMail()).toBe(0);
    const linked = await services.documents.get(fromMail!._id, ownerId);
    expect(linked.emailId).toBe(again.emailId);
    const links = await database.db
      .select()
      .from(documentAttachments)
      .where(eq(documentAttachments.documentId, fromMail!._id));
    expect(links.map((l) => l.emailId).sort()).toEqual([first.emailId, again.emailId].sort());
    // A second sweep finds nothing left to do.
    expect(await services.intake.createFromPendingMail()).toBe(0);
  });

  it('reads a mail image type the extraction library does not take directly (TIFF)', async () => {
    const ingest = new IngestService(database.db, storage, new IngestRepository(), silent);
    const tiff = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#ffffff' },
    })
      .tiff()
      .toBuffer();
    const mail = await ingest.ingestRawMessage({
      projectId,
      inboxId: null,
      source: 'smtp',
      raw: rawMail({
        attachments: [{ filename: 'fax.tif', contentType: 'image/tiff', content: tiff }],
      }),
    });
    expect(await services.intake.createFromPendingMail()).toBe(1);
    const { data } = await services.documents.list(
      ownerId,
      ZDocumentListQuery.parse({ projectId, search: 'fax.tif' }),
    );
    expect(data[0]).toMatchObject({
      emailId: mail.emailId,
      file: { mimeType: 'image/tiff' },
      processing: { status: 'done', error: null },
    });
    expect(data[0]?.thumbnailUrl).not.toBeNull();
  });

  it('stops at the plan limit plus grace with a message naming it, and goes on after an upgrade', async () => {
    const other = await newProject('Other project of the same owner');
    const month = analysisMonth(new Date());
    // Free: 50 analyses a month, refused from 60 on (20% grace), counted over all the owner's projects.
    const used = await database.db
      .select({ id: documentAnalyses.documentId })
      .from(documentAnalyses)
      .where(eq(documentAnalyses.month, month));
    await database.db.insert(documentAnalyses).values(
      Array.from({ length: 60 - used.length }, () => ({
        projectId: other,
        documentId: randomUUID(),
        month,
      })),
    );
    const { document } = await upload(
      projectId,
      'over.pdf',
      await facturXPdf({ number: 'OVER-1' }),
    );
    expect(document.processingStatus).toBe('failed');
    expect(document.processingError).toMatch(
      /^Your Free plan allows 50 documents \(AI analyses\) per month\. Upgrade to Professional for more\./,
    );

    await setPlan(database, ownerId, 'professional');
    const rerun = await services.documents.process(document.id, ownerId);
    expect(rerun.processing.status).toBe('done');
  });

  it('ignores a job of a superseded run and a repeated job of a finished one', async () => {
    const { document } = await upload(projectId, 'run.pdf', invoiceFile('QualityHosting.pdf'));
    expect(document.processingStatus).toBe('done');
    const oldRun = document.processingRunId;
    await services.processing.process({
      documentId: document.id,
      runId: oldRun,
      attempt: 2,
      isLast: true,
    });
    const unchanged = await services.documentsRepo.findById(document.id);
    expect(unchanged?.processingAttempts).toBe(1);
    expect(unchanged?.processedAt).toEqual(document.processedAt);
  });

  it('sweeps up runs whose job was never sent and runs that died', async () => {
    const stored = await storage.put(invoiceFile('AzureInterior.pdf'));
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000 - 1000);
    // As left by a crash between the commit and sending the job.
    const { document: orphan } = await services.documentsRepo.insertUnlessKnown({
      projectId,
      name: 'orphan.pdf',
      originalFilename: 'orphan.pdf',
      fileKey: stored.key,
      size: stored.size,
      mimeType: 'application/pdf',
      source: 'manual_upload',
      processingUpdatedAt: hourAgo,
    });
    expect(await services.intake.resendStale()).toBe(1);
    expect((await services.documentsRepo.findById(orphan.id))?.processingStatus).toBe('done');

    await database.db
      .update(documents)
      .set({ processingStatus: 'processing', processingUpdatedAt: hourAgo })
      .where(eq(documents.id, orphan.id));
    expect(await services.intake.failStuckProcessing()).toBe(1);
    const stuck = await services.documents.get(orphan.id, ownerId);
    expect(stuck.processing).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/Process again/),
    });
  });

  it('processes through the real queue with a worker (pg-boss)', { timeout: 60_000 }, async () => {
    const queue = openQueue({ databaseUrl: null, roles: ['worker'] }, database, silent, {
      pollingIntervalSeconds: 0.5,
    });
    await queue.start();
    try {
      const queued = createDocumentServices({
        db: database.db,
        storage,
        queue,
        log: silent,
        viewTokenSecret: VIEW_SECRET,
      });
      const { document } = await queued.intake.upload(ownerId, {
        projectId,
        file: { filename: 'scan_9.pdf', content: invoiceFile('NetpresseInvoice.pdf') },
        source: 'manual_upload',
      });
      expect(document.processingStatus).toBe('queued');
      // The upload dialog asks for processing right after the upload: the queued run stays.
      await queued.documents.process(document.id, ownerId);
      expect((await queued.documentsRepo.findById(document.id))?.processingRunId).toBe(
        document.processingRunId,
      );
      await startDocumentWorkers({ queue, documents: queued, roles: ['worker'] });
      const done = await waitFor(
        () => queued.documents.get(document.id, ownerId),
        (d) => d.processing.status === 'done',
        30_000,
      );
      expect(done.processing.attempts).toBe(1);
      expect(done.name).not.toBe('scan_9.pdf');
      // The handler writes the document before pg-boss marks its job done: wait for both.
      const job = await waitFor(
        () => queue.getJobState(queued.jobs.process, document.processingRunId),
        (j) => j?.state === 'completed',
        10_000,
      );
      expect(job?.state).toBe('completed');
    } finally {
      await queue.stop();
    }
  });
});
