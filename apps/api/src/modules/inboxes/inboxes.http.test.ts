import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAttachment,
  TAttachmentWithViewUrl,
  TEmailDetail,
  TEmailList,
  TInbox,
  TInboxMailboxes,
} from '@papertray/contract';
import { start, type DovecotServer } from '@papertray/test-servers/dovecot';
import { DB_KINDS } from '../../../test/databases';
import { addMember, setPlan, userIdByEmail } from '../../../test/factories';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadSecrets } from '../../platform/secrets';
import { AttachmentViewTokens } from '../attachments/view-token';
import { appendWithDates, daysAgo, rawMail, tinyPdf } from './testing/mail-fixtures';

const MAILBOX = { user: 'owner', password: 'imap-secret-123' };
const INLINE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A mail with HTML (a script, a cid image), a PDF, an HTML file and an inline image. */
function richMail(): Buffer {
  const boundary = 'rel-boundary';
  return Buffer.from(
    [
      'From: Billing <billing@supplier.example>',
      'To: owner@example.com',
      'Subject: Invoice 42',
      'Date: Mon, 02 Nov 2026 10:00:00 +0000',
      'Message-ID: <rich-42@supplier.example>',
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p onclick="steal()">Hi</p><script>alert(1)</script><img src="cid:logo@x">',
      `--${boundary}`,
      'Content-Type: image/png; name="logo.png"',
      'Content-ID: <logo@x>',
      'Content-Disposition: inline; filename="logo.png"',
      'Content-Transfer-Encoding: base64',
      '',
      INLINE_PNG.toString('base64'),
      `--${boundary}`,
      'Content-Type: application/pdf; name="Rechnung März.pdf"',
      "Content-Disposition: attachment; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf",
      'Content-Transfer-Encoding: base64',
      '',
      tinyPdf('rich').toString('base64').replace(/.{76}/g, '$&\r\n'),
      `--${boundary}`,
      'Content-Type: text/html; name="page.html"',
      'Content-Disposition: attachment; filename="page.html"',
      '',
      '<script>alert("stored xss")</script>',
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  );
}

describe.each(DB_KINDS)('inbox, email and attachment endpoints on %s', (kind) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let dovecot: DovecotServer;
  /** Wrong passwords go here: Dovecot slows every later login from an address that failed. */
  let strictDovecot: DovecotServer;

  beforeAll(async () => {
    [t, dovecot, strictDovecot] = await Promise.all([
      createTestApp(kind),
      start({ users: [MAILBOX] }),
      start({ users: [MAILBOX] }),
    ]);
    http = api(t.app);
    await dovecot.createMailbox('owner', 'Invoices');
    await appendWithDates(dovecot, MAILBOX, 'INBOX', [
      { raw: rawMail({ subject: 'too old' }), date: daysAgo(90) },
      { raw: rawMail({ subject: 'plain note' }), date: daysAgo(3) },
      { raw: richMail(), date: daysAgo(2) },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await dovecot?.stop();
    await strictDovecot?.stop();
  });

  const connection = () => ({
    host: dovecot.host,
    port: dovecot.port,
    username: MAILBOX.user,
    password: MAILBOX.password,
    security: 'none' as const,
  });

  /** Owner with a project and a synced inbox, plus admin, accountant and outsider. */
  async function setup() {
    const owner = await registerUser(t.app);
    const admin = await registerUser(t.app);
    const accountant = await registerUser(t.app);
    const outsider = await registerUser(t.app);
    await setPlan(t.database, await userIdByEmail(t.database, owner.email), 'business');
    const project = await createProject(t.app, owner.accessToken, { name: 'Books' });
    await addMember(t.database, project._id, admin.email, 'admin');
    await addMember(t.database, project._id, accountant.email, 'accountant');
    const created = await http.post(
      '/api/inboxes',
      {
        name: 'Billing',
        emailAddress: 'Owner@Example.com',
        ...connection(),
        projectId: project._id,
        syncFromDate: daysAgo(30).toISOString().slice(0, 10),
      },
      owner.accessToken,
    );
    expect(created.statusCode, created.body).toBe(201);
    return { owner, admin, accountant, outsider, project, inbox: json<TInbox>(created) };
  }

  it('connects an inbox, syncs it and never shows the password', async () => {
    const { owner, accountant, project, inbox } = await setup();
    expect(inbox).toMatchObject({
      projectId: project._id,
      projectName: 'Books',
      name: 'Billing',
      emailAddress: 'owner@example.com',
      provider: 'imap',
      status: 'active',
      isConnected: true,
      security: 'none',
      allowSelfSigned: false,
      mailboxes: ['INBOX'],
      lastError: null,
    });
    const responses = [
      await http.get('/api/inboxes', owner.accessToken),
      await http.get(`/api/inboxes?projectId=${project._id}`, accountant.accessToken),
      await http.get(`/api/inboxes/${inbox._id}`, owner.accessToken),
      await http.get(`/api/inboxes/${inbox._id}/edit`, owner.accessToken),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(MAILBOX.password);
      expect(response.body).not.toMatch(/passwordSealed|"password"/);
    }
    const listed = json<TInbox[]>(responses[0]!);
    expect(listed.map((i) => i._id)).toEqual([inbox._id]);
    const detail = json<TInbox>(responses[2]!);
    expect(detail.lastSyncAt).not.toBeNull();
    expect(detail.lastUid).toBeGreaterThan(0);
    expect(json(responses[3]!)).toMatchObject({ host: dovecot.host, hasPassword: true });

    const count = await http.get(`/api/emails/inbox/${inbox._id}/count`, accountant.accessToken);
    expect(json(count)).toEqual({ total: 2, withAttachments: 1 });
  });

  it('lists, shows and serves mail safely', async () => {
    const { owner, accountant, outsider, inbox } = await setup();
    const withFiles = json<TEmailList>(
      await http.get(`/api/emails/inbox/${inbox._id}?hasAttachments=true`, accountant.accessToken),
    );
    expect(withFiles.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    const all = json<TEmailList>(
      await http.get(`/api/emails/inbox/${inbox._id}?page=1&limit=1`, owner.accessToken),
    );
    expect(all.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(all.emails[0]!.subject).toBe('plain note');

    const projectWide = json<TEmailList>(
      await http.get(
        `/api/emails?projectId=${inbox.projectId}&inboxId=${inbox._id}&hasAttachments=true`,
        accountant.accessToken,
      ),
    );
    expect(projectWide.emails.map((e) => e._id)).toEqual(withFiles.emails.map((e) => e._id));
    expect(
      (await http.get(`/api/emails?projectId=${inbox.projectId}`, outsider.accessToken)).statusCode,
    ).toBe(404);

    const emailId = withFiles.emails[0]!._id;
    const detail = json<TEmailDetail>(
      await http.get(`/api/emails/${emailId}`, accountant.accessToken),
    );
    expect(detail).toMatchObject({
      subject: 'Invoice 42',
      from: 'Billing <billing@supplier.example>',
    });
    expect(detail.htmlContent).not.toMatch(/script|onclick|alert/);
    expect(detail.htmlContent).toMatch(/src="\/api\/attachments\/[0-9a-f-]+\/view\?token=/);
    expect(detail.attachments.map((a) => a.filename)).toEqual([
      'logo.png',
      'Rechnung März.pdf',
      'page.html',
    ]);

    const files = json<TAttachment[]>(
      await http.get(`/api/emails/${emailId}/attachments`, accountant.accessToken),
    );
    expect(files.map((f) => [f.filename, f.contentType, f.isDocumentCandidate])).toEqual([
      ['logo.png', 'image/png', false],
      ['Rechnung März.pdf', 'application/pdf', true],
      // Detected from the bytes: the declared text/html does not count.
      ['page.html', 'text/plain', false],
    ]);

    const raw = await http.get(`/api/emails/${emailId}/raw`, accountant.accessToken);
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('message/rfc822');
    expect(raw.rawPayload.equals(richMail())).toBe(true);

    for (const url of [
      `/api/emails/${emailId}`,
      `/api/emails/${emailId}/attachments`,
      `/api/emails/${emailId}/raw`,
      `/api/emails/inbox/${inbox._id}`,
      `/api/emails/inbox/${inbox._id}/count`,
      `/api/attachments/${files[1]!._id}`,
      `/api/attachments/${files[1]!._id}/download`,
    ]) {
      expect((await http.get(url, outsider.accessToken)).statusCode, url).toBe(404);
    }
  });

  it('downloads under the original name and views only with a token for that attachment', async () => {
    const { accountant, inbox } = await setup();
    const list = json<TEmailList>(
      await http.get(`/api/emails/inbox/${inbox._id}?hasAttachments=true`, accountant.accessToken),
    );
    const [logo, pdf, page] = list.emails[0]!.attachments;
    const download = await http.get(
      `/api/attachments/${pdf!._id}/download`,
      accountant.accessToken,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Rechnung M_rz.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf`,
    );
    expect(download.rawPayload.equals(tinyPdf('rich'))).toBe(true);

    const meta = json<TAttachmentWithViewUrl>(
      await http.get(`/api/attachments/${pdf!._id}`, accountant.accessToken),
    );
    expect(meta.viewUrl).toMatch(new RegExp(`^/api/attachments/${pdf!._id}/view\\?token=`));
    const token = new URL(meta.viewUrl, 'http://x').searchParams.get('token')!;
    expect(token).not.toBe(accountant.accessToken);
    const view = await http.get(meta.viewUrl);
    expect(view.statusCode).toBe(200);
    expect(view.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
    });
    expect(view.headers['content-disposition']).toMatch(/^inline;/);

    const otherWithToken = await http.get(`/api/attachments/${logo!._id}/view?token=${token}`);
    expect(otherWithToken.statusCode).toBe(403);
    const expired = new AttachmentViewTokens(loadSecrets(t.config).jwtSecret, -1_000).mint(
      pdf!._id,
    );
    expect(
      (await http.get(`/api/attachments/${pdf!._id}/view?token=${expired.token}`)).statusCode,
    ).toBe(403);
    expect(
      (await http.get(`/api/attachments/${pdf!._id}/view?token=${accountant.accessToken}`))
        .statusCode,
    ).toBe(403);

    const htmlMeta = json<TAttachmentWithViewUrl>(
      await http.get(`/api/attachments/${page!._id}`, accountant.accessToken),
    );
    const htmlView = await http.get(htmlMeta.viewUrl);
    expect(htmlView.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(htmlView.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('lets owner and admin manage, the accountant only read, and hides it from outsiders', async () => {
    const { admin, accountant, outsider, inbox } = await setup();
    const id = inbox._id;
    const writes = (token: string) => [
      http.patch(`/api/inboxes/${id}`, { name: 'X' }, token),
      http.delete(`/api/inboxes/${id}`, token),
      http.post(`/api/inboxes/${id}/sync`, undefined, token),
      http.patch(`/api/inboxes/${id}/deactivate`, undefined, token),
      http.patch(`/api/inboxes/${id}/activate`, undefined, token),
      http.patch(`/api/inboxes/${id}/pause`, undefined, token),
      http.post(`/api/inboxes/${id}/reconnect`, undefined, token),
      http.post(`/api/inboxes/${id}/mailboxes/refresh`, undefined, token),
      http.patch(`/api/inboxes/${id}/mailboxes`, { mailboxes: ['INBOX'] }, token),
      http.get(`/api/inboxes/${id}/edit`, token),
      http.post(
        '/api/inboxes/test-connection',
        { ...connection(), password: '', inboxId: id },
        token,
      ),
    ];
    for (const response of await Promise.all(writes(accountant.accessToken))) {
      expect(response.statusCode, response.body).toBe(403);
    }
    for (const response of await Promise.all(writes(outsider.accessToken))) {
      expect(response.statusCode, response.body).toBe(404);
    }
    for (const url of [`/api/inboxes/${id}`, `/api/inboxes/${id}/mailboxes`]) {
      expect((await http.get(url, outsider.accessToken)).statusCode).toBe(404);
      expect((await http.get(url, accountant.accessToken)).statusCode).toBe(200);
    }
    expect(json<TInbox[]>(await http.get('/api/inboxes', outsider.accessToken))).toEqual([]);

    const renamed = await http.patch(
      `/api/inboxes/${id}`,
      { name: 'Renamed', password: '' },
      admin.accessToken,
    );
    expect(json(renamed)).toMatchObject({ name: 'Renamed', isConnected: true });
    // The blank password kept the stored one: the stored login still works.
    const test = await http.post(
      '/api/inboxes/test-connection',
      { ...connection(), password: '', inboxId: id },
      admin.accessToken,
    );
    expect(json(test)).toEqual({ success: true, message: 'Connection successful' });
  });

  it('walks the status, sync, folder and reconnect actions', async () => {
    const { owner, inbox } = await setup();
    const id = inbox._id;
    expect(json(await http.post(`/api/inboxes/${id}/sync`, undefined, owner.accessToken))).toEqual({
      message: 'Sync started',
      alreadyRunning: false,
    });
    expect(
      json(await http.patch(`/api/inboxes/${id}/deactivate`, undefined, owner.accessToken)),
    ).toMatchObject({ status: 'inactive' });
    const refused = await http.post(`/api/inboxes/${id}/sync`, undefined, owner.accessToken);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('Activate the inbox to view and sync emails.');
    expect(
      json(await http.patch(`/api/inboxes/${id}/pause`, undefined, owner.accessToken)),
    ).toMatchObject({ status: 'paused' });
    expect(
      json(await http.patch(`/api/inboxes/${id}/activate`, undefined, owner.accessToken)),
    ).toMatchObject({ status: 'active' });

    const folders = json<TInboxMailboxes>(
      await http.get(`/api/inboxes/${id}/mailboxes`, owner.accessToken),
    );
    expect(folders.selected).toEqual(['INBOX']);
    expect(folders.mailboxes.map((m) => [m.path, m.selected])).toEqual([
      ['INBOX', true],
      ['Invoices', false],
    ]);
    const refreshed = await http.post(
      `/api/inboxes/${id}/mailboxes/refresh`,
      undefined,
      owner.accessToken,
    );
    expect(refreshed.statusCode).toBe(200);
    const chosen = await http.patch(
      `/api/inboxes/${id}/mailboxes`,
      { mailboxes: ['INBOX', 'Invoices'] },
      owner.accessToken,
    );
    expect(json<TInboxMailboxes>(chosen).selected).toEqual(['INBOX', 'Invoices']);
    const unknown = await http.patch(
      `/api/inboxes/${id}/mailboxes`,
      { mailboxes: ['Nope'] },
      owner.accessToken,
    );
    expect(unknown.statusCode).toBe(400);

    await http.patch(`/api/inboxes/${id}`, { port: 1, security: 'none' }, owner.accessToken);
    const broken = json<TInbox>(
      await http.post(`/api/inboxes/${id}/reconnect`, undefined, owner.accessToken),
    );
    expect(broken).toMatchObject({ isConnected: false });
    expect(broken.lastError).toMatch(/was refused/);
    await http.patch(
      `/api/inboxes/${id}`,
      { port: dovecot.port, security: 'none' },
      owner.accessToken,
    );
    const fixed = json<TInbox>(
      await http.post(`/api/inboxes/${id}/reconnect`, undefined, owner.accessToken),
    );
    expect(fixed).toMatchObject({ isConnected: true, lastError: null });

    const deleted = await http.delete(`/api/inboxes/${id}`, owner.accessToken);
    expect(json(deleted)).toEqual({ message: 'Inbox deleted' });
    expect((await http.get(`/api/inboxes/${id}`, owner.accessToken)).statusCode).toBe(404);
  });

  it('tests connections with human messages and validates what it stores', async () => {
    const { owner, project } = await setup();
    const test = (body: object) =>
      http.post('/api/inboxes/test-connection', { ...connection(), ...body }, owner.accessToken);
    expect(json(await test({}))).toEqual({ success: true, message: 'Connection successful' });
    expect(json(await test({ port: strictDovecot.port, password: 'nope' }))).toMatchObject({
      success: false,
      message: expect.stringMatching(/rejected the username or password/),
    });
    expect(json(await test({ port: 1 }))).toEqual({
      success: false,
      message: `The connection to ${dovecot.host}:1 was refused. Check the IMAP server address and port.`,
    });
    expect(json(await test({ host: 'no-such-host.invalid' }))).toMatchObject({
      message:
        'The server name "no-such-host.invalid" could not be found. Check the IMAP server address.',
    });

    const base = {
      name: 'B',
      emailAddress: 'b@example.com',
      ...connection(),
      projectId: project._id,
    };
    const wrong = await http.post('/api/inboxes', { ...base, port: 1 }, owner.accessToken);
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toMatch(/was refused/);
    const future = await http.post(
      '/api/inboxes',
      { ...base, syncFromDate: '2999-01-01' },
      owner.accessToken,
    );
    expect(json(future).message).toBe('The sync-from date cannot be in the future');
    const gmail = await http.post(
      '/api/inboxes',
      { ...base, provider: 'gmail' },
      owner.accessToken,
    );
    expect(gmail.statusCode).toBe(400);
  });

  it('enforces the email-account limit of the owner plan', async () => {
    const user = await registerUser(t.app);
    const project = await createProject(t.app, user.accessToken, { name: 'Free' });
    const body = {
      name: 'A',
      emailAddress: 'a@example.com',
      ...connection(),
      projectId: project._id,
      syncFromDate: new Date().toISOString(),
    };
    expect((await http.post('/api/inboxes', body, user.accessToken)).statusCode).toBe(201);
    const second = await http.post('/api/inboxes', body, user.accessToken);
    expect(second.statusCode).toBe(403);
    expect(json(second)).toEqual({
      message: 'Your Free plan allows 1 email account. Upgrade to Professional for more.',
      code: 'plan_limit',
    });
  });

  it('counts mail and attachments in the project stats', async () => {
    const { accountant, project } = await setup();
    const stats = json(
      await http.get(`/api/projects/${project._id}/stats`, accountant.accessToken),
    );
    expect(stats).toMatchObject({
      emails: { total: 2, processed: 1, pending: 1 },
      attachments: { total: 3, processed: 0 },
    });
  });
});
