import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyExtractedData } from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { setPlan, userIdByEmail } from '../../../test/factories';
import { createProject, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DiskStorage } from '../../platform/storage/disk-storage';
import type { FileStorage } from '../../platform/storage/file-storage';
import { seedDocument } from '../documents/testing/seed-documents';
import { readZip } from './testing/read-zip';

const FILES = 20;
const FILE_BYTES = 2 * 1024 * 1024;

/** Disk storage that counts the originals opened and knows which are still open. */
function countingStorage(inner: FileStorage) {
  const stats = { gets: 0, open: new Set<Readable>() };
  const storage: FileStorage = Object.create(inner) as FileStorage;
  storage.get = async (key: string) => {
    const stream = await inner.get(key);
    stats.gets += 1;
    stats.open.add(stream);
    stream.once('close', () => stats.open.delete(stream));
    return stream;
  };
  return { storage, stats };
}

/** POSTs the export over a real socket and hands back the response as soon as it starts. */
function startExport(url: string, token: string, body: object): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

async function until(condition: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

describe.each(DB_KINDS)('export streaming on %s', (kind) => {
  let t: TestApp;
  let storageDir: string;
  let stats: ReturnType<typeof countingStorage>['stats'];
  let url: string;
  let token: string;
  let body: object;

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'papertray-export-stream-'));
    const counted = countingStorage(await DiskStorage.open(storageDir));
    stats = counted.stats;
    t = await createTestApp(kind, { deps: { storage: counted.storage } });
    const user = await registerUser(t.app);
    token = user.accessToken;
    await setPlan(t.database, await userIdByEmail(t.database, user.email), 'business');
    const projectId = (await createProject(t.app, token, { name: 'Big' }))._id;
    for (let i = 0; i < FILES; i += 1) {
      const content = randomBytes(FILE_BYTES);
      const stored = await counted.storage.put(content);
      await seedDocument(t.database, {
        projectId,
        fileKey: stored.key,
        size: content.length,
        extractedData: { ...emptyExtractedData(), issueDate: '2024-05-01', invoiceNumber: `N${i}` },
      });
    }
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address}/api/exports/generate`;
    body = { projectId, startDate: '2024-04-01', endDate: '2024-06-30' };
    expect((t.app.server.address() as AddressInfo).port).toBeGreaterThan(0);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('sends every original to a client that reads', async () => {
    stats.gets = 0;
    const response = await startExport(url, token, body);
    expect(response.statusCode).toBe(200);
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const entries = await readZip(Buffer.concat(chunks));
    expect([...entries.keys()].filter((name) => name.endsWith('.pdf'))).toHaveLength(FILES);
    expect(stats.gets).toBe(FILES);
    await until(() => stats.open.size === 0);
  });

  it('waits for a client that does not read, and stops when it goes away', async () => {
    stats.gets = 0;
    const response = await startExport(url, token, body);
    expect(response.statusCode).toBe(200);
    // Read the first bytes, then stop reading: the server must stop with the socket full.
    await new Promise((resolve) => response.once('data', resolve));
    response.pause();
    // Settled: no original opened for half a second.
    let stalled = -1;
    for (let waited = 0; stats.gets !== stalled && waited < 30; waited += 1) {
      stalled = stats.gets;
      await sleep(500);
    }
    expect(stats.gets, 'the export kept reading while the client read nothing').toBe(stalled);
    expect(stalled, 'originals opened while the client read nothing').toBeLessThan(FILES);
    expect(stats.open.size).toBeLessThanOrEqual(1);

    response.destroy();
    // The open original is closed and no further one is opened.
    await until(() => stats.open.size === 0);
    await sleep(500);
    expect(stats.gets).toBe(stalled);
  });
});
