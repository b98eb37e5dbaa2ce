/**
 * Many processes, one truth (issue 19): 2 web + 2 worker + scheduler + smtp, each the real server
 * entry in its own process, on one PostgreSQL cluster and one S3-protocol bucket (s3rver, a
 * stand-in for S3 on loopback), with a real Dovecot. IMAP sync and SMTP intake run while a worker
 * is SIGKILLed and replaced and while PostgreSQL restarts; at the end every mail is stored exactly
 * once, every PDF is exactly one document and every stored file is in the bucket, whole.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start as startDovecot, type DovecotServer } from '@papertray/test-servers/dovecot';
import { startPostgres, type PostgresServer } from '@papertray/test-servers/postgres';
import { verifyStorage } from '../src/modules/backup/storage-verification';
import type { DatabaseHandle } from '../src/platform/db/database';
import { openPostgres } from '../src/platform/db/postgres';
import {
  attachments,
  documentAttachments,
  documents,
  emails,
  users,
} from '../src/platform/db/schema';
import { S3Storage } from '../src/platform/storage/s3-storage';
import { freePort, startAppProcess, stopAppProcess, type AppProcess } from './multi-process/app-process';
import {
  appendImap,
  deliverSmtp,
  makeMails,
  sha256,
  type SentMail,
} from './multi-process/mail-traffic';

const IMAP_SEEDED = 120;
const IMAP_LIVE = 30;
const SMTP_MAILS = 100;
const PDF_EVERY = 5;
const BUCKET = 'papertray-multi';
const MAILBOX = { user: 'firm', password: 'pw-firm' };
const MAIL_DOMAIN = 'in.multi.test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `predicate` (errors count as false) until it holds; `check` may throw to stop early. */
async function waitFor(
  what: string,
  predicate: () => Promise<boolean>,
  timeoutMs: number,
  check: () => void = () => {},
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate().catch(() => false))) {
    check();
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(200);
  }
}

describe('2 web + 2 worker + scheduler + smtp on PostgreSQL and S3', () => {
  let pg: PostgresServer;
  let s3: S3rver;
  let s3Dir: string;
  let s3Endpoint: string;
  let dovecot: DovecotServer;
  let dataRoot: string;
  let databaseUrl: string;
  let database: DatabaseHandle | null = null;
  let storage: S3Storage;
  const apps: AppProcess[] = [];
  const killed = new Set<AppProcess>();
  /** Fails at once when a process died that the test did not kill, with its last output. */
  const allRunning = () => {
    const dead = apps.find((app) => !killed.has(app) && app.child.exitCode !== null);
    if (dead) throw new Error(`${dead.name} exited (${dead.child.exitCode}):\n${dead.output().slice(-6000)}`);
  };
  const imapMails = makeMails('imap', IMAP_SEEDED + IMAP_LIVE, PDF_EVERY);
  const smtpMails = makeMails('smtp', SMTP_MAILS, PDF_EVERY);
  // What a deployment shares through its environment (every process has its own data dir).
  const sharedKeys = {
    jwt: randomBytes(32).toString('hex'),
    encryption: randomBytes(32).toString('hex'),
    altcha: randomBytes(32).toString('hex'),
  };

  beforeAll(async () => {
    dataRoot = await mkdtemp(path.join(tmpdir(), 'papertray-multi-'));
    s3Dir = await mkdtemp(path.join(tmpdir(), 'papertray-multi-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const [server, s3Address, mailServer] = await Promise.all([
      startPostgres(),
      s3.run(),
      startDovecot({ users: [MAILBOX] }),
    ]);
    pg = server;
    dovecot = mailServer;
    s3Endpoint = `http://127.0.0.1:${s3Address.port}`;
    databaseUrl = await pg.createDatabase('papertray');
    await appendImap(dovecot, MAILBOX, imapMails.slice(0, IMAP_SEEDED), 0);
  }, 60_000);

  afterAll(async () => {
    // Whatever happened: no process outlives the test.
    await Promise.all(apps.map((app) => stopAppProcess(app, 5_000)));
    await database?.close().catch(() => {});
    await storage?.close();
    await Promise.allSettled([pg?.stop(), s3?.close(), dovecot?.stop()]);
    await rm(dataRoot, { recursive: true, force: true });
    await rm(s3Dir, { recursive: true, force: true });
  }, 60_000);

  function startRole(name: string, roles: string, extra: Record<string, string> = {}) {
    const app = startAppProcess(name, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      ROLES: roles,
      // As in separate containers: a data dir each, keys shared through the environment.
      DATA_DIR: path.join(dataRoot, name),
      DATABASE_URL: databaseUrl,
      STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      JWT_SECRET: sharedKeys.jwt,
      ENCRYPTION_KEY: sharedKeys.encryption,
      ALTCHA_HMAC_KEY: sharedKeys.altcha,
      BOT_CHECK: 'off',
      AUTH_RATE_LIMIT: '1000',
      MAIL_DOMAIN,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '0',
      SMTP_GREETING_PAUSE: 'never',
      SMTP_RATE_LIMIT_PER_MINUTE: '100000',
      INBOX_SYNC_INTERVAL_MINUTES: '1',
      // A SIGKILLed worker's inbox lease runs out in seconds, not the default two minutes.
      INBOX_SYNC_LEASE_SECONDS: '5',
      ...extra,
    });
    apps.push(app);
    return app;
  }

  async function countsOf(projectId: string) {
    const db = database!.db;
    const bySource = await db
      .select({ source: emails.source, n: count() })
      .from(emails)
      .where(eq(emails.projectId, projectId))
      .groupBy(emails.source);
    const [docs] = await db
      .select({ n: count() })
      .from(documents)
      .where(eq(documents.projectId, projectId));
    const n = (source: string) => Number(bySource.find((r) => r.source === source)?.n ?? 0);
    return { imap: n('imap'), smtp: n('smtp'), documents: Number(docs?.n ?? 0) };
  }

  it('stores every IMAP and SMTP mail exactly once through a worker SIGKILL and a PostgreSQL restart', async () => {
    const t0 = Date.now();
    const smtpPort = await freePort();
    const web1 = startRole('web-1', 'web');
    const web2 = startRole('web-2', 'web');
    const worker1 = startRole('worker-1', 'worker');
    startRole('worker-2', 'worker');
    startRole('scheduler', 'scheduler');
    const smtp = startRole('smtp', 'smtp', { SMTP_PORT: String(smtpPort) });
    const [url1, url2] = await Promise.all(apps.map((app) => app.listening));
    await smtp.listening;
    const startedMs = Date.now() - t0;
    database = await openPostgres({ url: databaseUrl, migrate: false, maxConnections: 2 });
    storage = new S3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: s3Endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });

    // web-1: an account, a project, the Dovecot mailbox connected to it.
    const call = async (base: string, method: string, url: string, token?: string, body?: unknown) => {
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
    };
    const email = `owner-${randomBytes(4).toString('hex')}@multi.test`;
    const { accessToken } = (await call(url1!, 'POST', '/api/auth/register', undefined, {
      name: 'Firm Owner',
      email,
      password: 'correct horse battery',
    })) as { accessToken: string };
    // 250 mails a month is beyond the free plan; an operator would run `set-plan`.
    await database.db.update(users).set({ plan: 'enterprise' }).where(eq(users.email, email));
    const project = await call(url1!, 'POST', '/api/projects', accessToken, { name: 'Firm' });
    const projectId = project._id as string;
    const inbox = await call(url1!, 'POST', '/api/inboxes', accessToken, {
      name: 'Firm mailbox',
      emailAddress: 'firm@multi.test',
      host: dovecot.host,
      port: dovecot.port,
      username: MAILBOX.user,
      password: MAILBOX.password,
      security: 'none',
      projectId,
      syncFromDate: '2000-01-01',
    });

    // web-2 sees the same data with web-1's token (one JWT secret, one database).
    expect(await call(url2!, 'GET', `/api/projects/${projectId}`, accessToken)).toEqual(
      await call(url1!, 'GET', `/api/projects/${projectId}`, accessToken),
    );
    const inboxOn2 = await call(url2!, 'GET', `/api/inboxes/${inbox._id as string}`, accessToken);
    expect(inboxOn2).toMatchObject({ _id: inbox._id, projectId, host: dovecot.host });
    const address = (await call(url2!, 'GET', `/api/projects/${projectId}/email`, accessToken))
      .fullEmail as string;
    expect(address).toMatch(new RegExp(`@${MAIL_DOMAIN.replace(/\./g, '\\.')}$`));

    // Traffic: SMTP intake and new IMAP mail, while the first sync is still running.
    const trafficStart = Date.now();
    const deadline = trafficStart + 90_000;
    const smtpDone = deliverSmtp(smtpPort, address, smtpMails, {
      concurrency: 2,
      pauseMs: 80,
      deadline,
    });
    smtpDone.catch(() => {});
    const imapDone = appendImap(dovecot, MAILBOX, imapMails.slice(IMAP_SEEDED), 250);
    imapDone.catch(() => {});

    // Fault 1: SIGKILL a worker once the sync is under way; a replacement starts.
    await waitFor('the sync to be under way', async () => (await countsOf(projectId)).imap >= 20, 60_000, allRunning);
    killed.add(worker1);
    worker1.child.kill('SIGKILL');
    expect((await worker1.exited).signal).toBe('SIGKILL');
    const atKill = await countsOf(projectId);
    const worker3 = startRole('worker-3', 'worker');

    // Fault 2: restart PostgreSQL while everything runs; nobody is restarted with it.
    await waitFor('SMTP intake to be under way', async () => (await countsOf(projectId)).smtp >= 30, 60_000, allRunning);
    const restartAt = Date.now();
    await pg.restart({ downMs: 1_500 });
    const atRestart = { ...(await countsOf(projectId)), downMs: Date.now() - restartAt };

    const smtpStats = await smtpDone.catch((error: Error) => {
      allRunning();
      throw error;
    });
    await imapDone;
    await worker3.listening;

    // Settle: every mail and document is there, and nothing more appears.
    const pdfs = [...imapMails, ...smtpMails].filter((m) => m.pdfSha256 !== null);
    const expected = { imap: imapMails.length, smtp: smtpMails.length, documents: pdfs.length };
    let last = await countsOf(projectId);
    await waitFor(
      'every mail and document',
      async () => {
        last = await countsOf(projectId);
        return last.imap >= expected.imap && last.smtp >= expected.smtp && last.documents >= expected.documents;
      },
      deadline - Date.now() + 30_000,
      allRunning,
    ).catch((error: Error) => {
      throw new Error(`${error.message}: have ${JSON.stringify(last)}, want ${JSON.stringify(expected)}`);
    });
    const settledMs = Date.now() - trafficStart;
    await sleep(3_000);
    expect(await countsOf(projectId)).toEqual(expected);

    // Exactly once, by content: each sent mail is one row holding exactly its bytes.
    await expectExactlyOnce(database, projectId, 'imap', imapMails);
    await expectExactlyOnce(database, projectId, 'smtp', smtpMails);
    // Every PDF is one document, made of exactly its attachment.
    const docs = await database.db
      .select({ id: documents.id, fileKey: documents.fileKey })
      .from(documents)
      .where(eq(documents.projectId, projectId));
    expect(docs.map((d) => d.fileKey).sort()).toEqual(pdfs.map((m) => m.pdfSha256).sort());
    const links = await database.db
      .select({ documentId: documentAttachments.documentId })
      .from(documentAttachments)
      .where(inArray(documentAttachments.documentId, docs.map((d) => d.id)));
    expect(links).toHaveLength(pdfs.length);
    // Every file a row names is in the bucket and hashes to its key.
    const report = await verifyStorage(database, storage);
    expect(report.missing).toEqual([]);
    expect(report.damaged).toEqual([]);
    expect(report.checked).toBeGreaterThanOrEqual(expected.imap + expected.smtp + 2 * pdfs.length);

    // Every process that was not killed is still the one started, and stops cleanly on SIGTERM.
    allRunning();
    const survivors = apps.filter((app) => !killed.has(app));
    const stops = await Promise.all(survivors.map((app) => stopAppProcess(app)));
    expect(stops.map((s, i) => [survivors[i]!.name, s.code, s.killed])).toEqual(
      survivors.map((app) => [app.name, 0, false]),
    );

    const mails = expected.imap + expected.smtp;
    console.info(
      `multi-process: ${apps.length} processes up in ${startedMs} ms; ${mails} mails + ` +
        `${expected.documents} documents settled ${settledMs} ms after traffic began ` +
        `(${((mails * 1000) / settledMs).toFixed(1)} mails/s); at the SIGKILL ${JSON.stringify(atKill)}, ` +
        `at the restart ${JSON.stringify(atRestart)}; SMTP retries ${smtpStats.retries} ` +
        `(${smtpStats.lastErrors.join(' | ')}); load ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ` +
        `total ${Date.now() - t0} ms`,
    );
  }, 170_000);
});

async function expectExactlyOnce(
  database: DatabaseHandle,
  projectId: string,
  source: 'imap' | 'smtp',
  sent: SentMail[],
) {
  const rows = await database.db
    .select({ id: emails.id, messageId: emails.messageId, rawKey: emails.rawKey })
    .from(emails)
    .where(and(eq(emails.projectId, projectId), eq(emails.source, source)));
  expect(rows).toHaveLength(sent.length);
  const byMessageId = new Map(rows.map((row) => [row.messageId, row]));
  expect(byMessageId.size).toBe(sent.length);
  for (const mail of sent) {
    const row = byMessageId.get(mail.messageId);
    expect(row, `${source} ${mail.messageId} missing`).toBeDefined();
    expect(row!.rawKey, `${source} ${mail.messageId} stored other bytes`).toBe(sha256(mail.raw));
  }
  const files = await database.db
    .select({ emailId: attachments.emailId, sha256: attachments.sha256 })
    .from(attachments)
    .where(inArray(attachments.emailId, rows.map((row) => row.id)));
  const expectedFiles = sent
    .filter((mail) => mail.pdfSha256 !== null)
    .map((mail) => `${byMessageId.get(mail.messageId)!.id} ${mail.pdfSha256}`);
  expect(files.map((f) => `${f.emailId} ${f.sha256}`).sort()).toEqual(expectedFiles.sort());
}
