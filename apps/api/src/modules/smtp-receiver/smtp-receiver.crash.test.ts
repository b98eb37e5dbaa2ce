import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/databases';
import type { DatabaseHandle } from '../../platform/db/database';
import { attachments, emails } from '../../platform/db/schema';
import { rawMail, tinyPdf } from '../inboxes/testing/mail-fixtures';
import {
  TEST_MAIL_DOMAIN,
  projectWithAddress,
  removeDir,
  sendRaw,
} from './testing/receiver-harness';

const RECEIVER = path.join(import.meta.dirname, 'testing/receiver-process.ts');

/** Starts the receiver process; resolves with its port once it listens. */
function startReceiver(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', RECEIVER], {
    env: { ...process.env, MAIL_DOMAIN: TEST_MAIL_DOMAIN, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const port = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((how) => reject(new Error(`receiver exited (${how}): ${output}`)));
  });
  return { child, port, exited };
}

describe('a receiver killed after storing, before its 250 (PostgreSQL, separate process)', () => {
  let database: DatabaseHandle;
  let filesDir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    filesDir = await mkdtemp(path.join(tmpdir(), 'papertray-smtp-crash-'));
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await database?.close();
    await removeDir(filesDir);
  });

  it('keeps the mail exactly once when the sender retries against the restarted receiver', async () => {
    const { projectId, address } = await projectWithAddress(database);
    const url = (database as unknown as { pool: { options: { connectionString: string } } }).pool
      .options.connectionString;
    const raw = rawMail({
      subject: 'Invoice during a crash',
      attachments: [{ filename: 'inv.pdf', contentType: 'application/pdf', content: tinyPdf() }],
    });

    const doomed = startReceiver({
      DATABASE_URL: url,
      FILES_DIR: filesDir,
      SMTP_PORT: '0',
      PAPERTRAY_TEST_CRASH_AFTER_INGEST: '1',
    });
    children.push(doomed.child);
    const port = await doomed.port;
    const first = await sendRaw(port, [address], raw);
    // The sender never saw a 250: for it the delivery failed and the mail stays in its queue.
    expect(first.error).not.toBeNull();
    expect(await doomed.exited).toBe('SIGKILL');
    const afterCrash = await database.db
      .select({ id: emails.id })
      .from(emails)
      .where(eq(emails.projectId, projectId));
    expect(afterCrash).toHaveLength(1);

    // Restarted on the same port; the sender's retry carries the same bytes.
    const restarted = startReceiver({
      DATABASE_URL: url,
      FILES_DIR: filesDir,
      SMTP_PORT: String(port),
    });
    children.push(restarted.child);
    expect(await restarted.port).toBe(port);
    const retry = await sendRaw(port, [address], raw);
    expect(retry).toEqual({ accepted: [address], rejected: [], error: null });

    const stored = await database.db.select().from(emails).where(eq(emails.projectId, projectId));
    expect(stored.map((e) => [e.id, e.subject])).toEqual([
      [afterCrash[0]!.id, 'Invoice during a crash'],
    ]);
    const files = await database.db
      .select({ filename: attachments.filename })
      .from(attachments)
      .where(eq(attachments.emailId, stored[0]!.id));
    expect(files).toEqual([{ filename: 'inv.pdf' }]);
  }, 60_000);
});
