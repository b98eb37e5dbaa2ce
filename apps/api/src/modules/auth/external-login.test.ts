import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TExternalLoginResponse } from '@papertray/contract';
import { api, json, registerUser, uniqueEmail } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

const AUDIENCE = 'https://api.papertray.test';

interface UserInfo {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A minimal OpenID Connect provider on loopback: discovery, JWKS and userinfo over real HTTP, so
 * the server's discovery, signature, issuer/audience and userinfo handling all run for real.
 */
async function startProvider() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const userinfo = new Map<string, UserInfo>();
  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/.well-known/openid-configuration') {
      return send(200, {
        issuer,
        jwks_uri: `${issuer}jwks`,
        userinfo_endpoint: `${issuer}userinfo`,
      });
    }
    if (request.url === '/jwks') return send(200, { keys: [jwk] });
    if (request.url === '/userinfo') {
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const info = userinfo.get(token);
      return info ? send(200, info) : send(401, { error: 'invalid_token' });
    }
    return send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  async function token(info: UserInfo, options: { key?: CryptoKey; audience?: string } = {}) {
    const jwt = await new SignJWT({ scope: 'openid profile email' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(issuer)
      .setSubject(info.sub)
      .setAudience(options.audience ?? AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(options.key ?? privateKey);
    userinfo.set(jwt, info);
    return jwt;
  }
  return { issuer, token, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('external sign-in (OpenID Connect)', () => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    provider = await startProvider();
    t = await createTestApp('pglite', {
      env: { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: 'spa', OIDC_AUDIENCE: AUDIENCE },
    });
    http = api(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const login = (token: string, user: { email: string; sub: string; name?: string }) =>
    http.post('/api/auth/auth0/login', { user }, token);

  it('creates a new user on first sign-in and finds them again afterwards', async () => {
    const email = uniqueEmail('oidc');
    const info = { sub: 'auth0|new-1', email, email_verified: true, name: 'Olivia' };
    const first = await login(await provider.token(info), { email, sub: info.sub });
    expect(first.statusCode).toBe(200);
    const body = json<TExternalLoginResponse>(first);
    expect(body.isNewUser).toBe(true);
    const profile = json(await http.get('/api/users/profile', body.accessToken));
    expect(profile).toMatchObject({ email, name: 'Olivia' });

    const second = await login(await provider.token(info), { email, sub: info.sub });
    expect(json<TExternalLoginResponse>(second).isNewUser).toBe(false);
  });

  it('links an existing password account through a provider-verified email', async () => {
    const existing = await registerUser(t.app);
    const info = { sub: 'auth0|link-1', email: existing.email, email_verified: true };
    const response = await login(await provider.token(info), {
      email: existing.email,
      sub: info.sub,
    });
    expect(response.statusCode).toBe(200);
    expect(json<TExternalLoginResponse>(response).isNewUser).toBe(false);
  });

  it('does not link through an unverified email', async () => {
    const existing = await registerUser(t.app);
    const info = { sub: 'auth0|link-2', email: existing.email, email_verified: false };
    const response = await login(await provider.token(info), {
      email: existing.email,
      sub: info.sub,
    });
    expect(response.statusCode).toBe(409);
  });

  it('ignores the email in the body in favour of the provider', async () => {
    const victim = await registerUser(t.app);
    const attackerEmail = uniqueEmail('attacker');
    const info = { sub: 'auth0|attacker', email: attackerEmail, email_verified: true };
    const response = await login(await provider.token(info), {
      email: victim.email,
      sub: info.sub,
    });
    const body = json<TExternalLoginResponse>(response);
    expect(body.isNewUser).toBe(true);
    const profile = json(await http.get('/api/users/profile', body.accessToken));
    expect(profile.email).toBe(attackerEmail);
  });

  it('opens no account when the provider shares no email, whatever the body says', async () => {
    const info = { sub: 'auth0|no-email' };
    const response = await login(await provider.token(info), {
      email: uniqueEmail('claimed'),
      sub: info.sub,
    });
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe('The sign-in provider did not share your email address.');
  });

  it('opens no account for an email the provider has not verified', async () => {
    const info = { sub: 'auth0|unverified-new', email: uniqueEmail('new'), email_verified: false };
    const response = await login(await provider.token(info), { email: info.email, sub: info.sub });
    expect(response.statusCode).toBe(403);
  });

  it('refuses forged, mismatched and missing tokens', async () => {
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const info = { sub: 'auth0|x', email: uniqueEmail(), email_verified: true };
    const forged = await login(await provider.token(info, { key: otherKey }), {
      email: info.email,
      sub: info.sub,
    });
    expect(forged.statusCode).toBe(401);
    const wrongAudience = await login(await provider.token(info, { audience: 'other' }), {
      email: info.email,
      sub: info.sub,
    });
    expect(wrongAudience.statusCode).toBe(401);
    const otherSub = await login(await provider.token(info), { email: info.email, sub: 'auth0|y' });
    expect(otherSub.statusCode).toBe(401);
    const none = await http.post('/api/auth/auth0/login', {
      user: { email: info.email, sub: info.sub },
    });
    expect(none.statusCode).toBe(401);
    expect(json(none).message).toBe('The provider access token is missing');
  });
});
