import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  ZAltchaChallenge,
  ZErrorResponse,
  ZExternalLoginRequest,
  ZExternalLoginResponse,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLogoutRequest,
  ZMessageResponse,
  ZRefreshRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZTokenPair,
} from '@papertray/contract';
import { AppError } from '../../platform/http/app-error';
import { bearerToken } from '../../platform/http/authenticate';
import type { AccessTokens } from './access-token';
import { looksLikeJwt } from './access-token';
import type { AuthService } from './auth.service';
import type { BotCheck } from './bot-check';
import type { SessionsService } from './sessions.service';

export interface AuthRoutesOptions {
  auth: AuthService;
  sessions: SessionsService;
  botCheck: BotCheck;
  accessTokens: AccessTokens;
  rateLimitPerMinute: number;
}

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { auth, sessions, botCheck, accessTokens } = opts;
  const rateLimit = { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' } };
  const tags = ['auth'];

  app.post(
    '/register',
    {
      config: rateLimit,
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: ZRegisterRequest,
        response: { 201: ZTokenPair, 409: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      await botCheck.verify(request.body.turnstileToken, request.ip);
      return reply.status(201).send(await auth.register(request.body));
    },
  );

  app.post(
    '/login',
    {
      config: rateLimit,
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: ZLoginRequest,
        response: { 200: ZTokenPair, ...errors },
      },
    },
    async (request) => {
      await botCheck.verify(request.body.turnstileToken, request.ip);
      return auth.login(request.body);
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token (bearer) for a new token pair',
        description:
          'The refresh token is rotated: the old one stops working. Presenting an already rotated token revokes the whole session (401).',
        body: ZRefreshRequest,
        response: { 200: ZTokenPair, ...errors },
      },
    },
    async (request) => {
      const token = request.body?.refreshToken ?? bearerToken(request);
      if (!token) throw new AppError('session_expired', MESSAGES.sessionExpired);
      return sessions.refresh(token);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'End the current session',
        description:
          'Takes the refresh token from the body, else a bearer refresh token, else ends the session of a bearer access token. Always 200.',
        body: ZLogoutRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      const bearer = bearerToken(request);
      const refreshToken =
        request.body?.refreshToken ?? (bearer && !looksLikeJwt(bearer) ? bearer : null);
      if (refreshToken) {
        await sessions.endByRefreshToken(refreshToken);
      } else if (bearer) {
        const claims = await accessTokens.verify(bearer);
        if (claims) await sessions.endSession(claims.sessionId);
      }
      return { message: MESSAGES.loggedOut };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: rateLimit,
      schema: {
        tags,
        summary: 'Send a password reset link (never reveals whether the account exists)',
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await botCheck.verify(request.body.turnstileToken, request.ip);
      await auth.forgotPassword(request.body.email);
      return { message: MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/reset-password',
    {
      config: rateLimit,
      schema: {
        tags,
        summary: 'Set a new password with a reset token (single use, 1 hour)',
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return { message: MESSAGES.passwordReset };
    },
  );

  app.get(
    '/altcha-challenge',
    {
      schema: {
        tags,
        summary: 'A fresh ALTCHA proof-of-work challenge (when BOT_CHECK=altcha)',
        response: { 200: ZAltchaChallenge, 404: ZErrorResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return botCheck.createChallenge();
    },
  );

  app.post(
    '/auth0/login',
    {
      config: rateLimit,
      schema: {
        tags,
        summary: "Sign in with the external OpenID Connect provider's access token (bearer)",
        headers: z.object({ authorization: z.string().optional() }),
        body: ZExternalLoginRequest,
        response: {
          200: ZExternalLoginResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          503: ZErrorResponse,
          ...errors,
        },
      },
    },
    async (request) => {
      return auth.externalLogin(bearerToken(request), request.body);
    },
  );
};
