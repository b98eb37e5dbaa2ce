import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@papertray/contract';
import { api, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Cloudflare's siteverify API is outside our reach, so it is replaced at the HTTP boundary (the
 * injected fetch); everything on our side of that call runs for real.
 */
describe('Turnstile bot check (siteverify faked at the HTTP boundary)', () => {
  let t: TestApp;
  const calls: { url: string; body: URLSearchParams }[] = [];

  beforeAll(async () => {
    const fakeSiteverify = (async (url: string | URL | Request, init?: RequestInit) => {
      const body = new URLSearchParams(String(init?.body));
      calls.push({ url: String(url), body });
      const success = body.get('response') === 'good-token';
      return new Response(JSON.stringify({ success }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    t = await createTestApp('pglite', {
      env: { BOT_CHECK: '', TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET_KEY: 'the-secret' },
      deps: { fetch: fakeSiteverify },
    });
  });
  afterAll(() => t?.close());

  it('verifies the token with the secret and the client address', async () => {
    const user = await registerUser(t.app).catch((error: Error) => error);
    expect(user).toBeInstanceOf(Error);
    const http = api(t.app);
    const body = { email: 'nobody@example.com', password: 'whatever1' };

    const ok = await http.post('/api/auth/login', { ...body, turnstileToken: 'good-token' });
    expect(ok.statusCode).toBe(401); // past the bot check, stopped by the credentials
    const call = calls.at(-1);
    expect(call?.url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
    expect(call?.body.get('secret')).toBe('the-secret');
    expect(call?.body.get('remoteip')).toBe('127.0.0.1');

    const bad = await http.post('/api/auth/login', { ...body, turnstileToken: 'bad-token' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe(MESSAGES.botCheckFailed);
    const missing = await http.post('/api/auth/forgot-password', { email: body.email });
    expect(json(missing).message).toBe(MESSAGES.botCheckMissing);
  });
});
