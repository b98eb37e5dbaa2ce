/**
 * `npm run bench:load` (issue 19): mixed load against the multi-process setup. PostgreSQL,
 * s3rver (an S3-protocol stand-in) and Dovecot are started on loopback, then 2 web + 2 worker +
 * scheduler + smtp processes, each the real server entry (test/multi-process/app-process.ts).
 * ACCOUNTS accounts with one project each get a few uploaded documents; the first IMAP_ACCOUNTS
 * connect a Dovecot mailbox holding IMAP_SEEDED mails. Then USERS virtual users (think time
 * about THINK_MS between requests) spread over both web processes list, open, review (approve /
 * back to the tray) and upload for --duration seconds (default 600), while mail arrives over SMTP
 * and in the mailboxes. Prints requests/s, per route class count / p50 / p99 / max, 4xx / 5xx,
 * SMTP mails accepted, IMAP mails synced, RSS per process every 10 s, the load average, and
 * whether the targets held: zero 5xx, p99 <= 200 ms for reads, no RSS growth after warm-up.
 *
 * `npm run bench:load -- --duration 60` for a quick run; --users, --accounts, --think-ms,
 * --smtp-per-s, --imap-per-s change the mix.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { count, eq, inArray } from 'drizzle-orm';
import S3rver from 's3rver';
import { start as startDovecot, type DovecotServer } from '@papertray/test-servers/dovecot';
import { startPostgres, type PostgresServer } from '@papertray/test-servers/postgres';
import { tinyPdf } from '../src/modules/inboxes/testing/mail-fixtures';
import type { DatabaseHandle } from '../src/platform/db/database';
import { openPostgres } from '../src/platform/db/postgres';
import { emails, users } from '../src/platform/db/schema';
import {
  freePort,
  roleEnv,
  startAppProcess,
  stopAppProcess,
  type AppProcess,
} from '../test/multi-process/app-process';
import { call } from '../test/multi-process/checks';
import { pidCpuMs, postgresCpuMs, processCpuMs } from './support/cpu-time';
import { LoadStats, READ_CLASSES } from './support/load-stats';
import { imapArrivals, seedMailbox, smtpLoad, type ImapMailbox } from './support/mail-load';
import { rssGrowth, sampleRss } from './support/rss-sampler';
import { runVirtualUsers, type Account } from './support/virtual-users';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string' },
    users: { type: 'string' },
    accounts: { type: 'string' },
    'think-ms': { type: 'string' },
    'smtp-per-s': { type: 'string' },
    'imap-per-s': { type: 'string' },
  },
});
const DURATION_S = Number(args.duration ?? 600);
const USERS = Number(args.users ?? 100);
const ACCOUNTS = Number(args.accounts ?? 20);
const THINK_MS = Number(args['think-ms'] ?? 1000);
const SMTP_PER_S = Number(args['smtp-per-s'] ?? 1);
const IMAP_PER_S = Number(args['imap-per-s'] ?? 0.5);
const SEED_DOCUMENTS = 5;
const IMAP_ACCOUNTS = 4;
/** Per mailbox, there before it is connected. */
const IMAP_SEEDED = 75;
const RSS_EVERY_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** After the load, how long SMTP and IMAP mail may take to be stored. */
const SETTLE_MS = 90_000;
const READ_P99_TARGET_MS = 200;
const BUCKET = 'papertray-load';
const MAIL_DOMAIN = 'in.load.test';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Infra {
  pg: PostgresServer;
  s3: S3rver;
  s3Endpoint: string;
  dovecot: DovecotServer;
  dirs: string[];
}

async function startInfra(mailboxes: { user: string; password: string }[]): Promise<Infra> {
  const s3Dir = await mkdtemp(path.join(tmpdir(), 'papertray-load-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const [pg, s3Address, dovecot] = await Promise.all([
    startPostgres(),
    s3.run(),
    startDovecot({ users: mailboxes }),
  ]);
  return { pg, s3, s3Endpoint: `http://127.0.0.1:${s3Address.port}`, dovecot, dirs: [s3Dir] };
}

async function upload(base: string, account: Account, label: string) {
  const form = new FormData();
  form.set('projectId', account.projectId);
  form.set('source', 'manual_upload');
  const pdf = new Uint8Array(tinyPdf(`load seed ${label} ${randomBytes(6).toString('hex')}`));
  form.set('file', new Blob([pdf], { type: 'application/pdf' }), `${label}.pdf`);
  const response = await fetch(`${base}/api/documents/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}` },
    body: form,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`seed upload: ${response.status} ${text}`);
  account.documentIds.push((JSON.parse(text) as { document: { _id: string } }).document._id);
}

/** Accounts with a project, documents and (the first few) a connected mailbox. */
async function seed(
  bases: string[],
  database: DatabaseHandle,
  mailboxes: ImapMailbox[],
): Promise<{ accounts: Account[]; addresses: string[]; inboxIds: string[] }> {
  const accounts: Account[] = [];
  const addresses: string[] = [];
  const inboxIds: string[] = [];
  const run = randomBytes(3).toString('hex');
  for (let i = 0; i < ACCOUNTS; i++) {
    const base = bases[i % bases.length]!;
    const email = `load-${run}-${i}@load.test`;
    const { accessToken } = (await call(base, 'POST', '/api/auth/register', undefined, {
      name: `Load User ${i}`,
      email,
      password: 'correct horse battery',
    })) as { accessToken: string };
    // The mail of a 10-minute run is beyond the free plan; an operator would run `set-plan`.
    await database.db.update(users).set({ plan: 'enterprise' }).where(eq(users.email, email));
    const project = await call(base, 'POST', '/api/projects', accessToken, { name: `Firm ${i}` });
    const account: Account = {
      token: accessToken,
      projectId: String(project._id),
      documentIds: [],
    };
    for (let d = 0; d < SEED_DOCUMENTS; d++) await upload(base, account, `seed-${i}-${d}`);
    const mail = await call(base, 'GET', `/api/projects/${account.projectId}/email`, accessToken);
    addresses.push(String(mail.fullEmail));
    const mailbox = mailboxes[i];
    if (mailbox) {
      const inbox = await call(base, 'POST', '/api/inboxes', accessToken, {
        name: mailbox.user,
        emailAddress: `${mailbox.user}@load.test`,
        host: mailbox.server.host,
        port: mailbox.server.port,
        username: mailbox.user,
        password: mailbox.password,
        security: 'none',
        projectId: account.projectId,
        syncFromDate: '2000-01-01',
      });
      inboxIds.push(String(inbox._id));
    }
    accounts.push(account);
  }
  return { accounts, addresses, inboxIds };
}

async function mailCounts(database: DatabaseHandle, inboxIds: string[]) {
  const [smtp] = await database.db
    .select({ n: count() })
    .from(emails)
    .where(eq(emails.source, 'smtp'));
  const [imap] = await database.db
    .select({ n: count() })
    .from(emails)
    .where(inArray(emails.inboxId, inboxIds));
  return { smtp: Number(smtp?.n ?? 0), imap: Number(imap?.n ?? 0) };
}

function printRss(samples: ReturnType<typeof sampleRss>['samples']) {
  console.log('\nRSS per process over time, MB: VmRSS / RssAnon (heap and other anonymous memory)');
  console.table(
    samples.map((s) => ({
      's since start': s.atS,
      ...Object.fromEntries(
        Object.entries(s.mb).map(([name, mb]) => {
          const anon = s.anonMb[name];
          const show = (v: number | null | undefined) => (v == null ? '-' : Math.round(v));
          return [name, `${show(mb)} / ${show(anon)}`];
        }),
      ),
    })),
  );
}

async function main() {
  const t0 = Date.now();
  const mailboxUsers = Array.from({ length: IMAP_ACCOUNTS }, (_, i) => ({
    user: `box${i}`,
    password: `pw-box-${i}`,
  }));
  const dataRoot = await mkdtemp(path.join(tmpdir(), 'papertray-load-'));
  const apps: AppProcess[] = [];
  let infra: Infra | null = null;
  let database: DatabaseHandle | null = null;
  let stopping = false;
  const cleanup = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all(apps.map((app) => stopAppProcess(app, 5_000)));
    await database?.close().catch(() => {});
    if (infra) {
      await Promise.allSettled([infra.pg.stop(), infra.s3.close(), infra.dovecot.stop()]);
      for (const dir of infra.dirs) await rm(dir, { recursive: true, force: true });
    }
    await rm(dataRoot, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping every process`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  try {
    console.log(`starting PostgreSQL, s3rver, Dovecot (load ${load()})`);
    infra = await startInfra(mailboxUsers);
    const mailboxes: ImapMailbox[] = mailboxUsers.map((u) => ({ server: infra!.dovecot, ...u }));
    const databaseUrl = await infra.pg.createDatabase('papertray');
    await Promise.all(mailboxes.map((mailbox) => seedMailbox(mailbox, IMAP_SEEDED)));

    const keys = {
      jwt: randomBytes(32).toString('hex'),
      encryption: randomBytes(32).toString('hex'),
      altcha: randomBytes(32).toString('hex'),
    };
    console.log('starting 2 web, 2 worker, scheduler and smtp processes');
    const smtpPort = await freePort();
    const start = (name: string, roles: string) => {
      const env = roleEnv(name, roles, {
        databaseUrl,
        s3Endpoint: infra!.s3Endpoint,
        bucket: BUCKET,
        dataRoot,
        keys,
        mailDomain: MAIL_DOMAIN,
        smtpPort,
      });
      // Only the smtp process listens for mail.
      if (roles !== 'smtp') env.SMTP_PORT = '0';
      const app = startAppProcess(name, env);
      apps.push(app);
      return app;
    };
    const web = [start('web-1', 'web'), start('web-2', 'web')];
    start('worker-1', 'worker');
    start('worker-2', 'worker');
    start('scheduler', 'scheduler');
    start('smtp', 'smtp');
    const bases = await Promise.all(web.map((app) => app.listening));
    await Promise.all(apps.map((app) => app.listening));
    const startedMs = Date.now() - t0;
    database = await openPostgres({ url: databaseUrl, migrate: false, maxConnections: 2 });

    const seeded = await seed(bases, database, mailboxes);
    console.log(
      `6 processes up and ${ACCOUNTS} accounts seeded (${ACCOUNTS * SEED_DOCUMENTS} uploads, ` +
        `${IMAP_ACCOUNTS} mailboxes of ${IMAP_SEEDED} mails) in ${((Date.now() - t0) / 1000).toFixed(0)} s ` +
        `(processes up after ${(startedMs / 1000).toFixed(0)} s)`,
    );

    console.log(`${USERS} virtual users for ${DURATION_S} s (load ${load()})`);
    const loadAtStart = load();
    const rss = sampleRss(
      () => apps.map((app) => ({ name: app.name, pid: app.child.pid! })),
      RSS_EVERY_MS,
    );
    const crashed: string[] = [];
    const watch = setInterval(() => {
      for (const app of apps) {
        if (app.child.exitCode !== null && !crashed.includes(app.name)) crashed.push(app.name);
      }
    }, 1000);
    // CPU time of each part during the run: how much of the machine the setup itself used.
    const cpuOf = (): Record<string, number> => ({
      ...Object.fromEntries(apps.map((app) => [app.name, pidCpuMs(app.child.pid!) ?? 0])),
      postgresql: postgresCpuMs(path.join(infra!.pg.dir, 'data')) ?? 0,
      'bench (clients)': processCpuMs(),
    });
    const cpuAtStart = cpuOf();
    const stats = new LoadStats();
    const runStarted = performance.now();
    const deadline = Date.now() + DURATION_S * 1000;
    const smtpDone = smtpLoad(smtpPort, seeded.addresses, SMTP_PER_S, deadline);
    const imapDone = imapArrivals(mailboxes, IMAP_PER_S, deadline);
    await runVirtualUsers({
      bases,
      accounts: seeded.accounts,
      users: USERS,
      thinkMs: THINK_MS,
      deadline,
      stats,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
    });
    const runS = (performance.now() - runStarted) / 1000;
    const cpuAtEnd = cpuOf();
    const [smtp, imapAppended] = await Promise.all([smtpDone, imapDone]);
    rss.stop();
    clearInterval(watch);
    const loadAtEnd = load();
    const atEnd = await mailCounts(database, seeded.inboxIds);

    // Mail still in flight (queued SMTP mail, the next sync round) gets a while to land.
    const imapExpected = IMAP_ACCOUNTS * IMAP_SEEDED + imapAppended;
    const settleDeadline = Date.now() + SETTLE_MS;
    let settled = atEnd;
    console.log('load done; waiting for mail in flight to be stored');
    while (
      (settled.smtp < smtp.accepted || settled.imap < imapExpected) &&
      Date.now() < settleDeadline
    ) {
      await sleep(2_000);
      settled = await mailCounts(database, seeded.inboxIds);
    }

    const rows = stats.rows();
    console.log(
      `\n${USERS} virtual users (think time ${THINK_MS} ms ±50 %) on ${ACCOUNTS} accounts over ` +
        `2 web processes for ${runS.toFixed(0)} s; shared machine, load average (1/5/15 min) ` +
        `${loadAtStart} at start, ${loadAtEnd} at end`,
    );
    console.log(
      `requests/s overall: ${(stats.total() / runS).toFixed(1)} (${stats.total()} requests)`,
    );
    console.table(rows);
    for (const sample of stats.samples) console.log(`  ${sample}`);
    console.log(
      `SMTP: ${smtp.accepted} mails accepted (${smtp.deferred} deferred, ${smtp.refused} refused` +
        `${smtp.lastErrors.length ? `; last: ${smtp.lastErrors.at(-1)}` : ''}); ` +
        `${atEnd.smtp} stored at the end of the load, ${settled.smtp} after settling`,
    );
    console.log(
      `IMAP: ${imapAppended} mails appended during the run (+${IMAP_ACCOUNTS * IMAP_SEEDED} seeded); ` +
        `${atEnd.imap} of ${imapExpected} synced at the end of the load, ${settled.imap} after settling`,
    );
    const cpuParts = Object.entries(cpuAtEnd).map(([name, ms]) => {
      const used = (ms - (cpuAtStart[name] ?? 0)) / 1000;
      return `${name} ${used.toFixed(0)} s (${((used / runS) * 100).toFixed(0)} %)`;
    });
    console.log(`CPU during the run (share of one core): ${cpuParts.join(', ')}`);
    printRss(rss.samples);
    const growth = rssGrowth(rss.samples, runS);
    console.log('RssAnon peak (MB): before the last third -> in the last third:');
    for (const g of growth) {
      console.log(
        `  ${g.name}: ${g.beforeMb.toFixed(0)} -> ${g.lastMb.toFixed(0)}${g.grew ? '  GREW' : ''}`,
      );
    }

    const fiveXx = rows.reduce((n, r) => n + r['5xx'], 0);
    const noAnswer = rows.reduce((n, r) => n + r['no answer'], 0);
    const reads = rows.filter((r) => READ_CLASSES.includes(r.class));
    const readsOk = reads.every((r) => r['p99 ms'] <= READ_P99_TARGET_MS);
    const grew = growth.filter((g) => g.grew).map((g) => g.name);
    const verdict = (ok: boolean) => (ok ? 'met   ' : 'MISSED');
    console.log('');
    console.log(
      `${verdict(fiveXx === 0 && noAnswer === 0)} zero 5xx (${fiveXx} 5xx, ${noAnswer} without answer)`,
    );
    console.log(
      `${verdict(readsOk)} read p99 <= ${READ_P99_TARGET_MS} ms (` +
        reads.map((r) => `${r.class} ${r['p99 ms']} ms`).join(', ') +
        ')',
    );
    console.log(
      `${verdict(grew.length === 0)} no RSS growth after warm-up` +
        (grew.length ? ` (grew: ${grew.join(', ')})` : ''),
    );
    console.log(
      `${verdict(crashed.length === 0)} no process exited during the run` +
        (crashed.length ? ` (${crashed.join(', ')})` : ''),
    );
    for (const name of crashed) {
      console.log(
        `\n${name} output:\n${apps
          .find((a) => a.name === name)!
          .output()
          .slice(-4000)}`,
      );
    }
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
