import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@papertray/contract';

const NOT_BUILT =
  'The Papertray web app has not been built yet.\n\nRun `npm run build` in the repository root (or `npm start`, which builds and then serves), then reload this page.\nThe API is available under /api (documentation at /api/docs).\n';

/**
 * Serves the built SPA and answers unknown routes: /api/* gets a JSON 404, other GETs without a
 * file extension get index.html (client-side routing), anything else a 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.status(404).send({ message: MESSAGES.notFound, code: 'not_found' });
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url);
    if (!isPage) return reply.status(404).type('text/plain; charset=utf-8').send('Not found\n');
    if (!built) return reply.status(404).type('text/plain; charset=utf-8').send(NOT_BUILT);
    // index.html must never be cached, or a deploy would keep serving old asset names.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
