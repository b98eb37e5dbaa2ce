import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ZAltchaChallenge, type TAltchaChallenge } from '@papertray/contract';
import { api, json, uniqueEmail } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ALTCHA_MAX_NUMBER } from './bot-check';

/** Solves a challenge the way the browser widget does and encodes the payload it submits. */
async function solve(challenge: TAltchaChallenge): Promise<{ payload: string }> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
  return { payload };
}

describe('ALTCHA bot check (real proof of work)', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { BOT_CHECK: 'altcha' } });
    http = api(t.app);
  });
  afterAll(() => t?.close());

  async function challenge(): Promise<TAltchaChallenge> {
    const response = await http.get('/api/auth/altcha-challenge');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return ZAltchaChallenge.parse(json(response));
  }

  it('issues cheap, signed challenges that expire', async () => {
    const c = await challenge();
    expect(c.algorithm).toBe('SHA-256');
    // Low on purpose (see bot-check.ts): solving must stay under a second in the browser.
    expect(c.maxnumber).toBe(ALTCHA_MAX_NUMBER);
    expect(ALTCHA_MAX_NUMBER).toBeLessThanOrEqual(20_000);
    const expires = Number(new URLSearchParams(c.salt.split('?')[1]).get('expires'));
    expect(expires * 1000).toBeGreaterThan(Date.now());
    expect(expires * 1000).toBeLessThanOrEqual(Date.now() + 10 * 60 * 1000);
    expect((await challenge()).challenge).not.toBe(c.challenge);
  });

  it('lets a solved challenge through once and refuses its replay', async () => {
    const email = uniqueEmail();
    const unsolved = await http.post('/api/auth/register', {
      name: 'Ann',
      email,
      password: 'a good password',
    });
    expect(json(unsolved).message).toBe(MESSAGES.botCheckMissing);
    const register = await http.post('/api/auth/register', {
      name: 'Ann',
      email,
      password: 'a good password',
      turnstileToken: (await solve(await challenge())).payload,
    });
    expect(register.statusCode).toBe(201);

    const { payload } = await solve(await challenge());
    const login = await http.post('/api/auth/login', {
      email,
      password: 'a good password',
      turnstileToken: payload,
    });
    expect(login.statusCode).toBe(200);
    const replay = await http.post('/api/auth/login', {
      email,
      password: 'a good password',
      turnstileToken: payload,
    });
    expect(replay.statusCode).toBe(400);
    expect(json(replay).message).toBe(MESSAGES.botCheckFailed);
  });

  it('refuses a missing token and a garbage one with the contract messages', async () => {
    const body = { email: uniqueEmail(), password: 'whatever1' };
    const missing = await http.post('/api/auth/login', body);
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe(MESSAGES.botCheckMissing);
    for (const turnstileToken of ['garbage', Buffer.from('{"number":1}').toString('base64')]) {
      const bad = await http.post('/api/auth/login', { ...body, turnstileToken });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).message).toBe(MESSAGES.botCheckFailed);
    }
    const forgot = await http.post('/api/auth/forgot-password', { email: body.email });
    expect(json(forgot).message).toBe(MESSAGES.botCheckMissing);
  });

  it('refuses a wrong number for a real challenge', async () => {
    const c = await challenge();
    const wrong = Buffer.from(
      JSON.stringify({ ...c, number: ALTCHA_MAX_NUMBER + 1, maxnumber: undefined }),
    ).toString('base64');
    const response = await http.post('/api/auth/login', {
      email: uniqueEmail(),
      password: 'whatever1',
      turnstileToken: wrong,
    });
    expect(json(response).message).toBe(MESSAGES.botCheckFailed);
  });
});
