/**
 * `npm run bench:imap`: 2,000 messages (10% with a small PDF) in a real Dovecot, then
 * (a) a raw imapflow fetch of every source and (b) a full Papertray sync (parse, file store,
 * database) on PGlite (on disk) and on PostgreSQL 15. Prints messages/s, the ratio and peak RSS.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { start } from '@papertray/test-servers/dovecot';
import { startPostgres } from '@papertray/test-servers/postgres';
import { createMailServices } from '../src/modules/inboxes/mail-services';
import {
  rawMail,
  seedInbox,
  seedProject,
  tinyPdf,
} from '../src/modules/inboxes/testing/mail-fixtures';
import type { DatabaseHandle } from '../src/platform/db/database';
import { openPglite } from '../src/platform/db/pglite';
import { openPostgres } from '../src/platform/db/postgres';
import { DiskStorage } from '../src/platform/storage/disk-storage';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const USER = { user: 'bench', password: 'bench-password' };
/** BENCH_DATABASES=postgres (or pglite) measures one database alone, e.g. for its own peak RSS. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

function imapClient(port: number): ImapFlow {
  return new ImapFlow({
    host: '127.0.0.1',
    port,
    secure: false,
    doSTARTTLS: false,
    auth: { user: USER.user, pass: USER.password },
    logger: false,
    disableAutoIdle: true,
  });
}

async function seed(port: number): Promise<number> {
  const client = imapClient(port);
  await client.connect();
  let bytes = 0;
  for (let i = 0; i < MESSAGES; i++) {
    const raw = rawMail({
      subject: `Bench message ${i}`,
      text: `Message ${i}\n${'Lorem ipsum dolor sit amet. '.repeat(40)}`,
      attachments:
        i % 10 === 0
          ? [
              {
                filename: `invoice-${i}.pdf`,
                contentType: 'application/pdf',
                content: tinyPdf(`n${i}`),
              },
            ]
          : [],
    });
    bytes += raw.length;
    await client.append('INBOX', raw);
  }
  await client.logout();
  return bytes;
}

/** (a) What the IMAP transport alone delivers: every source, nothing done with it. */
async function rawFetch(port: number): Promise<number> {
  const client = imapClient(port);
  await client.connect();
  const lock = await client.getMailboxLock('INBOX');
  const started = performance.now();
  let count = 0;
  try {
    for await (const message of client.fetch('1:*', { uid: true, source: true }, { uid: true })) {
      if (message.source) count++;
    }
  } finally {
    lock.release();
  }
  const seconds = (performance.now() - started) / 1000;
  await client.logout();
  if (count !== MESSAGES) throw new Error(`raw fetch saw ${count} messages`);
  return count / seconds;
}

/** (b) The product's sync into a database and the file store. */
async function fullSync(database: DatabaseHandle, port: number, filesDir: string): Promise<number> {
  const mail = createMailServices({
    db: database.db,
    storage: await DiskStorage.open(filesDir),
    encryptionKey: randomBytes(32).toString('hex'),
    log: { warn: (...args: unknown[]) => console.error(...args), info: () => {} },
  });
  const { projectId } = await seedProject(database);
  const inbox = await seedInbox(database, mail.cipher, {
    projectId,
    server: { host: '127.0.0.1', port },
    user: USER.user,
    password: USER.password,
  });
  const started = performance.now();
  const outcome = await mail.sync.sync(inbox.id);
  const seconds = (performance.now() - started) / 1000;
  if (outcome.status !== 'done' || outcome.created !== MESSAGES) {
    throw new Error(`sync ended ${JSON.stringify(outcome)}`);
  }
  return MESSAGES / seconds;
}

const peakRssMb = () => process.resourceUsage().maxRSS / 1024;

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'papertray-bench-imap-'));
  const dovecot = await start({ users: [USER] });
  const postgres = await startPostgres();
  try {
    const seedStarted = performance.now();
    const bytes = await seed(dovecot.port);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(
      `Seeded ${MESSAGES} messages (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${seedSeconds.toFixed(1)} s`,
    );

    const raw = await rawFetch(dovecot.port);
    console.log(`peak RSS after raw fetch: ${peakRssMb().toFixed(0)} MB`);
    const rows: [string, number, number][] = [['raw imapflow fetch', raw, 1]];
    if (DATABASES.includes('pglite')) {
      const pglite = await openPglite({ dataDir: path.join(work, 'pglite') });
      const rate = await fullSync(pglite, dovecot.port, path.join(work, 'files-pglite'));
      await pglite.close();
      rows.push(['Papertray sync, PGlite (disk)', rate, rate / raw]);
      console.log(`peak RSS after the PGlite sync: ${peakRssMb().toFixed(0)} MB`);
    }
    if (DATABASES.includes('postgres')) {
      const pg = await openPostgres({ url: await postgres.createDatabase('bench_imap') });
      const rate = await fullSync(pg, dovecot.port, path.join(work, 'files-pg'));
      await pg.close();
      rows.push(['Papertray sync, PostgreSQL 15', rate, rate / raw]);
      console.log(`peak RSS after the PostgreSQL sync: ${peakRssMb().toFixed(0)} MB`);
    }
    console.log('\n| run | messages/s | share of raw |\n|---|---:|---:|');
    for (const [name, rate, ratio] of rows) {
      console.log(`| ${name} | ${rate.toFixed(0)} | ${(ratio * 100).toFixed(0)}% |`);
    }
    console.log(`\nPeak RSS of the process: ${peakRssMb().toFixed(0)} MB (target < 400 MB)`);
    console.log('Target: sync >= 40% of raw fetch.');
  } finally {
    await dovecot.stop();
    await postgres.stop();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
