import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEmailList } from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { FileStorage } from '../../platform/storage/file-storage';
import { invoiceFile } from '../documents/testing/document-fixtures';
import { multipart } from '../documents/testing/multipart';
import type { MailServices } from './mail-services';
import { appMailServices } from './testing/app-mail-services';
import { rawMail, seedInbox, tinyPdf } from './testing/mail-fixtures';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const pdf = (filename: string, content: Buffer) => ({
  filename,
  contentType: 'application/pdf',
  content,
});

describe.each(DB_KINDS)('deleting an inbox removes the files only it used, on %s', (kind) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let storage: FileStorage;
  let mail: MailServices;

  beforeAll(async () => {
    t = await createTestApp(kind);
    http = api(t.app);
    ({ mail, storage } = await appMailServices(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  async function inboxOf(projectId: string, user: string) {
    return seedInbox(t.database, mail.cipher, {
      projectId,
      server: { host: '127.0.0.1', port: 1 },
      user,
      password: 'unused',
    });
  }

  it('keeps raw mails, attachments and documents another row still refers to', async () => {
    const owner = await registerUser(t.app);
    const project = await createProject(t.app, owner.accessToken, { name: 'Files' });
    const doomed = await inboxOf(project._id, 'doomed');
    const kept = await inboxOf(project._id, 'kept');
    const other = await registerUser(t.app);
    const otherProject = await createProject(t.app, other.accessToken, { name: 'Elsewhere' });
    const ingest = (projectId: string, inboxId: string, raw: Buffer) =>
      mail.ingest.ingestRawMessage({ projectId, inboxId, source: 'imap', raw });

    // Only in the doomed inbox: its raw message and its attachment must go.
    const onlyPdf = tinyPdf('only here');
    const onlyRaw = rawMail({ subject: 'only here', attachments: [pdf('a.pdf', onlyPdf)] });
    // The same message also reached the kept inbox: raw and attachment stay.
    const sharedPdf = tinyPdf('shared');
    const sharedRaw = rawMail({ subject: 'shared', attachments: [pdf('b.pdf', sharedPdf)] });
    // Its file also arrived in another project's mail: stays.
    const foreignPdf = tinyPdf('foreign');
    const foreignRaw = rawMail({ subject: 'foreign', attachments: [pdf('c.pdf', foreignPdf)] });
    // Its file became a document (uploaded here too): stays with the document.
    const documentPdf = invoiceFile('oyo.pdf');
    const documentRaw = rawMail({ subject: 'document', attachments: [pdf('d.pdf', documentPdf)] });

    for (const raw of [onlyRaw, sharedRaw, foreignRaw, documentRaw]) {
      await ingest(project._id, doomed.id, raw);
    }
    await ingest(project._id, kept.id, sharedRaw);
    await ingest(
      otherProject._id,
      (await inboxOf(otherProject._id, 'other')).id,
      rawMail({
        subject: 'their copy',
        attachments: [pdf('c-copy.pdf', foreignPdf)],
      }),
    );
    const form = multipart({ projectId: project._id }, [
      { filename: 'd.pdf', content: documentPdf, contentType: 'application/pdf' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...form.headers, authorization: `Bearer ${owner.accessToken}` },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);

    const gone = [onlyRaw, onlyPdf, foreignRaw, documentRaw].map(sha256);
    const stay = [sharedRaw, sharedPdf, foreignPdf, documentPdf].map(sha256);
    for (const key of [...gone, ...stay]) expect(await storage.exists(key), key).toBe(true);

    const deleted = await http.delete(`/api/inboxes/${doomed.id}`, owner.accessToken);
    expect(json(deleted)).toEqual({ message: 'Inbox deleted' });

    for (const key of gone) expect(await storage.exists(key), `removed ${key}`).toBe(false);
    for (const key of stay) expect(await storage.exists(key), `kept ${key}`).toBe(true);
    // The kept inbox's copy still opens: its rows and files are whole.
    const list = json<TEmailList>(
      await http.get(`/api/emails/inbox/${kept.id}`, owner.accessToken),
    );
    expect(list.emails.map((e) => e.subject)).toEqual(['shared']);
    const raw = await http.get(`/api/emails/${list.emails[0]!._id}/raw`, owner.accessToken);
    expect(raw.rawPayload.equals(sharedRaw)).toBe(true);
    const file = await http.get(
      `/api/attachments/${list.emails[0]!.attachments[0]!._id}/download`,
      owner.accessToken,
    );
    expect(file.rawPayload.equals(sharedPdf)).toBe(true);
  });

  it('refuses the project inbox and removes nothing', async () => {
    const owner = await registerUser(t.app);
    const project = await createProject(t.app, owner.accessToken, { name: 'Own address' });
    const { inboxId } = json<{ inboxId: string }>(
      await http.get(`/api/projects/${project._id}/email`, owner.accessToken),
    );
    const raw = rawMail({ subject: 'by smtp', attachments: [pdf('e.pdf', tinyPdf('smtp'))] });
    await mail.ingest.ingestRawMessage({ projectId: project._id, inboxId, source: 'smtp', raw });
    const refused = await http.delete(`/api/inboxes/${inboxId}`, owner.accessToken);
    expect(refused.statusCode).toBe(409);
    expect(await storage.exists(sha256(raw))).toBe(true);
  });
});
