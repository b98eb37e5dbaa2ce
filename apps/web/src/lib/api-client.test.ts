import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { tokenStorage } from './token-storage';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown, statusText = '') {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

function authHeader(init: RequestInit) {
  return (init.headers as Record<string, string>).Authorization;
}

function setup(handler: Handler) {
  const fetchMock = vi.fn((url: string, init: RequestInit) => Promise.resolve(handler(url, init)));
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    baseUrl: '/api',
    onSessionExpired,
    fetch: fetchMock as unknown as typeof fetch,
  });
  return { client, fetchMock, onSessionExpired };
}

describe('api client', () => {
  beforeEach(() => {
    localStorage.clear();
    tokenStorage.setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });

  it('sends the access token as bearer credential and builds the query string', async () => {
    const { client, fetchMock } = setup(() => json(200, [{ id: 1 }]));
    await expect(client.get('/projects', { page: 2, tags: ['a', 'b'], q: '' })).resolves.toEqual([
      { id: 1 },
    ]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/projects?page=2&tags=a%2Cb');
    expect(authHeader(init)).toBe('Bearer access-1');
  });

  it('sends JSON bodies with a JSON content type and FormData without one', async () => {
    const { client, fetchMock } = setup(() => new Response(null, { status: 204 }));
    await expect(client.post('/projects', { name: 'A' })).resolves.toBeUndefined();
    const form = new FormData();
    form.set('file', 'x');
    await client.post('/documents/upload', form);
    const [, jsonInit] = fetchMock.mock.calls[0]!;
    const [, formInit] = fetchMock.mock.calls[1]!;
    expect((jsonInit.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(jsonInit.body).toBe('{"name":"A"}');
    expect((formInit.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(formInit.body).toBe(form);
  });

  it('returns undefined for an empty 200 body', async () => {
    const { client } = setup(() => new Response('', { status: 200 }));
    await expect(client.delete('/projects/1')).resolves.toBeUndefined();
  });

  it("throws the server's message, else 'API Error: {status text}'", async () => {
    const { client } = setup((url) =>
      url.endsWith('/a')
        ? json(400, { message: 'Please enter a project name', code: 'validation' })
        : new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(client.get('/a')).rejects.toMatchObject({
      message: 'Please enter a project name',
      status: 400,
      code: 'validation',
    });
    const error = await client.get('/b').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('API Error: Bad Gateway');
  });

  it('refreshes once on 401 for concurrent requests and retries them', async () => {
    let refreshes = 0;
    const { client, fetchMock } = setup(async (url, init) => {
      if (url === '/api/auth/refresh') {
        refreshes++;
        expect(authHeader(init)).toBe('Bearer refresh-1');
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' });
      }
      return authHeader(init) === 'Bearer access-2'
        ? json(200, { ok: url })
        : json(401, { message: 'Authentication required' });
    });
    const results = await Promise.all([client.get('/x'), client.get('/y'), client.get('/z')]);
    expect(results).toEqual([{ ok: '/api/x' }, { ok: '/api/y' }, { ok: '/api/z' }]);
    expect(refreshes).toBe(1);
    expect(tokenStorage.getAccessToken()).toBe('access-2');
    expect(tokenStorage.getRefreshToken()).toBe('refresh-2');
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it('clears the tokens and expires the session when the refresh answers 401', async () => {
    const { client, onSessionExpired } = setup(() =>
      json(401, { message: 'Authentication required' }),
    );
    await expect(client.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(tokenStorage.getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('only logs other refresh failures and keeps the tokens', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, onSessionExpired } = setup((url) =>
      url === '/api/auth/refresh'
        ? new Response('', { status: 503, statusText: 'Service Unavailable' })
        : json(401, { message: 'Authentication required' }),
    );
    await expect(client.get('/x')).rejects.toMatchObject({ message: 'Authentication required' });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokenStorage.getRefreshToken()).toBe('refresh-1');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('does not try to refresh without a refresh token', async () => {
    tokenStorage.clear();
    const { client, fetchMock } = setup(() => json(401, { message: 'Invalid email or password' }));
    await expect(client.post('/auth/login', {})).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refreshIfExpiring refreshes an expiring access token and leaves a fresh one alone', async () => {
    const { client, fetchMock } = setup(() =>
      json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' }),
    );
    await client.refreshIfExpiring();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 }));
    tokenStorage.setTokens({ accessToken: `h.${payload}.s`, refreshToken: 'refresh-2' });
    await client.refreshIfExpiring();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
