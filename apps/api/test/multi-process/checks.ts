import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../src/platform/db/database';
import { attachments, emails } from '../../src/platform/db/schema';
import { sha256, type SentMail } from './mail-traffic';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `predicate` (errors count as false) until it holds; `check` may throw to stop early. */
export async function waitFor(
  what: string,
  predicate: () => Promise<boolean>,
  timeoutMs: number,
  check: () => void = () => {},
  intervalMs = 200,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate().catch(() => false))) {
    check();
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/** JSON over HTTP to one of the web processes; throws on any non-2xx answer. */
export async function call(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} on ${base}: ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Each sent mail is one row of its inbox (or of SMTP), holding exactly its bytes and its PDF. */
export async function expectExactlyOnce(
  database: DatabaseHandle,
  projectId: string,
  /** The IMAP inbox, or null for mail received over SMTP. */
  inboxId: string | null,
  sent: SentMail[],
) {
  const what = inboxId ? `inbox ${inboxId}` : 'SMTP';
  const rows = await database.db
    .select({ id: emails.id, messageId: emails.messageId, rawKey: emails.rawKey })
    .from(emails)
    .where(
      and(
        eq(emails.projectId, projectId),
        inboxId ? eq(emails.inboxId, inboxId) : eq(emails.source, 'smtp'),
      ),
    );
  expect(rows, what).toHaveLength(sent.length);
  const byMessageId = new Map(rows.map((row) => [row.messageId, row]));
  expect(byMessageId.size, what).toBe(sent.length);
  for (const mail of sent) {
    const row = byMessageId.get(mail.messageId);
    expect(row, `${what}: ${mail.messageId} missing`).toBeDefined();
    expect(row!.rawKey, `${what}: ${mail.messageId} stored other bytes`).toBe(sha256(mail.raw));
  }
  const files = await database.db
    .select({ emailId: attachments.emailId, sha256: attachments.sha256 })
    .from(attachments)
    .where(
      inArray(
        attachments.emailId,
        rows.map((row) => row.id),
      ),
    );
  const expectedFiles = sent
    .filter((mail) => mail.pdfSha256 !== null)
    .map((mail) => `${byMessageId.get(mail.messageId)!.id} ${mail.pdfSha256}`);
  expect(files.map((f) => `${f.emailId} ${f.sha256}`).sort(), what).toEqual(expectedFiles.sort());
}
