import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiRequestLogController, isApiUrl } from './logger';

async function logLinesOf(urls: string[]) {
  const lines: { msg: string; req?: { url: string }; res?: { statusCode: number } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as (typeof lines)[number]);
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new ApiRequestLogController(),
  });
  app.get('/api/health', async () => ({ ok: true }));
  app.get('/assets/app.js', async (_request, reply) => reply.type('text/javascript').send('1'));
  app.get('/assets/broken.js', async () => {
    throw new Error('disk gone');
  });
  for (const url of urls) await app.inject({ method: 'GET', url });
  await app.close();
  return lines;
}

describe('request logging', () => {
  it('logs API calls and leaves successful static files out', async () => {
    const lines = await logLinesOf(['/assets/app.js', '/api/health', '/assets/app.js']);
    const requestLines = lines.filter((l) => /request (completed|errored)|incoming/.test(l.msg));
    expect(requestLines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(requestLines[0]?.req?.url).toBe('/api/health');
  });

  it('still logs a static file that fails', async () => {
    const lines = await logLinesOf(['/assets/broken.js']);
    expect(lines.some((l) => l.res?.statusCode === 500)).toBe(true);
  });

  it('tells API URLs from the rest', () => {
    expect(isApiUrl('/api/documents?x=1')).toBe(true);
    expect(isApiUrl('/api')).toBe(true);
    expect(isApiUrl('/apis.js')).toBe(false);
    expect(isApiUrl('/assets/index.js')).toBe(false);
    expect(isApiUrl('/sw.js')).toBe(false);
  });
});
