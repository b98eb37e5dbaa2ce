/**
 * `npm run bench:smtp`: 2,000 messages (10% with a small PDF) sent over 8 parallel SMTP
 * connections (a) to a bare smtp-server whose handler drops every message, and (b) to the
 * Papertray receiver, end to end (RCPT lookup, plan limit, raw + attachments stored, parsed, one
 * transaction per message) on PGlite (on disk) and on PostgreSQL 15. Prints messages/s, the
 * ratio, peak RSS, and checks that every message is in the database exactly once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
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

/** (a) What smtp-server alone takes: the same protocol work, every message dropped. */
async function rawRate(raws: Buffer[]): Promise<number> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
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

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'papertray-bench-smtp-'));
  const postgres = DATABASES.includes('postgres') ? await startPostgres() : null;
  try {
    const raws = messages();
    const bytes = raws.reduce((sum, raw) => sum + raw.length, 0);
    console.log(
      `${MESSAGES} messages (${(bytes / 1024 / 1024).toFixed(1)} MB, 10% with a PDF), ${CONNECTIONS} connections`,
    );
    const raw = await rawRate(raws);
    console.log(`peak RSS after the raw run: ${peakRssMb().toFixed(0)} MB`);
    const rows: [string, number][] = [['raw smtp-server, no-op handler', raw]];
    if (DATABASES.includes('pglite')) {
      const pglite = await openPglite({ dataDir: path.join(work, 'pglite') });
      rows.push(['Papertray receiver, PGlite (disk)', await receiverRate(pglite, raws)]);
      await pglite.close();
      console.log(`peak RSS after the PGlite run: ${peakRssMb().toFixed(0)} MB`);
    }
    if (postgres) {
      const pg = await openPostgres({ url: await postgres.createDatabase('bench_smtp') });
      rows.push(['Papertray receiver, PostgreSQL 15', await receiverRate(pg, raws)]);
      await pg.close();
      console.log(`peak RSS after the PostgreSQL run: ${peakRssMb().toFixed(0)} MB`);
    }
    console.log('\n| run | messages/s | share of raw |\n|---|---:|---:|');
    for (const [name, rate] of rows) {
      console.log(`| ${name} | ${rate.toFixed(0)} | ${((rate / raw) * 100).toFixed(0)}% |`);
    }
    console.log(`\nZero lost: every run counted ${MESSAGES} email rows.`);
    console.log(`Peak RSS of the process: ${peakRssMb().toFixed(0)} MB. Target: >= 50% of raw.`);
  } finally {
    await postgres?.stop();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
