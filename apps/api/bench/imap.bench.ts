/**
 * `npm run bench:imap`: 2,000 messages (10% with a 64 KB PDF) in a real Dovecot, then
 * (a) a raw imapflow fetch of every source (and the same fetch parsing each source: the ceiling
 * of any sync that parses what it stores; and the same fetch storing each source durably in the
 * file store: the floor the disk sets for the sync), (b) mbsync (isync, `FSync yes`) mirroring
 * the same folder into a Maildir: the peer, a trusted tool doing the same job durably, and (c) a
 * full Papertray sync (parse, file store, database), end to end from the inbox's creation, on
 * PGlite (on disk) and on PostgreSQL 15; Papertray / mbsync is printed for each. Each
 * measurement runs in its own child process so its peak RSS and CPU time are its own (the parent seeds Dovecot); PGlite's data dir
 * is created (initdb + migrations) by an earlier child, as a running server reopens an existing
 * one. Prints messages/s and CPU ms/message with the ratio to raw both ways, and the load
 * average (a shared machine slows wall clock, CPU time much less).
 *
 * Env: BENCH_MESSAGES (2000), BENCH_DATABASES (pglite,postgres), BENCH_DIR (temp dir; /dev/shm
 * takes fsync out of the picture). Seeding 30,000 mails takes minutes: BENCH_KEEP_DOVECOT=1 leaves
 * the seeded Dovecot running after the report (until Ctrl-C) and prints its port, and
 * BENCH_IMAP_PORT=<port> (with the same BENCH_MESSAGES) measures against it without seeding.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ImapFlow } from 'imapflow';
import type { DatabaseHandle } from '../src/platform/db/database';
import type { PgliteOptions } from '../src/platform/db/pglite';
import type { PostgresOptions } from '../src/platform/db/postgres';
import { HEAP_NODE_FLAGS } from '../src/platform/v8-heap';
import {
  loadAverage,
  printPeerRatios,
  printPgliteInit,
  printRateTable,
  type RateMeasurement,
} from './rate-report';
import { mbsyncVersion, mirrorInbox } from './support/mbsync';

const run = promisify(execFile);
// The app's modules are imported where a mode needs them, so each child loads only its own:
// the raw fetch child loads imapflow alone, as a peak RSS of its own should show.
const fixtures = () => import('../src/modules/inboxes/testing/mail-fixtures');
const openPglite = async (options: PgliteOptions) =>
  (await import('../src/platform/db/pglite')).openPglite(options);
const openPostgres = async (options: PostgresOptions) =>
  (await import('../src/platform/db/postgres')).openPostgres(options);
/** Children run as `npm run dev` runs the server: its heap flags, tsx, the package module hooks. */
const CHILD_IMPORTS = [
  ...HEAP_NODE_FLAGS,
  '--import',
  'tsx',
  '--import',
  path.join(import.meta.dirname, '../src/preload.ts'),
];
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const USER = { user: 'bench', password: 'bench-password' };

/** process.memoryUsage() in MB when the measured child's RSS was highest, and PGlite's WASM memory. */
interface MemoryAtPeak {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  wasm?: number;
}

/** CPU time is the measured part's only (the sync or the fetch, not opening the database). */
type Measurement = RateMeasurement & { memory?: MemoryAtPeak };
type Rate = Pick<Measurement, 'rate' | 'cpuMsPerMessage'>;

/** Wall clock and CPU time (user + system, this process) of the measured part only. */
function startClock() {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  return {
    stop(): Rate {
      const cpu = process.cpuUsage(cpuBefore);
      return {
        rate: MESSAGES / ((performance.now() - started) / 1000),
        cpuMsPerMessage: (cpu.user + cpu.system) / 1000 / MESSAGES,
      };
    },
  };
}

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

/** A valid PDF of about `bytes` bytes (the 64 KB invoice), unique per label. */
function pdfOfSize(label: string, bytes: number): Buffer {
  const head = `%PDF-1.4\n% ${label}\n1 0 obj << /Type /Catalog >> endobj\n`;
  const tail = 'trailer << /Root 1 0 R >>\n%%EOF\n';
  const padding = '% padding\n'.repeat(
    Math.max(0, Math.floor((bytes - head.length - tail.length) / 10)),
  );
  return Buffer.from(head + padding + tail);
}

async function seed(port: number): Promise<number> {
  const { rawMail } = await fixtures();
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
                content: pdfOfSize(`n${i}`, 64 * 1024),
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

/**
 * (a) What the IMAP transport alone delivers: every source, nothing done with it. With `parse`,
 * each source is also parsed as the sync parses it (nothing stored): the floor of any sync's
 * cost, which bounds its share of raw from above.
 */
async function rawFetch(port: number, parse = false): Promise<Rate> {
  // Loaded only to parse: the raw child's peak RSS stays imapflow's alone.
  const parseMessage = parse ? (await import('@papertray/mail')).parseMessage : null;
  const client = imapClient(port);
  await client.connect();
  const lock = await client.getMailboxLock('INBOX');
  const clock = startClock();
  let count = 0;
  try {
    for await (const message of client.fetch('1:*', { uid: true, source: true }, { uid: true })) {
      if (!message.source) continue;
      if (parseMessage) await parseMessage(message.source);
      count++;
    }
  } finally {
    lock.release();
  }
  const rate = clock.stop();
  await client.logout();
  if (count !== MESSAGES) throw new Error(`raw fetch saw ${count} messages`);
  return rate;
}

/**
 * What storing alone costs: every source fetched as in (a) and written to Papertray's file store
 * with its guarantee (each file and its directory entries fsynced before putMany resolves), in
 * the sync's chunks of 50 with the sync's overlap (a chunk stores while the next is fetched),
 * nothing parsed, nothing in a database. mbsync's job with Papertray's storage layout: the floor
 * of the sync's wall clock on this disk.
 */
async function fetchAndStore(port: number, filesDir: string): Promise<Rate> {
  const { DiskStorage } = await import('../src/platform/storage/disk-storage');
  const storage = await DiskStorage.open(filesDir);
  const client = imapClient(port);
  await client.connect();
  const lock = await client.getMailboxLock('INBOX');
  const clock = startClock();
  let count = 0;
  let chunk: Buffer[] = [];
  let storing: Promise<unknown> = Promise.resolve();
  const flush = async () => {
    const stored = storage.putMany(chunk);
    chunk = [];
    await storing;
    storing = stored;
  };
  try {
    for await (const message of client.fetch('1:*', { uid: true, source: true }, { uid: true })) {
      if (!message.source) continue;
      chunk.push(message.source);
      count++;
      if (chunk.length === 50) await flush();
    }
    await flush();
    await storing;
  } finally {
    lock.release();
  }
  const rate = clock.stop();
  await client.logout();
  if (count !== MESSAGES) throw new Error(`fetch + store saw ${count} messages`);
  return rate;
}

/** (b) The product's sync into a database and the file store. */
async function fullSync(database: DatabaseHandle, port: number, filesDir: string): Promise<Rate> {
  const { createMailServices } = await import('../src/modules/inboxes/mail-services');
  const { DiskStorage } = await import('../src/platform/storage/disk-storage');
  const { seedInbox, seedProject } = await fixtures();
  const mail = createMailServices({
    db: database.db,
    storage: await DiskStorage.open(filesDir),
    encryptionKey: randomBytes(32).toString('hex'),
    log: { warn: (...args: unknown[]) => console.error(...args), info: () => {} },
  });
  const { projectId } = await seedProject(database);
  // End to end from the inbox's creation, as a new user meets it.
  const clock = startClock();
  const inbox = await seedInbox(database, mail.cipher, {
    projectId,
    server: { host: '127.0.0.1', port },
    user: USER.user,
    password: USER.password,
  });
  const outcome = await mail.sync.sync(inbox.id);
  const rate = clock.stop();
  if (outcome.status !== 'done' || outcome.created !== MESSAGES) {
    throw new Error(`sync ended ${JSON.stringify(outcome)}`);
  }
  return rate;
}

const peakRssMb = () => process.resourceUsage().maxRSS / 1024;

/** The peer: mbsync mirrors the same folder (a fresh Maildir); throws unless it stored every message. */
async function mbsyncRow(port: number, work: string): Promise<Measurement> {
  const dir = path.join(work, 'mbsync');
  const mirror = await mirrorInbox({ port, user: USER.user, password: USER.password, dir });
  if (mirror.stored !== MESSAGES) throw new Error(`mbsync stored ${mirror.stored} messages`);
  await rm(dir, { recursive: true, force: true });
  return {
    rate: MESSAGES / (mirror.wallMs / 1000),
    cpuMsPerMessage: mirror.cpuMs / MESSAGES,
    peakRssMb: mirror.peakRssMb,
  };
}

/** Samples memory every 50 ms and keeps the breakdown at the highest RSS seen. */
function sampleMemory(wasmBytes: () => number | undefined = () => undefined) {
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  let peak: MemoryAtPeak | undefined;
  const sample = () => {
    const m = process.memoryUsage();
    if (peak && mb(m.rss) <= peak.rss) return;
    const wasm = wasmBytes();
    peak = {
      rss: mb(m.rss),
      heapTotal: mb(m.heapTotal),
      heapUsed: mb(m.heapUsed),
      external: mb(m.external),
      arrayBuffers: mb(m.arrayBuffers),
      ...(wasm === undefined ? {} : { wasm: mb(wasm) }),
    };
  };
  const timer = setInterval(sample, 50);
  timer.unref();
  return () => {
    clearInterval(timer);
    sample();
    return peak!;
  };
}

/** PGlite's WASM linear memory (it only grows); not part of PGlite's typed API. */
const wasmMemoryOf = (db: { client: unknown }) => () =>
  (db.client as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8?.length;

/** Child mode: one measurement, printed as JSON on the last line. */
async function child(mode: string, port: number, work: string, url?: string): Promise<void> {
  let rate: Rate = { rate: 0, cpuMsPerMessage: 0 };
  let memory = sampleMemory();
  if (mode === 'raw') rate = await rawFetch(port);
  if (mode === 'parse') rate = await rawFetch(port, true);
  if (mode === 'store') rate = await fetchAndStore(port, path.join(work, 'files-store'));
  if (mode === 'pglite-init')
    await (await openPglite({ dataDir: path.join(work, 'pglite') })).close();
  if (mode === 'pglite') {
    const db = await openPglite({ dataDir: path.join(work, 'pglite') });
    memory = sampleMemory(wasmMemoryOf(db));
    rate = await fullSync(db, port, path.join(work, 'files-pglite'));
    await db.close();
  }
  if (mode === 'postgres') {
    const db = await openPostgres({ url: url! });
    rate = await fullSync(db, port, path.join(work, 'files-pg'));
    await db.close();
  }
  const result: Measurement = { ...rate, peakRssMb: peakRssMb(), memory: memory() };
  process.stdout.write(`\n${JSON.stringify(result)}\n`);
}

/** BENCH_CHILD_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to profile a measured child. */
const childNodeArgs = () => (process.env.BENCH_CHILD_NODE_ARGS ?? '').split(' ').filter(Boolean);

async function measure(mode: string, port: number, work: string, url = ''): Promise<Measurement> {
  const { stdout } = await run(
    process.execPath,
    [...childNodeArgs(), ...CHILD_IMPORTS, import.meta.filename, mode, String(port), work, url],
    { maxBuffer: 16 * 1024 * 1024, env: process.env },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Measurement;
}

function printMemory(rows: [string, Measurement][]): void {
  console.log('\nMemory at the sampled peak RSS (MB; V8 heap committed, used; external):');
  for (const [name, { memory: m }] of rows) {
    if (!m) continue;
    const wasm = m.wasm === undefined ? '' : `, PGlite WASM memory ${m.wasm}`;
    console.log(
      `  ${name}: RSS ${m.rss}; V8 heap ${m.heapTotal} (used ${m.heapUsed}); external ${m.external} (ArrayBuffers ${m.arrayBuffers}${wasm})`,
    );
  }
}

async function main() {
  const work = await mkdtemp(path.join(process.env.BENCH_DIR ?? tmpdir(), 'papertray-bench-'));
  const { start } = await import('@papertray/test-servers/dovecot');
  const { startPostgres } = await import('@papertray/test-servers/postgres');
  const reusedPort = process.env.BENCH_IMAP_PORT ? Number(process.env.BENCH_IMAP_PORT) : null;
  const dovecot = reusedPort === null ? await start({ users: [USER] }) : null;
  const imapPort = reusedPort ?? dovecot!.port;
  const postgres = await startPostgres();
  try {
    if (dovecot) {
      const seedStarted = performance.now();
      const bytes = await seed(imapPort);
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      console.log(
        `Seeded ${MESSAGES} messages (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${seedSeconds.toFixed(1)} s`,
      );
    } else {
      console.log(`Dovecot on port ${imapPort}, seeded by an earlier run (BENCH_IMAP_PORT)`);
    }
    console.log(`Load average at start: ${loadAverage()}`);
    // The raw child checks that the folder holds exactly BENCH_MESSAGES mails.
    const raw = await measure('raw', imapPort, work);
    const rows: [string, Measurement][] = [
      ['raw imapflow fetch', raw],
      ['raw fetch + parsing only (no store, no database)', await measure('parse', imapPort, work)],
      [
        'raw fetch + durable file store only (no parsing, no database)',
        await measure('store', imapPort, work),
      ],
    ];
    const mbsync = await mbsyncRow(imapPort, work);
    rows.push([`mbsync (${await mbsyncVersion()}, FSync yes) into a Maildir`, mbsync]);
    const papertrayRows: [string, Measurement][] = [];
    let pgliteInitRssMb: number | null = null;
    if (DATABASES.includes('pglite')) {
      pgliteInitRssMb = (await measure('pglite-init', imapPort, work)).peakRssMb;
      papertrayRows.push([
        'Papertray sync, PGlite (disk)',
        await measure('pglite', imapPort, work),
      ]);
    }
    if (DATABASES.includes('postgres')) {
      const url = await postgres.createDatabase('bench_imap');
      await (await openPostgres({ url })).close(); // migrate outside the measured child
      papertrayRows.push([
        'Papertray sync, PostgreSQL 15',
        await measure('postgres', imapPort, work, url),
      ]);
    }
    rows.push(...papertrayRows);
    printRateTable(rows);
    printPeerRatios('mbsync', mbsync, papertrayRows);
    printPgliteInit(pgliteInitRssMb);
    printMemory(rows);
    console.log(
      [
        `Load average at the end: ${loadAverage()}.`,
        'Seeding Dovecot runs in the parent; every measurement is a child process of its own, so',
        'its peak RSS and CPU are its alone. CPU is the Node process only (not Dovecot, not the',
        'PostgreSQL server); with PGlite the database is inside it. Share of raw (CPU) = raw CPU',
        'ms/message / run CPU ms/message. The parsing-only row is the ceiling of any sync that',
        'parses every mail it stores (what the sync does beyond it: hashing, the file store, the',
        'database). The file-store-only row is its floor on this disk: the raw sources stored',
        "with the file store's guarantee (every file and directory entry fsynced), as mbsync",
        'stores them into its Maildir.',
        'mbsync: CPU is its own process (reaped by the parent); peak RSS its VmHWM, sampled.',
        'Every row fetched all messages (the Papertray rows count the emails created, the mbsync',
        'row the Maildir files): zero lost.',
        'Targets: Papertray / mbsync >= 1 (issue 18); peak RSS < 400 MB.',
      ].join('\n'),
    );
    if (dovecot && process.env.BENCH_KEEP_DOVECOT) {
      console.log(
        `\nDovecot keeps running: BENCH_IMAP_PORT=${imapPort} BENCH_MESSAGES=${MESSAGES} measures against it; Ctrl-C stops it.`,
      );
      await new Promise((resolve) => process.once('SIGINT', resolve));
    }
  } finally {
    await dovecot?.stop();
    await postgres.stop();
    await rm(work, { recursive: true, force: true });
  }
}

const [mode, port, work, url] = process.argv.slice(2);
if (mode) await child(mode, Number(port), work!, url);
else await main();
