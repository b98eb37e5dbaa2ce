import type { TTokenPair } from '@papertray/contract';
import { ApiError } from './api-error';
import { isTokenExpired } from './token-expiry';
import { tokenStorage } from './token-storage';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  baseUrl: string;
  /** Called after the session was dropped because the server refused to refresh it. */
  onSessionExpired: () => void;
  fetch?: typeof fetch;
}

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = `${baseUrl.replace(/\/$/, '')}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      const code = 'code' in body && typeof body.code === 'string' ? body.code : undefined;
      return new ApiError(body.message, response.status, code);
    }
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return new ApiError(`API Error: ${response.statusText}`, response.status);
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

export function createApiClient({ baseUrl, onSessionExpired, fetch: fetchImpl }: ApiClientOptions) {
  const doFetch = (input: string, init: RequestInit) => (fetchImpl ?? fetch)(input, init);
  let refreshInFlight: Promise<boolean> | null = null;

  function expireSession() {
    tokenStorage.clear();
    onSessionExpired();
  }

  async function performRefresh(): Promise<boolean> {
    const refreshToken = tokenStorage.getRefreshToken();
    if (!refreshToken) return false;
    try {
      const response = await doFetch(buildUrl(baseUrl, '/auth/refresh'), {
        method: 'POST',
        headers: { Authorization: `Bearer ${refreshToken}` },
      });
      if (response.status === 401) {
        expireSession();
        return false;
      }
      if (!response.ok) {
        console.error('Token refresh failed', response.status, response.statusText);
        return false;
      }
      const pair = (await response.json()) as Partial<TTokenPair> | null;
      if (!pair?.accessToken || !pair.refreshToken) throw new Error('Refresh answered no tokens');
      tokenStorage.setTokens({ accessToken: pair.accessToken, refreshToken: pair.refreshToken });
      return true;
    } catch (error) {
      console.error('Token refresh failed', error);
      return false;
    }
  }

  /** Refreshes the token pair; concurrent callers share one request. */
  function refresh(): Promise<boolean> {
    refreshInFlight ??= performRefresh().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  function send(method: string, path: string, options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const accessToken = tokenStorage.getAccessToken();
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    return doFetch(buildUrl(baseUrl, path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
    });
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}) {
    let response = await send(method, path, options);
    if (response.status === 401 && tokenStorage.getRefreshToken()) {
      if (await refresh()) {
        response = await send(method, path, options);
        if (response.status === 401) expireSession();
      }
    }
    if (!response.ok) throw await toApiError(response);
    return readBody<T>(response);
  }

  return {
    get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
      request<T>('GET', path, { query, signal }),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
    patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
    delete: <T>(path: string) => request<T>('DELETE', path),
    refresh,
    /** The background check: refreshes when the access token is missing or about to expire. */
    async refreshIfExpiring(): Promise<void> {
      const accessToken = tokenStorage.getAccessToken();
      if (!tokenStorage.getRefreshToken()) return;
      if (!accessToken || isTokenExpired(accessToken)) await refresh();
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
