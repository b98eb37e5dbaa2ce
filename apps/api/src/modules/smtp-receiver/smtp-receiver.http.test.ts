import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEmailDetail, TEmailList, TProjectEmail } from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DiskStorage } from '../../platform/storage/disk-storage';
import { createMailServices } from '../inboxes/mail-services';
import { rawMail, tinyPdf } from '../inboxes/testing/mail-fixtures';
import type { SmtpReceiver } from './smtp-receiver';
import {
  TEST_MAIL_DOMAIN,
  sendRaw,
  silentLog,
  startTestReceiver,
} from './testing/receiver-harness';

/** Mail sent to the address the API hands out shows up through the API, like synced mail. */
describe.each(DB_KINDS)('SMTP delivery seen through the API on %s', (kind) => {
  let t: TestApp;
  let receiver: SmtpReceiver;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { MAIL_DOMAIN: TEST_MAIL_DOMAIN } });
    // The receiver shares the app's database and file store, as the roles of one deployment do.
    const storage = await DiskStorage.open(path.join(t.dataDir, 'files'));
    const mail = createMailServices({
      db: t.database.db,
      storage,
      encryptionKey: randomBytes(32).toString('hex'),
      log: silentLog,
    });
    receiver = await startTestReceiver(t.database, mail);
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it('lists the mail (project and project inbox), shows its attachment, serves the raw message', async () => {
    const http = api(t.app);
    const owner = await registerUser(t.app);
    const project = await createProject(t.app, owner.accessToken, { name: 'Acme' });
    const { fullEmail: address, inboxId } = json<TProjectEmail>(
      await http.get(`/api/projects/${project._id}/email`, owner.accessToken),
    );
    const raw = rawMail({
      subject: 'Invoice via SMTP',
      attachments: [{ filename: 'inv.pdf', contentType: 'application/pdf', content: tinyPdf() }],
    });
    expect((await sendRaw(receiver.port, [address], raw)).error).toBeNull();

    const list = json<TEmailList>(
      await http.get(`/api/emails?projectId=${project._id}`, owner.accessToken),
    );
    expect(list.emails.map((e) => e.subject)).toEqual(['Invoice via SMTP']);
    const id = list.emails[0]!._id;
    // Under its project inbox too, like any inbox's mail.
    const ofInbox = json<TEmailList>(
      await http.get(`/api/emails/inbox/${inboxId}`, owner.accessToken),
    );
    expect(ofInbox.emails.map((e) => e._id)).toEqual([id]);
    const detail = json<TEmailDetail>(await http.get(`/api/emails/${id}`, owner.accessToken));
    expect(detail.attachments.map((a) => a.filename)).toEqual(['inv.pdf']);
    const download = await http.get(`/api/emails/${id}/raw`, owner.accessToken);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(raw)).toBe(true);
    const stats = json<TProjectEmail>(
      await http.get(`/api/projects/${project._id}/email`, owner.accessToken),
    ).statistics;
    expect(stats).toMatchObject({ totalEmails: 1, totalAttachments: 1 });
  });
});
