import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TExternalLoginResponse } from '@papertray/contract';
import { api, json, registerUser, uniqueEmail } from '../../../test/http';
import {
  OIDC_TEST_AUDIENCE,
  OIDC_TEST_CLIENT_ID,
  signInAtProvider,
  startOidcProvider,
  testAccountClaims,
  type ProviderTokens,
  type TestOidcProvider,
} from '../../../test/oidc-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';

const REDIRECT_URI = 'http://papertray.test/auth0-callback';

/**
 * External sign-in against a real OpenID Connect provider (the `oidc-provider` package) on
 * loopback: the code + PKCE flow through its own sign-in and consent forms, then the SPA's
 * exchange call, with the API verifying the provider's JWT access token against its JWKS.
 */
describe('external sign-in against a real OpenID Connect provider', () => {
  let provider: TestOidcProvider;
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [REDIRECT_URI] });
    t = await createTestApp('pglite', {
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: OIDC_TEST_CLIENT_ID,
        OIDC_AUDIENCE: OIDC_TEST_AUDIENCE,
      },
    });
    http = api(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  async function providerTokens(login: string): Promise<ProviderTokens> {
    const result = await signInAtProvider(provider.issuer, login, { redirectUri: REDIRECT_URI });
    if (!('tokens' in result)) throw new Error(`provider error ${result.error.toString()}`);
    return result.tokens;
  }

  /** The SPA's call after the redirect: the profile it read, the provider's access token. */
  function exchange(accessToken: string, login: string, bodyEmail?: string) {
    const { sub, name, email } = testAccountClaims(login) as {
      sub: string;
      name: string;
      email?: string;
    };
    return http.post(
      '/api/auth/auth0/login',
      { user: { sub, name, email: bodyEmail ?? email } },
      accessToken,
    );
  }

  it('issues a JWT access token for the API audience, signed with a key from its JWKS', async () => {
    const tokens = await providerTokens(uniqueEmail('shape'));
    const payload = decodeJwt(tokens.access_token);
    expect(payload).toMatchObject({ iss: provider.issuer, aud: OIDC_TEST_AUDIENCE });
    expect(tokens.refresh_token).toBeTruthy();
    const jwks = (await (await fetch(`${provider.issuer}/jwks`)).json()) as {
      keys: { kid: string }[];
    };
    expect(jwks.keys.map((key) => key.kid)).toContain('test-signing-key');
  });

  it('creates a new user on the first sign-in (isNewUser) and finds them on the next', async () => {
    const email = uniqueEmail('oidc-new');
    const first = await exchange((await providerTokens(email)).access_token, email);
    expect(first.statusCode).toBe(200);
    const created = json<TExternalLoginResponse>(first);
    expect(created.isNewUser).toBe(true);
    const profile = json(await http.get('/api/users/profile', created.accessToken));
    expect(profile).toMatchObject({ email, name: testAccountClaims(email).name });

    const second = await exchange((await providerTokens(email)).access_token, email);
    expect(second.statusCode).toBe(200);
    const returning = json<TExternalLoginResponse>(second);
    expect(returning.isNewUser).toBe(false);
    const again = json(await http.get('/api/users/profile', returning.accessToken));
    expect(again.id).toBe(profile.id);
  });

  it('links an existing password account through the email the provider verified', async () => {
    const existing = await registerUser(t.app, { name: 'Pat Password' });
    const response = await exchange(
      (await providerTokens(existing.email)).access_token,
      existing.email,
    );
    expect(response.statusCode).toBe(200);
    const body = json<TExternalLoginResponse>(response);
    expect(body.isNewUser).toBe(false);
    const profile = json(await http.get('/api/users/profile', body.accessToken));
    const mine = json(await http.get('/api/users/profile', existing.accessToken));
    expect(profile.id).toBe(mine.id);
    // The password still works: linking added a way in, it took none away.
    const password = await http.post('/api/auth/login', {
      email: existing.email,
      password: existing.password,
    });
    expect(password.statusCode).toBe(200);
  });

  it('refuses an email the provider has not verified, for an existing and for a new account', async () => {
    const existing = await registerUser(t.app);
    const linkAttempt = await exchange(
      (await providerTokens(`unverified:${existing.email}`)).access_token,
      `unverified:${existing.email}`,
    );
    expect(linkAttempt.statusCode).toBe(409);
    expect(json(linkAttempt).message).toMatch(/already exists/);

    const fresh = uniqueEmail('oidc-unverified');
    const signup = await exchange(
      (await providerTokens(`unverified:${fresh}`)).access_token,
      `unverified:${fresh}`,
    );
    expect(signup.statusCode).toBe(403);
    expect(json(signup).message).toBe(
      'Your email address is not verified at the sign-in provider. Verify it there, then try again.',
    );
    // Nothing was created: a password registration with that email still works.
    await registerUser(t.app, { email: fresh });
  });

  it('never takes the email from the request body', async () => {
    const victim = await registerUser(t.app);
    // An account the provider knows without an email, claiming the victim's in the body.
    const noEmail = await exchange(
      (await providerTokens('account-without-email')).access_token,
      'account-without-email',
      victim.email,
    );
    // oidc-provider signs no email into that token and refuses userinfo for an API token.
    expect(noEmail.statusCode).toBe(401);
    // A verified account of its own, claiming the victim's email in the body.
    const attacker = uniqueEmail('oidc-attacker');
    const other = await exchange(
      (await providerTokens(attacker)).access_token,
      attacker,
      victim.email,
    );
    const body = json<TExternalLoginResponse>(other);
    expect(body.isNewUser).toBe(true);
    expect(json(await http.get('/api/users/profile', body.accessToken)).email).toBe(attacker);
    // A token of one account with the subject of another.
    const mismatch = await http.post(
      '/api/auth/auth0/login',
      { user: { sub: victim.email, email: victim.email } },
      (await providerTokens(attacker)).access_token,
    );
    expect(mismatch.statusCode).toBe(401);
  });

  it('passes the provider error back to the redirect URI when the user cancels', async () => {
    const result = await signInAtProvider(provider.issuer, uniqueEmail(), {
      redirectUri: REDIRECT_URI,
      abort: true,
    });
    expect('error' in result && result.error.get('error')).toBe('access_denied');
  });

  it('refuses a tampered token (exchange_failed in the SPA)', async () => {
    const email = uniqueEmail('oidc-tamper');
    const { access_token } = await providerTokens(email);
    const [header, payload, signature] = access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'boss@example.com' })).toString(
      'base64url',
    );
    const response = await exchange(`${header}.${forged}.${signature}`, email);
    expect(response.statusCode).toBe(401);
    expect(json(response).message).toBe(
      'The sign-in with the external provider could not be verified. Please try again.',
    );
    expect((await exchange(access_token, email)).statusCode).toBe(200);
  });

  it('refuses an expired token (exchange_failed in the SPA)', async () => {
    const email = uniqueEmail('oidc-expired');
    const { access_token, expires_in } = await providerTokens(email);
    // The API's clock moves past the token's lifetime; only Date is replaced, timers still run.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (expires_in + 5) * 1000 });
    try {
      const response = await exchange(access_token, email);
      expect(response.statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect((await exchange(access_token, email)).statusCode).toBe(200);
  });
});
