import { randomUUID } from 'node:crypto';
import { MESSAGES, type TTokenPair } from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { AccessTokens } from './access-token';
import type { AuthRepository } from './auth.repository';
import { generateOpaqueToken, hashOpaqueToken } from './opaque-token';

/** Refresh tokens live 30 days from their issue; each rotation starts a new 30 days. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Why a refresh token is not accepted; pure so the rules are unit-testable. */
export type RefreshVerdict = 'ok' | 'unknown' | 'revoked' | 'reused' | 'expired';

export function judgeRefreshToken(
  row: { rotatedAt: Date | null; revokedAt: Date | null; expiresAt: Date } | null,
  now: Date,
): RefreshVerdict {
  if (!row) return 'unknown';
  if (row.revokedAt) return 'revoked';
  if (row.rotatedAt) return 'reused';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'ok';
}

/**
 * Login sessions: an access JWT plus an opaque refresh token. Each login is a family of refresh
 * tokens; see docs/decisions/002-tokens.md.
 */
export class SessionsService {
  constructor(
    private readonly db: Db,
    private readonly repo: AuthRepository,
    private readonly accessTokens: AccessTokens,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Starts a new session (family) for a user who just proved who they are. */
  async start(userId: string): Promise<TTokenPair> {
    return this.issue(userId, randomUUID(), this.db);
  }

  /** Exchanges a refresh token for a new pair; a replayed rotated token revokes the family. */
  async refresh(refreshToken: string): Promise<TTokenPair> {
    const now = this.clock();
    const row = await this.repo.findRefreshToken(hashOpaqueToken(refreshToken));
    const verdict = judgeRefreshToken(row, now);
    if (verdict === 'reused' && row) await this.repo.revokeFamily(row.familyId, now);
    if (verdict !== 'ok' || !row) throw new AppError('session_expired', MESSAGES.sessionExpired);

    const pair = await this.db.transaction(async (tx) => {
      if (!(await this.repo.markRotated(row.id, now, tx))) return null;
      return this.issue(row.userId, row.familyId, tx);
    });
    if (!pair) {
      // Another request rotated the same token first: that is reuse as well.
      await this.repo.revokeFamily(row.familyId, now);
      throw new AppError('session_expired', MESSAGES.sessionExpired);
    }
    return pair;
  }

  /** Ends the session a refresh token belongs to; unknown tokens are ignored (idempotent). */
  async endByRefreshToken(refreshToken: string): Promise<void> {
    const row = await this.repo.findRefreshToken(hashOpaqueToken(refreshToken));
    if (row) await this.repo.revokeFamily(row.familyId, this.clock());
  }

  async endSession(sessionId: string): Promise<void> {
    await this.repo.revokeFamily(sessionId, this.clock());
  }

  private async issue(userId: string, familyId: string, tx: DbOrTx): Promise<TTokenPair> {
    const refreshToken = generateOpaqueToken();
    const now = this.clock();
    await this.repo.insertRefreshToken(
      {
        userId,
        familyId,
        tokenHash: hashOpaqueToken(refreshToken),
        expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      },
      tx,
    );
    const accessToken = await this.accessTokens.sign({ userId, sessionId: familyId }, now);
    return { accessToken, refreshToken };
  }
}
