import { and, eq, sql } from 'drizzle-orm';
import type { TPlanType } from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import { userIdentities, users, type UserRow } from '../../platform/db/schema';

/** Postgres unique-violation, as raised by both pg and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export class UsersRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string, tx: DbOrTx = this.db): Promise<UserRow | null> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  async findByEmail(email: string, tx: DbOrTx = this.db): Promise<UserRow | null> {
    const [row] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return row ?? null;
  }

  /** Returns null when the email is taken (unique index on lower(email)). */
  async insert(
    input: { email: string; name: string; passwordHash: string | null; picture?: string | null },
    tx: DbOrTx = this.db,
  ): Promise<UserRow | null> {
    try {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email.toLowerCase(),
          name: input.name,
          passwordHash: input.passwordHash,
          picture: input.picture ?? null,
        })
        .returning();
      return row ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async update(
    id: string,
    patch: Partial<{ name: string; passwordHash: string; plan: TPlanType; picture: string | null }>,
    tx: DbOrTx = this.db,
  ): Promise<UserRow | null> {
    const [row] = await tx
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  }

  /** Row lock that serialises plan-limited actions of one user (e.g. two concurrent creates). */
  async lockForUpdate(id: string, tx: DbOrTx): Promise<UserRow | null> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
    return row ?? null;
  }

  async findByIdentity(issuer: string, subject: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
      .limit(1);
    return row?.user ?? null;
  }

  async linkIdentity(userId: string, issuer: string, subject: string, tx: DbOrTx = this.db) {
    await tx.insert(userIdentities).values({ userId, issuer, subject }).onConflictDoNothing();
  }
}
