import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .email('Please enter a valid email address')
  .max(254);

export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(200, 'Password must be at most 200 characters long');

export const ZBotCheckToken = z
  .string()
  .max(10_000)
  .optional()
  .describe('Bot-check answer (ALTCHA payload or Turnstile token); optional when BOT_CHECK=off');

export const ZRegisterRequest = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100),
  email: ZEmail,
  password: ZNewPassword,
  turnstileToken: ZBotCheckToken,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Please enter your password').max(200),
  turnstileToken: ZBotCheckToken,
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZTokenPair = z.object({
  accessToken: z.string().describe('JWT bearer token, valid for 15 minutes'),
  refreshToken: z.string().describe('Opaque refresh token; rotated on every refresh'),
});
export type TTokenPair = z.infer<typeof ZTokenPair>;

export const ZForgotPasswordRequest = z.object({
  email: ZEmail,
  turnstileToken: ZBotCheckToken,
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({
  token: z.string().min(1, 'Invalid or missing reset token').max(500),
  password: ZNewPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/**
 * POST /auth/refresh: the refresh token goes in `Authorization: Bearer <refreshToken>` (spec);
 * the body field is an alternative for clients that cannot set the header.
 */
export const ZRefreshRequest = z
  .object({ refreshToken: z.string().max(500).optional() })
  .nullish()
  .describe('Optional: the refresh token, when not sent as the bearer credential');
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

/**
 * POST /auth/logout ends one session. The server takes the refresh token from the body, else from
 * a bearer that is a refresh token, else the session of a bearer access token. Always 200.
 */
export const ZLogoutRequest = z
  .object({ refreshToken: z.string().max(500).optional() })
  .nullish()
  .describe('Optional: the refresh token of the session to end');
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;

/** External identity provider sign-in: the provider's access token is the bearer credential. */
export const ZExternalLoginRequest = z.object({
  user: z.object({
    email: ZEmail,
    name: z.string().max(200).optional(),
    picture: z.string().max(2000).optional(),
    sub: z.string().max(500),
    email_verified: z.boolean().optional(),
  }),
});
export type TExternalLoginRequest = z.infer<typeof ZExternalLoginRequest>;

export const ZExternalLoginResponse = ZTokenPair.extend({ isNewUser: z.boolean() });
export type TExternalLoginResponse = z.infer<typeof ZExternalLoginResponse>;

/** ALTCHA challenge as the widget expects it. */
export const ZAltchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type TAltchaChallenge = z.infer<typeof ZAltchaChallenge>;

/** Access token lifetime and the client's refresh margin (spec section 4 and 9). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_EXPIRY_MARGIN_SECONDS = 60;
export const TOKEN_CHECK_INTERVAL_SECONDS = 300;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
