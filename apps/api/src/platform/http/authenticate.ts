import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokenClaims, AccessTokens } from '../../modules/auth/access-token';
import { AppError } from './app-error';
import { VerifiedAccessTokens } from './verified-access-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` for protected routes. */
    auth: AccessTokenClaims | null;
  }
}

/** The bearer credential of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** preHandler for protected routes: a valid access token or 401. */
export function createAuthenticate(accessTokens: AccessTokens) {
  const verified = new VerifiedAccessTokens(accessTokens);
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    const claims = token ? await verified.verify(token) : null;
    if (!claims) throw AppError.unauthorized();
    request.auth = claims;
  };
}

/** The authenticated user of a protected route (authenticate ran before the handler). */
export function currentUser(request: FastifyRequest): AccessTokenClaims {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}
