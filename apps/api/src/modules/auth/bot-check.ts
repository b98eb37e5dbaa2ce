import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { MESSAGES, type TAltchaChallenge, type TBotCheckProvider } from '@papertray/contract';
import { AppError } from '../../platform/http/app-error';
import type { AuthRepository } from './auth.repository';

/**
 * Proof-of-work cost: the secret number is uniform in [0, maxnumber], so a solver tries
 * maxnumber/2 SHA-256 hashes on average. WebCrypto solvers manage only ~15-30k hashes/s per
 * thread on the 2-core machines here (measured: 1.6-4.2 s for 50,000), so 20,000 keeps the
 * widget's average well under a second; rate limits, not this, are the real brake on bots.
 */
export const ALTCHA_MAX_NUMBER = 20_000;
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60 * 1000;
const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** The bot check in front of login, register and forgot-password, picked by BOT_CHECK. */
export interface BotCheck {
  readonly provider: TBotCheckProvider;
  /** Throws AppError with the contract's message when the token is missing or wrong. */
  verify(token: string | undefined, remoteIp: string): Promise<void>;
  createChallenge(): Promise<TAltchaChallenge>;
}

function missing(): never {
  throw new AppError('bot_check_failed', MESSAGES.botCheckMissing);
}
function failed(): never {
  throw new AppError('bot_check_failed', MESSAGES.botCheckFailed);
}
function noChallenge(): never {
  throw AppError.notFound('ALTCHA is not the configured bot check');
}

export function createAltchaBotCheck(hmacKey: string, repo: AuthRepository): BotCheck {
  return {
    provider: 'altcha',
    async createChallenge() {
      const challenge = await createChallenge({
        hmacKey,
        maxnumber: ALTCHA_MAX_NUMBER,
        expires: new Date(Date.now() + ALTCHA_CHALLENGE_TTL_MS),
      });
      return {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        maxnumber: challenge.maxnumber ?? ALTCHA_MAX_NUMBER,
        salt: challenge.salt,
        signature: challenge.signature,
      };
    },
    async verify(token) {
      if (!token) missing();
      let valid = false;
      try {
        valid = await verifySolution(token, hmacKey, true);
      } catch {
        valid = false;
      }
      if (!valid) failed();
      // verifySolution accepted it, so the payload is well-formed base64 JSON.
      const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as {
        signature: string;
      };
      const expires = Number(extractParams(token).expires ?? 0) * 1000;
      const expiresAt = new Date(expires || Date.now() + ALTCHA_CHALLENGE_TTL_MS);
      if (!(await repo.recordBotChallenge(payload.signature, expiresAt))) failed();
    },
  };
}

export function createTurnstileBotCheck(
  secretKey: string,
  fetchImpl: typeof fetch = fetch,
): BotCheck {
  return {
    provider: 'turnstile',
    createChallenge: noChallenge,
    async verify(token, remoteIp) {
      if (!token) missing();
      const body = new URLSearchParams({ secret: secretKey, response: token, remoteip: remoteIp });
      let success = false;
      try {
        const response = await fetchImpl(TURNSTILE_VERIFY_URL, { method: 'POST', body });
        success = ((await response.json()) as { success?: boolean }).success === true;
      } catch {
        success = false;
      }
      if (!success) failed();
    },
  };
}

export function createDisabledBotCheck(): BotCheck {
  return { provider: 'off', createChallenge: noChallenge, async verify() {} };
}
