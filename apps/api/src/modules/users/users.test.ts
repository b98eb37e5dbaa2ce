import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type TTokenPair } from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { api, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe.each(DB_KINDS)('profile endpoints on %s', (kind) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    http = api(t.app);
  });
  afterAll(() => t?.close());

  it('needs a valid access token', async () => {
    expect((await http.get('/api/users/profile')).statusCode).toBe(401);
    const response = await http.get('/api/users/profile', 'not-a-jwt');
    expect(response.statusCode).toBe(401);
    expect(json(response).message).toBe(MESSAGES.unauthorized);
  });

  it('changes the name', async () => {
    const user = await registerUser(t.app, { name: 'Before' });
    const response = await http.patch('/api/users/profile', { name: '  After ' }, user.accessToken);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ name: 'After', email: user.email, plan: 'free' });
    expect(json(await http.get('/api/users/profile', user.accessToken)).name).toBe('After');
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const user = await registerUser(t.app);
    const other = json<TTokenPair>(
      await http.post('/api/auth/login', { email: user.email, password: user.password }),
    );

    const wrong = await http.patch(
      '/api/users/profile',
      { currentPassword: 'not it', newPassword: 'a new password' },
      user.accessToken,
    );
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toBe(MESSAGES.currentPasswordWrong);

    const missing = await http.patch(
      '/api/users/profile',
      { newPassword: 'a new password' },
      user.accessToken,
    );
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe('Please enter your current password to set a new one');

    const ok = await http.patch(
      '/api/users/profile',
      { currentPassword: user.password, newPassword: 'a new password' },
      user.accessToken,
    );
    expect(ok.statusCode).toBe(200);
    // This session stays, the other one is over.
    expect((await http.post('/api/auth/refresh', undefined, user.refreshToken)).statusCode).toBe(
      200,
    );
    expect((await http.post('/api/auth/refresh', undefined, other.refreshToken)).statusCode).toBe(
      401,
    );
    const login = await http.post('/api/auth/login', {
      email: user.email,
      password: 'a new password',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a weak new password', async () => {
    const user = await registerUser(t.app);
    const response = await http.patch(
      '/api/users/profile',
      { currentPassword: user.password, newPassword: 'short' },
      user.accessToken,
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Password must be at least 8 characters long');
  });
});
