import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../../test/databases';
import { openTestDatabase } from '../../../test/databases';
import type { DatabaseHandle } from '../../platform/db/database';
import { attachments, emails, mailLedger } from '../../platform/db/schema';
import { DiskStorage } from '../../platform/storage/disk-storage';
import { rawMail, seedProject, tinyPdf } from '../inboxes/testing/mail-fixtures';
import { IngestRepository } from './ingest.repository';
import { IngestService } from './ingest.service';

describe.each(DB_KINDS)('ingestRawMessage on %s', (kind) => {
  let database: DatabaseHandle;
  let filesDir: string;
  let storage: DiskStorage;
  let ingest: IngestService;
  const warnings: unknown[] = [];

  beforeAll(async () => {
    [database, filesDir] = await Promise.all([
      openTestDatabase(kind),
      mkdtemp(path.join(tmpdir(), 'papertray-ingest-')),
    ]);
    storage = await DiskStorage.open(filesDir);
    ingest = new IngestService(database.db, storage, new IngestRepository(), {
      warn: (...args: unknown[]) => warnings.push(args),
    });
  });
  afterAll(async () => {
    await database?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('stores raw, email, attachments and ledger once, however often it runs', async () => {
    const { projectId } = await seedProject(database);
    const pdf = tinyPdf('ingest');
    const raw = rawMail({
      subject: 'Invoice',
      attachments: [
        { filename: 'invoice.pdf', contentType: 'application/octet-stream', content: pdf },
      ],
    });
    const input = { projectId, inboxId: null, source: 'smtp' as const, raw };
    const first = await ingest.ingestRawMessage(input);
    const second = await ingest.ingestRawMessage(input);
    expect(first.created).toBe(true);
    expect(second).toEqual({ emailId: first.emailId, created: false });

    const [email] = await database.db.select().from(emails).where(eq(emails.id, first.emailId));
    expect(email).toMatchObject({
      subject: 'Invoice',
      hasAttachments: true,
      attachmentCount: 1,
      documentStatus: 'pending',
      parseError: null,
    });
    expect(await storage.getBuffer(email!.rawKey)).toEqual(raw);
    const files = await database.db
      .select()
      .from(attachments)
      .where(eq(attachments.emailId, first.emailId));
    expect(files.map((f) => [f.filename, f.detectedMime, f.isDocumentCandidate])).toEqual([
      ['invoice.pdf', 'application/pdf', true],
    ]);
    expect(await storage.getBuffer(files[0]!.sha256)).toEqual(pdf);
    const ledger = await database.db
      .select()
      .from(mailLedger)
      .where(eq(mailLedger.emailId, first.emailId));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.rawSha256).toBe(email!.rawKey);
  });

  it('keeps awkward text intact through a batch (quotes, braces, backslashes, NULL, emoji)', async () => {
    const { projectId } = await seedProject(database);
    const awkward = [
      'He said "hi", {braces}, back\\slash',
      'NULL',
      '',
      "Ünïcödé 📎 , ; ' tab\tend",
    ];
    const inputs = awkward.map((subject, i) => ({
      projectId,
      inboxId: null,
      source: 'smtp' as const,
      raw: rawMail({
        subject: `=?UTF-8?B?${Buffer.from(subject).toString('base64')}?=`,
        from: `"Quote \\"Me\\" {x}" <q${i}@supplier.example>`,
        text: `${subject}\r\nline two`,
        attachments:
          i === 0
            ? [
                {
                  filename: "inv {1}, 'x'.pdf",
                  contentType: 'application/pdf',
                  content: tinyPdf('x'),
                },
              ]
            : [],
      }),
    }));
    const results = await ingest.ingestBatch(inputs);
    const rows = await Promise.all(
      results.map(async ({ emailId }) => {
        const [email] = await database.db.select().from(emails).where(eq(emails.id, emailId));
        return email!;
      }),
    );
    expect(rows.map((e) => e.subject)).toEqual(awkward);
    expect(rows.map((e) => e.textContent?.split('\n')[0])).toEqual(awkward);
    expect(rows[0]!.from).toEqual([{ name: 'Quote "Me" {x}', address: 'q0@supplier.example' }]);
    const [file] = await database.db
      .select()
      .from(attachments)
      .where(eq(attachments.emailId, results[0]!.emailId));
    expect(file!.originalFilename).toBe("inv {1}, 'x'.pdf");
  });

  it('stores a mail with NUL characters in its text (PostgreSQL text refuses them)', async () => {
    const { projectId } = await seedProject(database);
    const raw = Buffer.from(
      [
        'From: "Nul\u0000Name" <nul@supplier.example>',
        'To: alice@example.com',
        'Subject: =?UTF-8?B?' + Buffer.from('Sub\u0000ject').toString('base64') + '?=',
        'Message-ID: <nul-1@supplier.example>',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'before\u0000after',
        '',
      ].join('\r\n'),
    );
    const result = await ingest.ingestRawMessage({ projectId, inboxId: null, source: 'smtp', raw });
    const [email] = await database.db.select().from(emails).where(eq(emails.id, result.emailId));
    expect(email).toMatchObject({ subject: 'Subject', parseError: null });
    expect(email!.textContent).toMatch(/^beforeafter/);
    expect(await storage.getBuffer(email!.rawKey)).toEqual(raw);
  });

  it('records a mail without PDF or image as seen, with nothing for the document pipeline', async () => {
    const { projectId } = await seedProject(database);
    const result = await ingest.ingestRawMessage({
      projectId,
      inboxId: null,
      source: 'smtp',
      raw: rawMail({ subject: 'Just words' }),
    });
    const [email] = await database.db.select().from(emails).where(eq(emails.id, result.emailId));
    expect(email).toMatchObject({ hasAttachments: false, documentStatus: 'none' });
  });

  it('keeps an unreadable message with its raw and a visible parse error', async () => {
    const { projectId } = await seedProject(database);
    const raw = Buffer.from('\u0000\u0001 definitely not a mail');
    const result = await ingest.ingestRawMessage({ projectId, inboxId: null, source: 'smtp', raw });
    const [email] = await database.db.select().from(emails).where(eq(emails.id, result.emailId));
    expect(email!.parseError).toMatch(/\S/);
    expect(email!.subject).toBe('(message could not be read)');
    expect(await storage.getBuffer(email!.rawKey)).toEqual(raw);
  });

  it('writes no rows when the files could not be stored, even if the commit comes late', async () => {
    const { projectId } = await seedProject(database);
    const full = Object.assign(Object.create(storage) as DiskStorage, {
      putMany: () => Promise.reject(new Error('disk full')),
    });
    const failing = new IngestService(database.db, full, new IngestRepository(), {
      warn: () => {},
    });
    const raw = rawMail({ subject: 'never stored' });
    const prepared = await failing.prepareBatch([
      { projectId, inboxId: null, source: 'smtp', raw },
    ]);
    // Nobody awaits the failed flush for a while (a sync busy with an earlier chunk): no crash.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(failing.commitBatch(prepared)).rejects.toThrow('disk full');
    expect(await database.db.select().from(emails).where(eq(emails.projectId, projectId))).toEqual(
      [],
    );
  });

  it('writes nothing when the transaction fails, and a retry then succeeds', async () => {
    const { projectId } = await seedProject(database);
    const raw = rawMail({ subject: `rollback ${randomBytes(4).toString('hex')}` });
    const input = { projectId, inboxId: null, source: 'smtp' as const, raw };
    await expect(
      ingest.ingestBatch([input], {
        onCommit: async () => {
          throw new Error('crash after the rows, before the commit');
        },
      }),
    ).rejects.toThrow('crash after the rows');
    expect(await database.db.select().from(emails).where(eq(emails.projectId, projectId))).toEqual(
      [],
    );
    expect((await ingest.ingestRawMessage(input)).created).toBe(true);
  });
});
