import { eq } from 'drizzle-orm';
import type { TPlanType } from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import {
  billingEvents,
  subscriptions,
  users,
  type SubscriptionRow,
} from '../../platform/db/schema';

export type SubscriptionValues = Omit<SubscriptionRow, 'updatedAt'>;

/** Subscriptions, the provider events applied to them, and the plan in force on the account. */
export class BillingRepository {
  constructor(private readonly db: Db) {}

  async findSubscription(userId: string, tx: DbOrTx = this.db): Promise<SubscriptionRow | null> {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .limit(1);
    return row ?? null;
  }

  async findUserByStripeCustomer(customerId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.stripeCustomerId, customerId))
      .limit(1);
    return row?.userId ?? null;
  }

  async account(userId: string, tx: DbOrTx = this.db) {
    const [row] = await tx
      .select({ id: users.id, email: users.email, plan: users.plan })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  }

  /** Locks the account row: events for one account apply one after the other. */
  async lockAccount(userId: string, tx: DbOrTx): Promise<boolean> {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    return rows.length > 0;
  }

  /** Records an event id once; false when it was recorded before (a replay). */
  async recordEvent(
    event: { id: string; type: string; userId: string | null; occurredAt: Date; outcome: string },
    tx: DbOrTx,
  ): Promise<boolean> {
    const inserted = await tx
      .insert(billingEvents)
      .values(event)
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    return inserted.length > 0;
  }

  async setOutcome(eventId: string, outcome: string, tx: DbOrTx): Promise<void> {
    await tx.update(billingEvents).set({ outcome }).where(eq(billingEvents.id, eventId));
  }

  async saveSubscription(values: SubscriptionValues, tx: DbOrTx): Promise<void> {
    const { userId: _key, ...rest } = values;
    await tx
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: { ...rest, updatedAt: new Date() },
      });
  }

  async setPlan(userId: string, plan: TPlanType, tx: DbOrTx): Promise<void> {
    await tx.update(users).set({ plan, updatedAt: new Date() }).where(eq(users.id, userId));
  }
}
