/**
 * Many processes, one truth (issue 19): 2 web + 2 worker + scheduler + smtp, each the real server
 * entry in its own process, on one PostgreSQL cluster and one S3-protocol bucket (s3rver, a
 * stand-in for S3 on loopback), with a real Dovecot. IMAP sync and SMTP intake run while a worker
 * is SIGKILLed and replaced and while PostgreSQL restarts; at the end every mail is stored exactly
 * once, every PDF is exactly one document and every stored file is in the bucket, whole.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start as startDovecot, type DovecotServer } from '@papertray/test-servers/dovecot';
import { startPostgres, type PostgresServer } from '@papertray/test-servers/postgres';
import { verifyStorage } from '../src/modules/backup/storage-verification';
import type { DatabaseHandle } from '../src/platform/db/database';
import { openPostgres } from '../src/platform/db/postgres';
import { documentAttachments, documents, emails, users } from '../src/platform/db/schema';
import { S3Storage } from '../src/platform/storage/s3-storage';
import { call, expectExactlyOnce, sleep, waitFor } from './multi-process/checks';
import { pidsConnectedTo } from './multi-process/proc-sockets';
import {
  freePort,
  roleEnv,
  startAppProcess,
  stopAppProcess,
  type AppProcess,
} from './multi-process/app-process';
import { appendImap, deliverSmtp, makeMails } from './multi-process/mail-traffic';

/** Per mailbox already there when it is connected; mailbox A gets IMAP_LIVE more meanwhile. */
const SEEDED = 250;
const IMAP_LIVE = 20;
const SMTP_MAILS = 100;
const PDF_EVERY = 10;
const BUCKET = 'papertray-multi';
const MAILBOX = { user: 'firm', password: 'pw-firm' };
const MAIL_DOMAIN = 'in.multi.test';

describe('2 web + 2 worker + scheduler + smtp on PostgreSQL and S3', () => {
  let pg: PostgresServer;
  let s3: S3rver;
  let s3Dir: string;
  let s3Endpoint: string;
  /** Two IMAP servers, so a worker's connection tells which mailbox it is syncing. */
  let dovecotA: DovecotServer;
  let dovecotB: DovecotServer;
  let dataRoot: string;
  let databaseUrl: string;
  let database: DatabaseHandle | null = null;
  let storage: S3Storage | null = null;
  const apps: AppProcess[] = [];
  const killed = new Set<AppProcess>();
  /** Fails at once when a process died that the test did not kill, with its last output. */
  const allRunning = () => {
    const dead = apps.find((app) => !killed.has(app) && app.child.exitCode !== null);
    if (dead) {
      throw new Error(
        `${dead.name} exited (${dead.child.exitCode}):\n${dead.output().slice(-6000)}`,
      );
    }
  };
  const mailsA = makeMails('imap-a', SEEDED + IMAP_LIVE, PDF_EVERY);
  const mailsB = makeMails('imap-b', SEEDED, PDF_EVERY);
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
    const [server, s3Address, imapA, imapB] = await Promise.all([
      startPostgres(),
      s3.run(),
      startDovecot({ users: [MAILBOX] }),
      startDovecot({ users: [MAILBOX] }),
    ]);
    pg = server;
    dovecotA = imapA;
    dovecotB = imapB;
    s3Endpoint = `http://127.0.0.1:${s3Address.port}`;
    storage = new S3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: s3Endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    databaseUrl = await pg.createDatabase('papertray');
    await Promise.all([
      appendImap(dovecotA, MAILBOX, mailsA.slice(0, SEEDED), 0),
      appendImap(dovecotB, MAILBOX, mailsB, 0),
    ]);
  }, 60_000);

  afterAll(async () => {
    // Whatever happened: no process outlives the test.
    await Promise.all(apps.map((app) => stopAppProcess(app, 5_000)));
    const logDir = process.env.MULTI_PROCESS_LOG_DIR;
    if (logDir) {
      await mkdir(logDir, { recursive: true });
      for (const app of apps) await writeFile(path.join(logDir, `${app.name}.log`), app.output());
    }
    await database?.close().catch(() => {});
    await storage?.close();
    await Promise.allSettled([pg?.stop(), s3?.close(), dovecotA?.stop(), dovecotB?.stop()]);
    await rm(dataRoot, { recursive: true, force: true });
    await rm(s3Dir, { recursive: true, force: true });
  }, 60_000);

  function startRole(name: string, roles: string, extra: Record<string, string> = {}) {
    const app = startAppProcess(name, {
      ...roleEnv(name, roles, {
        databaseUrl,
        s3Endpoint,
        bucket: BUCKET,
        dataRoot,
        keys: sharedKeys,
        mailDomain: MAIL_DOMAIN,
      }),
      // A SIGKILLed worker's inbox lease runs out in seconds, not the default two minutes.
      INBOX_SYNC_LEASE_SECONDS: '5',
      ...extra,
    });
    apps.push(app);
    return app;
  }

  async function countsOf(projectId: string, inboxA: string, inboxB: string) {
    const db = database!.db;
    const byInbox = await db
      .select({ inboxId: emails.inboxId, source: emails.source, n: count() })
      .from(emails)
      .where(eq(emails.projectId, projectId))
      .groupBy(emails.inboxId, emails.source);
    const [docs] = await db
      .select({ n: count() })
      .from(documents)
      .where(eq(documents.projectId, projectId));
    const n = (pick: (row: (typeof byInbox)[number]) => boolean) =>
      byInbox.filter(pick).reduce((sum, row) => sum + Number(row.n), 0);
    return {
      a: n((row) => row.inboxId === inboxA),
      b: n((row) => row.inboxId === inboxB),
      smtp: n((row) => row.source === 'smtp'),
      documents: Number(docs?.n ?? 0),
    };
  }

  it('stores every IMAP and SMTP mail exactly once through a worker SIGKILL and a PostgreSQL restart', async () => {
    const t0 = Date.now();
    const smtpPort = await freePort();
    const web1 = startRole('web-1', 'web');
    const web2 = startRole('web-2', 'web');
    const workers = [startRole('worker-1', 'worker'), startRole('worker-2', 'worker')];
    startRole('scheduler', 'scheduler');
    startRole('smtp', 'smtp', { SMTP_PORT: String(smtpPort) });
    const [url1, url2] = await Promise.all([web1.listening, web2.listening]);
    await Promise.all(apps.map((app) => app.listening));
    const startedMs = Date.now() - t0;
    database = await openPostgres({ url: databaseUrl, migrate: false, maxConnections: 2 });

    // web-1: an account, a project, both mailboxes connected to it.
    const email = `owner-${randomBytes(4).toString('hex')}@multi.test`;
    const { accessToken } = (await call(url1!, 'POST', '/api/auth/register', undefined, {
      name: 'Firm Owner',
      email,
      password: 'correct horse battery',
    })) as { accessToken: string };
    // 620 mails a month is beyond the free plan; an operator would run `set-plan`.
    await database.db.update(users).set({ plan: 'enterprise' }).where(eq(users.email, email));
    const project = await call(url1!, 'POST', '/api/projects', accessToken, { name: 'Firm' });
    const projectId = project._id as string;
    const connect = async (name: string, server: DovecotServer) =>
      (
        await call(url1!, 'POST', '/api/inboxes', accessToken, {
          name,
          emailAddress: `${name}@multi.test`,
          host: server.host,
          port: server.port,
          username: MAILBOX.user,
          password: MAILBOX.password,
          security: 'none',
          projectId,
          syncFromDate: '2000-01-01',
        })
      )._id as string;
    const inboxA = await connect('a', dovecotA);
    const inboxB = await connect('b', dovecotB);

    // web-2 sees the same data with web-1's token (one JWT secret, one database).
    expect(await call(url2!, 'GET', `/api/projects/${projectId}`, accessToken)).toEqual(
      await call(url1!, 'GET', `/api/projects/${projectId}`, accessToken),
    );
    for (const [id, server] of [
      [inboxA, dovecotA],
      [inboxB, dovecotB],
    ] as const) {
      const seen = await call(url2!, 'GET', `/api/inboxes/${id}`, accessToken);
      expect(seen).toMatchObject({ _id: id, projectId, host: server.host, port: server.port });
    }
    const address = (await call(url2!, 'GET', `/api/projects/${projectId}/email`, accessToken))
      .fullEmail as string;
    expect(address.endsWith(`@${MAIL_DOMAIN}`)).toBe(true);

    // Traffic: SMTP intake and new mail in mailbox A, while the first syncs run.
    const trafficStart = Date.now();
    const deadline = trafficStart + 100_000;
    const smtpDone = deliverSmtp(smtpPort, address, smtpMails, {
      concurrency: 2,
      pauseMs: 60,
      deadline,
    });
    smtpDone.catch(() => {});
    const imapDone = appendImap(dovecotA, MAILBOX, mailsA.slice(SEEDED), 200);
    imapDone.catch(() => {});

    // Fault 1: SIGKILL the worker that is syncing mailbox A, once it has committed a chunk.
    // Workers hold IMAP connections only while they sync.
    let victim: AppProcess | undefined;
    await waitFor(
      'a worker in the middle of syncing mailbox A',
      async () => {
        const pids = workers.map((w) => w.child.pid!);
        const [pid] = await pidsConnectedTo(dovecotA.port, pids);
        victim = workers.find((w) => w.child.pid === pid);
        if (!victim) return false;
        // At least one chunk (50) committed, at least one still to come.
        const { a } = await countsOf(projectId, inboxA, inboxB);
        return a > 0 && a <= SEEDED - 50;
      },
      30_000,
      allRunning,
      20,
    );
    killed.add(victim!);
    victim!.child.kill('SIGKILL');
    expect((await victim!.exited).signal).toBe('SIGKILL');
    const atKill = await countsOf(projectId, inboxA, inboxB);
    expect(atKill.a).toBeLessThan(SEEDED);
    expect(atKill.a).toBeGreaterThan(0);

    // Fault 2: restart PostgreSQL while mailbox B is being synced and SMTP intake runs; no
    // process is restarted with it.
    const survivor = workers.find((w) => w !== victim)!;
    await waitFor(
      'the other worker in the middle of syncing mailbox B',
      async () => {
        const { b } = await countsOf(projectId, inboxA, inboxB);
        const syncing = await pidsConnectedTo(dovecotB.port, [survivor.child.pid!]);
        return syncing.length === 1 && b > 0 && b <= SEEDED - 50;
      },
      30_000,
      allRunning,
      20,
    );
    const beforeRestart = await countsOf(projectId, inboxA, inboxB);
    const restartAt = Date.now();
    await pg.restart({ downMs: 1_500 });
    const restart = { before: beforeRestart, ms: Date.now() - restartAt };
    // The replacement for the killed worker. (Started during the restart it would exit at once,
    // unable to open the database: at start a process fails fast and its supervisor restarts it.)
    workers.push(startRole('worker-3', 'worker'));

    const smtpStats = await smtpDone.catch((error: Error) => {
      allRunning();
      throw error;
    });
    await imapDone;
    await workers[2]!.listening;

    // Settle: every mail and document is there, and nothing more appears.
    const pdfs = [...mailsA, ...mailsB, ...smtpMails].filter((m) => m.pdfSha256 !== null);
    const expected = {
      a: mailsA.length,
      b: mailsB.length,
      smtp: smtpMails.length,
      documents: pdfs.length,
    };
    let last = await countsOf(projectId, inboxA, inboxB);
    await waitFor(
      'every mail and document',
      async () => {
        last = await countsOf(projectId, inboxA, inboxB);
        return (Object.keys(expected) as (keyof typeof expected)[]).every(
          (key) => last[key] >= expected[key],
        );
      },
      Math.max(deadline - Date.now(), 10_000),
      allRunning,
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}: have ${JSON.stringify(last)}, want ${JSON.stringify(expected)}`,
      );
    });
    const settledMs = Date.now() - trafficStart;
    await sleep(3_000);
    expect(await countsOf(projectId, inboxA, inboxB)).toEqual(expected);

    // Exactly once, by content: each sent mail is one row holding exactly its bytes.
    await expectExactlyOnce(database, projectId, inboxA, mailsA);
    await expectExactlyOnce(database, projectId, inboxB, mailsB);
    await expectExactlyOnce(database, projectId, null, smtpMails);
    // Every PDF is one document, made of exactly its attachment.
    const docs = await database.db
      .select({ id: documents.id, fileKey: documents.fileKey })
      .from(documents)
      .where(eq(documents.projectId, projectId));
    expect(docs.map((d) => d.fileKey).sort()).toEqual(pdfs.map((m) => m.pdfSha256).sort());
    const links = await database.db
      .select({ documentId: documentAttachments.documentId })
      .from(documentAttachments)
      .where(
        inArray(
          documentAttachments.documentId,
          docs.map((d) => d.id),
        ),
      );
    expect(links).toHaveLength(pdfs.length);
    // Every file a row names is in the bucket and hashes to its key.
    const report = await verifyStorage(database, storage!);
    expect(report.missing).toEqual([]);
    expect(report.damaged).toEqual([]);
    expect(report.checked).toBeGreaterThanOrEqual(expected.a + expected.b + expected.smtp);
    // Both mailboxes came back by themselves: no error left for the user, no back-off.
    for (const id of [inboxA, inboxB]) {
      expect(await call(url2!, 'GET', `/api/inboxes/${id}`, accessToken)).toMatchObject({
        isConnected: true,
        lastError: null,
      });
    }

    // Every process that was not killed is still the one started, and stops cleanly on SIGTERM.
    allRunning();
    const survivors = apps.filter((app) => !killed.has(app));
    const stops = await Promise.all(survivors.map((app) => stopAppProcess(app)));
    expect(stops.map((s, i) => [survivors[i]!.name, s.code, s.killed])).toEqual(
      survivors.map((app) => [app.name, 0, false]),
    );

    const mails = expected.a + expected.b + expected.smtp;
    console.info(
      [
        `multi-process: 6 processes up in ${startedMs} ms`,
        `${mails} mails (${expected.a}+${expected.b} IMAP, ${expected.smtp} SMTP) and ` +
          `${expected.documents} documents settled ${settledMs} ms after traffic began ` +
          `(${((mails * 1000) / settledMs).toFixed(1)} mails/s)`,
        `${victim!.name} SIGKILLed at ${JSON.stringify(atKill)}`,
        `PostgreSQL restarted at ${JSON.stringify(restart.before)} (${restart.ms} ms)`,
        `SMTP retries ${smtpStats.retries} (${smtpStats.lastErrors.at(-1) ?? 'none'})`,
        `load ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}; total ${Date.now() - t0} ms`,
      ].join('; '),
    );
  }, 170_000);
});
