import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { StorageUnavailableError } from '../storage/file-storage';
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
});
