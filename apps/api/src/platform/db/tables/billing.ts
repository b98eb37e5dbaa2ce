import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TBillingInterval, TPlanType, TSubscriptionStatus } from '@papertray/contract';
import { users } from './users';

/**
 * The paid plan of an account, as the payment provider (Stripe, or the built-in demo checkout)
 * last reported it. `users.plan` is the plan in force and changes in the same transaction.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<TPlanType>().notNull(),
    interval: text('interval').$type<TBillingInterval>(),
    status: text('status').$type<Exclude<TSubscriptionStatus, 'none'>>().notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    provider: text('provider').$type<'stripe' | 'demo'>().notNull(),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** When the provider created the latest event applied: older events arriving later are ignored. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_stripe_customer_idx').on(t.stripeCustomerId),
    check('subscriptions_status_check', sql`${t.status} in ('active', 'past_due', 'canceled')`),
    check('subscriptions_interval_check', sql`${t.interval} in ('monthly', 'yearly')`),
  ],
);

/** Every provider event applied (or deliberately skipped), once: a replay finds its row. */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the provider created the event. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** applied, stale (older than the state it would change) or ignored (nothing to do). */
    outcome: text('outcome').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Every foreign key leads an index (foreign-key-indexes.test.ts): deleting a user finds them.
  (t) => [
    index('billing_events_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
