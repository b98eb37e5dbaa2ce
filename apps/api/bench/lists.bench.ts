/**
 * `npm run bench:lists`: the list screens' API over one big project, on PGlite and on a started
 * PostgreSQL 15. The project holds BENCH_DOCUMENTS documents (default 100,000) and BENCH_CONTACTS
 * contacts (default 5,000), seeded in bulk (support/lists-seed.ts). The real app serves HTTP
 * in-process; autocannon, in a child process of its own (support/load-process.ts), hits each call
 * with BENCH_CONNECTIONS (default 32) connections for BENCH_DURATION seconds (default 10) after a
 * short warm-up: the documents list (first page; filtered + sorted + full-text search), the
 * contacts list (default sort: total amount desc; a search) and the project stats. Prints p50/p99
 * latency, requests/s and CPU ms per request (node: the app's process, PGlite included; pg: the
 * PostgreSQL server), with the load average, since the machine is shared. Targets: PostgreSQL
 * p99 <= 50 ms for the list calls, PGlite within 3x of PostgreSQL; when one is missed, the
 * slowest statement of that call is EXPLAINed.
 *
 * Quick runs: `npm run bench:lists -- --only=pg --documents=20000` (--only=pg|pglite,
 * --documents, --contacts, --duration in seconds, --calls=<part of a call's name>).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgres } from '@papertray/test-servers/postgres';
import { UsersRepository } from '../src/modules/users/users.repository';
import type { DatabaseHandle } from '../src/platform/db/database';
import { openPglite } from '../src/platform/db/pglite';
import { openPostgres } from '../src/platform/db/postgres';
import { startBenchApp } from './support/bench-app';
import { loadAverage, postgresCpuMs, processCpuMs } from './support/cpu-time';
import { seedListsProject } from './support/lists-seed';
import { runLoad } from './support/load-process';
import { captureQueries, explainAnalyze, type CapturedQuery } from './support/query-capture';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    documents: { type: 'string' },
    contacts: { type: 'string' },
    duration: { type: 'string' },
    calls: { type: 'string' },
  },
});
if (args.only !== undefined && args.only !== 'pg' && args.only !== 'pglite') {
  throw new Error(`--only=${args.only}: expected pg or pglite`);
}
const DOCUMENTS = Number(args.documents ?? process.env.BENCH_DOCUMENTS ?? 100_000);
const CONTACTS = Number(args.contacts ?? process.env.BENCH_CONTACTS ?? 5_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(args.duration ?? process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
/**
 * Far beyond the run: autocannon re-sends a request that timed out while the server still works
 * on the first one, so a slow database would only drown in its own backlog.
 */
const REQUEST_TIMEOUT_S = 120;
const LIST_P99_TARGET_MS = 50;
const PGLITE_FACTOR = 3;
const PASSWORD = 'benchmark password';

interface Call {
  name: string;
  list: boolean;
  path: (ids: { projectId: string; folderId: string }) => string;
}

const ALL_CALLS: Call[] = [
  {
    name: 'documents: first page',
    list: true,
    path: ({ projectId }) => `/api/documents?projectId=${projectId}`,
  },
  {
    name: 'documents: approved invoices, search, by amount',
    list: true,
    path: ({ projectId }) =>
      `/api/documents?projectId=${projectId}&state=approved&type=invoice` +
      `&search=${encodeURIComponent('Müller')}&sortBy=totalAmount&sortOrder=desc`,
  },
  {
    name: 'contacts: by total amount (default)',
    list: true,
    path: ({ projectId }) => `/api/contacts?projectId=${projectId}`,
  },
  {
    name: 'contacts: search',
    list: true,
    path: ({ projectId }) => `/api/contacts?projectId=${projectId}&search=bauer`,
  },
  {
    name: 'project stats',
    list: false,
    path: ({ projectId }) => `/api/projects/${projectId}/stats`,
  },
];
const CALLS = ALL_CALLS.filter((call) => !args.calls || call.name.includes(args.calls));

interface Row {
  database: string;
  call: string;
  list: boolean;
  rps: number;
  p50: number;
  p99: number;
  nodeCpuMs: number;
  pgCpuMs: number | null;
  errors: number;
  load: string;
}

interface Target {
  kind: 'pglite' | 'postgres';
  database: DatabaseHandle;
  /** What the app's queries go through, to capture and explain them. */
  client: Parameters<typeof captureQueries>[0];
  /** CPU ms of the database server so far, when it is a separate process. */
  serverCpuMs: () => number | null;
}

/**
 * fetch on a new connection: after minutes of seeding, a kept-alive one may already be closed
 * by the server while the client still thinks it is open (ECONNRESET).
 */
function fetchFresh(url: string, init: RequestInit): Promise<Response> {
  return fetch(url, { ...init, headers: { ...init.headers, connection: 'close' } });
}

async function benchOne(target: Target, dataDir: string) {
  const { database } = target;
  const { app, address } = await startBenchApp(database, dataDir);
  const label = target.kind === 'pglite' ? 'PGlite' : 'PostgreSQL 15';
  try {
    const post = async (url: string, body: unknown, token?: string) => {
      const response = await fetchFresh(`${address}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const email = `bench-${target.kind}@example.com`;
    const { accessToken } = (await post('/api/auth/register', {
      name: 'Bench',
      email,
      password: PASSWORD,
    })) as { accessToken: string };
    const user = await new UsersRepository(database.db).findByEmail(email);
    await new UsersRepository(database.db).update(user!.id, { plan: 'enterprise' });
    const project = await post('/api/projects', { name: 'Archive' }, accessToken);
    const projectId = String(project._id);

    const seedStarted = performance.now();
    const { folderId, phases } = await seedListsProject(database, projectId, {
      documents: DOCUMENTS,
      contacts: CONTACTS,
    });
    console.log(
      `${label}: seeded ${DOCUMENTS} documents and ${CONTACTS} contacts in ` +
        `${((performance.now() - seedStarted) / 1000).toFixed(1)} s (${phases}; load ${loadAverage()})`,
    );

    const headers = { authorization: `Bearer ${accessToken}` };
    const rows: Row[] = [];
    const queries = new Map<string, CapturedQuery[]>();
    // The statements of each call are recorded before any load, so none of another call's
    // requests still in flight lands among them.
    for (const call of CALLS) {
      const url = `${address}${call.path({ projectId, folderId })}`;
      const check = await fetchFresh(url, { headers });
      if (!check.ok) throw new Error(`${call.name}: ${check.status} ${await check.text()}`);
      queries.set(
        call.name,
        await captureQueries(target.client, () => fetch(url, { headers }).then((r) => r.text())),
      );
    }
    for (const call of CALLS) {
      const url = `${address}${call.path({ projectId, folderId })}`;
      // autocannon stops without waiting for answers in flight; one more request waits for them.
      const drain = () => fetch(url, { headers }).then((r) => r.text());
      await runLoad({
        url,
        headers,
        connections: CONNECTIONS,
        durationS: WARMUP_S,
        timeoutS: REQUEST_TIMEOUT_S,
      });
      await drain();
      const load = loadAverage();
      const node0 = processCpuMs();
      const server0 = target.serverCpuMs();
      const result = await runLoad({
        url,
        headers,
        connections: CONNECTIONS,
        durationS: DURATION_S,
        timeoutS: REQUEST_TIMEOUT_S,
      });
      await drain();
      const server1 = target.serverCpuMs();
      const requests = Math.max(1, result.requests.total);
      rows.push({
        database: label,
        call: call.name,
        list: call.list,
        rps: Math.round((result.requests.total / DURATION_S) * 10) / 10,
        p50: result.latency.p50,
        p99: result.latency.p99,
        nodeCpuMs: (processCpuMs() - node0) / requests,
        pgCpuMs: server0 === null || server1 === null ? null : (server1 - server0) / requests,
        errors: result.errors + result.non2xx,
        load,
      });
    }
    return { rows, queries };
  } finally {
    await app.close();
  }
}

/** Explains every statement of the call and prints the slowest one's plan. */
async function explainSlowest(target: Target, call: string, statements: CapturedQuery[]) {
  let slowest: { plan: string; ms: number; text: string } | null = null;
  for (const statement of statements) {
    if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
    const explained = await explainAnalyze(target.client, statement);
    if (!slowest || explained.ms > slowest.ms) slowest = { ...explained, text: statement.text };
  }
  if (!slowest) return;
  console.log(`\nSlowest statement of "${call}" on ${target.kind} (${slowest.ms} ms):`);
  console.log(slowest.text);
  console.log(slowest.plan);
}

/** A run without answers or with errors has no latency to compare. */
function answered(row: Row): boolean {
  return row.rps > 0 && row.errors === 0;
}

function verdicts(rows: Row[]): { line: string; missed: Row | null }[] {
  const out: { line: string; missed: Row | null }[] = [];
  for (const pg of rows.filter((r) => r.database !== 'PGlite')) {
    const lite = rows.find((r) => r.database === 'PGlite' && r.call === pg.call);
    if (pg.list) {
      const ok = answered(pg) && pg.p99 <= LIST_P99_TARGET_MS;
      out.push({
        line: `${ok ? 'met   ' : 'MISSED'} PostgreSQL p99 <= ${LIST_P99_TARGET_MS} ms: ${pg.call} (${pg.p99} ms)`,
        missed: ok ? null : pg,
      });
    }
    if (lite) {
      const ok = answered(lite) && lite.p99 <= PGLITE_FACTOR * pg.p99;
      out.push({
        line:
          `${ok ? 'met   ' : 'MISSED'} PGlite within ${PGLITE_FACTOR}x of PostgreSQL: ${pg.call} ` +
          `(${lite.p99} vs ${pg.p99} ms p99, ${(lite.p99 / Math.max(1, pg.p99)).toFixed(1)}x)`,
        missed: ok ? null : lite,
      });
    }
  }
  return out;
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'papertray-bench-lists-'));
  const rows: Row[] = [];
  const explainers = new Map<string, (call: string) => Promise<void>>();
  const closers: (() => Promise<void>)[] = [];
  try {
    if (args.only !== 'pg') {
      const pglite = await openPglite();
      closers.push(() => pglite.close());
      const liteTarget: Target = {
        kind: 'pglite',
        database: pglite,
        client: pglite.client,
        serverCpuMs: () => null,
      };
      const lite = await benchOne(liteTarget, path.join(dir, 'pglite'));
      rows.push(...lite.rows);
      explainers.set('PGlite', (call) => explainSlowest(liteTarget, call, lite.queries.get(call)!));
    }

    if (args.only !== 'pglite') {
      const server = await startPostgres();
      closers.push(() => server.stop());
      const postgres = await openPostgres({ url: await server.createDatabase('bench_lists') });
      closers.push(() => postgres.close());
      const pgTarget: Target = {
        kind: 'postgres',
        database: postgres,
        client: postgres.pool,
        serverCpuMs: () => postgresCpuMs(path.join(server.dir, 'data')),
      };
      const pg = await benchOne(pgTarget, path.join(dir, 'postgres'));
      rows.push(...pg.rows);
      explainers.set('PostgreSQL 15', (call) =>
        explainSlowest(pgTarget, call, pg.queries.get(call)!),
      );
    }

    console.log(
      `\n${DOCUMENTS} documents, ${CONTACTS} contacts in one project; ${CONNECTIONS} connections, ` +
        `${DURATION_S} s per call after ${WARMUP_S} s warm-up; load average (1/5/15 min) taken ` +
        `before each run on a shared machine. CPU ms/request: node = the app's process (PGlite ` +
        `included; autocannon runs in a child process of its own), pg = the PostgreSQL server's processes.\n`,
    );
    console.table(
      rows.map((r) => ({
        database: r.database,
        call: r.call,
        'requests/s': r.rps,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'node cpu ms/req': Number(r.nodeCpuMs.toFixed(2)),
        'pg cpu ms/req': r.pgCpuMs === null ? '-' : Number(r.pgCpuMs.toFixed(2)),
        errors: r.errors,
        load: r.load,
      })),
    );
    const results = verdicts(rows);
    for (const { line } of results) console.log(line);
    const missed = results.flatMap((r) => (r.missed ? [r.missed] : []));
    const worst = missed.sort((a, b) => b.p99 - a.p99)[0];
    if (worst) await explainers.get(worst.database)!(worst.call);
  } finally {
    for (const close of closers.reverse()) await close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
