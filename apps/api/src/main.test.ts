import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { clonePostgresTemplate } from '../test/databases';
import { readReceiverFile } from './modules/smtp-receiver/receiver-file';
import { openPglite } from './platform/db/pglite';
import { API_ROOT, REPO_ROOT } from './platform/paths';

/** The first line a TCP server sends on connect (an SMTP greeting for the receiver). */
function greeting(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('error', reject);
    socket.once('data', (chunk) => {
      socket.destroy();
      resolve(chunk.toString());
    });
  });
}

/** Starts the real entry point and resolves with its address once it listens. */
function startServer(env: Record<string, string>) {
  const child = spawn(
    path.join(REPO_ROOT, 'node_modules/.bin/node'),
    // As `npm run dev` runs it: tsx with the package module hooks (src/preload.ts).
    ['--import', 'tsx', '--import', './src/preload.ts', 'src/main.ts'],
    {
      cwd: API_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        // The smtp role is on by default: a free loopback port, never a busy 2525.
        SMTP_PORT: '0',
        SMTP_HOST: '127.0.0.1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  return { child, listening, exited, output: () => output };
}

// Spawns real processes (tsx + PGlite init): slow on a busy 2-core machine, hence the timeout.
describe('the server process', { timeout: 90_000 }, () => {
  let dataDir: string;
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('boots on PGlite, migrates, answers, and shuts down cleanly on SIGTERM', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'papertray-main-'));
    // Start from the run's migrated dump: a fresh PGlite initdb costs seconds on a busy machine,
    // and the server still runs its migrator (finding nothing to do) and reopens the cluster.
    const seeded = await openPglite({
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: new Blob([new Uint8Array(await readFile(inject('pgliteTemplateFile')))]),
      migrate: false,
    });
    await seeded.close();
    const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '', BOT_CHECK: 'off' });
    const address = await server.listening;
    const ready = await fetch(`${address}/api/ready`);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', dataDir: 'ok' },
    });
    // Production logs are JSON lines.
    expect(server.output().split('\n')[0]).toMatch(/^\{.*"level":30/);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    // SMTP_PORT=0: the port the receiver got is in DATA_DIR for the tools next to the server.
    const receiver = await readReceiverFile(dataDir);
    expect(receiver).toMatchObject({ pid: server.child.pid, host: '127.0.0.1' });
    expect(receiver.port).toBeGreaterThan(0);
    expect(await greeting(receiver.port)).toMatch(/^220 /);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'smtp-receiver.json'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'keys', 'jwt-secret'))).toBe(true);
  });

  it('logs PostgreSQL and job-queue connection errors as JSON lines, and keeps running', async () => {
    const databaseUrl = await clonePostgresTemplate();
    const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, BOT_CHECK: 'off' });
    const address = await server.listening;
    // What a PostgreSQL restart or failover does to every open connection.
    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await admin.connect();
    try {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [new URL(databaseUrl).pathname.slice(1)],
      );
    } finally {
      await admin.end();
    }
    await expect
      .poll(() => server.output(), { timeout: 15_000 })
      .toMatch(/"msg":"Job queue error"/);
    // A request racing the terminations may meet a dying connection; the next ones get new ones.
    await expect
      .poll(async () => (await fetch(`${address}/api/ready`)).status, { timeout: 10_000 })
      .toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // pg-boss's errors (and the pool's) go through pino: no plain console lines in between.
    const lines = server.output().split('\n').filter(Boolean);
    const notJson = lines.filter((line) => !/^\{.*\}$/.test(line));
    expect(notJson).toEqual([]);
    const queueError = lines.find((line) => line.includes('"msg":"Job queue error"'))!;
    expect(JSON.parse(queueError)).toMatchObject({ level: 50, err: { code: '57P01' } });
  });

  it('refuses to start with a bad configuration, naming the variable', async () => {
    const server = startServer({ DATA_DIR: dataDir, PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
    await server.listening.catch(() => {});
  });
});
