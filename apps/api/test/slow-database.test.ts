import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProject, TProjectEmail } from '@papertray/contract';
import { appMailServices } from '../src/modules/inboxes/testing/app-mail-services';
import { rawMail } from '../src/modules/inboxes/testing/mail-fixtures';
import type { SmtpReceiver } from '../src/modules/smtp-receiver/smtp-receiver';
import {
  TEST_MAIL_DOMAIN,
  sendRaw,
  startTestReceiver,
} from '../src/modules/smtp-receiver/testing/receiver-harness';
import {
  openProxiedPostgres,
  type ProxiedPostgres,
} from '../src/platform/db/testing/proxied-postgres';
import { users } from '../src/platform/db/schema';
import { api, json, registerUser } from './http';
import { createTestApp, type TestApp } from './test-app';

/** Small on purpose, so the stalls below take a second, not the production 30 s / 10 s. */
const TIMEOUTS = { queryMs: 1_000, connectMs: 1_000 };
const LATENCY_MS = 300;
const UNAVAILABLE = {
  message: 'The database is not answering in time. Please try again in a moment.',
  code: 'database_unavailable',
};

async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await call();
  return { value, ms: performance.now() - started };
}

/**
 * The app on a real PostgreSQL reached through a TCP proxy that first adds latency to every
 * chunk, then stalls all traffic (an overloaded server, a hung network), then recovers.
 */
describe('a slow database (PostgreSQL behind a slowing and stalling proxy)', () => {
  let pg: ProxiedPostgres;
  let t: TestApp;
  let receiver: SmtpReceiver;
  let token: string;
  let address: string;

  const projectNames = async () =>
    (await pg.direct.db.query.projects.findMany({ columns: { name: true } })).map((p) => p.name);
  const createProject = (name: string) => api(t.app).post('/api/projects', { name }, token);

  beforeAll(async () => {
    pg = await openProxiedPostgres({ maxConnections: 4, timeouts: TIMEOUTS });
    t = await createTestApp('postgres', {
      database: pg.database,
      env: { MAIL_DOMAIN: TEST_MAIL_DOMAIN },
    });
    const { mail } = await appMailServices(t);
    receiver = await startTestReceiver(t.database, mail);
    const owner = await registerUser(t.app);
    token = owner.accessToken;
    // A plan with room for the projects created below.
    await pg.direct.db
      .update(users)
      .set({ plan: 'enterprise' })
      .where(eq(users.email, owner.email));
    const project = json<TProject>(await createProject('Before'));
    address = json<TProjectEmail>(
      await api(t.app).get(`/api/projects/${project._id}/email`, token),
    ).fullEmail;
  }, 30_000);

  afterAll(async () => {
    pg?.proxy.resume();
    await receiver?.close();
    await t?.close();
    await pg?.close();
  });

  it(`answers, slower, with ${LATENCY_MS} ms added to every chunk each way`, async () => {
    pg.proxy.setLatency(LATENCY_MS);
    const list = await timed(() => api(t.app).get('/api/projects', token));
    expect(list.value.statusCode).toBe(200);
    const created = await timed(() => createProject('During latency'));
    expect(created.value.statusCode, created.value.body).toBe(201);
    // A round trip is at least 2 × 300 ms; no statement waits past the 1 s query timeout.
    expect(list.ms).toBeGreaterThan(2 * LATENCY_MS);
    expect(created.ms).toBeLessThan(15_000);
    expect(await projectNames()).toContain('During latency');
    console.info(
      `latency ${LATENCY_MS} ms/chunk: list ${list.ms.toFixed(0)} ms, create ${created.ms.toFixed(0)} ms`,
    );
  }, 30_000);

  it('fails fast with 503 and a message while the database stalls, and stores nothing half', async () => {
    pg.proxy.setLatency(0);
    pg.proxy.stall();
    // More requests than pooled connections: the ones in flight give up after the query
    // timeout, the ones waiting for a connection after the connect timeout.
    const requests = await timed(() =>
      Promise.all([
        ...Array.from({ length: 6 }, () => api(t.app).get('/api/projects', token)),
        createProject('During the stall'),
      ]),
    );
    for (const response of requests.value) {
      expect(response.statusCode, response.body).toBe(503);
      expect(json(response)).toEqual(UNAVAILABLE);
    }
    expect(requests.ms).toBeLessThan(4 * (TIMEOUTS.queryMs + TIMEOUTS.connectMs));
    // Mail is not lost: a temporary refusal, so the sending server keeps it and retries.
    const mail = rawMail({ subject: 'Sent during the stall' });
    const refused = await timed(() => sendRaw(receiver.port, [address], mail));
    expect(refused.value.error?.responseCode).toBe(451);
    expect(await projectNames()).not.toContain('During the stall');
    console.info(
      `stall: 7 requests answered 503 within ${requests.ms.toFixed(0)} ms, SMTP 451 after ${refused.ms.toFixed(0)} ms`,
    );

    pg.proxy.resume();
    const again = await timed(() => api(t.app).get('/api/projects', token));
    expect(again.value.statusCode).toBe(200);
    // New connections at once (measured: milliseconds); generous for a loaded machine.
    expect(again.ms).toBeLessThan(5_000);
    expect((await createProject('During the stall')).statusCode).toBe(201);
    expect((await sendRaw(receiver.port, [address], mail)).error).toBeNull();
    expect(await projectNames()).toEqual(
      expect.arrayContaining(['Before', 'During latency', 'During the stall']),
    );
    const subjects = (await pg.direct.db.query.emails.findMany({ columns: { subject: true } })).map(
      (e) => e.subject,
    );
    expect(subjects).toEqual(['Sent during the stall']);
    console.info(`recovered: first request after the stall ${again.ms.toFixed(0)} ms`);
  }, 30_000);
});
