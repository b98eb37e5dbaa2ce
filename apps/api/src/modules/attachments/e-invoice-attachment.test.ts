import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, openTestDatabase } from '../../../test/databases';
import { ownerWithProject } from '../../../test/factories';
import type { DatabaseHandle } from '../../platform/db/database';
import { attachments, documents } from '../../platform/db/schema';
import { REPO_ROOT } from '../../platform/paths';
import { DiskStorage } from '../../platform/storage/disk-storage';
import { createDocumentServices, type DocumentServices } from '../documents/document-services';
import { rawMail } from '../inboxes/testing/mail-fixtures';
import { IngestRepository } from '../ingest/ingest.repository';
import { IngestService } from '../ingest/ingest.service';

const silent = { warn: () => {}, error: () => {}, info: () => {} };
const XRECHNUNG_UBL = readFileSync(
  path.join(REPO_ROOT, 'packages/mail/test/fixtures/einvoice/xrechnung-ubl.xml'),
);

/** decisions.md: an XRechnung / UBL XML attachment becomes a document read from its XML. */
describe.each(DB_KINDS)('an XML e-invoice attached to a mail, on %s', (kind) => {
  let database: DatabaseHandle;
  let dir: string;
  let ingest: IngestService;
  let services: DocumentServices;
  let projectId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'papertray-einvoice-'));
    const storage = await DiskStorage.open(dir);
    ingest = new IngestService(database.db, storage, new IngestRepository(), silent);
    // Without a queue, processing runs in-process: the job's own handler.
    services = createDocumentServices({
      db: database.db,
      storage,
      log: silent,
      viewTokenSecret: 'test-secret-that-is-long-enough-for-hkdf',
    });
    ({ projectId } = await ownerWithProject(database, 'E-invoices'));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('becomes a processed document with the exact fields of its XML', async () => {
    const mail = await ingest.ingestRawMessage({
      projectId,
      inboxId: null,
      source: 'smtp',
      raw: rawMail({
        subject: 'Rechnung XR-7781',
        attachments: [
          // The sender's type is generic; the content makes it an e-invoice.
          {
            filename: 'XR-7781.xml',
            contentType: 'application/octet-stream',
            content: XRECHNUNG_UBL,
          },
          {
            filename: 'notes.xml',
            contentType: 'application/xml',
            content: Buffer.from('<?xml version="1.0"?>\n<notes><note>hi</note></notes>\n'),
          },
        ],
      }),
    });
    const stored = await database.db.select().from(attachments);
    expect(stored.map((a) => [a.filename, a.detectedMime, a.isDocumentCandidate]).sort()).toEqual([
      ['XR-7781.xml', 'application/xml', true],
      ['notes.xml', 'application/xml', false],
    ]);

    expect(await services.intake.createFromPendingMail()).toBe(1);
    const rows = await database.db.select().from(documents);
    expect(rows).toHaveLength(1);
    const [document] = rows;
    expect(document).toMatchObject({
      projectId,
      source: 'email',
      emailId: mail.emailId,
      attachmentId: stored.find((a) => a.filename === 'XR-7781.xml')!.id,
      originalFilename: 'XR-7781.xml',
      mimeType: 'application/xml',
      processingStatus: 'done',
      processingError: null,
      type: 'invoice',
    });
    expect(document!.extractedData).toMatchObject({
      invoiceNumber: 'XR-7781',
      issueDate: '2024-05-02',
      dueDate: '2024-06-01',
      totalAmount: 238060,
      currency: 'EUR',
    });
    expect(document!.extractedData?.vendor.taxId).toBe('DE811569869');
    expect(document!.fieldMeta.invoiceNumber).toMatchObject({ source: 'e-invoice' });
  });
});
