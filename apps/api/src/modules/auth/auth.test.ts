import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type TTokenPair } from '@papertray/contract';
import { passwordResetTokens, refreshTokens, users } from '../../platform/db/schema';
import { DB_KINDS } from '../../../test/databases';
import { api, json, PASSWORD, registerUser, uniqueEmail } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hashOpaqueToken } from './opaque-token';

function resetTokenFrom(t: TestApp): string {
  const link = t.mail.last()?.devLink ?? '';
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no reset link in ${link}`);
  return token;
}

describe.each(DB_KINDS)('auth endpoints on %s', (kind) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    http = api(t.app);
  });
  afterAll(() => t?.close());

  describe('register', () => {
    it('creates the account and returns a working token pair', async () => {
      const email = uniqueEmail();
      const response = await http.post('/api/auth/register', {
        name: 'Ann',
        email: email.toUpperCase(),
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(201);
      const { accessToken, refreshToken } = json<TTokenPair>(response);
      expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const profile = await http.get('/api/users/profile', accessToken);
      expect(profile.statusCode).toBe(200);
      expect(json(profile)).toMatchObject({ name: 'Ann', email, plan: 'free', picture: null });
      // The password is stored as an argon2id hash, never as given.
      const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('refuses a duplicate email, whatever its case', async () => {
      const { email } = await registerUser(t.app);
      const response = await http.post('/api/auth/register', {
        name: 'Other',
        email: email.toUpperCase(),
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(409);
      expect(json(response).message).toBe(MESSAGES.emailTaken);
    });

    it('refuses a weak password with the field message', async () => {
      const response = await http.post('/api/auth/register', {
        name: 'Ann',
        email: uniqueEmail(),
        password: 'short',
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        message: 'Password must be at least 8 characters long',
        issues: [{ path: 'password', message: 'Password must be at least 8 characters long' }],
      });
    });

    it('refuses a missing name', async () => {
      const response = await http.post('/api/auth/register', {
        email: uniqueEmail(),
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(json(response).issues).toEqual([expect.objectContaining({ path: 'name' })]);
    });
  });

  describe('login', () => {
    it('signs in with the right password, case-insensitively on the email', async () => {
      const { email } = await registerUser(t.app);
      const response = await http.post('/api/auth/login', {
        email: email.toUpperCase(),
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      const pair = json<TTokenPair>(response);
      expect((await http.get('/api/users/profile', pair.accessToken)).statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown email the same way', async () => {
      const { email } = await registerUser(t.app);
      const wrong = await http.post('/api/auth/login', { email, password: 'wrong password' });
      const unknown = await http.post('/api/auth/login', {
        email: uniqueEmail(),
        password: PASSWORD,
      });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(json(response)).toEqual({
          message: MESSAGES.invalidCredentials,
          code: 'invalid_credentials',
        });
      }
    });
  });

  describe('refresh', () => {
    it('rotates the refresh token: the new pair works, the old token is spent', async () => {
      const first = await registerUser(t.app);
      const response = await http.post('/api/auth/refresh', undefined, first.refreshToken);
      expect(response.statusCode).toBe(200);
      const second = json<TTokenPair>(response);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect((await http.get('/api/users/profile', second.accessToken)).statusCode).toBe(200);
      const third = await http.post('/api/auth/refresh', undefined, second.refreshToken);
      expect(third.statusCode).toBe(200);
    });

    it('accepts the refresh token in the body as well', async () => {
      const { refreshToken } = await registerUser(t.app);
      const response = await http.post('/api/auth/refresh', { refreshToken });
      expect(response.statusCode).toBe(200);
    });

    it('revokes the whole family when a rotated token is reused', async () => {
      const first = await registerUser(t.app);
      const second = json<TTokenPair>(
        await http.post('/api/auth/refresh', undefined, first.refreshToken),
      );
      const replay = await http.post('/api/auth/refresh', undefined, first.refreshToken);
      expect(replay.statusCode).toBe(401);
      expect(json(replay).message).toBe(MESSAGES.sessionExpired);
      // The legitimate holder's newer token dies with the family.
      const after = await http.post('/api/auth/refresh', undefined, second.refreshToken);
      expect(after.statusCode).toBe(401);
    });

    it('leaves other sessions of the same user alone when one family is revoked', async () => {
      const a = await registerUser(t.app);
      const b = json<TTokenPair>(
        await http.post('/api/auth/login', { email: a.email, password: a.password }),
      );
      await http.post('/api/auth/refresh', undefined, a.refreshToken);
      await http.post('/api/auth/refresh', undefined, a.refreshToken);
      expect((await http.post('/api/auth/refresh', undefined, b.refreshToken)).statusCode).toBe(
        200,
      );
    });

    it('refuses an expired refresh token', async () => {
      const { refreshToken } = await registerUser(t.app);
      await t.database.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)));
      const response = await http.post('/api/auth/refresh', undefined, refreshToken);
      expect(response.statusCode).toBe(401);
      expect(json(response).message).toBe(MESSAGES.sessionExpired);
    });

    it('refuses unknown, missing and access tokens', async () => {
      const { accessToken } = await registerUser(t.app);
      expect((await http.post('/api/auth/refresh', undefined, 'garbage')).statusCode).toBe(401);
      expect((await http.post('/api/auth/refresh')).statusCode).toBe(401);
      expect((await http.post('/api/auth/refresh', undefined, accessToken)).statusCode).toBe(401);
    });
  });

  describe('logout', () => {
    it('revokes the family of a refresh token sent as bearer', async () => {
      const { refreshToken } = await registerUser(t.app);
      const response = await http.post('/api/auth/logout', undefined, refreshToken);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ message: MESSAGES.loggedOut });
      expect((await http.post('/api/auth/refresh', undefined, refreshToken)).statusCode).toBe(401);
    });

    it('revokes the family of a refresh token sent in the body, with the access token as bearer', async () => {
      const { accessToken, refreshToken } = await registerUser(t.app);
      const response = await http.post('/api/auth/logout', { refreshToken }, accessToken);
      expect(response.statusCode).toBe(200);
      expect((await http.post('/api/auth/refresh', undefined, refreshToken)).statusCode).toBe(401);
    });

    it('ends the session of a bearer access token alone', async () => {
      const { accessToken, refreshToken } = await registerUser(t.app);
      expect((await http.post('/api/auth/logout', undefined, accessToken)).statusCode).toBe(200);
      expect((await http.post('/api/auth/refresh', undefined, refreshToken)).statusCode).toBe(401);
    });

    it('is idempotent and quiet for unknown or missing tokens', async () => {
      expect((await http.post('/api/auth/logout')).statusCode).toBe(200);
      expect((await http.post('/api/auth/logout', { refreshToken: 'nope' })).statusCode).toBe(200);
    });
  });

  describe('forgot and reset password', () => {
    it('says the same for known and unknown emails and mails a link only to the known one', async () => {
      const { email } = await registerUser(t.app);
      const before = t.mail.sent.length;
      const unknown = await http.post('/api/auth/forgot-password', { email: uniqueEmail() });
      const known = await http.post('/api/auth/forgot-password', { email });
      expect(unknown.statusCode).toBe(200);
      expect(known.statusCode).toBe(200);
      expect(json(unknown)).toEqual(json(known));
      expect(json(known).message).toBe(MESSAGES.forgotPasswordSent);
      await waitForMail(t, before + 1);
      expect(t.mail.sent.length).toBe(before + 1);
      const message = t.mail.last();
      expect(message?.to).toBe(email);
      expect(message?.devLink).toMatch(/^http:\/\/papertray\.test\/reset-password\?token=/);
      expect(message?.text).toContain(message?.devLink);
    });

    it('resets the password once, ends every session, and the new password works', async () => {
      const user = await registerUser(t.app);
      const before = t.mail.sent.length;
      await http.post('/api/auth/forgot-password', { email: user.email });
      await waitForMail(t, before + 1);
      const token = resetTokenFrom(t);

      const reset = await http.post('/api/auth/reset-password', {
        token,
        password: 'brand new secret',
      });
      expect(reset.statusCode).toBe(200);
      expect(json(reset).message).toBe(MESSAGES.passwordReset);

      expect((await http.post('/api/auth/refresh', undefined, user.refreshToken)).statusCode).toBe(
        401,
      );
      const oldLogin = await http.post('/api/auth/login', {
        email: user.email,
        password: user.password,
      });
      expect(oldLogin.statusCode).toBe(401);
      const newLogin = await http.post('/api/auth/login', {
        email: user.email,
        password: 'brand new secret',
      });
      expect(newLogin.statusCode).toBe(200);

      const again = await http.post('/api/auth/reset-password', {
        token,
        password: 'another secret',
      });
      expect(again.statusCode).toBe(400);
      expect(json(again).message).toBe(MESSAGES.resetTokenInvalid);
    });

    it('refuses an unknown token and an expired one', async () => {
      const bad = await http.post('/api/auth/reset-password', {
        token: 'bogus',
        password: 'whatever123',
      });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).message).toBe(MESSAGES.resetTokenInvalid);

      const user = await registerUser(t.app);
      const before = t.mail.sent.length;
      await http.post('/api/auth/forgot-password', { email: user.email });
      await waitForMail(t, before + 1);
      const token = resetTokenFrom(t);
      await t.database.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.tokenHash, hashOpaqueToken(token)));
      const expired = await http.post('/api/auth/reset-password', {
        token,
        password: 'whatever123',
      });
      expect(expired.statusCode).toBe(400);
      expect(json(expired).message).toBe(MESSAGES.resetTokenInvalid);
    });

    it('validates the reset body', async () => {
      const response = await http.post('/api/auth/reset-password', { token: '', password: 'x' });
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe(MESSAGES.resetTokenMissing);
    });
  });

  describe('external sign-in when not configured', () => {
    it('answers 404 with a clear message', async () => {
      const response = await http.post(
        '/api/auth/auth0/login',
        { user: { email: uniqueEmail(), sub: 'x' } },
        'provider-token',
      );
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe('External sign-in is not configured on this server');
    });
  });

  describe('altcha challenge when the bot check is off', () => {
    it('is not offered', async () => {
      expect((await http.get('/api/auth/altcha-challenge')).statusCode).toBe(404);
    });
  });
});

describe.each(DB_KINDS)('auth rate limit on %s', (kind) => {
  it('answers 429 with the contract message past AUTH_RATE_LIMIT per minute', async () => {
    const t = await createTestApp(kind, { env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const http = api(t.app);
      const body = { email: uniqueEmail(), password: 'whatever' };
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await http.post('/api/auth/login', body)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const limited = await http.post('/api/auth/login', body);
      expect(json(limited).message).toBe(MESSAGES.tooManyRequests);
      // Other endpoints are not limited by it.
      expect((await http.get('/api/health')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('is one limit across two web processes on one database (decision 071)', async () => {
    const a = await createTestApp(kind, { env: { AUTH_RATE_LIMIT: '3' } });
    const b = await createTestApp(kind, { env: { AUTH_RATE_LIMIT: '3' }, database: a.database });
    try {
      const body = { email: uniqueEmail(), password: 'whatever' };
      const codes: number[] = [];
      for (const t of [a, b, a, b, a]) {
        codes.push((await api(t.app).post('/api/auth/login', body)).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      // Routes count separately: register is not limited by the login attempts.
      const register = await api(b.app).post('/api/auth/register', {
        email: uniqueEmail(),
        password: PASSWORD,
        name: 'Rate Limit',
      });
      expect(register.statusCode).not.toBe(429);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

/** forgot-password sends in the background; wait until the mail arrived. */
async function waitForMail(t: TestApp, count: number): Promise<void> {
  for (let i = 0; i < 100 && t.mail.sent.length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
