/**
 * `npm run bench:smtp`: Postfix's own load generator `smtp-source` sends 2,000 messages of 4 KB
 * (BENCH_MESSAGES) three ways: 8 sessions reusing their connections (`-d -s 8`), and one message
 * per connection with 8 and with 32 sessions at once (`-s 8`, `-s 32`: how most MTAs deliver).
 * Each way goes to
 * - a bare smtp-server whose handler drops every message, one that only parses each message
 *   (the ceiling of any receiver that parses what it accepts), and one that only stores each
 *   message durably in the file store before its 250 (the floor the disk sets);
 * - Postfix (the peer: a loopback-only instance of its own, accepting the test domain into a
 *   Maildir; timed until the last message is delivered there);
 * - the Papertray receiver end to end (RCPT lookup, plan limit, raw + attachments stored, parsed,
 *   committed before the 250) on PGlite (on disk) and on PostgreSQL 15.
 * Prints messages/s, CPU ms/message of the receiving side only (the Node process, or every
 * Postfix process; never smtp-source, never the PostgreSQL server), peak RSS, Papertray / Postfix,
 * the load average, and checks that every run received every message exactly once.
 *
 * Env: BENCH_MESSAGES (2000), BENCH_DATABASES (pglite,postgres), BENCH_SENDERS
 * (reuse,conn8,conn32). Needs Postfix and runs as root: see the README.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { EarlyTalkerPasses, GreetingSmtpServer } from '../src/modules/smtp-receiver/greeting';
import { HEAP_NODE_FLAGS } from '../src/platform/v8-heap';
import {
  loadAverage,
  printPeerRatios,
  printPgliteInit,
  printRateTable,
  type RateMeasurement,
} from './rate-report';
import { serviceCpuMs, servicePeakRssMb } from './support/peer-process';
import { POSTFIX_DOMAIN, startPostfix, type PostfixServer } from './support/postfix';

const run = promisify(execFile);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const MESSAGE_BYTES = 4096;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

const SENDERS = [
  {
    key: 'reuse',
    name: '8 sessions reusing connections (smtp-source -d -s 8)',
    args: ['-d', '-s', '8'],
  },
  {
    key: 'conn8',
    name: 'one message per connection, 8 at once (smtp-source -s 8)',
    args: ['-s', '8'],
  },
  {
    key: 'conn32',
    name: 'one message per connection, 32 at once (smtp-source -s 32)',
    args: ['-s', '32'],
  },
].filter(({ key }) => (process.env.BENCH_SENDERS ?? 'reuse,conn8,conn32').split(',').includes(key));

/** smtp-source sends every message to `to` on a loopback port; resolves with its wall clock ms. */
async function smtpSource(port: number, to: string, senderArgs: string[]): Promise<number> {
  const args = [
    ...senderArgs,
    ...['-m', String(MESSAGES), '-l', String(MESSAGE_BYTES)],
    ...['-f', 'bench@supplier.example', '-t', to, `127.0.0.1:${port}`],
  ];
  const started = performance.now();
  await run('smtp-source', args, { maxBuffer: 1024 * 1024 }).catch(
    (error: Error & { code?: string }) => {
      if (error.code === 'ENOENT') throw new Error('smtp-source not found: see the README');
      throw error;
    },
  );
  return performance.now() - started;
}

// ---- the child side: one receiving server in a process of its own ----

/**
 * A bare smtp-server that drops, only parses, or only stores every message (in the file store,
 * durably: each delivery's file and directory entries fsynced before its 250), and counts them.
 * It greets at once (the receiver's SMTP_GREETING_PAUSE=never), so with one message per
 * connection its rows are ceilings too, not smtp-server's 100 ms early-talker pause.
 */
async function startBareServer(work: 'drop' | 'parse' | 'store') {
  const { parseMessage } = await import('@papertray/mail');
  const filesDir = work === 'store' ? await mkdtemp(path.join(tmpdir(), 'papertray-smtp-')) : null;
  const storage = filesDir
    ? await (await import('../src/platform/storage/disk-storage')).DiskStorage.open(filesDir)
    : null;
  let received = 0;
  const server = new GreetingSmtpServer(
    {
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      disableReverseLookup: true,
      maxClients: 100,
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => work !== 'drop' && chunks.push(chunk));
        stream.on('end', () => {
          if (work === 'drop') return callback(null, String(++received));
          const raw = Buffer.concat(chunks);
          (storage ? storage.putMany([raw]) : parseMessage(raw)).then(
            () => callback(null, String(++received)),
            callback,
          );
        });
      },
    },
    'never',
    new EarlyTalkerPasses(),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    address: 'anyone@bench.example',
    received: async () => received,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (filesDir) await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** The Papertray receiver as main.ts starts it, on the given database. */
async function startPapertray(database: 'pglite' | 'postgres') {
  const { count, eq } = await import('drizzle-orm');
  const harness = await import('../src/modules/smtp-receiver/testing/receiver-harness');
  const { emails } = await import('../src/platform/db/schema');
  const handle =
    database === 'pglite'
      ? await (
          await import('../src/platform/db/pglite')
        ).openPglite({
          dataDir: process.env.BENCH_PGLITE_DIR!,
        })
      : await (
          await import('../src/platform/db/postgres')
        ).openPostgres({
          url: process.env.BENCH_DATABASE_URL!,
        });
  const { mail, filesDir } = await harness.openMailServices(handle);
  // business: a limited plan, so the monthly count runs for every recipient as in production.
  const { projectId, address } = await harness.projectWithAddress(handle, 'business');
  const receiver = await harness.startTestReceiver(handle, mail);
  return {
    port: receiver.port,
    address,
    async received() {
      const [row] = await handle.db
        .select({ n: count() })
        .from(emails)
        .where(eq(emails.projectId, projectId));
      return Number(row?.n ?? 0);
    },
    async close() {
      await receiver.close();
      await handle.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * Child mode: starts one server, prints `{"port", "address"}`, measures from then until the
 * parent writes a line on stdin, then prints its CPU ms, peak RSS and the messages it holds.
 */
async function childPhase(phase: string): Promise<void> {
  if (phase === 'pglite-init') {
    const { openPglite } = await import('../src/platform/db/pglite');
    await (await openPglite({ dataDir: process.env.BENCH_PGLITE_DIR! })).close();
    process.stdout.write(
      `${JSON.stringify({ peakRssMb: process.resourceUsage().maxRSS / 1024 })}\n`,
    );
    return;
  }
  const server =
    phase === 'raw' || phase === 'parse' || phase === 'store'
      ? await startBareServer(phase === 'raw' ? 'drop' : phase)
      : await startPapertray(phase as 'pglite' | 'postgres');
  const cpuBefore = process.cpuUsage();
  process.stdout.write(`${JSON.stringify({ port: server.port, address: server.address })}\n`);
  await once(createInterface({ input: process.stdin }), 'line');
  const cpu = process.cpuUsage(cpuBefore);
  const received = await server.received();
  await server.close();
  process.stdout.write(
    `${JSON.stringify({
      cpuMs: (cpu.user + cpu.system) / 1000,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
      received,
    })}\n`,
  );
}

// ---- the parent side ----

/** Starts a child, lets smtp-source send to it, and measures it. */
async function measureChild(
  phase: string,
  senderArgs: string[],
  env: Record<string, string> = {},
): Promise<RateMeasurement> {
  // BENCH_CHILD_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, profiles every run.
  const nodeArgs = (process.env.BENCH_CHILD_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The heap flags, tsx and the package module hooks (src/preload.ts), as the server runs.
  const preload = path.join(import.meta.dirname, '../src/preload.ts');
  const child = spawn(
    process.execPath,
    [...nodeArgs, ...HEAP_NODE_FLAGS, '--import', 'tsx', '--import', preload, import.meta.filename],
    { env: { ...process.env, ...env, BENCH_PHASE: phase }, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async <T>() => {
    const { value, done } = await lines.next();
    if (done) throw new Error(`bench child ${phase} ended early`);
    return JSON.parse(value as string) as T;
  };
  const { port, address } = await next<{ port: number; address: string }>();
  const wallMs = await smtpSource(port, address, senderArgs);
  child.stdin!.end('done\n');
  const result = await next<{ cpuMs: number; peakRssMb: number; received: number }>();
  await once(child, 'exit');
  if (result.received !== MESSAGES) {
    throw new Error(`${phase}: ${result.received} of ${MESSAGES} messages received`);
  }
  return {
    rate: MESSAGES / (wallMs / 1000),
    cpuMsPerMessage: result.cpuMs / MESSAGES,
    peakRssMb: result.peakRssMb,
  };
}

/** Postfix: timed until the last message is in the Maildir; CPU and RSS of all its processes. */
async function measurePostfix(
  postfix: PostfixServer,
  senderArgs: string[],
): Promise<RateMeasurement> {
  const before = await postfix.delivered();
  const cpuBefore = serviceCpuMs(postfix.masterPid);
  const started = performance.now();
  await smtpSource(postfix.port, `inbox@${POSTFIX_DOMAIN}`, senderArgs);
  const deadline = Date.now() + 120_000;
  while ((await postfix.delivered()) - before < MESSAGES) {
    if (Date.now() > deadline) {
      throw new Error(`postfix: ${(await postfix.delivered()) - before} of ${MESSAGES} delivered`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const wallMs = performance.now() - started;
  const delivered = (await postfix.delivered()) - before;
  if (delivered !== MESSAGES) throw new Error(`postfix: ${delivered} of ${MESSAGES} delivered`);
  return {
    rate: MESSAGES / (wallMs / 1000),
    cpuMsPerMessage: (serviceCpuMs(postfix.masterPid) - cpuBefore) / MESSAGES,
    peakRssMb: servicePeakRssMb(postfix.masterPid),
  };
}

async function main() {
  const { startPostgres } = await import('@papertray/test-servers/postgres');
  const postgres = DATABASES.includes('postgres') ? await startPostgres() : null;
  const postfix = await startPostfix();
  const work = await mkdtemp(path.join(tmpdir(), 'papertray-bench-smtp-'));
  try {
    console.log(
      `${MESSAGES} messages of ${MESSAGE_BYTES} bytes from smtp-source; every run in its own process`,
    );
    console.log(`Load average at start: ${loadAverage()}`);
    let pgliteInitRssMb: number | null = null;
    const pgliteEnv = { BENCH_PGLITE_DIR: path.join(work, 'pglite') };
    if (DATABASES.includes('pglite')) {
      // A running server reopens an existing cluster: create it (initdb + migrations) first.
      const init = spawn(
        process.execPath,
        [...HEAP_NODE_FLAGS, '--import', 'tsx', import.meta.filename],
        {
          env: { ...process.env, ...pgliteEnv, BENCH_PHASE: 'pglite-init' },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let out = '';
      init.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      await once(init, 'exit');
      pgliteInitRssMb = (JSON.parse(out.trim()) as { peakRssMb: number }).peakRssMb;
    }
    for (const [index, sender] of SENDERS.entries()) {
      console.log(`\n## ${sender.name} (load ${loadAverage()})`);
      const rows: [string, RateMeasurement][] = [
        ['raw smtp-server, no-op handler', await measureChild('raw', sender.args)],
        [
          'smtp-server + parsing only (no store, no database)',
          await measureChild('parse', sender.args),
        ],
        [
          'smtp-server + durable file store only (no parsing, no database)',
          await measureChild('store', sender.args),
        ],
      ];
      const peer = await measurePostfix(postfix, sender.args);
      rows.push(['Postfix (queue fsynced, delivered to a Maildir)', peer]);
      const papertray: [string, RateMeasurement][] = [];
      if (DATABASES.includes('pglite')) {
        papertray.push([
          'Papertray receiver, PGlite (disk)',
          await measureChild('pglite', sender.args, pgliteEnv),
        ]);
      }
      if (postgres) {
        const url = await postgres.createDatabase(`bench_smtp_${index}`);
        papertray.push([
          'Papertray receiver, PostgreSQL 15',
          await measureChild('postgres', sender.args, { BENCH_DATABASE_URL: url }),
        ]);
      }
      rows.push(...papertray);
      printRateTable(rows);
      printPeerRatios('Postfix', peer, papertray);
    }
    printPgliteInit(pgliteInitRssMb);
    console.log(
      [
        `\nLoad average at the end: ${loadAverage()}.`,
        'CPU is the receiving side only: the Node process of the run, or every Postfix process',
        '(master, smtpd, cleanup, qmgr, virtual ...); smtp-source and the PostgreSQL server are',
        "in none of them. Postfix peak RSS: the sum of its live processes' peaks (an upper bound).",
        'Papertray answers 250 after the commit, so its time ends with smtp-source; Postfix time',
        'ends when the last message is in its Maildir.',
        `Zero lost: every run received all ${MESSAGES} messages (Papertray: email rows; Postfix:`,
        'Maildir files; smtp-server: messages counted). Target: Papertray / Postfix >= 1x.',
      ].join('\n'),
    );
  } finally {
    await postfix.stop();
    await postgres?.stop();
    await rm(work, { recursive: true, force: true });
  }
}

if (process.env.BENCH_PHASE) await childPhase(process.env.BENCH_PHASE);
else await main();
