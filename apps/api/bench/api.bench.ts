/**
 * `npm run bench:api`: the real app in-process over PGlite and over a started PostgreSQL 15,
 * with production argon2 cost, hammered by autocannon on login and on the project list.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startPostgres } from '@papertray/test-servers/postgres';
import { ARGON2_COST } from '../src/modules/auth/passwords';
import { UsersRepository } from '../src/modules/users/users.repository';
import type { DatabaseHandle } from '../src/platform/db/database';
import { openPglite } from '../src/platform/db/pglite';
import { openPostgres } from '../src/platform/db/postgres';
import { startBenchApp } from './support/bench-app';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PROJECTS = 10;
const EMAIL = 'bench@example.com';
const PASSWORD = 'benchmark password';

interface Row {
  database: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function benchOne(kind: string, database: DatabaseHandle, dataDir: string): Promise<Row[]> {
  const { app, address } = await startBenchApp(database, dataDir);
  try {
    const post = (url: string, body: unknown, token?: string) =>
      fetch(`${address}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const registered = await post('/api/auth/register', {
      name: 'Bench',
      email: EMAIL,
      password: PASSWORD,
    });
    const { accessToken } = (await registered.json()) as { accessToken: string };
    const user = await new UsersRepository(database.db).findByEmail(EMAIL);
    if (!user) throw new Error('seed user missing');
    // Business allows 25 projects; the free plan would stop at one.
    await new UsersRepository(database.db).update(user.id, { plan: 'business' });
    for (let i = 0; i < PROJECTS; i++) {
      const response = await post(
        '/api/projects',
        { name: `Project ${i}`, tags: ['bench'] },
        accessToken,
      );
      if (response.status !== 201) throw new Error(`seeding failed: ${await response.text()}`);
    }

    const run = async (endpoint: string, options: Parameters<typeof autocannon>[0]) => {
      const result = await autocannon({
        connections: CONNECTIONS,
        duration: DURATION_S,
        ...options,
      });
      return {
        database: kind,
        endpoint,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      };
    };
    return [
      await run('POST /api/auth/login', {
        url: `${address}/api/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      }),
      await run(`GET /api/projects (${PROJECTS})`, {
        url: `${address}/api/projects`,
        headers: { authorization: `Bearer ${accessToken}` },
      }),
    ];
  } finally {
    await app.close();
  }
}

async function main() {
  const rows: Row[] = [];
  const dir = await mkdtemp(path.join(tmpdir(), 'papertray-bench-'));
  try {
    const pglite = await openPglite({ dataDir: path.join(dir, 'pglite', 'db') });
    rows.push(...(await benchOne('PGlite', pglite, path.join(dir, 'pglite'))));
    await pglite.close();

    const server = await startPostgres();
    try {
      const url = await server.createDatabase('bench');
      const postgres = await openPostgres({ url });
      rows.push(...(await benchOne('PostgreSQL 15', postgres, path.join(dir, 'postgres'))));
      await postgres.close();
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  console.log(
    `\nargon2id m=${ARGON2_COST.memoryCost} KiB t=${ARGON2_COST.timeCost} p=${ARGON2_COST.parallelism}; ` +
      `${CONNECTIONS} connections, ${DURATION_S} s per run\n`,
  );
  console.table(
    rows.map((r) => ({
      database: r.database,
      endpoint: r.endpoint,
      'requests/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
    })),
  );
}

await main();
