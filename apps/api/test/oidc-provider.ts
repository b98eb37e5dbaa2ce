import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

export const OIDC_TEST_CLIENT_ID = 'papertray-spa';
export const OIDC_TEST_AUDIENCE = 'https://api.papertray.test';

/**
 * Test accounts: the login typed on the provider's sign-in page is the account (and its `sub`,
 * as oidc-provider makes the account id the subject). A login that is
 * an email address is a verified account with that email; `unverified:<email>` is one whose
 * email the provider has not verified; anything else has no email at all.
 */
export function testAccountClaims(login: string) {
  const unverified = login.startsWith('unverified:');
  const email = unverified ? login.slice('unverified:'.length) : login;
  if (!email.includes('@')) return { sub: login, name: login };
  const local = email.split('@')[0] ?? email;
  return {
    sub: login,
    email,
    email_verified: !unverified,
    name: local.replace(/[._+-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
  };
}

export interface TestOidcProvider {
  issuer: string;
  provider: Provider;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback: discovery, JWKS,
 * its own sign-in and consent pages, the authorization code + PKCE flow for a public SPA client,
 * and access tokens minted as JWTs for the Papertray API audience. Such tokens are refused by
 * oidc-provider's userinfo endpoint (RFC 8707), so the email claims ride in the signed token.
 */
export async function startOidcProvider(options: {
  redirectUris: string[];
  port?: number;
  host?: string;
  accessTokenTtlSeconds?: number;
}): Promise<TestOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  // Requests that arrive while the provider is still being set up wait for it (a readiness
  // probe polls the port from the moment it opens).
  let ready!: (handler: ReturnType<Provider['callback']>) => void;
  const handler = new Promise<ReturnType<Provider['callback']>>((resolve) => (ready = resolve));
  const server: Server = createServer((request, response) => {
    void handler.then((handle) => handle(request, response));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-signing-key', use: 'sig' };

  const configuration: Configuration = {
    clients: [
      {
        client_id: OIDC_TEST_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.redirectUris,
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['papertray-test-cookie-key'] },
    pkce: { required: () => true },
    claims: { email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => testAccountClaims(id),
    }),
    features: {
      resourceIndicators: {
        enabled: true,
        // The SPA asks Auth0-style (`audience`), which oidc-provider ignores: every token is for
        // the API unless the client names another resource.
        defaultResource: () => OIDC_TEST_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'openid profile email',
          audience: OIDC_TEST_AUDIENCE,
          accessTokenFormat: 'jwt',
          accessTokenTTL: options.accessTokenTtlSeconds ?? 300,
        }),
      },
    },
    extraTokenClaims: (_ctx, token) => {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const { sub: _sub, ...claims } = testAccountClaims(token.accountId);
      return claims;
    },
    // Refresh tokens for offline_access (the SPA asks for it) without re-consent.
    issueRefreshToken: (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
  };
  const provider = new Provider(issuer, configuration);
  ready(provider.callback());
  return {
    issuer,
    provider,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Keeps the provider's cookies between the requests of one browser-less sign-in. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface ProviderTokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
}

/**
 * What the SPA and a user do at the provider, over plain HTTP: the authorization request with a
 * PKCE challenge, the provider's sign-in form, its consent form, the redirect back with a code,
 * and the code exchanged (with the verifier) for tokens. Answers the redirect's query instead
 * when the provider sends an error back (`abort: true` presses the provider's cancel link).
 */
export async function signInAtProvider(
  issuer: string,
  login: string,
  options: { redirectUri: string; abort?: boolean },
): Promise<{ tokens: ProviderTokens } | { error: URLSearchParams }> {
  const { createHash, randomBytes } = await import('node:crypto');
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  const jar = new CookieJar();
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, issuer), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  const authorize = new URL(`${issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: OIDC_TEST_CLIENT_ID,
    response_type: 'code',
    redirect_uri: options.redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    prompt: 'login consent',
    audience: OIDC_TEST_AUDIENCE,
  }).toString();

  let response = await request(authorize.href);
  for (let step = 0; step < 10; step += 1) {
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped at HTTP ${response.status}`);
    if (location.startsWith(options.redirectUri)) {
      const query = new URL(location).searchParams;
      if (query.get('state') !== state) throw new Error('state mismatch');
      const code = query.get('code');
      if (!code) return { error: query };
      const token = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: options.redirectUri,
          client_id: OIDC_TEST_CLIENT_ID,
          code_verifier: verifier,
        }),
      });
      if (!token.ok) throw new Error(`token endpoint: HTTP ${token.status} ${await token.text()}`);
      return { tokens: (await token.json()) as ProviderTokens };
    }
    const interaction = /\/interaction\/([^/?]+)$/.exec(location);
    if (!interaction) {
      response = await request(location);
      continue;
    }
    const page = await (await request(location)).text();
    if (options.abort) {
      response = await request(`${location}/abort`);
      continue;
    }
    const prompt = page.includes('name="login"') ? 'login' : 'consent';
    response = await request(location, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(
        prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt },
      ).toString(),
    });
  }
  throw new Error('the provider kept redirecting');
}
