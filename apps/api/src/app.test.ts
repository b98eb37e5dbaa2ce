import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPublicConfig } from '@papertray/contract';
import { DB_KINDS, openTestDatabase } from '../test/databases';
import type { DatabaseHandle } from './platform/db/database';
import { api, json } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

describe.each(DB_KINDS)('system endpoints on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('reports liveness and readiness', async () => {
    expect(json(await api(t.app).get('/api/health'))).toEqual({ status: 'ok' });
    const ready = await api(t.app).get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ status: 'ready', checks: { database: 'ok', dataDir: 'ok' } });
  });

  it('reports not ready when the data dir is gone', async () => {
    const other = await createTestApp(kind, { database: t.database });
    await rm(other.dataDir, { recursive: true, force: true });
    const ready = await api(other.app).get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(json(ready)).toMatchObject({ status: 'not_ready', checks: { dataDir: 'failed' } });
    await other.close();
  });
});

/** One database for the suites below: they test the HTTP surface, not data. */
let shared: DatabaseHandle;
beforeAll(async () => {
  shared = await openTestDatabase('pglite');
});
afterAll(() => shared?.close());

describe('public config', () => {
  it('describes ALTCHA by default and Turnstile when configured', async () => {
    const altcha = await createTestApp('pglite', { database: shared, env: { BOT_CHECK: '' } });
    try {
      const config = ZPublicConfig.parse(json(await api(altcha.app).get('/api/config')));
      expect(config.botCheck).toEqual({
        provider: 'altcha',
        siteKey: null,
        challengeUrl: '/api/auth/altcha-challenge',
      });
      expect(config).toMatchObject({ productName: 'Papertray', externalAuth: null });
      expect(config.plans).toEqual(['free', 'professional', 'business', 'enterprise']);
    } finally {
      await altcha.close();
    }
    const turnstile = await createTestApp('pglite', {
      database: shared,
      env: {
        BOT_CHECK: '',
        TURNSTILE_SITE_KEY: 'site-key',
        TURNSTILE_SECRET_KEY: 'secret',
        OIDC_ISSUER: 'https://id.example.com/',
        OIDC_CLIENT_ID: 'client',
      },
    });
    try {
      const response = await api(turnstile.app).get('/api/config');
      expect(json(response)).toMatchObject({
        botCheck: { provider: 'turnstile', siteKey: 'site-key', challengeUrl: null },
        externalAuth: { issuer: 'https://id.example.com/', clientId: 'client', audience: null },
      });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com");
      expect(csp).toContain('https://id.example.com');
    } finally {
      await turnstile.close();
    }
  });
});

describe('HTTP surface', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'papertray-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Papertray SPA</title>');
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp('pglite', { database: shared, deps: { webDistDir: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html for client-side routes and the built assets', async () => {
    for (const url of ['/', '/dashboard', '/projects/123/settings?tab=x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Papertray SPA');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends a CSP that lets the SPA and the ALTCHA worker run and nothing else', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/auth/nothing'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ message: 'Not found', code: 'not_found' });
    }
  });

  it('turns malformed JSON into a 400 with a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('The request body is not valid JSON');
  });

  it('publishes the OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = json<{ paths: Record<string, unknown> }>(response);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/refresh',
        '/api/users/profile',
        '/api/projects',
        '/api/projects/{id}',
        '/api/projects/{id}/stats',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

describe('without a built SPA', () => {
  it('explains how to build it', async () => {
    const t = await createTestApp('pglite', {
      database: shared,
      deps: { webDistDir: '/nonexistent-dist' },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toContain('npm run build');
    } finally {
      await t.close();
    }
  });
});
