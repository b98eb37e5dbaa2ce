import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { REPO_ROOT } from './platform/paths';
import { loadSecrets } from './platform/secrets';

describe('config', () => {
  it('has defaults that run on a laptop', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: null,
      databaseTimeouts: { queryMs: 30_000, connectMs: 10_000 },
      publicUrl: 'http://localhost:3000',
      botCheck: { provider: 'altcha' },
      oidc: null,
      mail: { smtpPort: 2525, smtpUrl: null, domain: 'localhost' },
      storage: 'disk',
      roles: ['web', 'worker', 'scheduler', 'smtp'],
      authRateLimit: 20,
      jwtSecret: null,
      llm: null,
    });
  });

  it('takes the database timeouts in milliseconds, 0 for none', () => {
    const config = loadConfig({
      DATABASE_QUERY_TIMEOUT_MS: '0',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
    });
    expect(config.databaseTimeouts).toEqual({ queryMs: 0, connectMs: 500 });
    expect(() => loadConfig({ DATABASE_QUERY_TIMEOUT_MS: '-1' })).toThrow(
      /DATABASE_QUERY_TIMEOUT_MS/,
    );
  });

  it('takes the ALTCHA key from ALTCHA_HMAC_KEY, shared by several web processes', () => {
    const key = 'a'.repeat(40);
    const config = loadConfig({
      ALTCHA_HMAC_KEY: key,
      JWT_SECRET: 'j'.repeat(32),
      ENCRYPTION_KEY: 'e'.repeat(64),
    });
    expect(loadSecrets(config).altchaHmacKey).toBe(key);
    expect(() => loadConfig({ ALTCHA_HMAC_KEY: 'short' })).toThrow(
      /ALTCHA_HMAC_KEY must be at least 32/,
    );
  });

  it('resolves a relative DATA_DIR against the directory npm was started in', () => {
    expect(loadConfig({ DATA_DIR: 'mydata', INIT_CWD: '/home/ann/work' }).dataDir).toBe(
      '/home/ann/work/mydata',
    );
    expect(loadConfig({ DATA_DIR: '/srv/papertray' }).dataDir).toBe('/srv/papertray');
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://app.example.com/' }).publicUrl).toBe(
      'https://app.example.com',
    );
  });

  it('picks Turnstile when its secret is set, and honours BOT_CHECK', () => {
    const env = { TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET_KEY: 'secret' };
    expect(loadConfig(env).botCheck.provider).toBe('turnstile');
    expect(loadConfig({ ...env, BOT_CHECK: 'off' }).botCheck.provider).toBe('off');
    expect(() => loadConfig({ BOT_CHECK: 'turnstile' })).toThrow(/TURNSTILE_SECRET_KEY/);
  });

  it('fails with every problem named', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        BOT_CHECK: 'captcha',
        DATABASE_URL: 'mysql://x',
        ROLES: 'web,cook',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of ['PORT', 'BOT_CHECK', 'DATABASE_URL', 'ROLES'])
      expect(message).toContain(name);
  });

  it("takes PGlite's shared_buffers as a PostgreSQL size", () => {
    expect(loadConfig({}).pgliteSharedBuffers).toBeNull();
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '128MB' }).pgliteSharedBuffers).toBe('128MB');
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(/PGLITE_SHARED_BUFFERS/);
  });

  it('requires OIDC issuer and client id together', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/);
    expect(
      loadConfig({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'spa' }).oidc,
    ).toMatchObject({ issuer: 'https://id.example.com', clientId: 'spa', audience: null });
  });

  it('asks a language model only when LLM_BASE_URL and LLM_MODEL are both set', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/LLM_MODEL/);
    expect(() => loadConfig({ LLM_BASE_URL: 'localhost:11434', LLM_MODEL: 'm' })).toThrow(
      /LLM_BASE_URL must be an http\(s\) URL/,
    );
    expect(
      loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1' }).llm,
    ).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1',
      apiKey: undefined,
      timeoutMs: 60_000,
    });
  });
});
