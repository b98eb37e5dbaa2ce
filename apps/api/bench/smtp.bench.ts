/**
 * `npm run bench:smtp`: 2,000 messages (10% with a small PDF) sent over 8 parallel SMTP
 * connections (a) to a bare smtp-server whose handler drops every message (and to one that only
 * parses each message: the ceiling of any receiver that parses what it accepts), and (b) to the
 * Papertray receiver, end to end (RCPT lookup, plan limit, raw + attachments stored, parsed,
 * committed with group commit) on PGlite (on disk) and on PostgreSQL 15. Prints messages/s and
 * CPU ms/message with the ratio to raw both ways (wall clock depends on what else the machine
 * runs, CPU time much less), the load average, each run's peak RSS (every run in its own
 * process; the PGlite cluster is created by an earlier one, as a running server reopens an
 * existing one), and checks that every message is in the database exactly once.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { parseMessage } from '@papertray/mail';
import { startPostgres } from '@papertray/test-servers/postgres';
import { rawMail, tinyPdf } from '../src/modules/inboxes/testing/mail-fixtures';
import {
  openMailServices,
  projectWithAddress,
  startTestReceiver,
} from '../src/modules/smtp-receiver/testing/receiver-harness';
import type { DatabaseHandle } from '../src/platform/db/database';
import { openPglite } from '../src/platform/db/pglite';
import { openPostgres } from '../src/platform/db/postgres';
import { emails } from '../src/platform/db/schema';
import { HEAP_NODE_FLAGS } from '../src/platform/v8-heap';
import { loadAverage, printPgliteInit, printRateTable, type RateMeasurement } from './rate-report';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const CONNECTIONS = 8;
/** BENCH_DATABASES=postgres (or pglite) measures one database alone. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

function messages(): Buffer[] {
  return Array.from({ length: MESSAGES }, (_, i) =>
    rawMail({
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
    }),
  );
}

/** Sends every message over CONNECTIONS persistent connections; returns messages/s. */
async function sendAll(port: number, to: string, raws: Buffer[]): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port,
        secure: false,
        ignoreTLS: true,
        pool: true,
        maxConnections: 1,
        maxMessages: Infinity,
      });
      try {
        while (next < raws.length) {
          const raw = raws[next++]!;
          await transport.sendMail({ envelope: { from: 'bench@supplier.example', to: [to] }, raw });
        }
      } finally {
        transport.close();
      }
    }),
  );
  return raws.length / ((performance.now() - started) / 1000);
}

/**
 * (a) What smtp-server alone takes: the same protocol work, every message dropped. With `parse`,
 * each message is also read and parsed as the receiver parses it (nothing stored): the floor of
 * any receiver that parses what it accepts, which bounds its share of raw from above.
 */
async function rawRate(raws: Buffer[], parse = false): Promise<number> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      if (parse) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          parseMessage(Buffer.concat(chunks)).then(() => callback(), callback);
        });
        return;
      }
      stream.on('data', () => {});
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.server.address() as AddressInfo;
    return await sendAll(port, 'anyone@bench.example', raws);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** (b) The Papertray receiver into the database; throws unless every message is stored once. */
async function receiverRate(database: DatabaseHandle, raws: Buffer[]): Promise<number> {
  const { mail, filesDir } = await openMailServices(database);
  // business: a limited plan, so the monthly count runs for every recipient as in production.
  const { projectId, address } = await projectWithAddress(database, 'business');
  const receiver = await startTestReceiver(database, mail);
  try {
    const rate = await sendAll(receiver.port, address, raws);
    const [row] = await database.db
      .select({ n: count() })
      .from(emails)
      .where(eq(emails.projectId, projectId));
    if (row?.n !== raws.length) throw new Error(`${row?.n} of ${raws.length} messages stored`);
    return rate;
  } finally {
    await receiver.close();
    await rm(filesDir, { recursive: true, force: true });
  }
}

const peakRssMb = () => process.resourceUsage().maxRSS / 1024;

/** One run in this process (the child side): prints `{rate, peakRssMb}` as JSON. */
async function runPhase(phase: string): Promise<void> {
  const raws = messages();
  const cpuBefore = process.cpuUsage();
  let rate: number;
  if (phase === 'raw') {
    rate = await rawRate(raws);
  } else if (phase === 'parse') {
    rate = await rawRate(raws, true);
  } else if (phase === 'pglite-init') {
    await (await openPglite({ dataDir: process.env.BENCH_PGLITE_DIR! })).close();
    rate = 0;
  } else if (phase === 'pglite') {
    const pglite = await openPglite({ dataDir: process.env.BENCH_PGLITE_DIR! });
    rate = await receiverRate(pglite, raws);
    await pglite.close();
  } else {
    const pg = await openPostgres({ url: process.env.BENCH_DATABASE_URL! });
    rate = await receiverRate(pg, raws);
    await pg.close();
  }
  const cpu = process.cpuUsage(cpuBefore);
  // CPU time per message does not depend on what else the machine runs; messages/s does.
  const cpuMsPerMessage = (cpu.user + cpu.system) / 1000 / raws.length;
  process.stdout.write(`${JSON.stringify({ rate, peakRssMb: peakRssMb(), cpuMsPerMessage })}\n`);
}

/** CPU time is sender and receiver together (one process), per message. */
type PhaseResult = RateMeasurement;

/** Runs a phase in its own process, so each peak RSS is that run's alone. */
function child(phase: string, env: Record<string, string> = {}) {
  // BENCH_CHILD_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, profiles every run.
  const nodeArgs = (process.env.BENCH_CHILD_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The heap flags, tsx and the package module hooks (src/preload.ts), as `npm start` runs the
  // server.
  const preload = path.join(import.meta.dirname, '../src/preload.ts');
  const args = [
    ...nodeArgs,
    ...HEAP_NODE_FLAGS,
    ...['--import', 'tsx', '--import', preload, import.meta.filename],
  ];
  const output = execFileSync(process.execPath, args, {
    env: { ...process.env, ...env, BENCH_PHASE: phase },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1024 * 1024,
  }).toString();
  return JSON.parse(output.trim().split('\n').at(-1)!) as PhaseResult;
}

async function main() {
  const postgres = DATABASES.includes('postgres') ? await startPostgres() : null;
  const work = await mkdtemp(path.join(tmpdir(), 'papertray-bench-smtp-'));
  try {
    const bytes = messages().reduce((sum, raw) => sum + raw.length, 0);
    console.log(
      `${MESSAGES} messages (${(bytes / 1024 / 1024).toFixed(1)} MB, 10% with a PDF), ${CONNECTIONS} connections, each run in its own process`,
    );
    console.log(`Load average at start: ${loadAverage()}`);
    const raw = child('raw');
    const rows: [string, PhaseResult][] = [
      ['raw smtp-server, no-op handler', raw],
      ['smtp-server + parsing only (no store, no database)', child('parse')],
    ];
    let pgliteInitRssMb: number | null = null;
    if (DATABASES.includes('pglite')) {
      // A running server reopens an existing cluster: create it (initdb + migrations) first, in
      // a process of its own, so the measured run's peak is the receiver's, not initdb's.
      const env = { BENCH_PGLITE_DIR: path.join(work, 'pglite') };
      pgliteInitRssMb = child('pglite-init', env).peakRssMb;
      rows.push(['Papertray receiver, PGlite (disk)', child('pglite', env)]);
    }
    if (postgres) {
      const url = await postgres.createDatabase('bench_smtp');
      rows.push([
        'Papertray receiver, PostgreSQL 15',
        child('postgres', { BENCH_DATABASE_URL: url }),
      ]);
    }
    printRateTable(rows);
    printPgliteInit(pgliteInitRssMb);
    console.log(
      [
        `Load average at the end: ${loadAverage()}.`,
        'CPU is sender and receiver together (one process); on PostgreSQL the server process is not in it.',
        'Share of raw (CPU) = raw CPU ms/message / run CPU ms/message: what the rate would be on an idle core.',
        'The parsing-only row is the ceiling of any receiver that parses what it accepts.',
        `Zero lost: every receiver run counted ${MESSAGES} email rows. Target: >= 50% of raw.`,
      ].join('\n'),
    );
  } finally {
    await postgres?.stop();
    await rm(work, { recursive: true, force: true });
  }
}

if (process.env.BENCH_PHASE) await runPhase(process.env.BENCH_PHASE);
else await main();
