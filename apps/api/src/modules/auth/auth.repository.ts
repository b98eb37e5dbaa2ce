import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database';
import {
  passwordResetTokens,
  refreshTokens,
  usedBotChallenges,
  type PasswordResetTokenRow,
  type RefreshTokenRow,
} from '../../platform/db/schema';

export class AuthRepository {
  constructor(private readonly db: Db) {}

  async insertRefreshToken(
    input: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
    tx: DbOrTx = this.db,
  ): Promise<void> {
    await tx.insert(refreshTokens).values(input);
  }

  async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | null> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row ?? null;
  }

  /**
   * Marks a token rotated only if nobody did so first; returns false when another request won the
   * race, which the caller treats like reuse.
   */
  async markRotated(id: string, now: Date, tx: DbOrTx): Promise<boolean> {
    const rows = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.id, id),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  }

  async revokeFamily(familyId: string, now: Date = new Date()): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Revokes every session of a user, optionally keeping one (the caller's own). */
  async revokeAllFamilies(
    userId: string,
    exceptFamilyId?: string,
    tx: DbOrTx = this.db,
  ): Promise<void> {
    const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
    if (exceptFamilyId) conditions.push(ne(refreshTokens.familyId, exceptFamilyId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(...conditions));
  }

  async insertResetToken(input: {
    userId: string;
    tokenHash: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(passwordResetTokens).values(input);
  }

  async findResetToken(tokenHash: string): Promise<PasswordResetTokenRow | null> {
    const [row] = await this.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, tokenHash))
      .limit(1);
    return row ?? null;
  }

  /** Single use: only the first caller gets true. */
  async consumeResetToken(id: string, now: Date, tx: DbOrTx): Promise<boolean> {
    const rows = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    return rows.length === 1;
  }

  /** After a reset, older unused links of the same user stop working too. */
  async invalidateResetTokens(userId: string, now: Date, tx: DbOrTx): Promise<void> {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  }

  /** Records a solved challenge; false when it was already used (a replay). */
  async recordBotChallenge(signature: string, expiresAt: Date): Promise<boolean> {
    await this.db.delete(usedBotChallenges).where(lt(usedBotChallenges.expiresAt, new Date()));
    const rows = await this.db
      .insert(usedBotChallenges)
      .values({ signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: usedBotChallenges.signature });
    return rows.length === 1;
  }
}
