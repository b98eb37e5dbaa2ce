import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { StorageFullError, StorageUnavailableError } from '../storage/file-storage';
import { registerErrorHandling } from './error-handler';

describe('error handling', () => {
  it('answers a file store outage with 503 and a message to show, not a bare 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/upload', async () => {
      throw new StorageUnavailableError('PutObjectCommand: HTTP 500');
    });
    const response = await app.inject({ method: 'GET', url: '/upload' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'The file store is not available (PutObjectCommand: HTTP 500). Try again later.',
      code: 'storage_unavailable',
    });
    await app.close();
  });

  it('answers a full file store with 507 storage_full and the message', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/upload', async () => {
      throw new StorageFullError();
    });
    const response = await app.inject({ method: 'GET', url: '/upload' });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toMatchObject({ code: 'storage_full' });
    expect(response.json().message).toMatch(/^The file store is full/);
    await app.close();
  });

  it('answers a database that does not answer with 503, a refused statement with 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    // drizzle wraps the driver's error; the cause says what happened.
    const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });
    app.get('/stalled', async () => {
      throw wrapped(new Error('Query read timeout'));
    });
    app.get('/pool', async () => {
      throw new Error('timeout exceeded when trying to connect');
    });
    app.get('/starting', async () => {
      throw wrapped(
        Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      );
    });
    app.get('/duplicate', async () => {
      throw wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }));
    });
    for (const url of ['/stalled', '/pool', '/starting']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({
        message: 'The database is not answering in time. Please try again in a moment.',
        code: 'database_unavailable',
      });
    }
    expect((await app.inject({ method: 'GET', url: '/duplicate' })).statusCode).toBe(500);
    await app.close();
  });
});
