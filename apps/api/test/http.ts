import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { TProject, TTokenPair } from '@papertray/contract';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A thin client over app.inject() that speaks JSON and carries a bearer token. */
export function api(app: FastifyInstance) {
  const call = (method: Method, url: string, body?: unknown, token?: string) =>
    app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    get: (url: string, token?: string) => call('GET', url, undefined, token),
    post: (url: string, body?: unknown, token?: string) => call('POST', url, body, token),
    patch: (url: string, body?: unknown, token?: string) => call('PATCH', url, body, token),
    delete: (url: string, token?: string) => call('DELETE', url, undefined, token),
  };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export const PASSWORD = 'correct horse battery';

/** Registers a user through the API and returns their tokens and email. */
export async function registerUser(
  app: FastifyInstance,
  overrides: { email?: string; name?: string; password?: string } = {},
): Promise<TTokenPair & { email: string; password: string }> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? PASSWORD;
  const response = await api(app).post('/api/auth/register', {
    name: overrides.name ?? 'Test User',
    email,
    password,
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { ...json<TTokenPair>(response), email, password };
}

export async function createProject(
  app: FastifyInstance,
  token: string,
  body: { name: string; description?: string; tags?: string[] } = { name: 'Project' },
): Promise<TProject> {
  const response = await api(app).post('/api/projects', body, token);
  if (response.statusCode !== 201) throw new Error(`create project failed: ${response.body}`);
  return json<TProject>(response);
}
