import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEmailDetail, TProjectEmail } from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadSecrets } from '../../platform/secrets';
import { AttachmentViewTokens } from '../attachments/view-token';
import type { MailServices } from '../inboxes/mail-services';
import { appMailServices } from '../inboxes/testing/app-mail-services';
import { rawMail } from '../inboxes/testing/mail-fixtures';

const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** HTML with a script, a remote image, a cid image (its part below) and a link. */
function htmlMail(): Buffer {
  const boundary = 'html-page-boundary';
  return Buffer.from(
    [
      'From: Shop <news@shop.example>',
      'To: owner@example.com',
      'Subject: Your order',
      'Date: Mon, 02 Nov 2026 10:00:00 +0000',
      'Message-ID: <order-1@shop.example>',
      'MIME-Version: 1.0',
      `Content-Type: multipart/related; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Order <b>7</b></p><script>alert(1)</script>',
      '<img src="https://tracker.example/pixel.png" alt="pixel">',
      '<img src="cid:logo@shop" alt="logo"><a href="https://shop.example/o/7">Track</a>',
      `--${boundary}`,
      'Content-Type: image/png; name="logo.png"',
      'Content-ID: <logo@shop>',
      'Content-Disposition: inline; filename="logo.png"',
      'Content-Transfer-Encoding: base64',
      '',
      LOGO_PNG.toString('base64'),
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  );
}

describe.each(DB_KINDS)('the email HTML page on %s', (kind) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let mail: MailServices;

  beforeAll(async () => {
    t = await createTestApp(kind);
    http = api(t.app);
    ({ mail } = await appMailServices(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A member with one HTML mail and one plain mail in the project inbox. */
  async function setup() {
    const owner = await registerUser(t.app);
    const project = await createProject(t.app, owner.accessToken, { name: 'Shop' });
    const { inboxId } = json<TProjectEmail>(
      await http.get(`/api/projects/${project._id}/email`, owner.accessToken),
    );
    const ingest = (raw: Buffer) =>
      mail.ingest.ingestRawMessage({ projectId: project._id, inboxId, source: 'smtp', raw });
    const html = await ingest(htmlMail());
    const plain = await ingest(rawMail({ subject: 'Plain only' }));
    const detail = (id: string) =>
      http.get(`/api/emails/${id}`, owner.accessToken).then((r) => json<TEmailDetail>(r));
    return { owner, html: await detail(html.emailId), plain: await detail(plain.emailId) };
  }

  it('serves the sanitized HTML with its own strict CSP, remote images blocked', async () => {
    const { html, plain } = await setup();
    expect(html.htmlUrl).toMatch(new RegExp(`^/api/emails/${html._id}/html\\?token=`));
    expect(Date.parse(html.htmlUrlExpiresAt!)).toBeGreaterThan(Date.now());
    expect(plain).toMatchObject({ htmlUrl: null, htmlUrlExpiresAt: null });

    const page = await http.get(html.htmlUrl!);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(page.headers['content-security-policy']);
    expect(csp.split('; ')).toEqual([
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      "img-src 'self' data:",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'self'",
      'sandbox allow-popups allow-popups-to-escape-sandbox allow-same-origin',
    ]);
    expect(page.body).toMatch(/^<!doctype html>/);
    expect(page.body).toContain('<p>Order <b>7</b></p>');
    expect(page.body).not.toMatch(/<script|alert/);
    expect(page.body).not.toMatch(/\ssrc="https:\/\/tracker/);
    expect(page.body).toContain('data-remote-src="https://tracker.example/pixel.png"');
    expect(page.body).toContain('rel="noopener noreferrer"');

    // The cid: image points at the mail's own attachment, which then loads under 'self'.
    const cidSrc = /<img src="(\/api\/attachments\/[^"]+)"/.exec(page.body)?.[1];
    expect(cidSrc).toBeDefined();
    const logo = await http.get(cidSrc!.replaceAll('&amp;', '&'));
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(LOGO_PNG)).toBe(true);
  });

  it('lets https images in (CSP and markup) only when remoteImages=1', async () => {
    const { html } = await setup();
    const page = await http.get(`${html.htmlUrl!}&remoteImages=1`);
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain(
      "img-src 'self' data: https:;",
    );
    expect(page.body).toMatch(/\ssrc="https:\/\/tracker.example\/pixel.png"/);
    expect(page.body).not.toContain('data-remote-src');
    expect(page.body).not.toMatch(/<script|alert/);

    const blocked = await http.get(`${html.htmlUrl!}&remoteImages=0`);
    expect(String(blocked.headers['content-security-policy'])).not.toContain('https:');
    expect((await http.get(`${html.htmlUrl!}&remoteImages=yes`)).statusCode).toBe(400);
  });

  it('needs an unexpired token minted for that very mail', async () => {
    const { owner, html, plain } = await setup();
    const other = await setup();
    const token = new URL(html.htmlUrl!, 'http://x').searchParams.get('token')!;
    const url = (id: string, value: string) =>
      `/api/emails/${id}/html?token=${encodeURIComponent(value)}`;

    const noToken = await http.get(`/api/emails/${html._id}/html`);
    expect(noToken.statusCode).toBe(400);
    // Not even a signed-in member gets the page without the token.
    expect((await http.get(`/api/emails/${html._id}/html`, owner.accessToken)).statusCode).toBe(
      400,
    );
    expect((await http.get(url(html._id, owner.accessToken))).statusCode).toBe(403);
    expect((await http.get(url(other.html._id, token))).statusCode).toBe(403);
    expect((await http.get(url(html._id, 'garbage'))).statusCode).toBe(403);

    const secret = loadSecrets(t.config).jwtSecret;
    const expired = new AttachmentViewTokens(secret, -1_000).mint(`email-html:${html._id}`);
    const late = await http.get(url(html._id, expired.token));
    expect(late.statusCode).toBe(403);
    expect(json(late).message).toBe('This link is invalid or has expired. Open the email again.');
    // An attachment's view token is a different scope, even for the same id.
    const attachmentToken = new AttachmentViewTokens(secret).mint(html._id).token;
    expect((await http.get(url(html._id, attachmentToken))).statusCode).toBe(403);

    // A valid token for a mail without HTML finds no page.
    const plainToken = new AttachmentViewTokens(secret).mint(`email-html:${plain._id}`).token;
    expect((await http.get(url(plain._id, plainToken))).statusCode).toBe(404);
  });
});
