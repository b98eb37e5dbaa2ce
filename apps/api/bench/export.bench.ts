/**
 * `npm run bench:export`: POST /api/exports/generate of 2,000 documents (~200 MB of originals)
 * through the real server over HTTP, on PGlite and on a started PostgreSQL 15, each server in
 * its own process (started as `npm start` starts it) so its peak RSS is the export's alone; the
 * client (this process) writes the zip to disk. Compared in the same run with `zip -r` of the
 * same files on the same disk (the peer: Debian's zip, default deflate -6, and -0, stored), and
 * with the writer deflating the originals too (decision 041).
 *
 * BENCH_DOCUMENTS (2000) and BENCH_TAIL_KB (12): the originals are the real invoice fixtures,
 * each copy made distinct by a random tail (incompressible, as embedded images are).
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { emptyExtractedData, type TDocumentType } from '@papertray/contract';
import { startPostgres } from '@papertray/test-servers/postgres';
import { AccessTokens } from '../src/modules/auth/access-token';
import { createExportArchive } from '../src/modules/exports/export-archive';
import { ExportsRepository } from '../src/modules/exports/exports.repository';
import { ProjectsRepository } from '../src/modules/projects/projects.repository';
import type { DatabaseHandle } from '../src/platform/db/database';
import { openPglite } from '../src/platform/db/pglite';
import { openPostgres } from '../src/platform/db/postgres';
import { contacts, documents, folders, users } from '../src/platform/db/schema';
import { REPO_ROOT } from '../src/platform/paths';
import { DiskStorage } from '../src/platform/storage/disk-storage';
import { HEAP_NODE_FLAGS } from '../src/platform/v8-heap';
import { startBenchApp } from './support/bench-app';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 2000);
const TAIL_BYTES = Number(process.env.BENCH_TAIL_KB ?? 12) * 1024;
const FIXTURES = path.join(REPO_ROOT, 'packages/extract/test/fixtures/invoices');
const PERIOD = { startDate: '2024-01-01', endDate: '2024-12-31' };
const MB = 1024 * 1024;

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

interface Seeded {
  userId: string;
  projectId: string;
  fileBytes: number;
}

async function open(env: NodeJS.ProcessEnv): Promise<DatabaseHandle> {
  if (env.BENCH_DATABASE_URL) return openPostgres({ url: env.BENCH_DATABASE_URL });
  return openPglite({ dataDir: env.BENCH_PGLITE_DIR! });
}

/** Child phase: a professional user, a project, folders, contacts and the documents + files. */
async function seed(): Promise<Seeded> {
  const database = await open(process.env);
  const storage = await DiskStorage.open(process.env.BENCH_FILES_DIR!);
  try {
    const db = database.db;
    const [user] = await db
      .insert(users)
      .values({ email: `${randomUUID()}@bench.example`, name: 'Bench', plan: 'professional' })
      .returning();
    const project = await new ProjectsRepository(db).insertWithOwner(
      { name: 'Bench export', description: '', tags: [], ownerId: user!.id },
      db,
    );
    const folderRows = await db
      .insert(folders)
      .values(['Invoices', 'Receipts', 'Travel'].map((name) => ({ projectId: project.id, name })))
      .returning();
    const contactRows = await db
      .insert(contacts)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          projectId: project.id,
          name: `Vendor ${i} GmbH`,
          nameKey: `vendor ${i}`,
          taxId: `DE${String(100000000 + i)}`,
        })),
      )
      .returning();
    const originals = readdirSync(FIXTURES)
      .filter((name) => /\.(pdf|png)$/.test(name))
      .map((name) => ({
        content: readFileSync(path.join(FIXTURES, name)),
        mimeType: name.endsWith('.pdf') ? 'application/pdf' : 'image/png',
      }));
    let fileBytes = 0;
    const BATCH = 100;
    for (let start = 0; start < DOCUMENTS; start += BATCH) {
      const rows = [];
      for (let i = start; i < Math.min(DOCUMENTS, start + BATCH); i += 1) {
        const original = originals[i % originals.length]!;
        const content = Buffer.concat([original.content, randomBytes(TAIL_BYTES)]);
        const stored = await storage.put(content);
        fileBytes += content.length;
        const contact = contactRows[i % contactRows.length]!;
        const day = 1 + (i % 365);
        const issue = new Date(Date.UTC(2024, 0, day)).toISOString().slice(0, 10);
        rows.push({
          projectId: project.id,
          name: `Document ${i}`,
          originalFilename: `document-${i}.${original.mimeType === 'application/pdf' ? 'pdf' : 'png'}`,
          fileKey: stored.key,
          size: content.length,
          mimeType: original.mimeType,
          source: 'email' as const,
          type: 'invoice' as TDocumentType,
          state: i % 5 === 0 ? ('paper_tray' as const) : ('approved' as const),
          processingStatus: 'done' as const,
          folderId: i % 5 === 0 ? null : folderRows[i % folderRows.length]!.id,
          contactId: contact.id,
          extractedData: {
            ...emptyExtractedData(),
            invoiceNumber: `INV-${i}`,
            issueDate: issue,
            totalAmount: 1000 + i * 7,
            currency: 'EUR',
            vendor: { name: contact.name, address: null, taxId: contact.taxId },
          },
        });
      }
      await db.insert(documents).values(rows);
    }
    return { userId: user!.id, projectId: project.id, fileBytes };
  } finally {
    await storage.close();
    await database.close();
  }
}

/** Child phase: the server; answers {address, token}, then RSS figures when told the export is done. */
async function serve(seeded: Seeded) {
  const database = await open(process.env);
  const dataDir = process.env.BENCH_DATA_DIR!;
  // The app's disk storage is DATA_DIR/files, where the seed phase put the originals.
  const { app, address } = await startBenchApp(database, dataDir);
  const { loadSecrets } = await import('../src/platform/secrets');
  const { loadConfig } = await import('../src/config');
  const secrets = loadSecrets(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }));
  const token = await new AccessTokens(secrets.jwtSecret).sign({
    userId: seeded.userId,
    sessionId: randomUUID(),
  });
  global.gc?.();
  const usage = process.memoryUsage();
  const before = usage.rss;
  let peak = before;
  // Where the memory is: V8 heap, and buffers outside it (external, of which array buffers).
  const peaks = { heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    for (const key of Object.keys(peaks) as (keyof typeof peaks)[])
      peaks[key] = Math.max(peaks[key], now[key]);
  }, 20);
  process.send!({ address, token, rssBeforeMb: before / MB });
  process.once('message', async () => {
    clearInterval(sampler);
    const mb = (n: number) => Math.round(n / MB);
    const result = {
      rssBeforeMb: before / MB,
      peakDuringMb: peak / MB,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
      breakdown:
        `before: heap ${mb(usage.heapUsed)}/${mb(usage.heapTotal)} MB used/committed, ` +
        `external ${mb(usage.external)} MB (array buffers ${mb(usage.arrayBuffers)}); ` +
        `peaks during: heap ${mb(peaks.heapUsed)}/${mb(peaks.heapTotal)}, ` +
        `external ${mb(peaks.external)} (array buffers ${mb(peaks.arrayBuffers)})`,
    };
    await app.close();
    await database.close();
    process.send!(result, () => process.exit(0));
  });
}

/** Child phase: the writer in-process to a file, originals stored or deflated. */
async function direct(seeded: Seeded, deflateOriginals: boolean) {
  const database = await open(process.env);
  const storage = await DiskStorage.open(process.env.BENCH_FILES_DIR!);
  const started = performance.now();
  const repo = new ExportsRepository(database.db);
  const filter = {
    projectId: seeded.projectId,
    ...PERIOD,
    folderIds: [],
    contactIds: [],
    timeZone: 'UTC',
  };
  const zip = path.join(process.env.BENCH_WORK_DIR!, `direct-${deflateOriginals}.zip`);
  await pipeline(
    createExportArchive({
      documents: repo.documents(filter),
      storage,
      describe: {
        projectName: 'Bench',
        ...PERIOD,
        timeZone: 'UTC',
        folders: [],
        contacts: [],
        exportedAt: new Date(),
      },
      deflateOriginals,
    }),
    createWriteStream(zip),
  );
  const seconds = (performance.now() - started) / 1000;
  await database.close();
  const zipBytes = statSync(zip).size;
  await rm(zip, { force: true });
  return { seconds, zipBytes, maxRssMb: process.resourceUsage().maxRSS / 1024 };
}

function child(phase: string, env: Record<string, string>): ChildProcess {
  const preload = path.join(import.meta.dirname, '../src/preload.ts');
  return fork(import.meta.filename, [], {
    execArgv: [...HEAP_NODE_FLAGS, '--expose-gc', '--import', 'tsx', '--import', preload],
    env: { ...process.env, ...env, BENCH_PHASE: phase },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

function nextMessage<T>(proc: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    proc.once('message', (message) => resolve(message as T));
    proc.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
}

async function runChild<T>(phase: string, env: Record<string, string>): Promise<T> {
  return nextMessage<T>(child(phase, env));
}

/** Downloads the export to a file over HTTP; seconds and zip size. */
async function download(
  address: string,
  token: string,
  projectId: string,
  file: string,
  period = PERIOD,
) {
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const request = http.request(`${address}/api/exports/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`export answered ${response.statusCode}`));
        response.resume();
        return;
      }
      pipeline(response, createWriteStream(file)).then(resolve, reject);
    });
    request.end(JSON.stringify({ projectId, ...period }));
  });
  return { seconds: (performance.now() - started) / 1000, zipBytes: statSync(file).size };
}

function zipPeer(filesDir: string, work: string, level: '-6' | '-0') {
  const out = path.join(work, `peer${level}.zip`);
  const started = performance.now();
  execFileSync('zip', ['-r', '-q', level, out, '.'], { cwd: filesDir });
  const seconds = (performance.now() - started) / 1000;
  const zipBytes = statSync(out).size;
  execFileSync('rm', ['-f', out]);
  return { seconds, zipBytes };
}

async function main() {
  try {
    execFileSync('zip', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error('zip is not installed: apt-get install -y zip (the benchmark peer)');
  }
  console.log(`Load average at start: ${loadAverage()}`);
  const work = await mkdtemp(path.join(tmpdir(), 'papertray-bench-export-'));
  const postgres = await startPostgres();
  const rows: Record<string, string | number>[] = [];
  try {
    const targets: [string, Record<string, string>][] = [
      ['pglite', { BENCH_PGLITE_DIR: path.join(work, 'pglite') }],
      ['postgres', { BENCH_DATABASE_URL: await postgres.createDatabase('bench_export') }],
    ];
    for (const [kind, dbEnv] of targets) {
      const dataDir = path.join(work, `data-${kind}`);
      const filesDir = path.join(dataDir, 'files');
      const env = {
        ...dbEnv,
        BENCH_FILES_DIR: filesDir,
        BENCH_DATA_DIR: dataDir,
        BENCH_WORK_DIR: work,
      };
      const seeded = await runChild<Seeded>('seed', env);
      const seededEnv = { ...env, BENCH_SEEDED: JSON.stringify(seeded) };
      const mb = seeded.fileBytes / MB;
      if (kind === 'pglite') {
        console.log(`${DOCUMENTS} documents, ${mb.toFixed(1)} MB of originals (PDF and PNG)`);
      }

      // The peer first, on the same files, warm in the page cache like ours.
      const peer = zipPeer(filesDir, work, '-6');
      const peerStored = zipPeer(filesDir, work, '-0');
      const server = child('serve', seededEnv);
      const ready = await nextMessage<{ address: string; token: string }>(server);
      // A first, small export warms the server up (lazy module loads, JIT, statement caches).
      await download(ready.address, ready.token, seeded.projectId, path.join(work, 'warm.zip'), {
        startDate: '2024-01-01',
        endDate: '2024-01-03',
      });
      const ours = await download(
        ready.address,
        ready.token,
        seeded.projectId,
        path.join(work, `ours-${kind}.zip`),
      );
      server.send('done');
      const memory = await nextMessage<{
        rssBeforeMb: number;
        peakDuringMb: number;
        maxRssMb: number;
        breakdown: string;
      }>(server);
      console.log(`Server memory (${kind}): ${memory.breakdown}`);
      await rm(path.join(work, `ours-${kind}.zip`), { force: true });
      const rate = (seconds: number) => mb / seconds;
      rows.push({
        run: `Papertray export over HTTP (${kind})`,
        'MB/s': Number(rate(ours.seconds).toFixed(1)),
        s: Number(ours.seconds.toFixed(1)),
        'zip MB': Number((ours.zipBytes / MB).toFixed(1)),
        'RSS before MB': Math.round(memory.rssBeforeMb),
        'peak RSS MB': Math.round(memory.peakDuringMb),
        'peak - before MB': Math.round(memory.peakDuringMb - memory.rssBeforeMb),
        'vs zip -r': `${((rate(ours.seconds) / rate(peer.seconds)) * 100).toFixed(0)}%`,
      });
      rows.push({
        run: `zip -r (deflate -6), same files (${kind} run)`,
        'MB/s': Number(rate(peer.seconds).toFixed(1)),
        s: Number(peer.seconds.toFixed(1)),
        'zip MB': Number((peer.zipBytes / MB).toFixed(1)),
      });
      rows.push({
        run: `zip -r -0 (stored), same files (${kind} run)`,
        'MB/s': Number(rate(peerStored.seconds).toFixed(1)),
        s: Number(peerStored.seconds.toFixed(1)),
        'zip MB': Number((peerStored.zipBytes / MB).toFixed(1)),
      });
      if (kind === 'postgres') {
        for (const deflate of [false, true]) {
          const result = await runChild<{ seconds: number; zipBytes: number; maxRssMb: number }>(
            deflate ? 'direct-deflate' : 'direct-store',
            seededEnv,
          );
          rows.push({
            run: `writer in-process, originals ${deflate ? 'deflated (level 6)' : 'stored'} (postgres)`,
            'MB/s': Number(rate(result.seconds).toFixed(1)),
            s: Number(result.seconds.toFixed(1)),
            'zip MB': Number((result.zipBytes / MB).toFixed(1)),
            'peak RSS MB': Math.round(result.maxRssMb),
          });
        }
      }
      await rm(dataDir, { recursive: true, force: true });
    }
  } finally {
    await postgres.stop();
    await rm(work, { recursive: true, force: true });
  }
  console.table(rows);
  console.log(
    [
      `Load average at the end: ${loadAverage()} (2 cores shared with other work: rates move with it).`,
      'MB/s = MB of originals / wall seconds. Our run includes HTTP, the database pages and writing the zip to disk (client side).',
      'Peak RSS is the server process (sampled every 20 ms during the export); "before" is after start and a GC.',
      'Targets: peak RSS < 250 MB whatever the export size (on PGlite the WASM database alone is most of "before"), >= 80% of zip -r.',
    ].join('\n'),
  );
}

const phase = process.env.BENCH_PHASE;
const seeded = process.env.BENCH_SEEDED ? (JSON.parse(process.env.BENCH_SEEDED) as Seeded) : null;
if (phase === 'seed') {
  seed().then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else if (phase === 'serve') {
  serve(seeded!).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else if (phase === 'direct-store' || phase === 'direct-deflate') {
  direct(seeded!, phase === 'direct-deflate').then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
